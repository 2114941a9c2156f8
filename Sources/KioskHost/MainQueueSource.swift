import KioskRuntime
import TouchDevices

/// The main queue's handle as a source of the live loop: it wakes the loop
/// when a block is queued, and the loop drains the queue.
public final class MainQueueSource: LiveInputSource {
    /// Drains the queue once drained; nil off the main thread.
    private let fd: Int32

    /// A source when the calling thread is the main thread; nil otherwise.
    public init?() {
        guard let fd = MainQueue.handle else { return nil }
        self.fd = fd
    }

    public var descriptors: [Int32] { [fd] }

    public func start(_ emit: (InputUpdate) -> Void) throws {
        // Blocks queued before the loop started (in the app's initializers) run now.
        MainQueue.drain()
    }

    public func readable(fd: Int32, _ emit: (InputUpdate) -> Void) throws {
        MainQueue.drain()
    }
}
