import Touchdeck

struct MenuItem: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var price: Decimal
    var symbol: String
    var category: Category

    enum Category: String, CaseIterable, Identifiable {
        case coffee = "Coffee", tea = "Tea", pastry = "Pastry"
        var id: String { rawValue }
    }
}

@Observable
final class Cart {
    var lines: [MenuItem: Int] = [:]
    var count: Int { lines.values.reduce(0, +) }
    var total: Decimal { lines.reduce(0) { $0 + $1.key.price * Decimal($1.value) } }
    func add(_ item: MenuItem) { lines[item, default: 0] += 1 }
    func remove(_ item: MenuItem) {
        guard let n = lines[item] else { return }
        lines[item] = n > 1 ? n - 1 : nil
    }
}

let menu: [MenuItem] = [
    MenuItem(name: "Espresso", price: 2.5, symbol: "cup.and.saucer.fill", category: .coffee),
    MenuItem(name: "Flat White", price: 3.8, symbol: "cup.and.saucer", category: .coffee),
    MenuItem(name: "Cappuccino", price: 3.6, symbol: "mug.fill", category: .coffee),
    MenuItem(name: "Green Tea", price: 2.9, symbol: "leaf.fill", category: .tea),
    MenuItem(name: "Chai Latte", price: 3.9, symbol: "leaf", category: .tea),
    MenuItem(name: "Croissant", price: 2.2, symbol: "birthday.cake", category: .pastry),
]

struct MenuCard: View {
    let item: MenuItem
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Image(systemName: item.symbol)
                .font(.system(size: 40))
                .foregroundStyle(.brown)
                .frame(maxWidth: .infinity, minHeight: 90)
                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
            Text(item.name)
                .font(.headline)
                .lineLimit(1)
            Text(item.price, format: .currency(code: "EUR"))
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .monospacedDigit()
        }
        .padding(12)
        .background(.background)
        .clipShape(RoundedRectangle(cornerRadius: 16))
        .shadow(color: .black.opacity(0.08), radius: 6, y: 2)
    }
}

struct ItemDetail: View {
    let item: MenuItem
    @Environment(Cart.self) private var cart
    @Environment(\.dismiss) private var dismiss
    @State private var quantity = 1
    @State private var size = "Regular"

    var body: some View {
        Form {
            Section {
                HStack {
                    Spacer()
                    Image(systemName: item.symbol).font(.system(size: 80)).foregroundStyle(.brown)
                    Spacer()
                }
                .listRowBackground(Color.clear)
            }
            Section("Options") {
                Picker("Size", selection: $size) {
                    ForEach(["Small", "Regular", "Large"], id: \.self) { Text($0) }
                }
                .pickerStyle(.segmented)
                Stepper("Quantity: \(quantity)", value: $quantity, in: 1...9)
                LabeledContent("Price", value: item.price * Decimal(quantity), format: .currency(code: "EUR"))
            }
            Section {
                Button {
                    for _ in 0..<quantity { cart.add(item) }
                    dismiss()
                } label: {
                    Label("Add to Order", systemImage: "cart.badge.plus")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .listRowInsets(EdgeInsets())
            }
        }
        .navigationTitle(item.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct CartSheet: View {
    @Environment(Cart.self) private var cart
    @Environment(\.dismiss) private var dismiss
    @State private var confirming = false

    var body: some View {
        NavigationStack {
            Group {
                if cart.lines.isEmpty {
                    ContentUnavailableView("Your cart is empty", systemImage: "cart", description: Text("Add something tasty."))
                } else {
                    List {
                        ForEach(cart.lines.keys.sorted { $0.name < $1.name }) { item in
                            HStack {
                                Text(item.name)
                                Spacer()
                                Text("×\(cart.lines[item] ?? 0)").foregroundStyle(.secondary)
                            }
                            .swipeActions {
                                Button("Remove", role: .destructive) { cart.remove(item) }
                            }
                        }
                        Section {
                            LabeledContent("Total") {
                                Text(cart.total, format: .currency(code: "EUR")).bold()
                            }
                        }
                    }
                }
            }
            .navigationTitle("Your Order")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Pay") { confirming = true }.disabled(cart.lines.isEmpty)
                }
            }
            .alert("Pay \(cart.total.formatted(.currency(code: "EUR")))?", isPresented: $confirming) {
                Button("Cancel", role: .cancel) {}
                Button("Pay") { print("paid \(cart.count)"); cart.lines.removeAll(); dismiss() }
            } message: {
                Text("Tap your card on the reader.")
            }
        }
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.visible)
    }
}

struct CafeView: View {
    @State private var cart = Cart()
    @State private var category: MenuItem.Category = .coffee
    @State private var showingCart = false
    private let columns = [GridItem(.adaptive(minimum: 180), spacing: 16)]

    var body: some View {
        NavigationStack {
            ScrollView {
                Picker("Category", selection: $category) {
                    ForEach(MenuItem.Category.allCases) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.segmented)
                .padding(.horizontal)
                LazyVGrid(columns: columns, spacing: 16) {
                    ForEach(menu.filter { $0.category == category }) { item in
                        NavigationLink(value: item) { MenuCard(item: item) }
                            .buttonStyle(.plain)
                    }
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Café")
            .navigationDestination(for: MenuItem.self) { ItemDetail(item: $0) }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button { showingCart = true } label: {
                        Label("Cart", systemImage: "cart")
                    }
                    .badge(cart.count)
                }
            }
            .sheet(isPresented: $showingCart) { CartSheet() }
        }
        .environment(cart)
        .tint(.brown)
    }
}

@main
struct CafeApp: App {
    var body: some Scene {
        WindowGroup { CafeView() }
    }
}
