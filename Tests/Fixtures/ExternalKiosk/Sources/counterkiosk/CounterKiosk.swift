import Touchdeck

// SwiftUI code as it is written for an iPad, `import SwiftUI` replaced.
@main
struct CounterKiosk: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 24) {
            Text("Tapped \(count) times").font(.title)
            Text("Tap me")
                .padding()
                .background(Color.blue)
                .foregroundColor(.white)
                .onTapGesture {
                    count += 1
                    print("count \(count)")
                }
        }
    }
}
