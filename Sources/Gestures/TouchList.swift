import TouchModel

/// One finger as a gesture sees it in an event: where it is (screen points)
/// and what happened to it in this frame (empty on a timer tick).
public struct GestureTouch: Hashable, Sendable {
    public var id: Int
    public var location: Point
    public var change: ContactChange

    public init(id: Int, location: Point, change: ContactChange = []) {
        self.id = id
        self.location = location
        self.change = change
    }

    /// Still on the surface after this event.
    @inlinable
    public var isDown: Bool { !change.contains(.ended) && !change.contains(.cancelled) }
}

/// The fingers routed to one gesture, stored inline (no heap) so that feeding
/// a frame allocates nothing. Holds at most `capacity` fingers; further ones
/// are ignored by the engine.
public struct TouchList: Sendable {
    /// The most fingers one gesture tracks.
    public static let capacity = 8

    @usableFromInline
    var storage: (GestureTouch, GestureTouch, GestureTouch, GestureTouch,
                  GestureTouch, GestureTouch, GestureTouch, GestureTouch)
    /// Number of fingers in the list.
    public private(set) var count: Int

    public init() {
        let blank = GestureTouch(id: -1, location: .zero)
        storage = (blank, blank, blank, blank, blank, blank, blank, blank)
        count = 0
    }

    public var isEmpty: Bool { count == 0 }

    public subscript(index: Int) -> GestureTouch {
        get {
            precondition(index >= 0 && index < count, "TouchList index out of range")
            return withUnsafeBytes(of: storage) { $0.load(fromByteOffset: index * MemoryLayout<GestureTouch>.stride, as: GestureTouch.self) }
        }
        set {
            precondition(index >= 0 && index < count, "TouchList index out of range")
            withUnsafeMutableBytes(of: &storage) {
                $0.storeBytes(of: newValue, toByteOffset: index * MemoryLayout<GestureTouch>.stride, as: GestureTouch.self)
            }
        }
    }

    /// Appends `touch`; returns `false` (and drops it) when the list is full.
    @discardableResult
    public mutating func append(_ touch: GestureTouch) -> Bool {
        guard count < Self.capacity else { return false }
        count += 1
        self[count - 1] = touch
        return true
    }

    /// The index of the finger with `id`, if present.
    public func index(of id: Int) -> Int? {
        var i = 0
        while i < count {
            if self[i].id == id { return i }
            i += 1
        }
        return nil
    }

    /// The finger with `id`, if present.
    public func touch(id: Int) -> GestureTouch? {
        index(of: id).map { self[$0] }
    }

    /// Removes the finger at `index`, keeping the order of the others.
    public mutating func remove(at index: Int) {
        precondition(index >= 0 && index < count, "TouchList index out of range")
        var i = index
        while i + 1 < count {
            self[i] = self[i + 1]
            i += 1
        }
        count -= 1
    }

    public mutating func removeAll() { count = 0 }

    /// Number of fingers still on the surface.
    public var downCount: Int {
        var n = 0
        var i = 0
        while i < count {
            if self[i].isDown { n += 1 }
            i += 1
        }
        return n
    }

    /// Fingers touching the surface in this event: down after it, or down
    /// and lifted within it. More than one fails a one-finger gesture.
    public var contactCount: Int {
        var n = 0
        var i = 0
        while i < count {
            if self[i].isDown || self[i].change.contains(.began) { n += 1 }
            i += 1
        }
        return n
    }

    /// The first finger that touched down in this event.
    public var firstBegan: GestureTouch? {
        var i = 0
        while i < count {
            if self[i].change.contains(.began) { return self[i] }
            i += 1
        }
        return nil
    }

    /// The first finger that is down after this event, or that began in it.
    public var firstDown: GestureTouch? {
        var i = 0
        while i < count {
            let touch = self[i]
            if touch.isDown || touch.change.contains(.began) { return touch }
            i += 1
        }
        return nil
    }
}
