import Display
import Geometry
import Synchronization

/// The frames the browser preview shows: a copy of the screen kept by the
/// loop (only damaged rectangles are copied in), and for each connected page
/// the damage it has not been sent yet. A page's sender takes its damage
/// when it is ready for more, so a slow page gets fewer, merged updates and
/// never holds up the kiosk.
public final class PreviewHub: Sendable {
    public let width: Int
    public let height: Int

    /// What one page is sent next: the damaged rectangles, their pixels (the
    /// screen's premultiplied ARGB32 rows, `width * 4` bytes each), and the
    /// number of the page's last pointer event the frame shows.
    public struct Update: Sendable {
        public var regions: [(rect: PixelRect, pixels: [UInt8])]
        /// The page's last pointer event shown (its `seq`), echoed so the page can time its touches' round trips.
        public var acknowledged: Int
        /// The page's last pointer event that changed nothing on screen
        /// (nil: none since the last update): the page forgets the events up
        /// to it without timing them. It happened before the frame when smaller than `acknowledged`.
        public var unchanged: Int?
    }

    /// One connected page: a browser tab showing the preview over its own WebSocket.
    private struct Page {
        /// The damage it has not been sent yet.
        var damage: [PixelRect]
        /// Its last pointer event that a presented frame shows.
        var acknowledged: Int
        /// Its last pointer event that changed nothing, not yet told.
        var unchanged: Int?
        /// Wakes its sender when there is damage to take.
        var wake: AsyncStream<Void>.Continuation
    }

    /// What the loop and the senders share.
    private struct State {
        /// The screen's copy (ARGB32, `width * 4` bytes a row).
        var screen: [UInt8]
        /// The connected pages by connection number.
        var pages: [Int: Page] = [:]
    }

    /// More rectangles than this for one page are sent as their bounding box.
    static let maximumRegions = 8

    private let state: Mutex<State>

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        state = Mutex(State(screen: [UInt8](repeating: 0xFF, count: width * height * 4)))
    }

    /// Pages connected now.
    public var pageCount: Int { state.withLock { $0.pages.count } }

    /// A page connected: its first update is the whole screen. The stream
    /// yields whenever it has something to take (wake-ups merge).
    public func addPage(_ id: Int) -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        state.withLock { $0.pages[id] = Page(damage: [PixelRect(x: 0, y: 0, width: width, height: height)], acknowledged: 0, unchanged: nil, wake: continuation) }
        continuation.yield()
        return stream
    }

    /// The page went away.
    public func removePage(_ id: Int) {
        let page = state.withLock { $0.pages.removeValue(forKey: id) }
        page?.wake.finish()
    }

    /// Ends every page's stream (the server stops).
    public func finish() {
        let pages = state.withLock { state in
            defer { state.pages.removeAll() }
            return Array(state.pages.values)
        }
        for page in pages { page.wake.finish() }
    }

    /// The loop presented `image` with `damage`; `acknowledged` holds, per
    /// page, the number of its last pointer event the kiosk has handled.
    /// Costs a copy of the damaged rows.
    public func present(_ image: FrameImage, damage: [PixelRect], acknowledged: [Int: Int]) {
        let rects = damage.map { $0.clamped(width: width, height: height) }.filter { !$0.isEmpty }
        guard !rects.isEmpty, image.width == width, image.height == height else { return unchanged(acknowledged) }
        let wakes = state.withLock { state -> [AsyncStream<Void>.Continuation] in
            state.screen.withUnsafeMutableBytes { screen in
                for rect in rects {
                    for row in rect.y..<rect.maxY {
                        let offset = row * width * 4 + rect.x * 4
                        (screen.baseAddress! + offset).copyMemory(
                            from: image.pixels + row * image.stride + rect.x * 4, byteCount: rect.width * 4)
                    }
                }
            }
            var wakes: [AsyncStream<Void>.Continuation] = []
            for (id, var page) in state.pages {
                page.damage = Self.merge(page.damage, rects)
                if let number = acknowledged[id] { page.acknowledged = max(page.acknowledged, number) }
                state.pages[id] = page
                wakes.append(page.wake)
            }
            return wakes
        }
        for wake in wakes { wake.yield() }
    }

    /// Pointer events (per page, the number of the last) that the loop
    /// handled in a turn that showed nothing new: each page is told, so it
    /// does not time them against a later, unrelated frame.
    public func unchanged(_ numbers: [Int: Int]) {
        let wakes = state.withLock { state -> [AsyncStream<Void>.Continuation] in
            var wakes: [AsyncStream<Void>.Continuation] = []
            for (id, number) in numbers {
                guard var page = state.pages[id], number > page.acknowledged else { continue }
                page.unchanged = max(page.unchanged ?? 0, number)
                state.pages[id] = page
                wakes.append(page.wake)
            }
            return wakes
        }
        for wake in wakes { wake.yield() }
    }

    /// Takes what page `id` has not been sent (nil: nothing). Its regions
    /// are empty when there is only an `unchanged` number to tell.
    public func take(_ id: Int) -> Update? {
        state.withLock { state in
            guard var page = state.pages[id], !page.damage.isEmpty || page.unchanged != nil else { return nil }
            let rects = page.damage
            let unchanged = page.unchanged
            page.damage = []
            page.unchanged = nil
            state.pages[id] = page
            let regions = rects.map { rect in
                var pixels = [UInt8](repeating: 0, count: rect.area * 4)
                pixels.withUnsafeMutableBytes { target in
                    state.screen.withUnsafeBytes { screen in
                        for row in 0..<rect.height {
                            (target.baseAddress! + row * rect.width * 4).copyMemory(
                                from: screen.baseAddress! + (rect.y + row) * width * 4 + rect.x * 4, byteCount: rect.width * 4)
                        }
                    }
                }
                return (rect: rect, pixels: pixels)
            }
            return Update(regions: regions, acknowledged: page.acknowledged, unchanged: unchanged)
        }
    }

    /// `pending` plus `added`, overlapping rectangles joined; too many become one.
    static func merge(_ pending: [PixelRect], _ added: [PixelRect]) -> [PixelRect] {
        var result = pending
        for rect in added {
            var joined = rect
            var index = 0
            while index < result.count {
                if result[index].intersects(joined) {
                    joined = joined.union(result.remove(at: index))
                    index = 0
                } else {
                    index += 1
                }
            }
            result.append(joined)
        }
        if result.count > maximumRegions {
            return [result.dropFirst().reduce(result[0]) { $0.union($1) }]
        }
        return result
    }
}
