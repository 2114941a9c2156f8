nonisolated extension View {
    /// Hides the view, as SwiftUI's `hidden()`: it keeps its place in the
    /// layout but draws nothing and takes no touches.
    public func hidden() -> some View {
        opacity(0).allowsHitTesting(false)
    }

    /// Composites the view's contents before its effects apply, as SwiftUI's
    /// `compositingGroup()`. Touchdeck's renderer already draws a view with
    /// children as one group wherever an opacity or shadow applies to it.
    public func compositingGroup() -> some View { self }
}
