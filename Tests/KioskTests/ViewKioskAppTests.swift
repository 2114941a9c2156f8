import Foundation
import Geometry
import KioskConfig
import Observation
import Render
import Testing
import TestSupport
import TouchdeckSupport
import TouchTrace
import TouchUI

@testable import Kiosk
@testable import KioskRuntime

/// A view app defined outside the built-in list: a button that counts taps
/// and reports each, with one config key for its label.
struct TallyApp: ViewKioskApp {
    static let name = "tally"
    static let summary = "Counts taps on a button."
    static let keys = [SettingSpec(key: "label", type: .string, defaultValue: .string("Tap"), summary: "The button's label.")]
    static let tourPath = "recordings/tally/tour.yaml"

    let model: TallyModel
    let label: String
    let events: AppEvents

    init(settings: AppSettings, options: AppLaunchOptions, events: AppEvents) {
        model = TallyModel()
        if case .string(let label)? = settings.values["label"] { self.label = label } else { label = "Tap" }
        self.events = events
    }

    var rootView: some View {
        TallyView(model: model, label: label) { count in events.send("tapped", [("count", .number(Double(count)))]) }
    }

    var finalState: [(String, JSONValue)] { [("count", .number(Double(model.count)))] }
}

@Observable
final class TallyModel {
    var count = 0
}

nonisolated struct TallyView: View {
    let model: TallyModel
    let label: String
    let report: (Int) -> Void

    var body: some View {
        VStack(spacing: 20) {
            Text("\(model.count)").font(.system(size: 40))
            RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(width: 200, height: 80)
                .overlay { Text(label).foregroundColor(.white) }
                .onTapGesture {
                    model.count += 1
                    report(model.count)
                }
        }
    }
}

@Suite("View apps in the runtime")
struct ViewKioskAppTests {
    @Test("a view app replays a trace through the same runtime: events, final state and --layout")
    func replayAndLayout() throws {
        let definition = KioskAppDefinition(TallyApp.self)
        let settings = AppSettings(gestures: GestureSettings(), values: ["label": .string("Count")])
        let instance = definition.make(settings, AppLaunchOptions(date: "today"))
        let screen = Size(width: 800, height: 480)

        // --layout: the touchable views and their frames.
        let layout = instance.layout(screen).text
        #expect(layout.contains(#""screen": [800, 480]"#))
        let button = try #require(ViewHost(TallyApp(settings: settings, options: AppLaunchOptions(date: ""), events: AppEvents()).rootView,
                                           measurer: PangoTextMeasurer()).layoutFrame(screen: screen))
        #expect(layout.contains(#""frame": [300, "#))
        #expect(button.width == 200 && button.height == 80)

        var events: [String] = []
        instance.reportEvents { members in events.append(JSONValue.object(members).text) }
        var trace = TraceBuilder(device: .syntheticTouchscreen(width: 800, height: 480))
        for _ in 0..<3 {
            trace.down(at: Point(x: button.midX, y: button.midY))
            trace.hold(for: 0.05)
            trace.up()
            trace.hold(for: 0.5)
        }
        let replay = AppReplay(runner: AppRunner(app: instance.app, screen: screen))
        try replay.run(reader: BuiltTraceSource(trace))
        #expect(events == (1...3).map { #"{"event": "tapped", "count": \#($0)}"# })
        #expect(JSONValue.object(instance.finalState()).text == #"{"event": "state", "count": 3}"#)
        #expect(definition.section.keys.map(\.key) == ["label", "images.path"])
    }

    @Test("every view app's section has images.path: the folder Image(\"name\") looks names up in")
    func imagesPath() throws {
        let folder = try TemporaryDirectory()
        let settings = AppSettings(gestures: GestureSettings(), values: ["images.path": .string(folder.path)])
        #expect(ViewAppImages.directories(settings, app: "tally") == [folder.path])
        #expect(ViewAppImages.directories(AppSettings(gestures: GestureSettings()), app: "tally") == [])
        #expect(ViewAppImages.spec.check?(.string("")) != nil)
        #expect(ViewAppImages.spec.check?(.string("/srv/kiosk/images")) == nil)
    }
}

extension ViewHost {
    /// The first touchable view's frame after a layout at `screen`.
    func layoutFrame(screen: Size) -> Rect? {
        _ = layout(screen: screen)
        return touchableFrames().first?.frame
    }
}
