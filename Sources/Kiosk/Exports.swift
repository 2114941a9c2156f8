// `import Kiosk` brings the config file, the runtime, the recognize language
// and the shared utilities (`JSONValue`, which an app's events and final state
// are made of) with it.
@_exported import GestureLanguage
@_exported import KioskConfig
@_exported import KioskRuntime
@_exported import TouchdeckSupport
