import TouchModel

/// Raw evdev events of one device to mapped, filtered frames: the frame
/// assembler, then the screen mapping, then the filter chain. Pure: time
/// comes from the events.
public final class TouchPipeline {
    public let assembler: FrameAssembler
    /// nil keeps device units.
    public let mapping: ScreenMapping?
    public let filters: TouchFilterChain

    public init(device: DeviceDescription, mapping: ScreenMapping?, filters: TouchFilterChain = TouchFilterChain()) {
        assembler = FrameAssembler(device: device)
        self.mapping = mapping
        self.filters = filters
    }

    /// Feeds one event; returns a frame when one completes and survives the filters.
    @inline(__always)
    public func feed(_ event: InputEvent) -> TouchFrame? {
        guard let frame = assembler.feed(event) else { return nil }
        return finish(frame)
    }

    /// Cancels every contact (the device vanished): the frame consumers must see.
    public func cancelAll(time: Int64) -> TouchFrame? {
        defer { filters.reset() }
        guard let frame = assembler.cancelAll(time: time) else { return nil }
        return finish(frame)
    }

    private func finish(_ frame: TouchFrame) -> TouchFrame? {
        let mapped = mapping.map { $0.map(frame) } ?? frame
        return filters.isEmpty ? mapped : filters.filter(mapped)
    }
}
