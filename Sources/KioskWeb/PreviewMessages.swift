import Display
import Foundation
import Geometry
import TouchModel

/// The preview's binary frame message, server to page (little-endian):
/// `"TDF1"`, u32 the page's last pointer event the frame shows, u16 the
/// number of regions, then per region u16 x, y, width, height, u32 the PNG's
/// length and the PNG of that rectangle.
enum FrameMessage {
    /// The four bytes every frame message starts with: the page ignores a message without them.
    static let magic: [UInt8] = Array("TDF1".utf8)

    /// Encodes `update`, each region as a PNG (the expensive part: run it off the kiosk's loop).
    static func encode(_ update: PreviewHub.Update) throws -> [UInt8] {
        var bytes = magic
        append(UInt32(truncatingIfNeeded: update.acknowledged), to: &bytes)
        append(UInt16(truncatingIfNeeded: update.regions.count), to: &bytes)
        for region in update.regions {
            let png = try region.pixels.withUnsafeBytes { pixels -> [UInt8] in
                guard let base = pixels.baseAddress else { return [] }
                let image = FrameImage(width: region.rect.width, height: region.rect.height, stride: region.rect.width * 4, pixels: base)
                return try image.pngData(naming: "preview region \(region.rect)")
            }
            for value in [region.rect.x, region.rect.y, region.rect.width, region.rect.height] {
                append(UInt16(truncatingIfNeeded: value), to: &bytes)
            }
            append(UInt32(truncatingIfNeeded: png.count), to: &bytes)
            bytes += png
        }
        return bytes
    }

    private static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}

/// The preview's text messages, server to page (JSON):
/// `{"screen": [800, 480]}` first, the kiosk's screen in points (the page sizes
/// its canvas from it); `{"unchanged": 42}` when the page's pointer events up
/// to number 42 changed nothing on screen (it does not time them).
enum PageMessage {
    static func screen(_ size: Size) -> String {
        #"{"screen": [\#(Int(size.width)), \#(Int(size.height))]}"#
    }

    static func unchanged(_ number: Int) -> String {
        #"{"unchanged": \#(number)}"#
    }
}

/// A pointer event as the page sends it (JSON text), positions in screen
/// points: `{"type": "down", "pointer": 1, "x": 120.5, "y": 300, "pinch": false, "seq": 7}`.
struct PointerMessage: Decodable, Equatable {
    var type: String
    var pointer: Int
    var x: Double
    var y: Double
    var pinch: Bool?
    var seq: Int

    /// Parses one message; nil for anything malformed or unknown (a page
    /// cannot crash or confuse the kiosk).
    static func parse(_ text: String, screen: Size) -> PointerMessage? {
        guard text.utf8.count <= 1024,
              let message = try? JSONDecoder().decode(PointerMessage.self, from: Data(text.utf8)),
              PointerEvent.Kind(rawValue: message.type) != nil,
              message.x.isFinite, message.y.isFinite,
              message.x >= -screen.width, message.x <= 2 * screen.width,
              message.y >= -screen.height, message.y <= 2 * screen.height
        else { return nil }
        return message
    }

    /// The event, stamped `time` (µs, monotonic), positions clamped onto the screen.
    func event(time: Int64, screen: Size) -> PointerEvent? {
        guard let kind = PointerEvent.Kind(rawValue: type) else { return nil }
        let position = Point(x: min(max(x, 0), screen.width), y: min(max(y, 0), screen.height))
        return PointerEvent(kind: kind, pointer: pointer, position: position, time: time, pinch: pinch ?? false)
    }
}
