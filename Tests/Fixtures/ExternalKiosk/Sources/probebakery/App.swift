import Touchdeck

// A bakery's self-order screen as an iPadOS 17 screen writes it (only the
// import changed): an adaptive lazy grid of pastries in a NavigationStack,
// each pushing its detail (a menu picker, a slider, a stepper), and the order
// in a sheet listing its lines, dismissed through the environment.

struct Pastry: Identifiable, Hashable {
    let id: Int
    let name: String
    let price: Double
    let symbol: String
}

enum Milk: String, CaseIterable, Identifiable {
    case none = "No milk", whole = "Whole", oat = "Oat", soy = "Soy"
    var id: Self { self }
}

struct OrderLine: Identifiable {
    let id = UUID()
    let pastry: Pastry
    let quantity: Int
    let warmth: Double
    let milk: Milk
}

@Observable
final class BakeryOrder {
    var lines: [OrderLine] = []
    var count: Int { lines.reduce(0) { $0 + $1.quantity } }
    var total: Double { lines.reduce(0) { $0 + $1.pastry.price * Double($1.quantity) } }
}

let pastries: [Pastry] = [
    "Croissant", "Pain au Chocolat", "Cinnamon Roll", "Blueberry Muffin", "Scone", "Brioche",
    "Danish", "Éclair", "Macaron", "Madeleine", "Palmier", "Kouign-Amann",
    "Canelé", "Financier", "Bear Claw", "Babka", "Strudel", "Cannoli",
    "Baklava", "Churro", "Beignet", "Profiterole", "Tarte Tatin", "Mille-Feuille",
].enumerated().map { Pastry(id: $0.offset, name: $0.element, price: 2.5 + Double($0.offset % 5) * 0.5, symbol: "birthday.cake") }

struct PastryCard: View {
    let pastry: Pastry

    var body: some View {
        VStack(spacing: 10) {
            Image(systemName: pastry.symbol)
                .font(.system(size: 40))
                .foregroundStyle(.orange)
            Text(pastry.name)
                .font(.headline)
                .lineLimit(1)
            Text(pastry.price, format: .currency(code: "USD"))
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, minHeight: 150)
        .background(.background, in: RoundedRectangle(cornerRadius: 16))
        .shadow(color: .black.opacity(0.08), radius: 6, y: 3)
    }
}

struct PastryDetail: View {
    let pastry: Pastry
    @Environment(BakeryOrder.self) private var order
    @Environment(\.dismiss) private var dismiss
    @State private var quantity = 1
    @State private var warmth = 0.5
    @State private var milk: Milk = .none

    var body: some View {
        Form {
            Section {
                LabeledContent("Price", value: pastry.price, format: .currency(code: "USD"))
                Stepper("Quantity: \(quantity)", value: $quantity, in: 1...6)
            }
            Section("Serve it") {
                Picker("Milk on the side", selection: $milk) {
                    ForEach(Milk.allCases) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.menu)
                VStack(alignment: .leading) {
                    Text("Warmth: \(Int(warmth * 100))%")
                    // iPadOS code would add `minimumValueLabel: { Image(systemName: "snowflake") }
                    // maximumValueLabel: { Image(systemName: "flame") }`: Touchdeck's Slider lacks them yet.
                    Slider(value: $warmth, in: 0...1, step: 0.25) {
                        Text("Warmth")
                    }
                }
            }
            Section {
                Button("Add to Order") {
                    order.lines.append(OrderLine(pastry: pastry, quantity: quantity, warmth: warmth, milk: milk))
                    print("added \(quantity)x \(pastry.name), warmth \(Int(warmth * 100))%, \(milk.rawValue)")
                    dismiss()
                }
                .frame(maxWidth: .infinity)
            }
        }
        .navigationTitle(pastry.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct OrderSheet: View {
    @Environment(BakeryOrder.self) private var order
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                ForEach(order.lines) { line in
                    HStack {
                        Text("\(line.quantity)× \(line.pastry.name)")
                        Spacer()
                        Text(line.pastry.price * Double(line.quantity), format: .currency(code: "USD"))
                    }
                }
                if order.lines.isEmpty {
                    ContentUnavailableView("Nothing yet", systemImage: "bag", description: Text("Tap a pastry to add it."))
                }
                Section {
                    LabeledContent("Total", value: order.total, format: .currency(code: "USD"))
                }
            }
            .navigationTitle("Your Order")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

struct BakeryMenu: View {
    @State private var order = BakeryOrder()
    @State private var showingOrder = false
    private let columns = [GridItem(.adaptive(minimum: 220), spacing: 20)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 20) {
                    ForEach(pastries) { pastry in
                        NavigationLink(value: pastry) {
                            PastryCard(pastry: pastry)
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Bakery")
            .navigationDestination(for: Pastry.self) { pastry in
                PastryDetail(pastry: pastry)
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showingOrder = true
                    } label: {
                        Label("Order (\(order.count))", systemImage: "bag")
                            .labelStyle(.titleAndIcon)
                    }
                }
            }
            .sheet(isPresented: $showingOrder) {
                OrderSheet()
            }
        }
        .environment(order)
    }
}

@main
struct BakeryKiosk: App {
    var body: some Scene {
        WindowGroup { BakeryMenu() }
    }
}
