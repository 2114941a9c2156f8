import Scene

// The other ways SwiftUI presents an alert or a dialog: a `Text` title, and
// `presenting:` data handed to the actions and message (iOS 15+). Each is
// the string-titled alert underneath.

nonisolated extension View {
    /// An alert titled by a `Text`, as SwiftUI's `alert(_:isPresented:actions:message:)`.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: @escaping () -> A,
                                        @ViewBuilder message: @escaping () -> M) -> some View {
        alert(title.plainString, isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert titled by a `Text`, with actions only.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>,
                               @ViewBuilder actions: @escaping () -> A) -> some View {
        alert(title.plainString, isPresented: isPresented, actions: actions)
    }

    /// An alert about `data`, as SwiftUI's
    /// `alert(_:isPresented:presenting:actions:message:)`: shown while
    /// `isPresented` holds and `data` is not nil, its actions and message
    /// made from the data.
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: @escaping (T) -> A,
                                                              @ViewBuilder message: @escaping (T) -> M) -> some View {
        alert(title, isPresented: isPresented.presenting(data), actions: {
            if let data { actions(data) }
        }, message: {
            if let data { message(data) }
        })
    }

    /// An alert about `data`, with actions only.
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: @escaping (T) -> A) -> some View {
        alert(title, isPresented: isPresented, presenting: data, actions: actions, message: { (_: T) in EmptyView() })
    }

    /// An alert about `data` titled by a `Text`.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: @escaping (T) -> A,
                                           @ViewBuilder message: @escaping (T) -> M) -> some View {
        alert(title.plainString, isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// A confirmation dialog about `data`, as SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`.
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        confirmationDialog(title, isPresented: isPresented.presenting(data), titleVisibility: titleVisibility, actions: {
            if let data { actions(data) }
        }, message: {
            if let data { message(data) }
        })
    }

    /// A confirmation dialog about `data`, with actions only.
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        confirmationDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
                           actions: actions, message: { (_: T) in EmptyView() })
    }

    /// A confirmation dialog titled by a `Text`.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
    ) -> some View {
        confirmationDialog(title.plainString, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// A confirmation dialog titled by a `Text`, with actions only.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        confirmationDialog(title.plainString, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }
}

extension Binding where Value == Bool {
    /// True while the binding holds and `data` is there (SwiftUI presents
    /// nothing for nil data); dismissing sets the binding false.
    func presenting<T>(_ data: T?) -> Binding<Bool> {
        Binding(get: { wrappedValue && data != nil }, set: { wrappedValue = $0 })
    }
}
