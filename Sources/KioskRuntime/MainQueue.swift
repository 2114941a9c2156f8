import Foundation

// SwiftUI code hands work to the main thread with `DispatchQueue.main.async`
// and `asyncAfter`. On Linux the main dispatch queue runs only when something
// drains it — `dispatch_main()` or a CoreFoundation run loop — and a kiosk
// run from an `App`'s `main` blocks its main thread in the loop's poll(2).
// So the loop drains the queue itself, as CoreFoundation's run loop does:
// libdispatch signals an eventfd (its "main queue handle") when work is
// queued, the loop waits on it beside the touch devices, and on waking reads
// it and runs the queued blocks through `_dispatch_main_queue_callback_4CF`
// — the entry point libdispatch exports for CoreFoundation's run loop.
// That is only allowed on the main thread; a kiosk run on another thread
// (`KioskHost.run()`) leaves the main queue to its owner (`dispatch_main`).
//
// Replays: a block queued with `async` from an action runs before the next
// frame, so a replay shows it at the same frame every run. `asyncAfter`'s
// deadline is the machine's clock (libdispatch's timers), not the replay's:
// a replay plays faster than real time, so such a block runs when its real
// deadline passes if the replay is still playing, and is not reproducible.
// Use `Timer.publish` or a `TimelineView` for delays a replay must reproduce.

@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)

/// Drains the main dispatch queue from the kiosk's loop.
public enum MainQueue {
    /// Whether the calling thread may drain it (the main thread).
    public static var isDrainable: Bool { Thread.isMainThread }

    /// libdispatch's eventfd, readable while blocks wait on the main queue
    /// (nil off the main thread).
    public static var handle: Int32? {
        guard isDrainable else { return nil }
        let fd = dispatchMainQueueHandle()
        return fd >= 0 ? fd : nil
    }

    /// Runs the blocks queued on the main queue (and due `asyncAfter` ones),
    /// on the main thread; elsewhere does nothing.
    public static func drain() {
        guard let fd = handle else { return }
        // The eventfd is non-blocking: reading it resets the count, or fails with EAGAIN when nothing was signalled.
        var count: UInt64 = 0
        _ = withUnsafeMutableBytes(of: &count) { read(fd, $0.baseAddress, 8) }
        dispatchMainQueueCallback(nil)
    }
}

