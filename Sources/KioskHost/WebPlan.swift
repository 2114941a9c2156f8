import KioskWeb

/// What `display` and `mirror` ask of the browser preview.
struct WebPlan {
    /// `web[:PORT]` as the display: the browser is the screen.
    var display: WebDisplayOption?
    /// `web[:PORT]` as a mirror: the browser shows the real screen too.
    var mirror: WebDisplayOption?

    init(display: String?, mirror: String?, replaying: Bool) throws {
        self.display = try display.flatMap { try WebDisplayOption(parsing: $0, what: "--display") }
        self.mirror = try mirror.flatMap { try WebDisplayOption(parsing: $0, what: "--mirror") }
        if let mirror, self.mirror == nil {
            throw KioskHostError.invalid("--mirror: expected web or web:PORT, found '\(mirror)'")
        }
        if self.display != nil, self.mirror != nil {
            throw KioskHostError.invalid("--mirror web goes beside a real display; --display web already shows the app in the browser")
        }
        if replaying, self.display != nil || self.mirror != nil {
            throw KioskHostError.invalid("--display web and --mirror web run live, from browser touches; a --replay writes its frames to --display png:DIRECTORY")
        }
    }

    var isDisplay: Bool { display != nil }
    var isMirror: Bool { mirror != nil }
    /// Whether there is a preview at all.
    var isPreview: Bool { isDisplay || isMirror }
    /// The port `web:PORT` asked for.
    var port: Int? { display?.port ?? mirror?.port }
}
