import Touchdeck

struct Order: Identifiable, Hashable {
    let id: Int
    var title: String
    var status: Status
    var minutes: Int
    enum Status: String { case queued, preparing, ready }
}

// A main-actor model, as Swift 6 code for iOS writes it: the views that
// make and read it are main-actor isolated, as SwiftUI's are.
@MainActor
final class Board: ObservableObject {
    @Published var orders: [Order] = (1...12).map { Order(id: $0, title: "Order #\(100 + $0)", status: .queued, minutes: $0 * 2) }
    @Published var lastRefresh: Date?

    func advance(_ order: Order) {
        guard let index = orders.firstIndex(of: order) else { return }
        switch orders[index].status {
        case .queued: orders[index].status = .preparing
        case .preparing: orders[index].status = .ready
        case .ready: orders.remove(at: index)
        }
    }
}

struct StatusPill: View {
    let status: Order.Status
    var color: Color {
        switch status {
        case .queued: .gray
        case .preparing: .orange
        case .ready: .green
        }
    }
    var body: some View {
        Text(status.rawValue.uppercased())
            .font(.caption.weight(.bold))
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .foregroundStyle(.white)
            .background(color, in: Capsule())
            .fixedSize()
    }
}

struct OrderRow: View {
    let order: Order
    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 12) {
            Text(order.title)
                .font(.title3)
                .lineLimit(1)
                .truncationMode(.tail)
                .layoutPriority(1)
            Spacer(minLength: 8)
            Text("\(order.minutes) min")
                .foregroundStyle(.secondary)
                .monospacedDigit()
            StatusPill(status: order.status)
        }
        .padding(.vertical, 6)
        .contentShape(Rectangle())
    }
}

struct Header: View {
    let count: Int
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Label("Kitchen Board", systemImage: "flame.fill").font(.largeTitle.bold())
                Spacer()
                Text("\(count) open").font(.title2).foregroundStyle(.secondary)
            }
            VStack(alignment: .leading) {
                Label("Kitchen", systemImage: "flame.fill").font(.title.bold())
                Text("\(count) open").foregroundStyle(.secondary)
            }
        }
    }
}

struct BoardView: View {
    @StateObject private var board = Board()
    @State private var selected: Order?
    @State private var showingHelp = false
    @State private var pulse = false

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                Header(count: board.orders.count)
                    .padding(.horizontal)
                GeometryReader { proxy in
                    HStack(spacing: 0) {
                        Color.green.frame(width: proxy.size.width * readyFraction)
                        Color.orange.opacity(0.4)
                    }
                }
                .frame(height: 8)
                .clipShape(Capsule())
                .padding(.horizontal)
                ScrollViewReader { reader in
                    List {
                        ForEach(board.orders) { order in
                            OrderRow(order: order)
                                .onTapGesture { board.advance(order) }
                                .onLongPressGesture(minimumDuration: 0.6) { selected = order }
                                .id(order.id)
                        }
                    }
                    .listStyle(.plain)
                    .animation(.easeInOut(duration: 0.25), value: board.orders)
                    .onChange(of: board.orders.count) {
                        if let last = board.orders.last { reader.scrollTo(last.id, anchor: .bottom) }
                    }
                }
            }
            .navigationTitle("Orders")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button { showingHelp = true } label: { Image(systemName: "questionmark.circle") }
                }
            }
            .navigationDestination(isPresented: $showingHelp) {
                Text("Tap an order to advance it; hold it for details.")
                    .multilineTextAlignment(.center)
                    .padding()
                    .navigationTitle("Help")
            }
            .alert("Details", isPresented: Binding(get: { selected != nil }, set: { if !$0 { selected = nil } }), presenting: selected) { order in
                Button("Mark Ready") {
                    if let index = board.orders.firstIndex(of: order) { board.orders[index].status = .ready }
                }
                Button("Cancel", role: .cancel) {}
            } message: { order in
                Text(order.title) + Text(" · ") + Text("\(order.minutes) minutes").italic()
            }
            .overlay(alignment: .bottomTrailing) {
                Circle()
                    .fill(.red)
                    .frame(width: 14, height: 14)
                    .scaleEffect(pulse ? 1.3 : 0.8)
                    .opacity(board.orders.isEmpty ? 0 : 1)
                    .padding(24)
            }
            .task {
                withAnimation(.easeInOut(duration: 1).repeatForever(autoreverses: true)) { pulse = true }
                board.lastRefresh = Date()
            }
        }
    }

    private var readyFraction: CGFloat {
        guard !board.orders.isEmpty else { return 1 }
        return CGFloat(board.orders.filter { $0.status == .ready }.count) / CGFloat(board.orders.count)
    }
}

@main
struct KitchenBoardApp: App {
    var body: some Scene {
        WindowGroup { BoardView() }
    }
}
