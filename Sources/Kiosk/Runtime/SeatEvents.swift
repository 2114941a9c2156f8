import Seat
import TouchDevices

/// The seat manager's news as a source of the kiosk's loop: its descriptor
/// is waited on beside the touch devices, and each enable or disable is
/// handed to `onChange` (the kiosk pauses or resumes) on the loop's thread.
public final class SeatEvents: LiveInputSource {
    public let seat: any SeatControl
    /// Set by `LiveKiosk`; a disable must be acknowledged by it.
    var onChange: ((SeatChange) throws -> Void)?

    public init(seat: any SeatControl) { self.seat = seat }

    public var descriptors: [Int32] { [seat.fd] }

    public func start(_ emit: (InputUpdate) -> Void) {}

    public func readable(fd: Int32, _ emit: (InputUpdate) -> Void) throws {
        for change in try seat.dispatch() { try onChange?(change) }
    }
}
