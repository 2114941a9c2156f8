import Kiosk
import TouchdeckCommands

TouchdeckCLI.main(apps: [KioskAppDefinition(CounterApp.self)])
