import Touchdeck

struct Drink: Identifiable, Hashable {
    let id: Int
    var name: String
    var price: Double
}

struct ContainersScreen: View {
    @State private var path = NavigationPath()
    @State private var drinks = [
        Drink(id: 1, name: "Espresso", price: 2.5),
        Drink(id: 2, name: "Latte", price: 3.8),
        Drink(id: 3, name: "Mocha", price: 4.2),
    ]
    @State private var showSettings = false
    @State private var selection: Drink.ID?
    @State private var page = 0

    private let columns = [GridItem(.adaptive(minimum: 120, maximum: 200), spacing: 12)]
    private let fixedColumns = [
        GridItem(.fixed(100)),
        GridItem(.flexible(minimum: 50, maximum: .infinity), spacing: 8, alignment: .leading),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section {
                    ForEach(drinks) { drink in
                        NavigationLink(value: drink) {
                            HStack {
                                Text(drink.name)
                                Spacer()
                                Text(drink.price, format: .currency(code: "EUR"))
                            }
                        }
                    }
                    .onDelete { offsets in
                        drinks.remove(atOffsets: offsets)
                    }
                    .onMove { source, destination in
                        drinks.move(fromOffsets: source, toOffset: destination)
                    }
                } header: {
                    Text("Drinks")
                } footer: {
                    Text("\(drinks.count) drinks")
                }
                Section("Links") {
                    NavigationLink("Settings", destination: SettingsDetail())
                    NavigationLink {
                        GridsDetail(columns: columns, fixedColumns: fixedColumns)
                    } label: {
                        Label("Grids", systemImage: "square.grid.2x2")
                    }
                    NavigationLink("Number 7", value: 7)
                    Button("Show settings") { showSettings = true }
                    Button("Push two") { path.append(drinks[0]); path.append(42) }
                }
                Section(header: Text("Old style"), footer: Text("footer")) {
                    Text("Row")
                    PagesView()
                    AutoPagesView().frame(height: 120)
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Containers")
            .navigationBarTitleDisplayMode(.large)
            .navigationDestination(for: Drink.self) { drink in
                DrinkDetail(drink: drink)
            }
            .navigationDestination(for: Int.self) { number in
                Text("Number \(number)")
                    .navigationTitle("#\(number)")
            }
            .navigationDestination(isPresented: $showSettings) {
                SettingsDetail()
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
                ToolbarItem(placement: .navigationBarLeading) {
                    Button("Reset") { path = NavigationPath() }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("One") {}
                    Spacer()
                    Button("Two") {}
                }
                ToolbarItem(placement: .principal) {
                    Text("Principal")
                }
            }
        }
    }
}

struct DrinkDetail: View {
    let drink: Drink
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text(drink.name).font(.largeTitle)
            Button("Back") { dismiss() }
        }
        .navigationTitle(drink.name)
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") { dismiss() }
            }
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { dismiss() }
            }
        }
    }
}

struct SettingsDetail: View {
    @State private var items = ["A", "B", "C"]

    var body: some View {
        List {
            ForEach(items, id: \.self) { Text($0) }
                .onDelete { items.remove(atOffsets: $0) }
        }
        .listStyle(.plain)
        .navigationTitle(Text("Settings"))
    }
}

struct GridsDetail: View {
    let columns: [GridItem]
    let fixedColumns: [GridItem]
    @State private var page = 0

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVGrid(columns: columns, spacing: 12, pinnedViews: [.sectionHeaders]) {
                    Section {
                        ForEach(0..<30, id: \.self) { index in
                            RoundedRectangle(cornerRadius: 12, style: .continuous)
                                .fill(.blue.opacity(0.3))
                                .frame(height: 80)
                                .overlay(Text("\(index)"))
                                .id(index)
                        }
                    } header: {
                        Text("Tiles").font(.headline)
                    }
                }
                LazyVGrid(columns: fixedColumns, alignment: .leading) {
                    Text("a"); Text("b")
                }
                LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 8) {
                    ForEach(0..<6) { Text("h\($0)") }
                }
                LazyVStack(alignment: .leading, spacing: 4, pinnedViews: []) {
                    ForEach(0..<5) { Text("Lazy \($0)") }
                }
                Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
                    GridRow {
                        Text("Name")
                        Text("Qty")
                            .gridColumnAlignment(.trailing)
                    }
                    Divider()
                        .gridCellUnsizedAxes(.horizontal)
                    GridRow(alignment: .top) {
                        Text("Total")
                            .gridCellColumns(2)
                    }
                    GridRow {
                        Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
                        Text("end").gridCellAnchor(.trailing)
                    }
                }
                Button("Jump to 25") {
                    withAnimation {
                        proxy.scrollTo(25, anchor: .top)
                    }
                }
                Button("Jump to 0") { proxy.scrollTo(0) }
            }
            .scrollIndicators(.visible)
        }
        .safeAreaInset(edge: .bottom) {
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 8) {
                    ForEach(0..<10, id: \.self) { Text("chip \($0)").padding(.horizontal) }
                }
            }
            .frame(height: 44)
        }
        .navigationTitle("Grids")
    }
}

struct PagesView: View {
    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            ForEach(0..<3) { index in
                Text("Page \(index)").tag(index)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        .frame(height: 200)
    }
}

struct AutoPagesView: View {
    var body: some View {
        TabView {
            Text("One")
            Text("Two")
        }
        .tabViewStyle(.page)
    }
}
