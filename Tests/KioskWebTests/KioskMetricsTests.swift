import Foundation
import Geometry
import Gestures
import KioskMetrics
import KioskWeb
import Testing
import TouchModel

/// The kiosk's metrics as Prometheus shows them, fed by real gestures on browser touches.
@Suite("KioskMetrics")
struct KioskMetricsTests {
    /// Feeds pointer events (µs times) through the browser assembler into `engine`, counting reports into `metrics`.
    static func feed(_ events: [PointerEvent], into engine: GestureEngine, metrics: KioskMetrics, assembler: inout PointerFrameAssembler) {
        for event in events {
            guard let frame = assembler.frame(for: event) else { continue }
            metrics.touchReport(frame, device: "web:3")
            engine.handle(frame)
        }
    }

    @Test("gestures recognized and failed by reason, touch reports per device (browsers as `web`), ghost touches, devices")
    func countsWhatHappened() {
        let prometheus = PrometheusKioskMetrics()
        let metrics = prometheus.metrics
        let engine = GestureEngine()
        engine.observer = GestureMetricsObserver(metrics: metrics, next: nil)
        let region = engine.addRegion(frame: Rect(x: 0, y: 0, width: 800, height: 480))
        engine.gesture(TapGesture().onEnded {}, on: region)
        var assembler = PointerFrameAssembler(pinchCentre: Point(x: 400, y: 240))
        metrics.deviceAdded("web:3")
        // A tap, then a press that wanders 100 pt (the tap fails: movedTooFar).
        Self.feed([
            PointerEvent(kind: .down, pointer: 1, position: Point(x: 100, y: 100), time: 1_000_000),
            PointerEvent(kind: .up, pointer: 1, position: Point(x: 100, y: 100), time: 1_080_000),
            PointerEvent(kind: .down, pointer: 1, position: Point(x: 100, y: 100), time: 2_000_000),
            PointerEvent(kind: .move, pointer: 1, position: Point(x: 200, y: 100), time: 2_050_000),
            PointerEvent(kind: .up, pointer: 1, position: Point(x: 200, y: 100), time: 2_100_000),
        ], into: engine, metrics: metrics, assembler: &assembler)
        engine.advance(to: 3)
        metrics.touchReport(TouchFrame(time: 3_000_000, contacts: [TouchContact(id: 9, position: .zero, change: [.began, .ended])]), device: "/dev/input/event5")
        metrics.framePresented(seconds: 0.002)
        metrics.touchReachedScreen(seconds: 0.012)
        metrics.configReloads.reloaded(applied: false)

        let text = prometheus.registry.emitToString()
        let lines = text.split(separator: "\n").map(String.init)
        func value(_ prefix: String, _ labels: String...) -> String? {
            lines.first { line in line.hasPrefix(prefix) && labels.allSatisfy { line.contains($0) } }?.split(separator: " ").last.map(String.init)
        }
        #expect(value("touchdeck_gestures_recognized_total", #"gesture="tap""#) == "1")
        #expect(value("touchdeck_gestures_failed_total", #"gesture="tap""#, #"reason="movedTooFar""#) == "1")
        #expect(value("touchdeck_touch_reports_total", #"device="web""#) == "5")
        #expect(value("touchdeck_ghost_touches_total", #"device="/dev/input/event5""#) == "1")
        #expect(value("touchdeck_device_changes_total", #"change="added""#) == "1")
        #expect(value("touchdeck_touch_devices") == "1.0")
        #expect(value("touchdeck_frames_total") == "1")
        #expect(value("touchdeck_frame_seconds_bucket", #"le="0.004""#) == "1")
        #expect(value("touchdeck_frame_seconds_bucket", #"le="0.001""#) == "0")
        #expect(value("touchdeck_touch_to_screen_seconds_bucket", #"le="0.016""#) == "1")
        #expect(value("touchdeck_config_reloads_total", #"result="rejected""#) == "1")
    }

    @Test("an Alt-drag in the page pinches and rotates: MagnifyGesture and RotateGesture see two fingers about the centre")
    func modifierPinches() {
        let engine = GestureEngine()
        let region = engine.addRegion(frame: Rect(x: 0, y: 0, width: 800, height: 480))
        var magnification: Double?
        var rotation: Double?
        engine.gesture(MagnifyGesture().onEnded { magnification = $0.magnification }
            .simultaneously(with: RotateGesture().onEnded { rotation = $0.rotation.degrees }), on: region)
        var assembler = PointerFrameAssembler(pinchCentre: Point(x: 400, y: 240))
        var events = [PointerEvent(kind: .down, pointer: 1, position: Point(x: 450, y: 240), time: 1_000_000, pinch: true)]
        // Out to twice the distance while turning a quarter turn clockwise (y down).
        for step in 1...20 {
            let fraction = Double(step) / 20, angle = fraction * Double.pi / 2, radius = 50 * (1 + fraction)
            events.append(PointerEvent(kind: .move, pointer: 1, position: Point(x: 400 + radius * cos(angle), y: 240 + radius * sin(angle)),
                                       time: 1_000_000 + Int64(step) * 16_000))
        }
        events.append(PointerEvent(kind: .up, pointer: 1, position: Point(x: 400, y: 340), time: 1_400_000))
        for event in events { if let frame = assembler.frame(for: event) { engine.handle(frame) } }
        #expect(abs((magnification ?? 0) - 2) < 0.01)
        #expect(abs((rotation ?? 0) - 90) < 0.5)
    }
}
