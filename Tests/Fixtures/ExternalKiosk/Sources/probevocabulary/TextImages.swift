import Touchdeck

struct Badge: View {
    var text: String
    var body: some View {
        Text(text)
            .font(.caption2)
            .padding(.horizontal, 6)
            .background(.red, in: Capsule())
            .foregroundStyle(.white)
    }
}

struct TextImagesScreen: View {
    @State private var expanded = false
    @State private var highlighted = false
    private let date = Date(timeIntervalSince1970: 1_700_000_000)
    private let price = 12.5
    private let ratio = 0.4567

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                Text("Bold").bold() + Text(" and ") + Text("italic").italic()
                Text("Hello ") + Text("world").foregroundColor(.red).fontWeight(.heavy)
                Text(date, style: .date)
                Text(date, style: .relative)
                Text(date, style: .timer)
                Text(date, format: .dateTime.day().month().year())
                Text(date.formatted(date: .abbreviated, time: .shortened))
                Text(price, format: .currency(code: "EUR"))
                Text(ratio, format: .percent)
                Text(ratio.formatted(.number.precision(.fractionLength(2))))
                Text(42, format: .number)
                Text(date...date.addingTimeInterval(3600))
                Text("A long text that wraps over lines and then is truncated at its end")
                    .lineLimit(2...3)
                    .truncationMode(.middle)
                    .multilineTextAlignment(.center)
                Text("Reserved")
                    .lineLimit(2, reservesSpace: true)
                Text("One line").lineLimit(1).truncationMode(.tail)
                Group {
                    Text("largeTitle").font(.largeTitle)
                    Text("title").font(.title)
                    Text("title2").font(.title2)
                    Text("title3").font(.title3)
                    Text("headline").font(.headline)
                    Text("subheadline").font(.subheadline)
                    Text("body").font(.body)
                    Text("callout").font(.callout)
                    Text("footnote").font(.footnote)
                    Text("caption").font(.caption)
                    Text("caption2").font(.caption2)
                }
                Text("Weights").fontWeight(.semibold)
                Text("12:30").monospacedDigit().font(.system(size: 28, weight: .bold, design: .rounded))
                Text("Mono").font(.system(.body, design: .monospaced)).monospaced()
                Text("Styled").font(.title.weight(.bold)).foregroundStyle(.secondary)
                Text("Tinted").foregroundStyle(.tint)
                Text("Gradient").foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                Text("Underlined").underline().strikethrough(false).kerning(1).tracking(0.5)
                Text("Scaled").minimumScaleFactor(0.5).textCase(.uppercase)
                Text(verbatim: "Verbatim %d")
                Text("Markdown **bold** and *italic*")

                HStack {
                    Image(systemName: "heart.fill")
                        .symbolRenderingMode(.multicolor)
                        .imageScale(.large)
                        .foregroundStyle(.red)
                    Image(systemName: "person.crop.circle.badge.checkmark")
                        .symbolRenderingMode(.hierarchical)
                        .font(.title)
                    Image(systemName: "cloud.sun.fill")
                        .symbolRenderingMode(.palette)
                        .foregroundStyle(.gray, .yellow)
                    Image(systemName: "wifi", variableValue: 0.5)
                    Image("logo")
                        .resizable()
                        .scaledToFit()
                        .frame(width: 44, height: 44)
                    Image("photo")
                        .resizable()
                        .aspectRatio(contentMode: .fill)
                        .frame(width: 60, height: 60)
                        .clipShape(.rect(cornerRadius: 12))
                    Image(decorative: "logo")
                        .renderingMode(.template)
                        .interpolation(.high)
                    Image(systemName: "star")
                        .resizable()
                        .aspectRatio(1, contentMode: .fit)
                        .scaledToFill()
                        .frame(width: 24)
                        .clipShape(Circle())
                }

                RoundedRectangle(cornerRadius: 16, style: .continuous)
                    .fill(.blue.gradient)
                    .frame(maxWidth: .infinity, minHeight: 60, alignment: .leading)
                    .overlay(alignment: .topTrailing) {
                        Badge(text: "New")
                            .padding(4)
                    }
                Text("Material")
                    .padding()
                    .background(.regularMaterial)
                    .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8))
                Text("In shape")
                    .padding(.horizontal)
                    .padding(.vertical, 8)
                    .background(in: Capsule())
                    .backgroundStyle(.green)
                Text("Overlay")
                    .overlay {
                        RoundedRectangle(cornerRadius: 4).stroke(.red, lineWidth: 1)
                    }
                    .overlay(Circle().strokeBorder(.blue, lineWidth: 2), alignment: .center)
                    .clipShape(.capsule)
                    .clipShape(RoundedRectangle(cornerRadius: 6))
                    .cornerRadius(4)
                Button {
                    withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) {
                        expanded.toggle()
                    }
                } label: {
                    Text(expanded ? "Collapse" : "Expand")
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .contentShape(Rectangle())
                }
                if expanded {
                    Text("Details")
                        .transition(.move(edge: .top).combined(with: .opacity))
                    Text("Scaled in")
                        .transition(.asymmetric(insertion: .scale, removal: .opacity))
                }
                Circle()
                    .fill(highlighted ? .orange : .gray)
                    .frame(width: 30, height: 30)
                    .scaleEffect(highlighted ? 1.2 : 1)
                    .animation(.easeInOut(duration: 0.2), value: highlighted)
                    .contentShape(.rect)
                    .onTapGesture { highlighted.toggle() }
                ViewThatFits(in: .horizontal) {
                    HStack { Text("Wide layout with many words"); Text("More") }
                    VStack { Text("Narrow") }
                }
                ViewThatFits {
                    Text("Either")
                }
                chosen(expanded)
                AnyView(Text("Erased"))
                EmptyView()
                HStack {
                    Text("left")
                    Spacer(minLength: 20)
                    Text("right")
                    Spacer()
                }
                .padding(.horizontal)
                .padding([.top, .bottom], 4)
                .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Try another search."))
                ContentUnavailableView {
                    Label("Empty", systemImage: "tray")
                } description: {
                    Text("Nothing here")
                } actions: {
                    Button("Reload") {}
                }
                ContentUnavailableView.search
                ContentUnavailableView.search(text: "tea")
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .ignoresSafeArea(.keyboard, edges: .bottom)
        .background(Color(.systemGroupedBackground).ignoresSafeArea())
    }

    @ViewBuilder
    func chosen(_ flag: Bool) -> some View {
        if flag {
            Text("Flag on").tint(.green)
        } else {
            Label("Flag off", systemImage: "flag")
        }
    }
}

struct SizedBox: View {
    var size: CGSize = CGSize(width: 40, height: 30)
    var origin: CGPoint = .zero
    var body: some View {
        Rectangle()
            .frame(width: size.width, height: size.height)
            .position(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
            .offset(CGSize(width: 1, height: 1))
            .ignoresSafeArea()
    }
}
