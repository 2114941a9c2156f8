import Touchdeck

// A paging promo carousel as an iPadOS 17 tutorial writes it: cards a
// screen wide snapping page by page, a position binding driving the dots,
// a timer that advances the page, a blurred backdrop and a bottom bar in
// the safe-area inset. (`import SwiftUI` changed to `import Touchdeck`.)

struct Promo: Identifiable, Hashable {
    let id: Int
    let title: String
    let subtitle: String
    let color: Color
}

@main
struct PromoKioskApp: App {
    var body: some Scene {
        WindowGroup {
            PromoScreen()
        }
    }
}

struct PromoScreen: View {
    private let promos = [
        Promo(id: 0, title: "Fresh Coffee", subtitle: "Roasted this morning", color: .brown),
        Promo(id: 1, title: "Iced Tea", subtitle: "Peach and mint", color: .orange),
        Promo(id: 2, title: "Croissants", subtitle: "Two for one until noon", color: .pink),
        Promo(id: 3, title: "Smoothies", subtitle: "Mango, berry, green", color: .green),
    ]
    @State private var current: Int? = 0
    @State private var autoAdvance = true
    @AppStorage("promo.visits") private var visits = 0
    private let timer = Timer.publish(every: 5, on: .main, in: .common).autoconnect()

    var body: some View {
        ZStack {
            LinearGradient(stops: [
                .init(color: .white, location: 0),
                .init(color: Color(white: 0.9), location: 0.6),
                .init(color: Color(white: 0.8), location: 1),
            ], startPoint: .top, endPoint: .bottom)
            .ignoresSafeArea()

            Circle()
                .fill(promos[current ?? 0].color.opacity(0.5))
                .frame(width: 420, height: 420)
                .blur(radius: 60)
                .offset(x: -220, y: -140)

            VStack(alignment: .leading, spacing: 16) {
                Text("Today's specials")
                    .font(.largeTitle.bold())
                    .padding(.horizontal, 40)
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) {
                        ForEach(promos) { promo in
                            PromoCard(promo: promo)
                                .padding(.horizontal, 40)
                                .containerRelativeFrame(.horizontal)
                                .accessibilityIdentifier("promo.\(promo.id)")
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.paging)
                .scrollPosition(id: $current)
                .scrollIndicators(.hidden)
                .frame(height: 300)
                .accessibilityIdentifier("carousel")

                HStack(spacing: 10) {
                    ForEach(promos) { promo in
                        Capsule()
                            .fill(promo.id == current ? Color.primary : Color.secondary.opacity(0.4))
                            .frame(width: promo.id == current ? 24 : 8, height: 8)
                    }
                }
                .frame(maxWidth: .infinity)
                .animation(.easeInOut, value: current)
                Text("Promo \((current ?? 0) + 1) of \(promos.count)")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity)
                    .accessibilityIdentifier("position")
                Spacer()
            }
            .padding(.top, 40)
        }
        .safeAreaInset(edge: .bottom, spacing: 0) {
            HStack {
                Toggle("Auto-advance", isOn: $autoAdvance)
                    .accessibilityIdentifier("auto")
                Spacer()
                Button("Order now") { visits += 1 }
                    .buttonStyle(.borderedProminent)
                    .accessibilityIdentifier("order")
                Text("Orders: \(visits)")
                    .monospacedDigit()
                    .accessibilityIdentifier("orders")
            }
            .padding()
            .background(.ultraThinMaterial)
        }
        .onReceive(timer) { _ in
            guard autoAdvance else { return }
            withAnimation(.spring(response: 0.4, dampingFraction: 0.85)) {
                current = ((current ?? 0) + 1) % promos.count
            }
        }
    }
}

struct PromoCard: View {
    let promo: Promo

    var body: some View {
        RoundedRectangle(cornerRadius: 24)
            .fill(promo.color.gradient)
            .overlay(alignment: .bottomLeading) {
                VStack(alignment: .leading, spacing: 6) {
                    Text(promo.title)
                        .font(.system(size: 40, weight: .bold, design: .rounded))
                    Text(promo.subtitle)
                        .font(.title3)
                        .opacity(0.85)
                }
                .foregroundStyle(.white)
                .padding(28)
            }
            .shadow(color: .black.opacity(0.15), radius: 12, y: 6)
    }
}
