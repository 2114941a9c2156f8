import Touchdeck

struct Receipt: Identifiable {
    let id = UUID()
    var number: Int
}

struct ErrorInfo {
    var title: String
    var detail: String
}

struct PresentationScreen: View {
    @State private var showSheet = false
    @State private var receipt: Receipt?
    @State private var showCover = false
    @State private var showAlert = false
    @State private var showErrorAlert = false
    @State private var error: ErrorInfo? = ErrorInfo(title: "Oops", detail: "Card declined")
    @State private var showDialog = false
    @State private var showPopover = false
    @State private var showPlainAlert = false

    var body: some View {
        VStack(spacing: 12) {
            Button("Sheet") { showSheet = true }
            Button("Receipt") { receipt = Receipt(number: 7) }
            Button("Cover") { showCover = true }
            Button("Alert") { showAlert = true }
            Button("Error") { showErrorAlert = true }
            Button("Dialog") { showDialog = true }
            Button("Popover") { showPopover = true }
                .popover(isPresented: $showPopover, arrowEdge: .bottom) {
                    Text("Popover content").padding()
                }
            Button("Plain alert") { showPlainAlert = true }
        }
        .sheet(isPresented: $showSheet, onDismiss: { print("sheet dismissed") }) {
            SheetContent()
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
        }
        .sheet(item: $receipt) { receipt in
            Text("Receipt #\(receipt.number)")
        }
        .fullScreenCover(isPresented: $showCover) {
            SheetContent()
        }
        .alert("Delete item?", isPresented: $showAlert) {
            Button("Delete", role: .destructive) { print("deleted") }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
        .alert("Payment failed", isPresented: $showErrorAlert, presenting: error) { info in
            Button("Retry") { print("retry \(info.title)") }
        } message: { info in
            Text(info.detail)
        }
        .alert(Text("Plain"), isPresented: $showPlainAlert) {
            Button("OK") {}
        }
        .confirmationDialog("Choose", isPresented: $showDialog, titleVisibility: .visible) {
            Button("Card") { print("card") }
            Button("Cash") { print("cash") }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("How will you pay?")
        }
    }
}

struct SheetContent: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.accentName) private var accentName

    var body: some View {
        NavigationStack {
            List(1..<4, id: \.self) { index in
                Text("Item \(index)")
            }
            .navigationTitle("Sheet")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { dismiss() }
                }
            }
        }
        .tint(accentName == "orange" ? .orange : .blue)
        .interactiveDismissDisabled(false)
    }
}
