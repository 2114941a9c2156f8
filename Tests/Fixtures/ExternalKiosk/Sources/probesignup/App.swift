import Touchdeck

struct SignUpForm: View {
    enum Field: Hashable { case name, email, phone, notes }
    enum Plan: String, CaseIterable, Identifiable {
        case basic, plus, pro
        var id: Self { self }
        var title: String { rawValue.capitalized }
    }

    @State private var name = ""
    @State private var email = ""
    @State private var phone = ""
    @State private var notes = ""
    @State private var plan: Plan = .plus
    @State private var birthday = Calendar.current.date(byAdding: .year, value: -30, to: .now) ?? .now
    @State private var newsletter = true
    @State private var guests = 1
    @State private var agreed = false
    @State private var submitted = false
    @FocusState private var focus: Field?

    private var isValid: Bool {
        !name.trimmingCharacters(in: .whitespaces).isEmpty && email.contains("@") && agreed
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Full name", text: $name)
                        .textContentType(.name)
                        .textInputAutocapitalization(.words)
                        .focused($focus, equals: .name)
                        .submitLabel(.next)
                    TextField("Email", text: $email)
                        .keyboardType(.emailAddress)
                        .textContentType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                        .focused($focus, equals: .email)
                        .submitLabel(.next)
                    TextField("Phone (optional)", text: $phone)
                        .keyboardType(.phonePad)
                        .focused($focus, equals: .phone)
                } header: {
                    Text("About you")
                } footer: {
                    Text("We never share your details.")
                }

                Section("Membership") {
                    Picker("Plan", selection: $plan) {
                        ForEach(Plan.allCases) { Text($0.title).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
                    Stepper(value: $guests, in: 1...4) {
                        Text("Guests: \(guests)")
                    }
                    Toggle("Newsletter", isOn: $newsletter)
                }

                Section("Notes") {
                    TextEditor(text: $notes)
                        .frame(minHeight: 80)
                        .focused($focus, equals: .notes)
                }

                Section {
                    Toggle(isOn: $agreed) {
                        Text("I agree to the terms")
                    }
                    Button("Create Account") {
                        submitted = true
                        print("signed up \(name) <\(email)> \(plan.rawValue) guests=\(guests)")
                    }
                    .frame(maxWidth: .infinity)
                    .disabled(!isValid)
                }
            }
            .formStyle(.grouped)
            .navigationTitle("Join the Club")
            .onSubmit {
                switch focus {
                case .name: focus = .email
                case .email: focus = .phone
                default: focus = nil
                }
            }
            .scrollDismissesKeyboard(.interactively)
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { focus = nil }
                }
            }
            .alert("Welcome, \(name)!", isPresented: $submitted) {
                Button("OK") { name = ""; email = ""; agreed = false }
            }
        }
    }
}

@main
struct SignUpKiosk: App {
    var body: some Scene {
        WindowGroup { SignUpForm() }
    }
}
