/// The kinds of image file Touchdeck draws, told apart by their first bytes,
/// never by the file's name: a `.png` that holds a JPEG draws as the JPEG.
public enum ImageFormat: String, Sendable, CaseIterable {
    case png, jpeg, svg

    /// The format `bytes` (a file's start: 512 bytes are plenty) are in, or
    /// nil when they are none of these.
    /// - PNG: its 8-byte signature (PNG specification §5.2).
    /// - JPEG: the SOI marker `FF D8` followed by another marker's `FF` (ITU T.81 B.1.1.3).
    /// - SVG: XML text (after an optional byte-order mark and white space) whose
    ///   first element, past the XML declaration, comments and doctype, is `<svg`;
    ///   or gzip's magic `1F 8B` (an `.svgz`, which librsvg inflates).
    public static func sniff<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> ImageFormat? {
        let head = Array(bytes.prefix(512))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if head.starts(with: [0x1F, 0x8B]) { return .svg }
        return isSVGText(head) ? .svg : nil
    }

    /// Whether `head` starts as an SVG document's text: skips a UTF-8 BOM,
    /// white space, `<?…?>`, `<!--…-->` and `<!…>` before the first element.
    private static func isSVGText(_ head: [UInt8]) -> Bool {
        var index = head.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func starts(with text: String, at i: Int) -> Bool { head[i...].starts(with: Array(text.utf8)) }
        func skip(past text: String) -> Bool {
            let needle = Array(text.utf8)
            while index + needle.count <= head.count {
                if head[index...].starts(with: needle) { index += needle.count; return true }
                index += 1
            }
            return false
        }
        while index < head.count {
            switch head[index] {
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
            case UInt8(ascii: "<"):
                if starts(with: "<svg", at: index) { return true }
                if starts(with: "<?", at: index) { guard skip(past: "?>") else { return false } }
                else if starts(with: "<!--", at: index) { guard skip(past: "-->") else { return false } }
                else if starts(with: "<!", at: index) { guard skip(past: ">") else { return false } }
                else { return false }
            default:
                return false
            }
        }
        return false
    }
}
