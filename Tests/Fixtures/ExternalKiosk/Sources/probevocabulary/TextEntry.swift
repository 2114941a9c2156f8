import Touchdeck

struct TextEntryScreen: View {
    enum Field: Hashable { case name, email, pin, amount, notes, bio }

    @State private var name = ""
    @State private var email = ""
    @State private var pin = ""
    @State private var bio = ""
    @State private var notes = "Notes"
    @State private var amount: Double = 4.5
    @State private var quantity = 3
    @State private var price: Decimal = 9.99
    @FocusState private var focus: Field?
    @FocusState private var searchFocused: Bool

    var body: some View {
        Form {
            Section {
                TextField("Name", text: $name)
                    .focused($focus, equals: .name)
                    .submitLabel(.next)
                    .textInputAutocapitalization(.words)
                    .textContentType(.name)
                TextField("Email", text: $email, prompt: Text("you@example.com"))
                    .focused($focus, equals: .email)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .submitLabel(.done)
                TextField("Bio", text: $bio, axis: .vertical)
                    .lineLimit(3...5)
                    .focused($focus, equals: .bio)
                TextField("Short bio", text: $bio, prompt: Text("A line or two"), axis: .vertical)
                    .lineLimit(2, reservesSpace: true)
                TextField(text: $name, prompt: Text("Required")) {
                    Text("Username")
                }
                TextField("Search", text: $name)
                    .focused($searchFocused)
                    .keyboardType(.webSearch)
                    .submitLabel(.search)
                    .textFieldStyle(.roundedBorder)
                TextField("Amount", value: $amount, format: .number)
                    .keyboardType(.decimalPad)
                    .focused($focus, equals: .amount)
                TextField("Quantity", value: $quantity, format: .number)
                    .keyboardType(.numberPad)
                TextField("Price", value: $price, format: .currency(code: "USD"))
                TextField("Website", text: $email)
                    .keyboardType(.URL)
                    .textInputAutocapitalization(.never)
                    .disableAutocorrection(true)
                SecureField("PIN", text: $pin)
                    .focused($focus, equals: .pin)
                    .keyboardType(.numberPad)
                    .submitLabel(.go)
                SecureField("Password", text: $pin, prompt: Text("Secret"))
                SecureField(text: $pin) {
                    Text("Passcode")
                }
            } header: {
                Text("Fields")
            } footer: {
                Text("Typed \(name.count) characters")
            }
            Section("Editor") {
                TextEditor(text: $notes)
                    .frame(minHeight: 120)
                    .focused($focus, equals: .notes)
                    .scrollContentBackground(.hidden)
                    .font(.body)
            }
            Section {
                Button("Next field") {
                    switch focus {
                    case .name: focus = .email
                    case .email: focus = .pin
                    default: focus = nil
                    }
                }
                Button("Dismiss keyboard") {
                    focus = nil
                    searchFocused = false
                }
            }
        }
        .onSubmit {
            print("submitted \(name)")
            focus = focus == .name ? .email : nil
        }
        .onSubmit(of: .text) {
            print("submitted text")
        }
        .onAppear {
            focus = nil
        }
    }
}
