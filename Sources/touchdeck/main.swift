import Kiosk
import TouchdeckCommands

TouchdeckCLI.main(apps: KioskAppDefinition.builtIn)
