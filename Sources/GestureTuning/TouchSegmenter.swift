import TouchModel
import Geometry

/// Labels every touch of a recording as one gesture: the quick way to label a
/// recording made of one gesture repeated (`touchdeck label`).
///
/// A touch runs from a first finger down to the moment no finger is down.
/// For `doubleTap`, consecutive touches whose gap is shorter than
/// `pairingGap` are paired; a touch left over is labelled on its own (and will
/// count as a missed double tap). Each label starts halfway into the quiet
/// time before its touch (at most `padding`) and ends halfway into the quiet
/// time after it, so no two labels overlap.
public struct TouchSegmenter {
    public var kind: GestureKind
    /// Seconds of quiet before and after a touch that a label takes, at most.
    public var padding = 0.05
    /// `doubleTap`: the longest gap between the two taps of a pair.
    public var pairingGap = 0.5

    public init(kind: GestureKind) { self.kind = kind }

    /// Labels for the recording at `recordingPath` (written as `recording`
    /// into the result).
    public func labels(recordingPath: String, recording: String, screen: Size?) throws -> LabelsFile {
        let frames = try LabelledTouchLoader.frames(recordingPath: recordingPath, screen: screen)
        var spans = touches(in: frames)
        if kind == .doubleTap { spans = paired(spans) }
        var labels: [GestureLabel] = []
        for (index, span) in spans.enumerated() {
            let before = index > 0 ? (span.start - spans[index - 1].end) / 2 : padding
            let after = index + 1 < spans.count ? (spans[index + 1].start - span.end) / 2 : padding
            let start = max(0, span.start - min(padding, before)), end = span.end + min(padding, after)
            labels.append(GestureLabel(kind: kind, start: start, end: end))
        }
        return LabelsFile(recording: recording, screen: screen, labels: labels)
    }

    /// First-down to all-up spans, in seconds.
    func touches(in frames: [TouchFrame]) -> [(start: Double, end: Double)] {
        var spans: [(start: Double, end: Double)] = []
        var down = Set<Int>()
        var start: Double?
        for frame in frames {
            let time = Double(frame.time) / 1_000_000
            for contact in frame.contacts {
                if contact.isActive { down.insert(contact.id) } else { down.remove(contact.id) }
            }
            if start == nil, !down.isEmpty { start = time }
            if let begin = start, down.isEmpty {
                spans.append((begin, time))
                start = nil
            }
        }
        return spans
    }

    private func paired(_ spans: [(start: Double, end: Double)]) -> [(start: Double, end: Double)] {
        var result: [(start: Double, end: Double)] = []
        var index = 0
        while index < spans.count {
            if index + 1 < spans.count, spans[index + 1].start - spans[index].end <= pairingGap {
                result.append((spans[index].start, spans[index + 1].end))
                index += 2
            } else {
                result.append(spans[index])
                index += 1
            }
        }
        return result
    }
}
