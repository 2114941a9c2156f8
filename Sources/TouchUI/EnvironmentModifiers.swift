import Scene

extension View {
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
        let fill = style._fill
        return withEnvironment { $0.foreground = fill }
    }

    /// The colour text and shapes inside are drawn in.
    public func foregroundColor(_ color: Color?) -> some View {
        withEnvironment { if let color { $0.foreground = .color(color.rgba) } }
    }

    /// How lines of wrapped text align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        withEnvironment { $0.multilineTextAlignment = alignment }
    }
}
