import Touchdeck

nonisolated struct CounterView: View {
    /// Called with the new count after every tap.
    let report: (Int) -> Void
    @State private var count = 0

    init(report: @escaping (Int) -> Void) {
        self.report = report
    }

    var body: some View {
        VStack(spacing: 24) {
            Text(count == 0 ? "Tap the button" : "Tapped \(count) times").font(.system(size: 32, weight: .bold))
                .frame(height: 60)
            Capsule().fill(Color.blue).frame(width: 240, height: 80)
                .overlay { Text("Tap me").foregroundColor(.white) }
                .onTapGesture {
                    withAnimation(.spring()) { count += 1 }
                    report(count)
                }
                .accessibilityIdentifier("counter.button")
        }
    }
}
