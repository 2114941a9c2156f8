import Geometry
import KioskRuntime
import Motion
import Scene
import TouchUI
import Testing
import TouchModel
import Wallet

/// A live kiosk that falls behind its touchscreen reads several scans at once
/// and lays the app out once for all of them (`AppRunner.deliver`); that must
/// not change what the touches do.
@Suite("Touches delivered in batches")
struct BatchedDeliveryTests {
    /// Hold the third card past the long press, drag it up two places at 120 Hz, lift.
    static func reorderScans() -> [TouchFrame] {
        let start = WalletReplay.centre(of: Card.testCards[2].id)
        var scans: [TouchFrame] = []
        func scan(_ time: Double, _ point: Point, _ change: ContactChange) {
            scans.append(TouchFrame(time: Int64((time * 1_000_000).rounded()), contacts: [TouchContact(id: 1, position: point, change: change)]))
        }
        scan(10, start, .began)
        let steps = 60
        for step in 1...steps {
            let point = Point(x: start.x, y: start.y - 110 * Double(step) / Double(steps))
            scan(10.9 + 0.5 * Double(step) / Double(steps), point, .moved)
        }
        scan(11.6, Point(x: start.x, y: start.y - 110), .ended)
        return scans
    }

    /// Runs the scans `batch` at a time, drawing (advancing) after each batch and every 1/60 s between.
    static func run(batch: Int) -> (order: [String], layers: [PresentedLayer]) {
        let state = WalletEventState(order: Card.testCards.map(\.id))
        let runner = AppRunner(app: WalletReplay.makeWallet(onEvent: state.apply), screen: Size(width: 800, height: 480))
        runner.start(at: 0)
        runner.advance(to: 9)
        let scans = reorderScans()
        var index = 0
        while index < scans.count {
            let group = scans[index..<min(index + batch, scans.count)]
            // The clock reaches the first scan of the group with any timer due on the way.
            runner.advance(to: Double(group.first!.time) / 1_000_000)
            if batch == 1 {
                runner.handle(group.first!)
            } else {
                for scan in group { runner.deliver(scan) }
                runner.advance(to: Double(group.last!.time) / 1_000_000)
            }
            index += batch
        }
        var time = 11.6
        while let wake = runner.nextWakeUp(), wake < 20 {
            time = max(wake, time + 1e-6)
            runner.advance(to: time)
        }
        runner.advance(to: 20)
        return (state.order, runner.presented())
    }

    @Test("a reorder read two or three scans at a time ends as one read scan by scan", arguments: [2, 3])
    func batchesMatchSingleScans(batch: Int) {
        let single = Self.run(batch: 1)
        let batched = Self.run(batch: batch)
        let original = Card.testCards.map(\.id)
        #expect(single.order != original, "the drag reordered the stack")
        #expect(batched.order == single.order)
        #expect(batched.layers.map(\.id) == single.layers.map(\.id))
        #expect(batched.layers.map(\.transform) == single.layers.map(\.transform), "settled in the same places")
    }

    /// An app that counts its layouts and changes only when told to.
    final class CountingApp: TouchApp {
        var layouts = 0
        var changed = false
        var width = 100.0
        func layout(screen: Size) -> [Layer] {
            layouts += 1
            return [Layer(id: "box", frame: Rect(x: 0, y: 0, width: width, height: 50), content: .empty)]
        }
        func attachGestures(_ attacher: GestureAttacher) {}
        func appear() {}
        var hasChanges: Bool { changed }
        func takeTransaction() -> Transaction {
            changed = false
            return Transaction()
        }
    }

    @Test("an app whose state did not change is not laid out again")
    func unchangedAppIsNotLaidOut() {
        let app = CountingApp()
        let runner = AppRunner(app: app, screen: Size(width: 800, height: 480))
        runner.start(at: 0)
        let afterStart = app.layouts
        runner.advance(to: 1)
        runner.deliver(TouchFrame(time: 1_500_000, contacts: [TouchContact(id: 1, position: Point(x: 10, y: 10), change: .began)]))
        runner.advance(to: 2)
        #expect(app.layouts == afterStart)
        app.width = 200
        app.changed = true
        runner.advance(to: 3)
        #expect(app.layouts == afterStart + 1)
        #expect(runner.presented().first?.size.width == 200)
    }
}

/// A reloaded config's thresholds wait for the fingers to lift.
@Suite("Reloaded gesture thresholds")
struct ReloadedThresholdsTests {
    @Test("new thresholds apply once no finger is down, not mid-gesture")
    func thresholdsWaitForLift() {
        let runner = AppRunner(app: WalletReplay.makeWallet(), screen: Size(width: 800, height: 480))
        runner.start(at: 0)
        runner.advance(to: 5)
        let point = WalletReplay.centre(of: Card.testCards[0].id)
        func frame(_ time: Double, _ change: ContactChange) -> TouchFrame {
            TouchFrame(time: Int64(time * 1_000_000), contacts: [TouchContact(id: 1, position: point, change: change)])
        }
        var tuned = runner.engine.settings
        tuned.tapMaximumDistance = 12
        runner.handle(frame(5.1, .began))
        runner.useGestureSettings(tuned)
        #expect(runner.engine.settings.tapMaximumDistance == 45, "the touch down keeps its thresholds")
        #expect(runner.waitingGestureSettings == tuned)
        runner.handle(frame(5.2, .ended))
        #expect(runner.engine.settings == tuned)
        #expect(runner.waitingGestureSettings == nil)
        runner.useGestureSettings(tuned)
        #expect(runner.waitingGestureSettings == nil, "the same thresholds again change nothing")
    }
}
