import Foundation

// A Touchdeck kiosk has no screen reader or other assistive technology, so
// most accessibility modifiers describe what nothing reads; they are taken so
// that SwiftUI code compiles unchanged. The label is kept: `--layout`
// reports it beside the view's identifier and text.

/// Kinds of accessibility element, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// How an element's children are presented, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let kind: Int
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    public static let contain = AccessibilityChildBehavior(kind: 1)
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

nonisolated extension View {
    /// The view's label for assistive technology, as SwiftUI's `accessibilityLabel(_:)`;
    /// `--layout` reports it as `label`.
    public func accessibilityLabel(_ label: Text) -> some View {
        labelled(label.plainString)
    }

    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        labelled(String(label))
    }

    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
        labelled(Text(label).plainString)
    }

    private func labelled(_ label: String) -> some View {
        modifyingNodes { nodes in
            nodes.map { node in
                let target = node.writable()
                target.accessibilityLabel = label
                return target
            }
        }
    }

    /// A hint for assistive technology, as SwiftUI's `accessibilityHint(_:)`.
    public func accessibilityHint(_ hint: Text) -> some View { self }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
    public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { self }

    /// A value for assistive technology, as SwiftUI's `accessibilityValue(_:)`.
    public func accessibilityValue(_ value: Text) -> some View { self }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
    public func accessibilityValue(_ value: LocalizedStringKey) -> some View { self }

    /// Hides the view from assistive technology, as SwiftUI's `accessibilityHidden(_:)`;
    /// it is still drawn and touched.
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }

    /// Makes the view one element for assistive technology, as SwiftUI's `accessibilityElement(children:)`.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// As SwiftUI's `accessibilityAddTraits(_:)`.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// As SwiftUI's `accessibilityRemoveTraits(_:)`.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// As SwiftUI's `accessibilitySortPriority(_:)`.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

    /// As SwiftUI's `accessibilityInputLabels(_:)`.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

    /// An action assistive technology can perform, as SwiftUI's
    /// `accessibilityAction(named:_:)`; nothing on a kiosk performs it.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { self }
}
