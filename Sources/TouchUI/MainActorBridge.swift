/// Runs code SwiftUI declares `@MainActor` — a view's `body`, a modifier's
/// `body(content:)`, a style's `makeBody`, a scene's or an app's `body` — from
/// the view graph, on the thread the graph runs on.
///
/// SwiftUI's `View`, `ViewModifier`, `App`, `Scene` and styles are main-actor
/// isolated, so a kiosk builder's screens may read `@MainActor` models in
/// them; Touchdeck declares them the same way so such code compiles
/// unchanged. The graph itself is single-threaded by construction: a kiosk
/// resolves it on its main thread (whose queue the kiosk loop drains between
/// frames), a test or a benchmark on its own one thread, never two at once.
/// Written by hand because the standard library's
/// `MainActor.assumeIsolated` traps off the main thread (a test's graph) and
/// wants `Sendable` results, which views are not.
@inline(never)
package func runAsMainActor<Input, Output>(_ input: Input, _ isolated: @escaping @MainActor (Input) -> Output) -> Output {
    // A global-actor function and a plain one share a representation; only
    // the compile-time isolation differs.
    unsafeBitCast(isolated, to: ((Input) -> Output).self)(input)
}
