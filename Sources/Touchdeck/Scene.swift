import TouchUI

/// A part of an app's user interface, as SwiftUI's `Scene`: an app's `body`
/// is one. On a kiosk the app has one screen, so a scene stands for what that
/// screen shows: a ``WindowGroup``'s content, or the first one's when the body
/// lists several scenes.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene this scene's body is.
    associatedtype Body: Scene
    /// The scene's content.
    @SceneBuilder var body: Body { get }
}

nonisolated extension Never: Scene {}

/// A scene Touchdeck draws itself (its `body` is never read): it names the
/// root view the kiosk shows, if it has one.
protocol PrimitiveScene {
    var rootView: AnyView? { get }
}

/// The view a kiosk shows for `scene`: the first window group's content.
func rootView<S: Scene>(of scene: S) -> AnyView? {
    if let primitive = scene as? any PrimitiveScene { return primitive.rootView }
    return rootView(of: runAsMainActor(scene) { $0.body })
}

/// The scene of a window: SwiftUI's `WindowGroup`. A kiosk shows one window,
/// full screen; titles and identifiers are taken for source compatibility
/// and not shown.
public nonisolated struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let content: Content

    /// A window showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window with a title (not shown on a kiosk) showing `content`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window with an identifier (a kiosk has one window) showing `content`.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window with a title and an identifier showing `content`.
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var rootView: AnyView? { AnyView(content) }

    public var body: Never { preconditionFailure("WindowGroup is drawn by Touchdeck; its body is never read") }
}

/// Several scenes in one body (SwiftUI's `TupleScene`): the kiosk shows the
/// first that has a root view.
public nonisolated struct TupleScene<each Part: Scene>: Scene, PrimitiveScene {
    let parts: (repeat each Part)

    init(_ parts: repeat each Part) {
        self.parts = (repeat each parts)
    }

    var rootView: AnyView? {
        for part in repeat each parts {
            if let view = Touchdeck.rootView(of: part) { return view }
        }
        return nil
    }

    public var body: Never { preconditionFailure("TupleScene is drawn by Touchdeck; its body is never read") }
}

/// Builds a body's scenes, as SwiftUI's `SceneBuilder`.
@resultBuilder
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<each Part: Scene>(_ parts: repeat each Part) -> TupleScene<repeat each Part> {
        TupleScene(repeat each parts)
    }
}
