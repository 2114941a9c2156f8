import Touchdeck

// A front-desk check-in as an iPadOS 17 screen writes it (only the import
// changed): @FocusState moves from field to field on Return (`.onSubmit`,
// `.submitLabel(.next)`), the button waits for a valid form, an alert confirms.

struct FrontDeskCheckIn: View {
    enum Field: Hashable {
        case firstName, lastName, email, room
    }

    @State private var firstName = ""
    @State private var lastName = ""
    @State private var email = ""
    @State private var room = ""
    @State private var confirmed = false
    @FocusState private var focusedField: Field?

    private var isComplete: Bool {
        !firstName.isEmpty && !lastName.isEmpty && room.count == 3
    }

    var body: some View {
        VStack(spacing: 28) {
            VStack(spacing: 8) {
                Image(systemName: "person.crop.circle.badge.checkmark")
                    .font(.system(size: 56))
                    .foregroundStyle(.tint)
                Text("Welcome")
                    .font(.largeTitle.bold())
                Text("Please enter your details")
                    .foregroundStyle(.secondary)
            }

            VStack(spacing: 14) {
                TextField("First name", text: $firstName)
                    .textContentType(.givenName)
                    .focused($focusedField, equals: .firstName)
                    .submitLabel(.next)
                    .onSubmit { focusedField = .lastName }
                TextField("Last name", text: $lastName)
                    .textContentType(.familyName)
                    .focused($focusedField, equals: .lastName)
                    .submitLabel(.next)
                    .onSubmit { focusedField = .email }
                TextField("Email (optional)", text: $email)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .focused($focusedField, equals: .email)
                    .submitLabel(.next)
                    .onSubmit { focusedField = .room }
                TextField("Room number", text: $room)
                    .keyboardType(.numberPad)
                    .focused($focusedField, equals: .room)
                    .submitLabel(.done)
                    .onSubmit { if isComplete { confirmed = true } }
            }
            .textFieldStyle(.roundedBorder)
            .font(.title3)
            .frame(maxWidth: 440)

            Button {
                focusedField = nil
                confirmed = true
            } label: {
                Label("Check In", systemImage: "checkmark.circle.fill")
                    .frame(maxWidth: 440)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .disabled(!isComplete)
        }
        .padding(40)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(Color(.systemGroupedBackground))
        .onAppear { focusedField = .firstName }
        .onChange(of: focusedField) { _, newValue in
            print("focus: \(newValue.map { "\($0)" } ?? "none")")
        }
        .alert("Checked in", isPresented: $confirmed) {
            Button("OK") {
                print("checked in \(firstName) \(lastName), room \(room)")
                firstName = ""; lastName = ""; email = ""; room = ""
                focusedField = .firstName
            }
        } message: {
            Text("Enjoy your stay, \(firstName)!")
        }
    }
}

@main
struct FrontDeskKiosk: App {
    var body: some Scene {
        WindowGroup { FrontDeskCheckIn() }
    }
}
