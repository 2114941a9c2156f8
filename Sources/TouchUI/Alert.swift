import Scene

nonisolated extension View {
    /// Presents an alert while `isPresented` holds, as SwiftUI's
    /// `alert(_:isPresented:actions:message:)`: a 270 pt card with the
    /// title, the message and the actions (buttons; each dismisses the
    /// alert after its action; none given, an OK button), two side by side,
    /// more one above the other; a `.cancel` button's title is bold.
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: @escaping () -> A,
                                                           @ViewBuilder message: @escaping () -> M) -> some View {
        let title = String(title)
        return presentation(isPresented: isPresented, kind: .alert) {
            AlertCard(title: title, actions: actions(), message: message(), dialog: false)
        }
    }

    /// An alert with a title and actions.
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: @escaping () -> A) -> some View {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// Presents a set of actions while `isPresented` holds, as SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`:
    /// on a kiosk, an action sheet at the bottom of the screen.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
    ) -> some View {
        let title = titleVisibility == .visible ? String(title) : ""
        return presentation(isPresented: isPresented, kind: .dialog) {
            AlertCard(title: title, actions: actions(), message: message(), dialog: true)
        }
    }

    /// A confirmation dialog with a title and actions.
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        confirmationDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: { EmptyView() })
    }
}

/// Whether something is shown, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

/// An alert's card (or a dialog's): title, message, then the action buttons.
nonisolated struct AlertCard<Actions: View, Message: View>: PrimitiveView, ResolvableView {
    let title: String
    let actions: Actions
    let message: Message
    let dialog: Bool

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        var buttons = graph.resolve(actions, at: id.child("actions")) { $0.inAlert = true }
        if buttons.isEmpty {
            buttons = graph.resolve(Button("OK", action: {}), at: id.child("ok")) { $0.inAlert = true }
        }
        let sideBySide = !dialog && buttons.count == 2
        let width = dialog ? 400.0 : 270.0
        let card = VStack(spacing: 0) {
            VStack(spacing: 4) {
                if !title.isEmpty {
                    Text(title).font(.system(size: 17, weight: .semibold)).multilineTextAlignment(.center)
                }
                message.font(.system(size: 13)).multilineTextAlignment(.center)
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 19)
            if sideBySide {
                Divider()
                HStack(spacing: 0) {
                    ResolvedNodes(nodes: [buttons[0]]).frame(maxWidth: .infinity).frame(height: 44)
                    Divider()
                    ResolvedNodes(nodes: [buttons[1]]).frame(maxWidth: .infinity).frame(height: 44)
                }
                .frame(height: 44)
            } else {
                ForEach(Array(buttons.enumerated()), id: \.offset) { _, button in
                    Divider()
                    ResolvedNodes(nodes: [button]).frame(maxWidth: .infinity).frame(height: dialog ? 57 : 44)
                }
            }
        }
        .frame(width: width)
        .background(Color(white: 0.96))
        .cornerRadius(14)
        return graph.resolve(card, at: id.child("card"))
    }
}
