import Gestures
import PropertyBased
import Testing
import TouchModel

/// Counts, per gesture, how many runs began, how many the engine ended
/// (`reset`) and how many ends the callbacks reported, so "every started
/// gesture ends exactly once" is checked both below and above the callback
/// modifiers.
final class Probe {
    var begun = 0
    var resets = 0
    var callbackEnds = 0
    var doubleEnds = 0
}

struct Probed<Content: Gesture>: Gesture {
    typealias Value = Content.Value
    let content: Content
    let probe: Probe

    func makeRecognizer() -> Recognizer { Recognizer(content: content.makeRecognizer(), probe: probe) }

    struct Recognizer: GestureRecognizer {
        var content: Content.Recognizer
        let probe: Probe
        var running = false

        mutating func begin(_ context: GestureContext) {
            if running { probe.doubleEnds += 1 }   // began again without ending
            content.begin(context)
            probe.begun += 1
            running = true
        }

        mutating func update(_ event: GestureEvent, inherited: InheritedPhase) -> GesturePhase<Value> {
            if !running { probe.doubleEnds += 1 }  // fed after its run was over
            return content.update(event, inherited: inherited)
        }

        mutating func reset(_ reason: GestureEndReason) {
            content.reset(reason)
            if running { probe.resets += 1 } else { probe.doubleEnds += 1 }
            running = false
        }

        var deadline: Double? { content.deadline }
    }
}

extension Gesture {
    func probed(_ probe: Probe) -> some Gesture<Value> {
        Probed(content: onEnded { _ in probe.callbackEnds += 1 }
                .onFailed { _ in probe.callbackEnds += 1 }
                .onCancel { _ in probe.callbackEnds += 1 },
               probe: probe)
    }
}

@Suite("Property-based")
struct PropertyTests {
    enum DragState: Equatable {
        case inactive
        case pressing
        case dragging(Size)
    }

    /// Decodes random integers into touch activity of three fingers.
    static func script(_ codes: [Int]) -> Script {
        var s = Script()
        var t = 0.0
        var down: [Int: Point] = [:]
        for code in codes {
            let finger = code % 3 + 1
            let kind = (code / 3) % 10
            let dx = Double((code / 30) % 21 - 10) * 6
            let dy = Double((code / 630) % 21 - 10) * 6
            t += Double((code / 13_230) % 16) * 0.03
            if let p = down[finger] {
                switch kind {
                case 0...5:
                    let q = Point(x: min(max(p.x + dx, 0), 599), y: min(max(p.y + dy, 0), 599))
                    s.move(finger, q.x, q.y, at: t)
                    down[finger] = q
                case 9:
                    s.cancel(finger, at: t)
                    down[finger] = nil
                default:
                    s.up(finger, at: t)
                    down[finger] = nil
                }
            } else {
                let q = Point(x: Double(code % 600), y: Double((code / 7) % 600))
                s.down(finger, q.x, q.y, at: t)
                down[finger] = q
            }
        }
        t += 0.01
        for finger in down.keys.sorted() { s.up(finger, at: t) }
        return s
    }

    @Test func everyStartedGestureEndsExactlyOnceAndStatesReset() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...400_000).array(of: 1...60)) { codes in
            let engine = GestureEngine()
            let probes = (0..<6).map { _ in Probe() }
            let wallet = GestureState(wrappedValue: DragState.inactive)
            let pinch = GestureState(wrappedValue: 1.0)
            let pressed = GestureState(wrappedValue: false)
            let offset = GestureState(wrappedValue: Size.zero)

            let deck = engine.addRegion(frame: Rect(x: 0, y: 0, width: 600, height: 400))
            let card = engine.addRegion(frame: Rect(x: 50, y: 50, width: 300, height: 190), parent: deck)
            let button = engine.addRegion(frame: Rect(x: 0, y: 400, width: 300, height: 200))
            let other = engine.addRegion(frame: Rect(x: 300, y: 400, width: 300, height: 200))
            engine.gesture(TapGesture().probed(probes[0])
                .exclusively(before: LongPressGesture(minimumDuration: 0.05).sequenced(before: DragGesture()))
                .updating(wallet) { value, state, _ in
                    switch value {
                    case .second(.first(true)): state = .pressing
                    case .second(.second(true, let drag)): state = .dragging(drag?.translation ?? .zero)
                    default: break
                    }
                }
                .probed(probes[1]), on: card)
            engine.gesture(MagnifyGesture().updating(pinch) { value, state, _ in state = value.magnification }
                .simultaneously(with: RotateGesture())
                .probed(probes[2]), on: deck)
            engine.highPriorityGesture(TapGesture(count: 2).probed(probes[3]), on: deck)
            engine.gesture(LongPressGesture().updating(pressed) { value, state, _ in state = value }.probed(probes[4]), on: button)
            engine.simultaneousGesture(DragGesture(minimumDistance: 0).updating(offset) { value, state, _ in state = value.translation }
                .probed(probes[5]), on: other)

            let s = Self.script(codes)
            for frame in s.frames { engine.handle(frame) }
            engine.advance(to: s.end + 5)

            #expect(engine.isIdle)
            #expect(engine.nextDeadline == nil)
            for probe in probes {
                #expect(probe.begun == probe.resets)
                #expect(probe.begun == probe.callbackEnds)
                #expect(probe.doubleEnds == 0)
            }
            #expect(wallet.wrappedValue == .inactive)
            #expect(pinch.wrappedValue == 1)
            #expect(pressed.wrappedValue == false)
            #expect(offset.wrappedValue == .zero)
        }
    }

    @Test func garbageFramesNeverCrash() async {
        // Frames a broken device could send: unknown ids moving, lifts of
        // fingers never down, time going backwards, duplicate ids.
        await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000).array(of: 1...40)) { codes in
            let engine = GestureEngine()
            let region = engine.addRegion(frame: Rect(x: 0, y: 0, width: 500, height: 500))
            let probe = Probe()
            engine.gesture(TapGesture(count: 2).exclusively(before: DragGesture()).probed(probe), on: region)
            for code in codes {
                let change = ContactChange(rawValue: UInt8(code % 16))
                let contact = TouchContact(id: code % 4, position: Point(x: Double(code % 700) - 100, y: Double(code % 530)), change: change)
                engine.handle(TouchFrame(time: Int64(code % 3_000_000), contacts: [contact, contact]))
                if let deadline = engine.nextDeadline { #expect(deadline.isFinite) }
            }
            engine.cancelAll(reason: .deviceRemoved)
            #expect(engine.isIdle)
            #expect(probe.begun == probe.resets)
            #expect(probe.begun == probe.callbackEnds)
            #expect(probe.doubleEnds == 0)
        }
    }
}
