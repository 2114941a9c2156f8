import Foundation
import KioskRuntime
import Motion
import Observation
import Render
import Scene
import Testing
@testable import TouchUI

/// A ticker: the seconds since `start` of the timeline's current entry.
private nonisolated struct Ticker<Schedule: TimelineSchedule>: View {
    let schedule: Schedule
    let start: Date

    var body: some View {
        TimelineView(schedule) { context in
            Text(milliseconds(context.date))
        }
    }

    /// Milliseconds from `start` to `date`.
    private func milliseconds(_ date: Date) -> String {
        String(Int((date.timeIntervalSince(start) * 1000).rounded()))
    }
}

@Observable
private final class TaskModel {
    var shown = true
    var id = 0
    var events: [String] = []
}

private nonisolated struct Sleeper: View {
    let model: TaskModel

    var body: some View {
        VStack {
            if model.shown {
                Text("id \(model.id)").task(id: model.id) {
                    let id = model.id
                    model.events.append("start \(id)")
                    do {
                        try await Task.sleep(for: .seconds(100_000))
                        model.events.append("woke \(id)")
                    } catch {
                        model.events.append("cancelled \(id)")
                    }
                }
            }
        }
    }
}

private nonisolated struct Loader: View {
    @State private var status = "loading"

    var body: some View {
        Text(status).task { status = "loaded" }
    }
}

/// TimelineView on the host's clock, and `.task`'s life with its view.
@Suite("Time")
struct TimeTests {
    /// A host and runner whose dates start at `origin`, started at time 0.
    private func run<V: View>(_ view: V, origin: Date = HostDates.defaultOrigin) -> (ViewHost<V>, AppRunner) {
        let host = ViewHost(view, measurer: PangoTextMeasurer())
        host.setDateOrigin(origin, timeZone: nil)
        let runner = AppRunner(app: host, screen: Size(width: 300, height: 200))
        runner.start(at: 0)
        return (host, runner)
    }

    private func texts(_ runner: AppRunner) -> [String] {
        var result: [String] = []
        func walk(_ layers: [PresentedLayer]) {
            for layer in layers {
                if let text = layer.content.textString { result.append(text) }
                walk(layer.children)
            }
        }
        walk(runner.presented())
        return result
    }

    @Test("a periodic timeline ticks on its schedule with the host's time, and wakes the host exactly at the next entry")
    func periodic() {
        let start = HostDates.defaultOrigin
        let (host, runner) = run(Ticker(schedule: .periodic(from: start, by: 1), start: start))
        #expect(texts(runner) == ["0"])
        #expect(host.wakeUp(at: 0) == .at(1))
        runner.advance(to: 0.999)
        #expect(texts(runner) == ["0"])
        runner.advance(to: 1)
        #expect(texts(runner) == ["1000"])
        runner.advance(to: 2.5)
        #expect(texts(runner) == ["2000"])
        #expect(host.wakeUp(at: 2.5) == .at(3))
        // At rest between entries: the runner sleeps until the next one.
        #expect(runner.nextWakeUp() == 3)
    }

    @Test("everyMinute shows the start of the current minute and wakes at the next")
    func everyMinute() {
        let origin = HostDates.defaultOrigin.addingTimeInterval(30)   // 09:00:30
        let (host, runner) = run(Ticker(schedule: .everyMinute, start: HostDates.defaultOrigin), origin: origin)
        #expect(texts(runner) == ["0"])
        #expect(host.wakeUp(at: 0) == .at(30))
        runner.advance(to: 30)
        #expect(texts(runner) == ["60000"])
        #expect(host.wakeUp(at: 30) == .at(90))
    }

    @Test("an explicit schedule shows each date as it comes and then rests")
    func explicit() {
        let start = HostDates.defaultOrigin
        let dates = [start.addingTimeInterval(0.5), start.addingTimeInterval(2)]
        let (host, runner) = run(Ticker(schedule: .explicit(dates), start: start))
        #expect(texts(runner) == ["0"])
        #expect(host.wakeUp(at: 0) == .at(0.5))
        runner.advance(to: 1)
        #expect(texts(runner) == ["500"])
        runner.advance(to: 2)
        #expect(texts(runner) == ["2000"])
        #expect(host.wakeUp(at: 2) == .never)
    }

    @Test("an animation schedule wakes at its minimum interval; paused, never")
    func animation() {
        let start = HostDates.defaultOrigin
        let (host, runner) = run(Ticker(schedule: .animation(minimumInterval: 0.25), start: start))
        #expect(host.wakeUp(at: 0) == .at(0.25))
        runner.advance(to: 0.6)
        #expect(texts(runner) == ["500"])
        let (paused, _) = run(Ticker(schedule: .animation(paused: true), start: start))
        #expect(paused.wakeUp(at: 0) == .never)
    }

    @Test("the same times give the same dates: a replay shows what it showed before")
    func reproducible() {
        func shown() -> [String] {
            let start = HostDates.defaultOrigin
            let (_, runner) = run(Ticker(schedule: .periodic(from: start, by: 0.3), start: start))
            var result: [String] = []
            for time in stride(from: 0.0, through: 3, by: 0.125) {
                runner.advance(to: time)
                result += texts(runner)
            }
            return result
        }
        let first = shown()
        #expect(first == shown())
        #expect(first.last == "3000")
    }

    @Test("a task runs as its view appears, and the state it changes is laid out")
    func taskChangesState() {
        let (_, runner) = run(Loader())
        runner.advance(to: 1.0 / 60)
        #expect(texts(runner) == ["loaded"])
    }

    @Test("task(id:) is cancelled and started again when the id changes, and cancelled when its view goes")
    func taskLife() {
        let model = TaskModel()
        let (_, runner) = run(Sleeper(model: model))
        #expect(model.events == ["start 0"])
        model.id = 1
        runner.advance(to: 0.1)
        runner.advance(to: 0.2)
        #expect(Set(model.events) == ["start 0", "cancelled 0", "start 1"])
        #expect(model.events.count == 3)
        model.shown = false
        runner.advance(to: 0.3)
        runner.advance(to: 0.4)
        #expect(model.events.last == "cancelled 1")
        #expect(model.events.count == 4)
    }
}
