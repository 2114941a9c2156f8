import Testing
@testable import Motion

@Suite("Transaction and withAnimation")
struct TransactionTests {
    @Test("withAnimation sets the task-local transaction for its body only")
    func withAnimationScope() {
        #expect(Transaction.current.animation == nil)
        let seen = withAnimation(.spring()) { Transaction.current.animation }
        #expect(seen == .spring())
        #expect(Transaction.current.animation == nil)
        #expect(withAnimation { Transaction.current.animation } == .default)
        withAnimation(.easeIn) {
            withAnimation(nil) { #expect(Transaction.current.animation == nil) }
            #expect(Transaction.current.animation == .easeIn)
        }
    }

    @Test("withAnimation returns the body's result and rethrows its error")
    func resultAndErrors() throws {
        struct Failure: Error {}
        #expect(withAnimation(.linear) { 42 } == 42)
        #expect(throws: Failure.self) { try withAnimation(.linear) { throw Failure() } }
    }

    @Test("concurrent tasks each see their own transaction")
    func isolation() async {
        async let a: Animation? = withAnimation(.easeIn) {
            Transaction.current.animation
        }
        async let b: Animation? = withAnimation(.easeOut) {
            Transaction.current.animation
        }
        let (first, second) = await (a, b)
        #expect(first == .easeIn && second == .easeOut)
        let inherited = await withAnimation(.spring()) {
            Task { Transaction.current.animation }
        }.value
        #expect(inherited == .spring())
    }

    @Test("withTransaction and implicit animations follow SwiftUI's precedence")
    func implicit() {
        var transaction = Transaction(animation: .easeIn)
        #expect(transaction.applyingImplicitAnimation(.spring()).animation == .spring())
        #expect(transaction.applyingImplicitAnimation(nil).animation == nil)
        transaction.disablesAnimations = true
        #expect(transaction.applyingImplicitAnimation(.spring()).animation == .easeIn)
        withTransaction(transaction) {
            #expect(Transaction.current.disablesAnimations)
        }
        #expect(!Transaction.current.disablesAnimations)
        #expect(Transaction().animation == nil && !Transaction().disablesAnimations)
    }
}
