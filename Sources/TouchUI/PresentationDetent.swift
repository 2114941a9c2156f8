import Scene

/// A height a sheet rests at, as SwiftUI's `PresentationDetent`
/// (developer.apple.com/documentation/swiftui/presentationdetent).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(Double)
        case height(Double)
    }

    let kind: Kind

    /// About half the screen's height, as UIKit's medium detent.
    public static let medium = PresentationDetent(kind: .medium)
    /// The whole height the sheet may take.
    public static let large = PresentationDetent(kind: .large)

    /// A fraction of the height the sheet may take.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }

    /// A fixed height, in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

    /// The sheet's height at this detent when it may take `available` points.
    func height(in available: Double) -> Double {
        let height: Double = switch kind {
        case .medium: available / 2
        case .large: available
        case .fraction(let fraction): available * fraction
        case .height(let points): points
        }
        return min(max(height, 0), available)
    }
}

/// How a presentation adapts to a compact size, as SwiftUI's `PresentationAdaptation`.
public struct PresentationAdaptation: Hashable, Sendable {
    let name: String

    public static let automatic = PresentationAdaptation(name: "automatic")
    public static let none = PresentationAdaptation(name: "none")
    public static let popover = PresentationAdaptation(name: "popover")
    public static let sheet = PresentationAdaptation(name: "sheet")
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// Whether the screen behind a sheet takes touches, as SwiftUI's
/// `PresentationBackgroundInteraction`.
public struct PresentationBackgroundInteraction: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, disabled
        case enabled(upThrough: PresentationDetent?)
    }

    let kind: Kind

    /// The default: the screen behind is dimmed and a touch there dismisses the sheet.
    public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
    /// The screen behind stays dimmed and untouchable.
    public static let disabled = PresentationBackgroundInteraction(kind: .disabled)
    /// The screen behind is not dimmed and takes touches.
    public static let enabled = PresentationBackgroundInteraction(kind: .enabled(upThrough: nil))

    /// The screen behind takes touches while the sheet rests at `detent` or lower.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabled(upThrough: detent))
    }
}

/// What a swipe on a sheet's scrolling content does first, as SwiftUI's
/// `PresentationContentInteraction`.
public struct PresentationContentInteraction: Hashable, Sendable {
    let name: String

    public static let automatic = PresentationContentInteraction(name: "automatic")
    /// Resizing the sheet first.
    public static let resizes = PresentationContentInteraction(name: "resizes")
    /// Scrolling its content first.
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

/// What the presentation modifiers inside a sheet's content ask of it.
struct SheetOptions {
    /// The detents, as given; none: the sheet's one size.
    var detents: Set<PresentationDetent> = []
    var selection: Binding<PresentationDetent>?
    var dragIndicator = Visibility.automatic
    var dismissDisabled = false
    var background: AnyView?
    var cornerRadius: Double?
    var backgroundInteraction = PresentationBackgroundInteraction.automatic
}

/// The preference key under which a sheet's content carries its option changes.
enum SheetOptionsKey {}

nonisolated extension View {
    func sheetOption(_ change: @escaping (inout SheetOptions) -> Void) -> some View {
        modifyingNodes { nodes in
            nodes.changingFirst { $0.preferences.append(PreferenceValue(key: ObjectIdentifier(SheetOptionsKey.self), value: change)) }
        }
    }

    /// The heights the sheet this view is in rests at, as SwiftUI's
    /// `presentationDetents(_:)`. They shape the sheet where it rises from
    /// the bottom edge (a compact width); an iPad's form sheet in a regular
    /// width keeps its one size, as iPadOS does. The sheet opens at the
    /// smallest; a drag moves it between them.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        sheetOption { $0.detents = detents }
    }

    /// `presentationDetents(_:)` with the detent the sheet rests at bound to `selection`.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        sheetOption { options in
            options.detents = detents
            options.selection = selection
        }
    }

    /// Shows the sheet's grabber (a 36×5 pt capsule at its top), as SwiftUI's
    /// `presentationDragIndicator(_:)`. `.automatic` shows it when the sheet
    /// has more than one detent to drag between.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        sheetOption { $0.dragIndicator = visibility }
    }

    /// Refuses to let the sheet this view is in be dismissed by a drag down
    /// or a tap beside it, as SwiftUI's `interactiveDismissDisabled(_:)`: the
    /// sheet follows a drag reluctantly and springs back.
    /// `@Environment(\.dismiss)` still dismisses it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        sheetOption { $0.dismissDisabled = isDisabled }
    }

    /// The sheet's background in place of white, as SwiftUI's `presentationBackground(_:)`.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        let background = AnyView(Rectangle().fill(style))
        return sheetOption { $0.background = background }
    }

    /// A view as the sheet's background, as SwiftUI's `presentationBackground(alignment:content:)`.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let background = AnyView(ZStack(alignment: alignment) { content() }.frame(maxWidth: .infinity, maxHeight: .infinity))
        return sheetOption { $0.background = background }
    }

    /// The radius of the sheet's corners, as SwiftUI's `presentationCornerRadius(_:)`; nil: 10 pt.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        sheetOption { $0.cornerRadius = cornerRadius.map(Double.init) }
    }

    /// Whether the screen behind the sheet takes touches, as SwiftUI's
    /// `presentationBackgroundInteraction(_:)`: enabled, it is not dimmed and
    /// a touch there goes to it instead of dismissing the sheet.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        sheetOption { $0.backgroundInteraction = interaction }
    }

    /// Whether a swipe on the sheet's scrolling content resizes the sheet or
    /// scrolls, as SwiftUI's `presentationContentInteraction(_:)`. A kiosk's
    /// sheet resizes from its top strip and its content always scrolls, so
    /// this changes nothing.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }

    /// How a popover or sheet adapts to a compact size, as SwiftUI's
    /// `presentationCompactAdaptation(_:)`. A kiosk presents a popover as a
    /// sheet whatever its size, so this changes nothing.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

    /// `presentationCompactAdaptation(_:)` for each axis (changes nothing, as that one).
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View {
        self
    }
}

extension ViewNode {
    /// The sheet options set anywhere in the subtree, the outer before the inner.
    func collectSheetOptions(into changes: inout [(inout SheetOptions) -> Void]) {
        let key = ObjectIdentifier(SheetOptionsKey.self)
        for value in preferences where value.key == key {
            if let change = value.value as? (inout SheetOptions) -> Void { changes.append(change) }
        }
        for child in children { child.collectSheetOptions(into: &changes) }
    }
}
