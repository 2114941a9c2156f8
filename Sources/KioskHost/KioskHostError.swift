/// Why a kiosk could not start or stopped with an error: the message names
/// the option, config key, file or device at fault.
public struct KioskHostError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, broadly: the command line turns `invalidConfiguration`
    /// into a usage error and `failed` into an error message.
    public enum Kind: Sendable {
        /// A setting of ``KioskHost/Configuration`` is not usable (an option's value, a missing bundled tour).
        case invalidConfiguration
        /// Starting or running failed (a display that does not open, a bad attract recording, …).
        case failed
    }

    public let kind: Kind
    public let description: String

    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }

    static func invalid(_ description: String) -> KioskHostError { KioskHostError(.invalidConfiguration, description) }
    static func failed(_ description: String) -> KioskHostError { KioskHostError(.failed, description) }
}
