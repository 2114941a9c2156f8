import Touchdeck

struct Promo: Identifiable {
    let id: Int
    let title: String
    let subtitle: String
    let color: Color
}

struct PromoPager: View {
    @State private var page = 0
    let promos = [
        Promo(id: 0, title: "Free Coffee", subtitle: "With any breakfast before 10 am", color: .orange),
        Promo(id: 1, title: "Members Save 10%", subtitle: "Scan your card at checkout", color: .teal),
        Promo(id: 2, title: "New: Oat Milk", subtitle: "Ask our baristas", color: .indigo),
    ]

    var body: some View {
        TabView(selection: $page) {
            ForEach(promos) { promo in
                ZStack(alignment: .bottomLeading) {
                    LinearGradient(colors: [promo.color, promo.color.opacity(0.6)], startPoint: .topLeading, endPoint: .bottomTrailing)
                    VStack(alignment: .leading, spacing: 6) {
                        Text(promo.title).font(.largeTitle.bold())
                        Text(promo.subtitle).font(.title3)
                    }
                    .foregroundStyle(.white)
                    .padding(32)
                }
                .tag(promo.id)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        .frame(height: 260)
        .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
        .onChange(of: page) { oldValue, newValue in
            print("promo \(newValue)")
        }
    }
}

struct PinPad: View {
    @Binding var pin: String
    let maxDigits: Int
    var onSubmit: () -> Void

    private let keys: [[String]] = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], ["clear", "0", "delete"]]

    var body: some View {
        Grid(horizontalSpacing: 16, verticalSpacing: 16) {
            ForEach(keys, id: \.self) { row in
                GridRow {
                    ForEach(row, id: \.self) { key in
                        keyButton(key)
                    }
                }
            }
            GridRow {
                Button(action: onSubmit) {
                    Text("Enter")
                        .font(.title2.weight(.semibold))
                        .frame(maxWidth: .infinity, minHeight: 64)
                }
                .buttonStyle(.borderedProminent)
                .disabled(pin.count < 4)
                .gridCellColumns(3)
            }
        }
        .frame(maxWidth: 360)
    }

    @ViewBuilder
    private func keyButton(_ key: String) -> some View {
        Button {
            switch key {
            case "clear": pin = ""
            case "delete": if !pin.isEmpty { pin.removeLast() }
            default: if pin.count < maxDigits { pin.append(key) }
            }
        } label: {
            Group {
                if key == "delete" {
                    Image(systemName: "delete.left")
                } else if key == "clear" {
                    Text("Clear").font(.body)
                } else {
                    Text(key).font(.title)
                }
            }
            .frame(width: 96, height: 64)
            .background(.quaternary, in: Capsule())
        }
        .buttonStyle(.plain)
        .accessibilityLabel(key)
    }
}

struct PinEntryScreen: View {
    @State private var pin = ""
    @State private var attempts = 0
    @State private var showError = false
    @State private var unlocked = false

    var body: some View {
        VStack(spacing: 24) {
            PromoPager()
            Text("Enter your member PIN")
                .font(.title2)
            HStack(spacing: 14) {
                ForEach(0..<6, id: \.self) { index in
                    Circle()
                        .fill(index < pin.count ? Color.primary : Color.clear)
                        .overlay(Circle().stroke(Color.secondary, lineWidth: 1.5))
                        .frame(width: 16, height: 16)
                }
            }
            PinPad(pin: $pin, maxDigits: 6) {
                attempts += 1
                if pin == "2468" {
                    unlocked = true
                    print("unlocked after \(attempts)")
                } else {
                    showError = true
                    pin = ""
                }
            }
            Spacer(minLength: 0)
        }
        .padding(32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(uiColor: .systemGroupedBackground))
        .alert("Wrong PIN", isPresented: $showError) {
            Button("Try Again", role: .cancel) {}
        } message: {
            Text("Attempt \(attempts) of 3")
        }
        .fullScreenCover(isPresented: $unlocked) {
            VStack(spacing: 20) {
                Image(systemName: "checkmark.seal.fill")
                    .font(.system(size: 96))
                    .foregroundStyle(.green)
                    .symbolRenderingMode(.hierarchical)
                Text("Welcome back!").font(.largeTitle)
                Button("Done") { unlocked = false }
                    .buttonStyle(.bordered)
            }
        }
        .sensoryFeedback(.error, trigger: attempts)
    }
}

@main
struct PinKiosk: App {
    var body: some Scene {
        WindowGroup {
            PinEntryScreen()
                .statusBarHidden()
                .persistentSystemOverlays(.hidden)
        }
    }
}
