/// One step of a tslib-style filter chain over touch frames in screen points.
///
/// Filters are pure state machines driven by the frames' own times; none reads
/// a clock. A filter may hold a contact back, drop it for its whole life or
/// move it, but always keeps the frame contract: a contact it reports begins
/// once and ends (or is cancelled) once.
public protocol TouchFilter: AnyObject {
    /// The filtered frame, or nil when nothing in it is left to report.
    func filter(_ frame: TouchFrame) -> TouchFrame?
    /// Forgets every contact (the device went away; its contacts were cancelled).
    func reset()
}

/// Filters applied in order; a frame that one filter swallows stops there.
public final class TouchFilterChain {
    public private(set) var filters: [any TouchFilter]

    public init(_ filters: [any TouchFilter] = []) { self.filters = filters }

    /// The chain a `TouchFilterSettings` describes, in tslib's order: pressure,
    /// crop, debounce, minimum samples, median, dejitter.
    public convenience init(settings: TouchFilterSettings, screen: Size?) {
        var chain: [any TouchFilter] = []
        if let minimum = settings.pressureThreshold { chain.append(PressureFilter(minimum: minimum)) }
        if settings.crop, let screen { chain.append(CropFilter(screen: screen)) }
        if let interval = settings.debounceSeconds, interval > 0 { chain.append(DebounceFilter(seconds: interval)) }
        if let count = settings.minimumSamples, count > 1 { chain.append(MinimumSamplesFilter(count: count)) }
        if let window = settings.medianWindow, window > 1 { chain.append(MedianFilter(window: window)) }
        if let threshold = settings.dejitterThreshold, threshold > 0 { chain.append(DejitterFilter(threshold: threshold)) }
        self.init(chain)
    }

    public var isEmpty: Bool { filters.isEmpty }

    public func filter(_ frame: TouchFrame) -> TouchFrame? {
        var current = frame
        for filter in filters {
            guard let next = filter.filter(current) else { return nil }
            current = next
        }
        return current
    }

    public func reset() { filters.forEach { $0.reset() } }
}

/// Which filters to run and their parameters; nil (or false) leaves a filter out.
public struct TouchFilterSettings: Hashable, Sendable {
    /// Median over this many samples per contact (tslib `median`).
    public var medianWindow: Int?
    /// Smooth movements smaller than this many points (tslib `dejitter`).
    public var dejitterThreshold: Double?
    /// Ignore touches that begin within this many seconds of a release (tslib `debounce`).
    public var debounceSeconds: Double?
    /// A touch must last this many frames to count; shorter ones are ghost taps (tslib `skip`/`evthres`).
    public var minimumSamples: Int?
    /// Contacts reporting less pressure are not touching (tslib `pthres`).
    public var pressureThreshold: Int32?
    /// Drop touches that begin off the screen and keep moving ones on it (tslib `crop`).
    public var crop: Bool

    public init(medianWindow: Int? = nil, dejitterThreshold: Double? = nil, debounceSeconds: Double? = nil,
                minimumSamples: Int? = nil, pressureThreshold: Int32? = nil, crop: Bool = false) {
        self.medianWindow = medianWindow
        self.dejitterThreshold = dejitterThreshold
        self.debounceSeconds = debounceSeconds
        self.minimumSamples = minimumSamples
        self.pressureThreshold = pressureThreshold
        self.crop = crop
    }
}

/// The frame of the contacts a filter kept, or nil when none changed.
func filteredFrame(time: Int64, _ contacts: [TouchContact]) -> TouchFrame? {
    guard contacts.contains(where: { !$0.change.isEmpty }) else { return nil }
    return TouchFrame(time: time, contacts: contacts)
}
