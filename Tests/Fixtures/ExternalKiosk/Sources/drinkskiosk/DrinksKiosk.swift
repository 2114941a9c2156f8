import Touchdeck

// A list pushed to a detail, as an iPad app writes it, `import SwiftUI` replaced.
@main
struct DrinksKiosk: App {
    var body: some Scene {
        WindowGroup {
            DrinksMenu()
        }
    }
}

struct DrinksMenu: View {
    @State private var path: [String] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack(spacing: 16) {
                ForEach(["Tea", "Coffee", "Juice"], id: \.self) { drink in
                    NavigationLink(drink, value: drink).accessibilityIdentifier("drink.\(drink)")
                }
                Spacer()
            }
            .frame(maxWidth: .infinity)
            .navigationTitle("Drinks")
            .navigationDestination(for: String.self) { drink in
                DrinkDetail(drink: drink)
            }
        }
    }
}

struct DrinkDetail: View {
    let drink: String

    var body: some View {
        Text("A cup of \(drink)")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .accessibilityIdentifier("detail")
            .navigationTitle(drink)
            .navigationBarTitleDisplayMode(.inline)
            .onAppear { print("showing \(drink)") }
    }
}
