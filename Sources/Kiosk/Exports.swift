// `import Kiosk` brings the runtime and the recognize language with it, as
// before they were modules of their own.
@_exported import GestureLanguage
@_exported import KioskRuntime
