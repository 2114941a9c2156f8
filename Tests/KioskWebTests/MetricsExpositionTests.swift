import Foundation
import Geometry
import Gestures
import KioskMetrics
import KioskWeb
import Testing
import TestSupport
import TouchModel

/// What `/metrics` shows a scraper: every family with its HELP text (as
/// `promtool check metrics` wants), readable gesture labels from a fixed
/// set, and every series there at zero before its first event.
@Suite("metrics exposition")
struct MetricsExpositionTests {
    static let promtool = ["/usr/bin/promtool", "/usr/local/bin/promtool"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// `promtool check metrics` on `text`: its exit status and what it said.
    static func check(_ text: String) throws -> (Int32, String) {
        try WebTestSupport.output(try #require(promtool), ["check", "metrics"], input: text, includingErrors: true)
    }

    /// A kiosk's metrics after a little of everything: a device, touches, gestures of several kinds, a frame.
    static func busyMetrics() -> PrometheusKioskMetrics {
        let prometheus = PrometheusKioskMetrics()
        let metrics = prometheus.metrics
        let engine = GestureEngine()
        engine.observer = GestureMetricsObserver(metrics: metrics, next: nil)
        let region = engine.addRegion(frame: Rect(x: 0, y: 0, width: 800, height: 480))
        engine.gesture(TapGesture().onEnded {}.exclusively(before: LongPressGesture().sequenced(before: DragGesture())), on: region)
        engine.gesture(DragGesture(minimumDistance: 5).onEnded { _ in }, on: region)
        metrics.deviceAdded("web:1")
        var assembler = PointerFrameAssembler(pinchCentre: Point(x: 400, y: 240))
        let events = [
            PointerEvent(kind: .down, pointer: 1, position: Point(x: 100, y: 100), time: 1_000_000),
            PointerEvent(kind: .move, pointer: 1, position: Point(x: 200, y: 100), time: 1_050_000),
            PointerEvent(kind: .up, pointer: 1, position: Point(x: 200, y: 100), time: 1_100_000),
        ]
        for event in events {
            guard let frame = assembler.frame(for: event) else { continue }
            metrics.touchReport(frame, device: "web:1")
            engine.handle(frame)
        }
        engine.advance(to: 3)
        metrics.framePresented(seconds: 0.002)
        metrics.touchReachedScreen(seconds: 0.02)
        prometheus.inputDrops.dropped(.rate)
        return prometheus
    }

    @Test("promtool check metrics passes: every family has HELP text and a TYPE",
          .enabled(if: promtool != nil, "needs promtool (package prometheus; tools/setup.sh installs it)"))
    func promtoolAccepts() throws {
        for prometheus in [PrometheusKioskMetrics(), Self.busyMetrics()] {
            let text = prometheus.registry.emitToString()
            let (status, said) = try Self.check(text)
            #expect(status == 0, "promtool: \(said)")
            #expect(said.isEmpty, "promtool: \(said)")
        }
    }

    @Test("every family is described: a # HELP line for each # TYPE")
    func everyFamilyHasHelp() {
        let lines = Self.busyMetrics().registry.emitToString().split(separator: "\n")
        let typed = Set(lines.filter { $0.hasPrefix("# TYPE ") }.map { $0.split(separator: " ")[2] })
        let helped = Set(lines.filter { $0.hasPrefix("# HELP ") }.map { $0.split(separator: " ")[2] })
        #expect(typed.count >= 11)
        #expect(typed == helped)
    }

    @Test("every series is there at zero from the start: gestures by kind and reason, drops by reason; a device's once added")
    func seriesFromTheStart() {
        let prometheus = PrometheusKioskMetrics()
        var lines = Set(prometheus.registry.emitToString().split(separator: "\n").map(String.init))
        for kind in GestureKind.allCases {
            #expect(lines.contains(#"touchdeck_gestures_recognized_total{gesture="\#(kind.rawValue)"} 0"#))
            for reason in GestureEndReason.allCases {
                #expect(lines.contains(#"touchdeck_gestures_failed_total{gesture="\#(kind.rawValue)",reason="\#(reason.rawValue)"} 0"#)
                        || lines.contains(#"touchdeck_gestures_failed_total{reason="\#(reason.rawValue)",gesture="\#(kind.rawValue)"} 0"#))
            }
        }
        for reason in WebInputDrop.allCases {
            #expect(lines.contains(#"touchdeck_web_input_dropped_total{reason="\#(reason.rawValue)"} 0"#))
        }
        for family in ["touchdeck_frames_total 0", #"touchdeck_device_changes_total{change="added"} 0"#,
                       #"touchdeck_config_reloads_total{result="rejected"} 0"#, "touchdeck_touch_devices 0.0"] {
            #expect(lines.contains(family), "\(family)")
        }
        #expect(!lines.contains { $0.hasPrefix("touchdeck_ghost_touches_total{") }, "no device yet")
        prometheus.metrics.deviceAdded("/dev/input/event5")
        lines = Set(prometheus.registry.emitToString().split(separator: "\n").map(String.init))
        #expect(lines.contains(#"touchdeck_ghost_touches_total{device="/dev/input/event5"} 0"#))
        #expect(lines.contains(#"touchdeck_touch_reports_total{device="/dev/input/event5"} 0"#))
    }

    @Test("gesture labels are short kinds from a fixed set, whatever the gestures compose")
    func gestureLabelsAreBounded() {
        let text = Self.busyMetrics().registry.emitToString()
        var labels = Set<String>()
        for line in text.split(separator: "\n") where line.hasPrefix("touchdeck_gestures_") {
            guard let range = line.range(of: #"gesture="[^"]*""#, options: .regularExpression) else { continue }
            labels.insert(String(line[range].dropFirst(9).dropLast()))
        }
        #expect(labels == Set(GestureKind.allCases.map(\.rawValue)))
        #expect(!text.contains("Gesture<"), "no type names")
        #expect(text.contains(#"touchdeck_gestures_recognized_total{gesture="drag"} 1"#))
        #expect(text.contains(#"touchdeck_gestures_failed_total{gesture="exclusive",reason="#)
                || text.contains(#",gesture="exclusive"}"#))
    }

    @Test("a gesture's kind comes from its outermost type; an app's own is `other`", arguments: [
        ("TapGesture", GestureKind.tap), ("ExclusiveGesture<TapGesture, SequenceGesture<LongPressGesture, DragGesture>>", .exclusive),
        ("SequenceGesture<LongPressGesture, DragGesture>", .sequence), ("SimultaneousGesture<MagnifyGesture, RotateGesture>", .simultaneous),
        ("LongPressGesture", .longPress), ("SpatialTapGesture", .spatialTap), ("MagnifyGesture", .magnify), ("RotateGesture", .rotate),
        ("Button", .button), ("RowSwipe", .rowSwipe), ("AnyGesture<()>", .any), ("MyApp.SwipeToUnlock", .other), ("", .other),
    ])
    func kinds(name: String, kind: GestureKind) {
        #expect(GestureKind(diagnosticName: name) == kind)
    }
}
