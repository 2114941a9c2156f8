/// A display with a screen of its own: a DRM or fbdev panel, PNG files, a
/// browser. After a pause it has nothing to take back unless it says so
/// (`DRMDisplay` sets its CRTC again), and it is switched off and on itself
/// when it is a `ScreenPower`.
public protocol ScreenSink: DisplaySink {}

extension ScreenSink {
    public func resume() throws {}
    public func connectorsChanged() throws -> [String] { [] }
    public var screenPower: (any ScreenPower)? { self as? any ScreenPower }
}

/// A display that shows its frames through another one (`RotatedDisplay`
/// turns them, `MirroredDisplay` copies them to mirrors): the screen taken
/// back after a VT switch and switched off by an idle kiosk is the wrapped
/// one's, whatever lies between.
///
/// `DisplaySink` itself has no `resume()` or `screenPower` of its own, so
/// every display is a `ScreenSink`, a `DisplayWrapper` or says both itself:
/// a new wrapper cannot forget to pass them on (the compiler asks).
public protocol DisplayWrapper: DisplaySink {
    /// The display whose screen this one's frames end up on.
    var wrapped: any DisplaySink { get }
}

extension DisplayWrapper {
    public func resume() throws { try wrapped.resume() }
    public func connectorsChanged() throws -> [String] { try wrapped.connectorsChanged() }
    public var screenPower: (any ScreenPower)? { wrapped.screenPower }
}
