import Scene

/// The size controls are drawn at, as SwiftUI's `ControlSize`
/// (developer.apple.com/documentation/swiftui/controlsize). On iOS it sizes
/// bordered buttons (their padding, font and corners: `ControlMetrics`)
/// and segmented pickers; a switch keeps UISwitch's one size, as on iOS.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// The smallest.
    case mini
    /// Smaller than regular.
    case small
    /// The default.
    case regular
    /// Larger than regular.
    case large
    /// The largest (on iOS as large).
    case extraLarge
}

nonisolated extension View {
    /// The size of the controls in this view, as SwiftUI's `controlSize(_:)`.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}

private struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

extension EnvironmentValues {
    /// The size of controls here (`.regular` unless `.controlSize(_:)` says otherwise).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

/// A bordered button's measures at a control size, after UIKit's button
/// sizes (`UIButton.Configuration.Size`: mini, small, medium, large) that
/// SwiftUI's bordered styles use on iOS 17: the regular size is 12 pt side
/// and 7 pt top and bottom padding around body text (34 pt tall), the
/// large 20 pt and 14 pt (50 pt tall, the height of iOS's large filled
/// buttons); small ones use the subheadline font, mini ones the footnote.
struct ControlMetrics {
    /// Padding at the leading and trailing side.
    let horizontal: Double
    /// Padding above and below.
    let vertical: Double
    /// The corner radius of `.automatic` and `.roundedRectangle` borders.
    let cornerRadius: Double
    /// The font of a label that sets none (nil: the environment's).
    let font: Font?
    /// The height a bordered button with one line of text has: a circle's diameter.
    let height: Double
    /// A segmented picker's height.
    let segmentedHeight: Double

    init(_ size: ControlSize) {
        switch size {
        case .mini:
            self = ControlMetrics(horizontal: 8, vertical: 4, cornerRadius: 6, font: .footnote, height: 24, segmentedHeight: 24)
        case .small:
            self = ControlMetrics(horizontal: 10, vertical: 5, cornerRadius: 7, font: .subheadline, height: 28, segmentedHeight: 28)
        case .regular:
            self = ControlMetrics(horizontal: 12, vertical: 7, cornerRadius: 8, font: nil, height: 34, segmentedHeight: 32)
        case .large, .extraLarge:
            self = ControlMetrics(horizontal: 20, vertical: 14, cornerRadius: 12, font: nil, height: 50, segmentedHeight: 40)
        }
    }

    private init(horizontal: Double, vertical: Double, cornerRadius: Double, font: Font?, height: Double, segmentedHeight: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.cornerRadius = cornerRadius
        self.font = font
        self.height = height
        self.segmentedHeight = segmentedHeight
    }
}
