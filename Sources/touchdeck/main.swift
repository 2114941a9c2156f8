import Kiosk
import KioskApps
import TouchdeckBench
import TouchdeckCommands

TouchdeckCLI.main(apps: KioskAppDefinition.builtIn, benchScenarios: AppBenchScenario.builtIn)
