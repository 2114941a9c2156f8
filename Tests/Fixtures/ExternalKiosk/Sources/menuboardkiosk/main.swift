import Touchdeck

// A café menu board: a Grid of items with prices aligned, sold-out items
// greyed, a header that fits the width, a brand colour from the asset
// catalog, and a toast.
// (`import SwiftUI` changed to `import Touchdeck`.)

struct MenuItem: Identifiable {
    let id: String
    let name: String
    let price: Double
    var soldOut = false
}

@main
struct MenuBoardApp: App {
    var body: some Scene {
        WindowGroup {
            MenuBoard()
        }
    }
}

struct MenuBoard: View {
    @State private var items = [
        MenuItem(id: "espresso", name: "Espresso", price: 2.5),
        MenuItem(id: "latte", name: "Caffè Latte", price: 3.9),
        MenuItem(id: "flat", name: "Flat White", price: 3.6, soldOut: true),
        MenuItem(id: "chai", name: "Chai Latte", price: 4.2),
    ]
    @State private var toast: String?
    @State private var lastOrder = "none"
    @AppStorage("menu.large") private var largePrint = false
    @SceneStorage("menu.selected") private var selected = ""

    var body: some View {
        VStack(spacing: 0) {
            ViewThatFits(in: .horizontal) {
                HStack {
                    Text("Corner Café — Menu").font(.largeTitle.bold())
                    Spacer()
                    Text("Open 7–19").font(.title2)
                }
                Text("Menu").font(.largeTitle.bold())
            }
            .padding(24)
            .foregroundStyle(.white)
            .background(Color("Brand"))
            .accessibilityIdentifier("header")

            Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 12) {
                GridRow {
                    Text("Item").font(.headline)
                    Text("Price").font(.headline).gridColumnAlignment(.trailing)
                    Text("")
                }
                Divider().gridCellUnsizedAxes(.horizontal)
                ForEach(items) { item in
                    GridRow {
                        Text(item.name)
                            .font(largePrint ? .title : .title3)
                        Text(item.price, format: .currency(code: "EUR"))
                            .monospacedDigit()
                        Button(item.soldOut ? "Sold out" : "Order") {
                            selected = item.id
                            showToast("\(item.name) ordered")
                            lastOrder = item.name
                        }
                        .disabled(item.soldOut)
                        .gridCellAnchor(.trailing)
                        .accessibilityIdentifier("order.\(item.id)")
                    }
                    .grayscale(item.soldOut ? 1 : 0)
                    .opacity(item.soldOut ? 0.6 : 1)
                }
                GridRow {
                    Toggle("Large print", isOn: $largePrint)
                        .gridCellColumns(3)
                        .accessibilityIdentifier("large")
                }
            }
            .padding(32)

            Text("Last order: \(lastOrder)")
                .font(.footnote)
                .accessibilityIdentifier("lastOrder")
            Spacer()
        }
        .overlay(alignment: .bottom) {
            if let toast {
                Text(toast)
                    .padding(.horizontal, 24)
                    .padding(.vertical, 12)
                    .background(.black.opacity(0.8), in: Capsule())
                    .foregroundStyle(.white)
                    .transition(.move(edge: .bottom).combined(with: .opacity))
                    .padding(.bottom, 32)
                    .accessibilityIdentifier("toast")
            }
        }
        .mask(alignment: .top) {
            RoundedRectangle(cornerRadius: 32)
        }
        .ignoresSafeArea(.keyboard)
    }

    private func showToast(_ text: String) {
        withAnimation { toast = text }
    }
}
