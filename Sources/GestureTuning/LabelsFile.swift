import Foundation
import Geometry
import TouchTrace
import Yams

/// A labels file: the sidecar of one recording saying which gesture the
/// person meant, and when. `touchdeck record --guided` writes them; anyone
/// can write one by hand for any recording:
///
/// ```yaml
/// version: 1
/// recording: tap.yml          # relative to this file
/// screen: 800x480             # the device's range maps onto this many points (optional)
/// person: p07                 # who made the recording (optional; leave-one-person-out accuracy)
/// session: 2                  # which of the person's sessions (optional; `record --guided` numbers them)
/// seed: 1234                  # the seed the guided prompts were drawn from (optional)
/// labels:
///   - gesture: tap            # tap | doubleTap | longPress | drag | swipe | pinch,
///                             #   or a negative: taps (two separate taps, not a double tap),
///                             #   shortDrag (a short drag, not a tap)
///     start: 1.204            # seconds since the recording's first event,
///     end: 1.371              #   before the first finger down and after the last lift
///     target: [400, 240]      # where the person was asked to touch (optional)
/// ```
public struct LabelsFile: Hashable, Sendable {
    /// The recording, as written in the file (relative to the labels file).
    public var recording: String
    /// The screen the device's full range maps onto; nil keeps device units as points.
    public var screen: Size?
    /// Who made the recording, when named.
    public var person: String?
    /// Which of the person's sessions, when numbered.
    public var session: Int?
    /// The seed a guided session's prompts were drawn from.
    public var seed: UInt64?
    public var labels: [GestureLabel]

    public init(recording: String, screen: Size?, person: String? = nil, session: Int? = nil, seed: UInt64? = nil,
                labels: [GestureLabel]) {
        self.recording = recording
        self.screen = screen
        self.person = person
        self.session = session
        self.seed = seed
        self.labels = labels
    }

    /// The conventional name of the labels file beside `recordingPath`:
    /// `tap.yml` → `tap.labels.yaml`.
    public static func path(besideRecording recordingPath: String) -> String {
        let url = URL(fileURLWithPath: recordingPath)
        return url.deletingPathExtension().path + ".labels.yaml"
    }

    /// The recording's path, resolved against the labels file's folder.
    public func recordingPath(labelsPath: String) -> String {
        if recording.hasPrefix("/") { return recording }
        return URL(fileURLWithPath: labelsPath).deletingLastPathComponent().appendingPathComponent(recording).path
    }

    /// Reads and checks the labels file at `path`.
    /// - Throws: `TraceError` naming the file and line of the first problem.
    public static func load(path: String) throws -> LabelsFile {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw TraceError(file: path, "cannot read the labels file (\(error.localizedDescription))")
        }
        return try parse(text, path: path)
    }

    /// Parses labels text (named `path` in errors).
    public static func parse(_ text: String, path: String) throws -> LabelsFile {
        let root: Node?
        do { root = try Yams.compose(yaml: text) } catch let error as YamlError {
            throw TraceError(file: path, line: error.line, "not YAML: \(error.summary)")
        }
        guard let root, let mapping = root.mapping else {
            throw TraceError(file: path, line: 1, "expected a mapping with version, recording and labels")
        }
        let reader = NodeReader(path: path)
        guard mapping["version"]?.int == 1 else { throw reader.error(mapping["version"] ?? root, "expected `version: 1`") }
        guard let recording = mapping["recording"]?.string, !recording.isEmpty else {
            throw reader.error(mapping["recording"] ?? root, "expected `recording:` naming the recording file")
        }
        var screen: Size?
        if let node = mapping["screen"] {
            guard let text = node.string else { throw reader.error(node, "expected `screen: WIDTHxHEIGHT`, e.g. 800x480") }
            do { screen = try Size(parsingDimensions: text) } catch { throw reader.error(node, "`screen`: \(error)") }
        }
        var person: String?
        if let node = mapping["person"] {
            guard let name = node.string, !name.isEmpty else { throw reader.error(node, "expected `person:` naming who made the recording") }
            person = name
        }
        var session: Int?
        if let node = mapping["session"] {
            guard let number = node.int, number >= 1 else { throw reader.error(node, "expected `session:` as a number from 1") }
            session = number
        }
        var seed: UInt64?
        if let node = mapping["seed"] {
            guard let text = node.string, let number = UInt64(text) else { throw reader.error(node, "expected `seed:` as a whole number ≥ 0") }
            seed = number
        }
        guard let items = mapping["labels"]?.sequence else { throw reader.error(mapping["labels"] ?? root, "expected a `labels:` list") }
        var labels: [GestureLabel] = []
        for item in items {
            let label = try reader.label(item)
            if let previous = labels.last, label.start < previous.end {
                throw reader.error(item, "overlaps the label on line \(previous.line) (starts at \(label.start) s, before \(previous.end) s)")
            }
            labels.append(label)
        }
        return LabelsFile(recording: recording, screen: screen, person: person, session: session, seed: seed, labels: labels)
    }

    /// The file's text, in the format `parse` reads.
    public func render() -> String {
        var lines = ["# Touchdeck gesture labels: which gesture each stretch of the recording is meant to be.",
                     "version: 1", "recording: \(recording)"]
        if let screen { lines.append("screen: \(screen.dimensionsDescription)") }
        if let person { lines.append("person: \(person)") }
        if let session { lines.append("session: \(session)") }
        if let seed { lines.append("seed: \(seed)") }
        lines.append(labels.isEmpty ? "labels: []" : "labels:")
        for label in labels {
            lines.append("  - gesture: \(label.kind.rawValue)")
            lines.append("    start: \(Self.seconds(label.start))")
            lines.append("    end: \(Self.seconds(label.end))")
            if let target = label.target { lines.append("    target: [\(Self.number(target.x)), \(Self.number(target.y))]") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func seconds(_ value: Double) -> String { String(format: "%.6f", value) }
    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}

/// Reads label entries, naming lines in errors.
private struct NodeReader {
    let path: String

    func error(_ node: Node, _ message: String) -> TraceError {
        TraceError(file: path, line: node.mark.map { $0.line }, message)
    }

    func label(_ node: Node) throws -> GestureLabel {
        guard let mapping = node.mapping else { throw error(node, "expected a label: gesture, start, end") }
        let line = node.mark?.line ?? 0
        guard let name = mapping["gesture"]?.string else { throw error(node, "expected `gesture:` (\(Self.kindNames))") }
        guard let kind = GestureKind(rawValue: name), GestureKind.labelNames.contains(kind) else {
            throw error(mapping["gesture"] ?? node, "unknown gesture '\(name)': expected one of \(Self.kindNames)")
        }
        guard let start = mapping["start"]?.float, start.isFinite, start >= 0 else {
            throw error(mapping["start"] ?? node, "expected `start:` in seconds (a number ≥ 0)")
        }
        guard let end = mapping["end"]?.float, end.isFinite, end > start else {
            throw error(mapping["end"] ?? node, "expected `end:` in seconds, after start (\(start))")
        }
        var target: Point2?
        if let targetNode = mapping["target"] {
            guard let pair = targetNode.sequence?.compactMap({ $0.float }), pair.count == 2, pair.allSatisfy(\.isFinite) else {
                throw error(targetNode, "expected `target: [x, y]` in points")
            }
            target = Point2(x: pair[0], y: pair[1])
        }
        return GestureLabel(kind: kind, start: start, end: end, target: target, line: line)
    }

    static let kindNames = GestureKind.labelNames.map(\.rawValue).joined(separator: ", ")
}

extension YamlError {
    /// The 1-based line of a parse error, when Yams knows it.
    var line: Int? {
        switch self {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark.line
        default: nil
        }
    }

    /// The problem without Yams' position prefix.
    var summary: String {
        switch self {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _): problem
        default: "\(self)"
        }
    }
}
