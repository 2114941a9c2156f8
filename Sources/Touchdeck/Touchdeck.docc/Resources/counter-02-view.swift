import Touchdeck

nonisolated struct CounterView: View {
    var body: some View {
        VStack(spacing: 24) {
            Text("Tap the button").font(.system(size: 32, weight: .bold))
                .frame(height: 60)
            Capsule().fill(Color.blue).frame(width: 240, height: 80)
                .overlay { Text("Tap me").foregroundColor(.white) }
        }
    }
}
