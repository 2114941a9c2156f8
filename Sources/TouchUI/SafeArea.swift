import Foundation

/// The kinds of safe area a view can extend into, as SwiftUI's `SafeAreaRegions`.
///
/// A kiosk's screen has no container safe area (no status bar, notch or home
/// indicator), so `.container` changes nothing. `.keyboard` is the on-screen
/// keyboard's: the content is laid out above the keyboard while it is up,
/// unless the outermost view ignores the keyboard region, as SwiftUI's
/// `.ignoresSafeArea(.keyboard)` keeps a screen from being pushed up.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The safe area the container (device, window, bars) defines.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The on-screen keyboard's region.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

// `VerticalEdge` (with its `Set`) is in ListRowTraits.swift.

nonisolated extension View {
    /// Extends the view into the safe area `regions` on `edges`, as SwiftUI's
    /// `ignoresSafeArea(_:edges:)`. With `.keyboard` on the bottom edge,
    /// applied to the app's outermost view, the screen is not pushed up by
    /// the on-screen keyboard (the keyboard covers its lower part instead);
    /// elsewhere, and for `.container`, it changes nothing: a kiosk has no
    /// container safe area, and a view below the outermost one is already
    /// laid out where the outermost puts it.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        let keyboard = regions.contains(.keyboard) && edges.contains(.bottom)
        return modifyingNodes { nodes in
            guard keyboard else { return nodes }
            return nodes.map { ViewNode(id: $0.id.child(SafeAreaMarks.ignoresKeyboard), kind: .wrapper, children: [$0]) }
        }
    }

    /// `ignoresSafeArea(.container, edges:)`, as SwiftUI's deprecated
    /// `edgesIgnoringSafeArea(_:)` (which ignores the container region only).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.container, edges: edges)
    }

    /// Places `content` along the view's top or bottom edge and lays the view
    /// out in what is left, `spacing` apart, as SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)`: the inset takes its
    /// ideal height, the view the rest of the height offered.
    ///
    /// In SwiftUI a scroll view under the inset scrolls its content beneath
    /// it; here the scroll view ends where the inset begins (the same
    /// content in sight, without the see-through bar behind it).
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .bottom {
                self.frame(maxWidth: .infinity, maxHeight: .infinity)
                inset
            } else {
                inset
                self.frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
    }

    /// Places `content` along the view's leading or trailing edge and lays
    /// the view out in what is left, as SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)` for horizontal edges.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .trailing {
                self.frame(maxWidth: .infinity, maxHeight: .infinity)
                inset
            } else {
                inset
                self.frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
    }

    /// Adds `insets` to the view's safe area, as SwiftUI's `safeAreaPadding(_:)`.
    /// A kiosk has no safe area of its own, so the view is inset by exactly
    /// `insets`. On a `ScrollView` SwiftUI insets the content, which then
    /// scrolls out to the edges; here the scroll view itself is inset (the
    /// same content in sight at rest) — use `contentMargins(_:_:for:)` for
    /// margins that scroll.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }

    /// `safeAreaPadding` on `edges` (16 points when `length` is nil, as `padding`).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// The same safe-area padding on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }
}

extension EdgeInsets {
    /// `length` on `edges`, 0 elsewhere.
    init(edges: Edge.Set, length: Double) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}

/// Identity components that mark what a safe-area modifier asked for.
enum SafeAreaMarks {
    static let ignoresKeyboard = "ignoresKeyboard"

    /// Whether the app's outermost view ignores the keyboard's safe area:
    /// `ignoresSafeArea(.keyboard)` on it, or on the one view its outermost
    /// wrappers (frames, paddings, backgrounds, effects) hold.
    static func ignoresKeyboard(_ nodes: [ViewNode]) -> Bool {
        guard nodes.count == 1 else { return false }
        var node = nodes[0]
        for _ in 0..<64 {
            if node.id.path.hasSuffix("/" + ignoresKeyboard) { return true }
            switch node.kind {
            case .decorated(let primary, _) where node.children.indices.contains(primary):
                node = node.children[primary]
            case .frame where node.children.count == 1, .padding where node.children.count == 1, .wrapper where node.children.count == 1,
                 .aspect where node.children.count == 1:
                node = node.children[0]
            default:
                return false
            }
        }
        return false
    }
}
