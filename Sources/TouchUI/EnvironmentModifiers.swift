import Scene

nonisolated extension View {
    /// The font of text inside.
    public func font(_ font: Font?) -> some View {
        withEnvironment { if let font { $0.font = font } }
    }

    /// The weight of text inside.
    public func fontWeight(_ weight: FontWeight?) -> some View {
        withEnvironment { $0.fontWeight = weight }
    }

    /// The style text and shapes inside are drawn in.
    public func foregroundStyle<Style: ShapeStyle>(_ style: Style) -> some View {
        withEnvironment {
            $0.foreground = style.resolvedFill(in: $0)
            $0.hierarchicalStyles = []
        }
    }

    /// The primary and secondary styles of content inside, as SwiftUI's
    /// `foregroundStyle(_:_:)`: `.primary` draws in the first, `.secondary` in the second.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        withEnvironment {
            let levels = [primary.resolvedFill(in: $0), secondary.resolvedFill(in: $0)]
            $0.foreground = levels[0]
            $0.hierarchicalStyles = levels
        }
    }

    /// The primary, secondary and tertiary styles of content inside, as
    /// SwiftUI's `foregroundStyle(_:_:_:)`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                                _ tertiary: S3) -> some View {
        withEnvironment {
            let levels = [primary.resolvedFill(in: $0), secondary.resolvedFill(in: $0), tertiary.resolvedFill(in: $0)]
            $0.foreground = levels[0]
            $0.hierarchicalStyles = levels
        }
    }

    /// The colour text and shapes inside are drawn in.
    public func foregroundColor(_ color: Color?) -> some View {
        withEnvironment {
            if let color {
                $0.foreground = .color(color.rgba)
                $0.hierarchicalStyles = []
            }
        }
    }

    /// How lines of wrapped text align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        withEnvironment { $0.multilineTextAlignment = alignment }
    }
}
