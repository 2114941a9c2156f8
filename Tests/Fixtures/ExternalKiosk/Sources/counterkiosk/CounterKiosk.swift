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
    private let spacing: CGFloat? = 24

    var body: some View {
        VStack(spacing: spacing) {
            Text("Tapped \(count) times").font(.title)
            Text("Tap me")
                .padding()
                .background(Color.blue)
                .foregroundColor(.white)
                .onTapGesture {
                    count += 1
                    print("count \(count)")
                }
            // A bar a tenth longer for each tap, in SwiftUI's CGFloat and CGSize.
            GeometryReader { proxy in
                let length: CGFloat = min(proxy.size.width, proxy.size.width * CGFloat(count) / 10)
                Capsule().fill(Color.blue).frame(width: length, height: proxy.size.height)
            }
            .frame(width: 300, height: 8)
        }
    }
}
