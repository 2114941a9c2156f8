import Touchdeck

// A café's ordering screen as an iPad tutorial writes it (`import SwiftUI`
// replaced): a searchable menu with badges, a context menu and swipe
// actions, pull to refresh, and the cart in a sheet with detents.
@main
struct CafeKiosk: App {
    var body: some Scene {
        WindowGroup {
            CafeMenuView()
        }
    }
}

struct MenuItem: Identifiable, Hashable {
    let id: String
    let name: String
    let price: Double
    let isNew: Bool
}

// Main-actor isolated, as Swift 6 code for iOS 18 writes a model its views
// call async methods on (`.refreshable { await model.reload() }`).
@MainActor @Observable
final class CafeModel {
    var items: [MenuItem] = [
        MenuItem(id: "latte", name: "Latte", price: 3.5, isNew: false),
        MenuItem(id: "mocha", name: "Mocha", price: 4.0, isNew: true),
        MenuItem(id: "tea", name: "Green Tea", price: 2.5, isNew: false),
        MenuItem(id: "scone", name: "Scone", price: 2.75, isNew: false),
    ]
    var cart: [MenuItem] = []
    var refreshes = 0

    func reload() async {
        refreshes += 1
        print("menu refreshed \(refreshes)")
    }
}

struct CafeMenuView: View {
    @State private var model = CafeModel()
    @State private var query = ""
    @State private var showingCart = false
    @State private var favourites: Set<String> = []

    private var shown: [MenuItem] {
        query.isEmpty ? model.items : model.items.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(shown) { item in
                        HStack {
                            Text(item.name)
                            if favourites.contains(item.id) {
                                Image(systemName: "star.fill").foregroundStyle(.yellow)
                            }
                            Spacer()
                            Text(item.price, format: .currency(code: "EUR")).foregroundStyle(.secondary)
                        }
                        .contentShape(Rectangle())
                        .onTapGesture { model.cart.append(item) }
                        .accessibilityIdentifier("item.\(item.id)")
                        .badge(item.isNew ? "New" : nil)
                        .listRowBackground(item.isNew ? Color.yellow.opacity(0.15) : nil)
                        .contextMenu {
                            Button("Add two") { model.cart += [item, item] }.accessibilityIdentifier("menu.addTwo")
                            Button(favourites.contains(item.id) ? "Unfavourite" : "Favourite") {
                                if favourites.contains(item.id) { favourites.remove(item.id) } else { favourites.insert(item.id) }
                            }
                            .accessibilityIdentifier("menu.favourite")
                        }
                        .swipeActions(edge: .leading) {
                            Button("Add") { model.cart.append(item) }.tint(.green)
                        }
                    }
                } header: {
                    Text("Today")
                }
                .headerProminence(.increased)
                Section("Opening hours") {
                    LabeledContent("Weekdays", value: "7–18")
                    LabeledContent("Weekends", value: "9–16")
                        .listRowSeparator(.hidden)
                }
            }
            .listStyle(.insetGrouped)
            .searchable(text: $query, prompt: "Search the menu")
            .onSubmit(of: .search) { print("searched \(query)") }
            .refreshable { await model.reload() }
            .navigationTitle("Café")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button { showingCart = true } label: {
                        Label("Cart (\(model.cart.count))", systemImage: "cart")
                    }
                    .accessibilityIdentifier("cart")
                }
                ToolbarItem(placement: .status) {
                    Text("\(model.cart.count) in cart").font(.footnote)
                }
            }
            .sheet(isPresented: $showingCart) {
                CartSheet(model: model)
            }
        }
    }
}

struct CartSheet: View {
    let model: CafeModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                ForEach(Array(model.cart.enumerated()), id: \.offset) { _, item in
                    Text(item.name)
                }
                .onDelete { model.cart.remove(atOffsets: $0) }
            }
            .navigationTitle("Your order")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { dismiss() }.accessibilityIdentifier("cart.close")
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Order") {
                        print("ordered \(model.cart.count) items")
                        model.cart.removeAll()
                        dismiss()
                    }
                    .disabled(model.cart.isEmpty)
                    .accessibilityIdentifier("cart.order")
                }
            }
        }
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.visible)
        .interactiveDismissDisabled(!model.cart.isEmpty)
    }
}
