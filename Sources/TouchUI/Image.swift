import Foundation
import Scene

/// A PNG picture, as SwiftUI's `Image`: its own pixel size unless
/// `.resizable()`, then the size it is offered.
public struct Image: PrimitiveView, ResolvableView {
    let path: String
    var isResizable = false
    /// `Image(systemName:)`'s symbol name.
    var systemName: String?

    /// The PNG file at `path`. A missing or unreadable file draws nothing
    /// (the renderer reports it once) and takes 10×10 points.
    public init(path: String) {
        self.path = path
    }

    /// The symbol `systemName`, as SwiftUI's `Image(systemName:)`, sized to
    /// the font and drawn in the foreground colour. No symbol set is bundled
    /// yet: every name draws a placeholder (a rounded square outline) and
    /// is logged once.
    public init(systemName: String) {
        path = ""
        self.systemName = systemName
    }

    /// Stretches to the frame it is given.
    public func resizable() -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        if let systemName {
            ViewWarnings.once("Image(systemName: \"\(systemName)\"): no symbol set is bundled yet; drawing a placeholder")
            let side = graph.environment.font.size * 1.2
            let outline = ViewNode(id: id.child("symbol"), kind: .drawing(.shape(
                .roundedRectangle(cornerRadius: side / 6), fill: nil,
                stroke: Stroke(graph.environment.foregroundColor, lineWidth: 1.5), trim: nil)))
            return [ViewNode(id: id, kind: .frame(FrameLayout(width: side, height: side, alignment: .center)), children: [outline])]
        }
        let natural = graph.storage(for: "image:" + path) { ImageSizeBox(PNGSize.read(path)) }.size
        return [ViewNode(id: id, kind: .drawing(.image(path: path, naturalSize: natural, resizable: isResizable)))]
    }
}

/// A PNG's size, read once per path.
final class ImageSizeBox {
    let size: Size?
    init(_ size: Size?) { self.size = size }
}

/// Reads a PNG's width and height from its header (the IHDR chunk right
/// after the signature), without decoding it.
enum PNGSize {
    static func read(_ path: String) -> Size? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), header.count == 24,
              header.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func be32(_ offset: Int) -> Double {
            Double(header[offset...offset + 3].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        }
        return Size(width: be32(16), height: be32(20))
    }
}
