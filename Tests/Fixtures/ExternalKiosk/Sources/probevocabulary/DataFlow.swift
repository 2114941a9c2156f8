import Touchdeck

struct HeightKey: PreferenceKey {
    // `static var defaultValue: CGFloat = 0`, as iPadOS 17 samples write it, is an error in the
    // Swift 6 language mode this package builds in (mutable global state), with SwiftUI as here.
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct TitleKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}

final class Ticker: ObservableObject {
    @Published var ticks = 0
    func tick() { ticks += 1 }
}

struct BasketSummary: View {
    @EnvironmentObject var basket: Basket
    @ObservedObject var ticker: Ticker

    var body: some View {
        HStack {
            Text("\(basket.items.count) items, ticks \(ticker.ticks)")
            Button("Add") { basket.items.append("Cookie") }
        }
    }
}

struct NameEditor: View {
    @Bindable var model: KioskModel

    var body: some View {
        TextField("Name", text: $model.name)
    }
}

struct DataFlowScreen: View {
    @Environment(KioskModel.self) private var model
    @Environment(\.accentName) private var accentName
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.horizontalSizeClass) private var sizeClass
    @StateObject private var ticker = Ticker()
    @State private var counter = 0
    @State private var loaded = "—"
    @State private var height: CGFloat = 0
    @State private var titles: [String] = []
    @State private var animating = false

    var body: some View {
        @Bindable var model = model
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("Visits: \(model.visits), accent \(accentName)")
                TextField("Model name", text: $model.name)
                NameEditor(model: model)
                BasketSummary(ticker: ticker)
                Button("Visit") {
                    model.visits += 1
                    ticker.tick()
                    counter += 1
                }
                Text("Loaded: \(loaded)")
                    .background(GeometryReader { geometry in
                        Color.clear.preference(key: HeightKey.self, value: geometry.size.height)
                    })
                    .preference(key: TitleKey.self, value: ["loaded"])
                TimelineView(.periodic(from: .now, by: 1.0)) { context in
                    Text(context.date, style: .time)
                }
                TimelineView(.everyMinute) { context in
                    Text(context.date.formatted(date: .omitted, time: .shortened))
                }
                Toggle("Animate", isOn: $animating)
                // Shown only when asked for: an animation schedule never rests, so while one is on
                // screen a replay runs its settle limits (30 s before the trace, 30 s after) frame by frame.
                if animating {
                    TimelineView(.animation) { context in
                        let seconds = context.date.timeIntervalSinceReferenceDate
                        Circle()
                            .fill(.blue)
                            .frame(width: 20, height: 20)
                            .offset(x: CGFloat(sin(seconds)) * 20)
                    }
                }
                TimelineView(.animation(minimumInterval: 0.5, paused: false)) { context in
                    Text("\(context.date.timeIntervalSince1970)")
                }
                Text("Height \(height, specifier: "%.0f"), titles \(titles.joined(separator: ","))")
                Text(colorScheme == .dark ? "Dark" : "Light")
                Text(sizeClass == .regular ? "Regular" : "Compact")
            }
            .padding()
        }
        .onPreferenceChange(HeightKey.self) { value in
            height = value
        }
        .onPreferenceChange(TitleKey.self) { titles = $0 }
        .onChange(of: counter) { oldValue, newValue in
            print("counter \(oldValue) -> \(newValue)")
        }
        .onChange(of: counter, initial: true) {
            print("counter now \(counter)")
        }
        .onChange(of: model.visits, initial: false) { _, visits in
            print("visits \(visits)")
        }
        .task {
            loaded = "yes"
        }
        .task(id: counter) {
            try? await Task.sleep(nanoseconds: 10_000_000)
            print("task for \(counter)")
        }
        .task(priority: .background) {
            await Task.yield()
        }
        .onAppear { print("appeared") }
        .onDisappear { print("disappeared") }
    }
}
