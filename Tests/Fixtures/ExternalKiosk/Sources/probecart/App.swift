import Touchdeck

// A café's cart as an iPadOS 17 screen writes it (only the import changed):
// rows editing their items through `ForEach($cart) { $item in … }`, quantity
// steppers, swipe to delete, a total formatted as currency, a pay button.

struct CartItem: Identifiable {
    let id = UUID()
    var name: String
    var price: Decimal
    var quantity: Int
    var oatMilk = false
}

@Observable
final class CartModel {
    var items: [CartItem] = [
        CartItem(name: "Flat White", price: 4.20, quantity: 1),
        CartItem(name: "Almond Croissant", price: 3.75, quantity: 2),
        CartItem(name: "Iced Matcha", price: 5.10, quantity: 1),
    ]

    var total: Decimal {
        items.reduce(0) { $0 + $1.price * Decimal($1.quantity) }
    }

    var itemCount: Int { items.reduce(0) { $0 + $1.quantity } }
}

struct CartRow: View {
    @Binding var item: CartItem

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                VStack(alignment: .leading, spacing: 2) {
                    Text(item.name)
                        .font(.headline)
                    Text(item.price, format: .currency(code: "EUR"))
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Stepper(value: $item.quantity, in: 1...10) {
                    Text("\(item.quantity)×")
                        .monospacedDigit()
                }
                .fixedSize()
            }
            Toggle("Oat milk", isOn: $item.oatMilk)
                .font(.footnote)
        }
        .padding(.vertical, 4)
    }
}

struct CartScreen: View {
    @State private var cart = CartModel()
    @State private var confirming = false
    @State private var paid = false

    var body: some View {
        @Bindable var cart = cart
        NavigationStack {
            List {
                Section {
                    ForEach($cart.items) { $item in
                        CartRow(item: $item)
                    }
                    .onDelete { offsets in
                        withAnimation(.snappy) {
                            cart.items.remove(atOffsets: offsets)
                        }
                    }
                } header: {
                    Text("\(cart.itemCount) items")
                }

                Section {
                    LabeledContent("Total") {
                        Text(cart.total.formatted(.currency(code: "EUR")))
                            .font(.title3.bold())
                            .contentTransition(.numericText())
                    }
                }
            }
            .navigationTitle("Your Order")
            .safeAreaInset(edge: .bottom) {
                Button {
                    confirming = true
                } label: {
                    Text("Pay \(cart.total, format: .currency(code: "EUR"))")
                        .font(.title3.weight(.semibold))
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 8)
                }
                .buttonStyle(.borderedProminent)
                .disabled(cart.items.isEmpty)
                .padding()
                .background(.bar)
            }
            .alert("Pay \(cart.total.formatted(.currency(code: "EUR")))?", isPresented: $confirming) {
                Button("Pay") {
                    withAnimation(.bouncy(duration: 0.4)) { paid = true }
                    let lines = cart.items.map { "\($0.quantity)x \($0.name)\($0.oatMilk ? " (oat)" : "")" }
                    print("paid \(cart.total.formatted(.currency(code: "EUR"))): \(lines.joined(separator: ", "))")
                }
                Button("Cancel", role: .cancel) {}
            }
        }
    }
}

@main
struct CartKiosk: App {
    var body: some Scene {
        WindowGroup { CartScreen() }
    }
}
