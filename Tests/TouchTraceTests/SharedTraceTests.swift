import Foundation
import Testing
import TouchModel
import TouchTrace

/// Every real-hardware recording in ../shared/traces reads without error,
/// with counts that match what the raw lines say.
@Suite("Real-hardware evemu traces")
struct SharedTraceTests {
    static var eventFiles: [String] {
        guard let root = Fixtures.sharedTraces,
              let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return enumerator.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".events") || $0.hasSuffix(".evemu") }
            .sorted()
            .map { root.appendingPathComponent($0).path }
    }

    @Test(.enabled(if: Fixtures.sharedTraces != nil, "../shared/traces is absent: real-hardware traces skipped"),
          arguments: eventFiles)
    func readsWithCorrectCounts(path: String) throws {
        let stats = try TraceStatistics.gather(from: TraceReader.open(path: path))
        #expect(stats.count == 1)
        let stat = try #require(stats.first)
        let raw = try RawEvemuCounts(path: path, protocol: stat.device.description.touchProtocol)
        #expect(stat.events == raw.events)
        #expect(stat.frames == raw.synReports)
        #expect(stat.touches == raw.touches)
        #expect(stat.events > 0)
    }

    @Test(.enabled(if: Fixtures.sharedTraces != nil, "../shared/traces is absent"))
    func everyDescriptionFileReads() throws {
        let root = try #require(Fixtures.sharedTraces)
        let files = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".desc") || $0.hasSuffix(".device") }
        #expect(files.count >= 10)
        for file in files {
            let all = try TraceReader.open(path: root.appendingPathComponent(file).path).readAll()
            #expect(all.count == 1)
            #expect(all[0].events.isEmpty)
            #expect(!all[0].device.description.name.isEmpty)
        }
    }

    @Test(.enabled(if: Fixtures.sharedTraces != nil, "../shared/traces is absent"))
    func knownDevicesAreClassified() throws {
        let root = try #require(Fixtures.sharedTraces)
        func device(_ file: String) throws -> DeviceDescription {
            try TraceReader.open(path: root.appendingPathComponent(file).path).readAll()[0].device.description
        }
        let atmel = try device("touchscreens/Atmel maXTouch Touchscreen.desc")
        #expect(atmel.kind == .touchscreen && atmel.touchProtocol == .b && atmel.slotCount == 10)
        #expect(atmel.absInfo[AbsCode.mtPositionX]?.maximum == 799)
        let ntrig = try device("touchscreens/N-Trig MultiTouch.desc")
        #expect(ntrig.touchProtocol == .a)
        let egalax = try device("tablets/eGalax Inc. USB TouchController.desc")
        #expect(egalax.touchProtocol == .single)
        let synaptics = try device("touchpads/SynPS2 Synaptics TouchPad.desc")
        #expect(synaptics.kind == .touchpad)
        let canvas = try device("tablets/dell_canvas_touch.evemu")
        #expect(canvas.absInfo[AbsCode.x]?.resolution == 55)
    }

    @Test(.enabled(if: Fixtures.sharedTraces != nil, "../shared/traces is absent"), arguments: eventFiles)
    func evemuToYAMLToEvemuKeepsEverything(path: String) throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let yaml = directory.appendingPathComponent("trace.yaml").path
        let back = directory.appendingPathComponent("trace.events").path
        try copyTrace(from: TraceReader.open(path: path), to: makeTraceWriter(path: yaml, deviceCount: 1))
        try copyTrace(from: TraceReader.open(path: yaml), to: makeTraceWriter(path: back, deviceCount: 1))
        let original = try TraceReader.open(path: path).readAll()
        let viaYAML = try TraceReader.open(path: yaml).readAll()
        let roundTrip = try TraceReader.open(path: back).readAll()
        #expect(viaYAML[0].events == original[0].events)
        #expect(roundTrip[0].events == original[0].events)
        #expect(viaYAML[0].device.description == original[0].device.description)
        #expect(roundTrip[0].device.description == original[0].device.description)
        // The streaming reader agrees with a plain Yams parse of the same file.
        let yams = try YamsTraceLoader.load(path: yaml)
        #expect(yams[0].events == viaYAML[0].events)
        #expect(yams[0].device == viaYAML[0].device)
    }
}
