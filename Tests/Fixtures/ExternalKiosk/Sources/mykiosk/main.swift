import Kiosk
import TouchdeckCommands

TouchdeckCLI.main(apps: KioskAppDefinition.builtIn + [KioskAppDefinition(GreeterApp.self)])
