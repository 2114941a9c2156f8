import Foundation
import Testing
import TouchModel
import TouchTrace

/// A recorder killed mid-way (SIGKILL, a power cut) leaves a file cut at any
/// byte: read with `recoverTruncated` it gives exactly the complete frames
/// before the cut, and says where the file ended.
@Suite("Truncated recordings")
struct TruncatedRecordingTests {
    private struct Recording {
        let text: [UInt8]
        let events: [InputEvent]
        /// For each event, the byte offset just past its closing `]`.
        let eventEnds: [Int]
        /// Where the first device's `events:` list starts.
        let eventsStart: Int
    }

    private func recording(_ builder: TraceBuilder, in directory: URL) throws -> Recording {
        let path = directory.appendingPathComponent("whole.yaml").path
        try builder.write(to: path)
        let text = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let events = try #require(TraceReader.open(path: path).readAll().first).events
        var ends: [Int] = []
        var lineStart = 0
        var eventsStart: Int?
        for (index, byte) in text.enumerated() where byte == 0x0A {
            let line = String(decoding: text[lineStart..<index], as: UTF8.self)
            if line.hasPrefix("    - ["), let close = line.firstIndex(of: "]") {
                ends.append(lineStart + line.utf8.distance(from: line.startIndex, to: close) + 1)
            }
            if eventsStart == nil, line.hasSuffix("events:") { eventsStart = index + 1 }
            lineStart = index + 1
        }
        #expect(ends.count == events.count)
        return Recording(text: text, events: events, eventEnds: ends, eventsStart: try #require(eventsStart))
    }

    /// The events a reader must keep from a file cut at `cut`: every event
    /// whose line is whole up to its `]`, back to the last SYN_REPORT among them.
    private func expectedEvents(_ recording: Recording, cut: Int) -> [InputEvent] {
        let whole = recording.eventEnds.prefix { $0 <= cut }.count
        let kept = recording.events.prefix(whole)
        guard let lastReport = kept.lastIndex(where: \.isSynReport) else { return [] }
        return Array(kept[...lastReport])
    }

    @Test func everyCutKeepsTheCompleteFramesBeforeIt() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let whole = try recording(Fixtures.twoFingerTrace(), in: directory)
        let path = directory.appendingPathComponent("cut.yaml").path
        var truncationsSeen = 0
        // Every byte of the lines around a frame's end (the cases that differ),
        // and a stride through the rest: each read parses the header with Yams.
        let report = try #require(whole.events.indices.filter { whole.events[$0].isSynReport }.dropFirst(3).first)
        let around = (whole.eventEnds[report - 1] - 40)...(whole.eventEnds[report + 1] + 40)
        let cuts = Set(around).union(stride(from: whole.eventsStart, to: whole.text.count, by: 61)).union([whole.text.count])
        for cut in cuts.sorted() {
            try Data(whole.text[..<cut]).write(to: URL(fileURLWithPath: path))
            let reader = try TraceReader.open(path: path, recoverTruncated: true)
            let devices = try reader.readAll()
            let got = devices.first?.events ?? []
            let expected = expectedEvents(whole, cut: cut)
            #expect(devices.count == 1, "cut at byte \(cut)")
            #expect(got == expected, "cut at byte \(cut): \(got.count) events, expected \(expected.count)")
            if cut == whole.text.count {
                #expect(reader.truncation == nil, "the whole file is not truncated")
            } else if got.count < whole.events.count, let truncation = reader.truncation {
                truncationsSeen += 1
                #expect(truncation.file == path)
            }
        }
        #expect(truncationsSeen > 0)
    }

    @Test func aCutMidLineNamesTheLine() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let whole = try recording(Fixtures.twoFingerTrace(), in: directory)
        let cut = whole.eventEnds[whole.eventEnds.count / 2] - 3
        let path = directory.appendingPathComponent("cut.yaml").path
        try Data(whole.text[..<cut]).write(to: URL(fileURLWithPath: path))
        let line = whole.text[..<cut].filter { $0 == 0x0A }.count + 1

        let reader = try TraceReader.open(path: path, recoverTruncated: true)
        _ = try reader.readAll()
        let truncation = try #require(reader.truncation)
        #expect(truncation.line == line)
        #expect(truncation.message.contains("ends mid-line"))
        // Without asking for recovery, the same file is an error at the same line.
        let strict = #expect(throws: TraceError.self) { try TraceReader.open(path: path).readAll() }
        #expect(strict?.line == line)
        #expect(strict?.isTruncation == true)
    }

    @Test func aKilledRecordingOfSeveralDevicesKeepsTheFirst() throws {
        // `touchdeck record` writes devices after the first at its end: killed,
        // the file announces more devices than it holds.
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let whole = try recording(Fixtures.twoFingerTrace(), in: directory)
        let text = String(decoding: whole.text, as: UTF8.self).replacingOccurrences(of: "ndevices: 1", with: "ndevices: 2")
        let path = try Fixtures.write(text, named: "two.yaml", in: directory)
        let reader = try TraceReader.open(path: path, recoverTruncated: true)
        let devices = try reader.readAll()
        #expect(devices.count == 1)
        #expect(devices.first?.events == whole.events)
        #expect(reader.truncation?.message.contains("ndevices: 2") == true)
    }

    @Test func malformedLinesInsideTheFileAreStillErrors() throws {
        // Recovery is for a file's end only: a bad line with more after it is not a cut.
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let whole = try recording(Fixtures.twoFingerTrace(), in: directory)
        var lines = String(decoding: whole.text, as: UTF8.self).components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.hasPrefix("    - [") })
        lines[index] = "    - [  0,      0,   3,"
        let path = try Fixtures.write(lines.joined(separator: "\n"), named: "bad.yaml", in: directory)
        let error = #expect(throws: TraceError.self) { try TraceReader.open(path: path, recoverTruncated: true).readAll() }
        #expect(error?.line == index + 1)
        #expect(error?.isTruncation == false)
    }

    @Test func aCutEvemuFileKeepsItsCompleteFrames() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let events = directory.appendingPathComponent("whole.events").path
        try Fixtures.twoFingerTrace().write(to: events)
        let original = try #require(TraceReader.open(path: events).readAll().first).events
        var text = try String(contentsOfFile: events, encoding: .utf8)
        text = String(text.dropLast(8))  // into the last event line
        let path = try Fixtures.write(text, named: "cut.events", in: directory)
        let reader = try TraceReader.open(path: path, recoverTruncated: true)
        let got = try #require(reader.readAll().first).events
        #expect(reader.truncation != nil)
        #expect(got.last?.isSynReport == true)
        #expect(Array(original.prefix(got.count)) == got)
        #expect(got.count < original.count)
    }
}
