import Foundation
import ImageFiles
import Scene

/// A picture, as SwiftUI's `Image`: a PNG, JPEG or SVG file (told apart by
/// its content), looked up by name in the app's resources or given by path,
/// or a symbol of the built-in icon set by its SF Symbols name.
///
/// As SwiftUI's: a file image takes its own size (pixels as points; an SVG
/// its document size) unless `.resizable()`, then the size it is offered
/// (`.aspectRatio`, `.scaledToFit()` keep its proportions). A symbol takes
/// the current font's size, scaled by `.imageScale`, and is drawn in the
/// foreground style. Bad input never stops the app: a file that is missing,
/// damaged, too large (see `ImageLimits`) or not an image, and an unknown
/// symbol name, draw a placeholder and are logged once, naming the view and file.
public nonisolated struct Image: PrimitiveView, ResolvableView {
    enum Source {
        case path(String)
        case named(String, bundle: Bundle?)
        case system(String)
    }

    let source: Source
    var isResizable = false
    var renderingMode: TemplateRenderingMode?
    var interpolationLevel = Interpolation.high

    /// The image file at `path` (PNG, JPEG or SVG).
    public init(path: String) {
        source = .path(path)
    }

    /// The image `name` from the app's resources, as SwiftUI's
    /// `Image(_:bundle:)` reads an asset catalog: `name`, or `name` with
    /// `.png`, `.jpg`, `.jpeg` or `.svg`, looked for in `bundle` (a SwiftPM
    /// target's `Bundle.module`) when given, then in the kiosk's images
    /// folders (`images.path`), then in the main bundle's resource folders
    /// (the app's SwiftPM resource bundles beside its executable).
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name, bundle: bundle)
    }

    /// The image `name`, decorative (no accessibility label), as SwiftUI's
    /// `Image(decorative:bundle:)`: looked for as `Image(_:bundle:)` does.
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .named(name, bundle: bundle)
    }

    /// The symbol `systemName` at `variableValue`, as SwiftUI's
    /// `Image(systemName:variableValue:)`: the icon set has no variable
    /// symbols, so it is the symbol as `Image(systemName:)` draws it.
    public init(systemName: String, variableValue: Double?) {
        source = .system(systemName)
    }

    /// The symbol `systemName` (an SF Symbols name) from the built-in icon
    /// set, Material Icons (see `SymbolCatalog` for the names it covers),
    /// sized to the font and drawn in the foreground style. An unknown name
    /// draws a rounded-square outline and is logged once.
    public init(systemName: String) {
        source = .system(systemName)
    }

    /// Stretches to the frame it is given, as SwiftUI's
    /// `resizable(capInsets:resizingMode:)`. Cap insets and tiling are
    /// accepted and not applied: the whole image stretches.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// `.template` draws only the image's alpha, in the foreground style (as
    /// symbols always are); `.original` (a file image's default) its own colours.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }

    /// How pixels are sampled when the image is drawn at another size:
    /// `.none` keeps hard pixel edges (pixel art), `.high` (the default) smooths.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var image = self
        image.interpolationLevel = interpolation
        return image
    }

    /// Accepted: images are always drawn antialiased.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// Accepted: the icon set is one colour, so every mode draws monochrome.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    /// How an image is drawn: in its own colours or as a template of its alpha.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    /// SwiftUI's interpolation levels.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    /// How a resizable image fills its frame (only stretching is drawn).
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    /// A symbol's size relative to text, as SwiftUI's `Image.Scale`: `.small`
    /// about 20% smaller than `.medium`, `.large` about 30% larger
    /// (Apple's `NSImage.SymbolScale` documentation).
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        var factor: Double {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        switch source {
        case .system(let name):
            return resolveSymbol(name, in: graph, at: id)
        case .path(let path):
            return resolveFile(path, view: "Image(path: \"\(path)\")", in: graph, at: id)
        case .named(let name, let bundle):
            let view = "Image(\"\(name)\")"
            let found = graph.storage(for: "image-name:\(name)|\(bundle?.bundlePath ?? "")|\(graph.environment.imageDirectories)") {
                ImagePathBox(ImageLookup.path(named: name, bundle: bundle, directories: graph.environment.imageDirectories))
            }.path
            guard let path = found else {
                ViewWarnings.once("\(view): no image named \"\(name)\" (.png, .jpg, .jpeg or .svg) in "
                                  + ImageLookup.describe(bundle: bundle, directories: graph.environment.imageDirectories)
                                  + "; drawing a placeholder")
                return [placeholder(at: id)]
            }
            return resolveFile(path, view: view, in: graph, at: id)
        }
    }

    private func resolveFile(_ path: String, view: String, in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let probe = graph.storage(for: "image:" + path) { ImageProbeBox(ImageFile.probe(path)) }.result
        switch probe {
        case .failure(let error):
            ViewWarnings.once("\(view): \(path) \(error); drawing a placeholder")
            return [placeholder(at: id)]
        case .success(let info):
            let tint = renderingMode == .template ? graph.environment.foregroundColor : nil
            return [ViewNode(id: id, kind: .drawing(.image(path: path, naturalSize: info.size, resizable: isResizable,
                                                             tint: tint, interpolation: interpolationLevel.scene)))]
        }
    }

    private func resolveSymbol(_ name: String, in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        // `.symbolVariant(_:)`: the variant's name where the icon set has it.
        let name = graph.environment.symbolVariants.apply(to: name) { SymbolCatalog.symbols[$0] != nil }
        let side = graph.environment.font.size * 1.2 * graph.environment.imageScale.factor
        guard let symbol = SymbolCatalog.symbols[name], let scalar = Unicode.Scalar(symbol.codePoint) else {
            ViewWarnings.once("Image(systemName: \"\(name)\"): not in the built-in symbol set (Material Icons); drawing a placeholder")
            let outline = ViewNode(id: id.child("symbol"), kind: .drawing(.shape(
                .roundedRectangle(cornerRadius: side / 6), fill: nil,
                stroke: Stroke(graph.environment.foregroundColor, lineWidth: 1.5), trim: nil)))
            let frame = isResizable ? FrameLayout(alignment: .center) : FrameLayout(width: side, height: side, alignment: .center)
            return [ViewNode(id: id, kind: .frame(frame), children: [outline])]
        }
        return [ViewNode(id: id, kind: .drawing(.symbol(glyph: String(Character(scalar)), family: SymbolCatalog.family,
                                                         color: graph.environment.foregroundColor,
                                                         naturalSize: Size(width: side, height: side), resizable: isResizable)))]
    }

    /// A grey box with a cross (10 points unless resizable): a file image that cannot be drawn.
    private func placeholder(at id: ViewID) -> ViewNode {
        let box = ViewNode(id: id.child("placeholder"), kind: .drawing(.shape(.path { rect in
            var path = Scene.Path([.move(to: Point(x: rect.minX, y: rect.minY)), .line(to: Point(x: rect.maxX, y: rect.minY)),
                                   .line(to: Point(x: rect.maxX, y: rect.maxY)), .line(to: Point(x: rect.minX, y: rect.maxY)), .close])
            path.elements += [.move(to: Point(x: rect.minX, y: rect.minY)), .line(to: Point(x: rect.maxX, y: rect.maxY)),
                              .move(to: Point(x: rect.maxX, y: rect.minY)), .line(to: Point(x: rect.minX, y: rect.maxY))]
            return path
        }, fill: .color(RGBAColor(red: 0.8, green: 0.8, blue: 0.8)), stroke: Stroke(RGBAColor(red: 0.5, green: 0.5, blue: 0.5)), trim: nil)))
        let frame = isResizable ? FrameLayout(alignment: .center) : FrameLayout(width: 10, height: 10, alignment: .center)
        return ViewNode(id: id, kind: .frame(frame), children: [box])
    }
}

/// SwiftUI's symbol rendering modes; accepted, all drawn monochrome (the icon set has one colour).
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension Image.Interpolation {
    var scene: ImageInterpolation {
        switch self {
        case .none: .none
        case .low: .low
        case .medium: .medium
        case .high: .high
        }
    }
}

nonisolated extension View {
    /// The scale of symbol images inside, as SwiftUI's `imageScale(_:)`.
    public func imageScale(_ scale: Image.Scale) -> some View {
        withEnvironment { $0.imageScale = scale }
    }

    /// Accepted: the built-in icon set is one colour, so symbols draw monochrome.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
}

extension EnvironmentValues {
    /// The scale of symbol images (`.medium` unless set).
    public var imageScale: Image.Scale {
        get { base.imageScale }
        set { base.imageScale = newValue }
    }
}

/// A file's probe, read once per path.
final class ImageProbeBox {
    let result: Result<ImageFileInfo, ImageFileError>
    init(_ result: Result<ImageFileInfo, ImageFileError>) { self.result = result }
}

/// A name's file, looked up once.
final class ImagePathBox {
    let path: String?
    init(_ path: String?) { self.path = path }
}
