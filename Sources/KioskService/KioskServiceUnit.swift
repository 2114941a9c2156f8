/// How the service's kiosk gets its screen and touchscreens (`touchdeck
/// service install --seat`), which decides its groups, its ordering and its session.
public enum ServiceSeat: String, Sendable, CaseIterable {
    /// seatd opens the devices (`--seat libseat`, `LIBSEAT_BACKEND=seatd`): the
    /// kiosk is ordered after `seatd.service` and is in `video`, the group
    /// Debian's seatd gives its socket — not in `input`, so it reads no
    /// keyboard seatd did not hand it.
    case seatd
    /// logind opens the devices: the service has a session of its own on its
    /// VT (`PAMName=login`, `TTYPath=`) and no extra group.
    case logind
    /// The kiosk opens the devices itself (`--seat direct`): the `input` and
    /// `video` groups, its VT as the controlling terminal (the console
    /// ioctls that keep fbcon off the picture need it).
    case direct
}

/// The systemd unit that runs a kiosk as a service (`touchdeck service
/// install` writes it; `tools/systemd/touchdeck-kiosk.service` is the one
/// with the defaults): `Type=notify` with a watchdog, restarted on failure,
/// waiting for its screen and touchscreen rather than failing without them,
/// and sandboxed (`systemd-analyze security` rates it below 2.0: see
/// docs/operations/systemd.md for what each line keeps out).
public struct KioskServiceUnit: Sendable, Hashable {
    /// The unit's file name.
    public static let fileName = "touchdeck-kiosk.service"

    /// The account the kiosk runs as.
    public var user: String
    /// The app `touchdeck run` starts.
    public var app: String
    /// The `touchdeck` executable.
    public var binary: String
    /// The config file the kiosk reads (and watches).
    public var config: String
    /// Seconds without a WATCHDOG=1 before systemd restarts the kiosk.
    public var watchdogSeconds: Int
    /// How the kiosk gets its devices.
    public var seat: ServiceSeat
    /// The VT the kiosk shows on (`/dev/tty1`): the login prompt it replaces,
    /// the logind session's terminal, and the one restored after it when it
    /// did not say which it used.
    public var tty: String
    /// Whether the kiosk may use internet sockets: its config serves the web
    /// preview or metrics (`kiosk.web.listen`). Otherwise only local and
    /// netlink (udev) sockets, and no IP address at all.
    public var network: Bool

    public init(user: String = "kiosk", app: String = "home", binary: String = "/usr/local/bin/touchdeck",
                config: String = "/etc/touchdeck/kiosk.yaml", watchdogSeconds: Int = 20,
                seat: ServiceSeat = .seatd, tty: String = "/dev/tty1", network: Bool = false) {
        self.user = user
        self.app = app
        self.binary = binary
        self.config = config
        self.watchdogSeconds = watchdogSeconds
        self.seat = seat
        self.tty = tty
        self.network = network
    }

    /// `tty1` for `/dev/tty1`: the getty instance the kiosk replaces.
    var ttyName: String { tty.split(separator: "/").last.map(String.init) ?? "tty1" }

    /// Where the kiosk writes the VT it took (`$RUNTIME_DIRECTORY/vt`), for `ExecStopPost=`.
    public static let vtFile = "%t/touchdeck/vt"

    /// The unit file's text.
    public var text: String {
        let seatLines: String
        switch seat {
        case .seatd:
            seatLines = """
                # seatd opens the screen and the touchscreens and switches VTs; its socket is
                # for the video group (Debian's seatd.service runs `seatd -g video`). No input
                # group: the kiosk reads only the devices seatd hands it.
                SupplementaryGroups=video
                Environment=LIBSEAT_BACKEND=seatd
                """
        case .logind:
            seatLines = """
                # A logind session of its own on \(tty): logind opens the screen and the
                # touchscreens for it while its VT is in front. No extra group.
                PAMName=login
                TTYPath=\(tty)
                Environment=LIBSEAT_BACKEND=logind
                """
        case .direct:
            seatLines = """
                # No seat manager: the kiosk opens the devices itself, through these groups,
                # and holds \(tty) as its terminal to put it in graphics mode.
                SupplementaryGroups=input video
                TTYPath=\(tty)
                StandardInput=tty-force
                """
        }
        let seatOption = seat == .direct ? "direct" : "libseat"
        let after = "systemd-user-sessions.service systemd-udevd.service getty@\(ttyName).service" + (seat == .seatd ? " seatd.service" : "")
        let families = "AF_UNIX AF_NETLINK" + (network ? " AF_INET AF_INET6" : "")
        let networkLines = network
            ? "# The web preview or metrics are configured (kiosk.web.listen): internet sockets too.\nRestrictAddressFamilies=\(families)"
            : "# Local sockets (the seat manager, the journal, D-Bus) and netlink (udev's hotplug events) only.\nRestrictAddressFamilies=\(families)\nIPAddressDeny=any"
        return """
        # The Touchdeck kiosk as a systemd service: `touchdeck run \(app)` on the
        # screen and touchscreens, restarted when it fails or its loop hangs.
        # Written by `touchdeck service install`; docs/operations/systemd.md.
        [Unit]
        Description=Touchdeck kiosk (\(app))
        # The kiosk waits for its screen and touchscreen itself (both may come late).
        After=\(after)
        \(seat == .seatd ? "# Started with seatd, so it never starts first and falls back to opening devices itself.\nWants=seatd.service\n" : "")\
        # It takes the screen the login prompt on \(ttyName) would have.
        Conflicts=getty@\(ttyName).service

        [Service]
        # READY=1 once it runs (or waits for a display), STOPPING=1 on the way out.
        Type=notify
        NotifyAccess=main
        User=\(user)
        \(seatLines)
        # /var/lib/touchdeck ($STATE_DIRECTORY, also the working directory, where field
        # traces go): the web token and TLS certificate it makes are kept there.
        StateDirectory=touchdeck
        StateDirectoryMode=0700
        CacheDirectory=touchdeck
        CacheDirectoryMode=0700
        # /run/touchdeck: the kiosk notes there which VT it took, for ExecStopPost=.
        RuntimeDirectory=touchdeck
        RuntimeDirectoryMode=0700
        WorkingDirectory=/var/lib/touchdeck
        ExecStart=\(binary) run \(app) --config \(config) --wait-for-devices --seat \(seatOption)
        # After the kiosk, however it ended (SIGKILL included), the console on the
        # VT it used (else \(tty)) is put back in text mode with its keyboard and
        # cursor; `+` runs it as root and outside the sandbox, which the VT's ioctls need.
        ExecStopPost=+\(binary) console restore --tty-file \(Self.vtFile) --tty \(tty)
        # The kiosk's loop sends WATCHDOG=1 every WatchdogSec/2: a loop that
        # hangs stops, and systemd kills (SIGABRT) and restarts the kiosk.
        WatchdogSec=\(watchdogSeconds)
        Restart=on-failure
        RestartSec=2
        TimeoutStartSec=60
        TimeoutStopSec=10
        StandardOutput=journal
        StandardError=journal
        SyslogIdentifier=touchdeck

        # The sandbox: no privileges to gain, the system read-only, no homes, its own /tmp.
        NoNewPrivileges=yes
        CapabilityBoundingSet=
        AmbientCapabilities=
        ProtectSystem=strict
        ProtectHome=yes
        PrivateTmp=yes
        PrivateMounts=yes
        ProtectKernelTunables=yes
        ProtectKernelModules=yes
        ProtectKernelLogs=yes
        ProtectControlGroups=yes
        ProtectClock=yes
        ProtectHostname=yes
        ProtectProc=invisible
        KeyringMode=private
        RemoveIPC=yes
        UMask=0077
        \(networkLines)
        RestrictNamespaces=yes
        RestrictRealtime=yes
        RestrictSUIDSGID=yes
        LockPersonality=yes
        # Nothing in the kiosk writes code at run time (Swift, cairo, pixman, pango).
        MemoryDenyWriteExecute=yes
        SystemCallArchitectures=native
        SystemCallFilter=@system-service
        SystemCallFilter=~@privileged @resources
        SystemCallErrorNumber=EPERM
        # Devices: the screen (DRM, fbdev), the touchscreens and keyboards (input) and
        # the VTs; nothing else (/dev/null and the like are always there).
        DevicePolicy=closed
        DeviceAllow=char-drm rw
        DeviceAllow=char-fb rw
        DeviceAllow=char-input rw
        DeviceAllow=char-tty rw

        [Install]
        WantedBy=multi-user.target

        """
    }

    /// A first config file for the service: the idle stages on (home after a
    /// minute, the attract loop after another, the screen off after ten more).
    /// - Parameter tour: the attract loop's recording, as installed (`idle.attract.recording`);
    ///   nil leaves the key out (the kiosk then looks for the app's bundled tour).
    public func configText(tour: String? = nil) -> String {
        """
        # The kiosk service's config (`touchdeck config defaults` lists every key).
        # The kiosk watches this file: gesture thresholds apply without a restart;
        # the idle: section is read when the kiosk starts (systemctl restart touchdeck-kiosk).
        idle:
          timeout: 60
          attract:
            after: 60
        \(tour.map { "    # The app's tour, installed beside the binary by `touchdeck service install`.\n    recording: \($0)\n" } ?? "")\
          blank:
            after: 600

        """
    }
}
