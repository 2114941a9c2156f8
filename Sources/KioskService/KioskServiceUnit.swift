/// The systemd unit that runs a kiosk as a service (`touchdeck service
/// install` writes it; `tools/systemd/touchdeck-kiosk.service` is the one
/// with the defaults): `Type=notify` with a watchdog, restarted on failure,
/// waiting for its screen and touchscreen rather than failing without them.
public struct KioskServiceUnit: Sendable, Hashable {
    /// The unit's file name.
    public static let fileName = "touchdeck-kiosk.service"

    /// The account the kiosk runs as (in the `input` and `video` groups).
    public var user: String
    /// The app `touchdeck run` starts.
    public var app: String
    /// The `touchdeck` executable.
    public var binary: String
    /// The config file the kiosk reads (and watches).
    public var config: String
    /// Seconds without a WATCHDOG=1 before systemd restarts the kiosk.
    public var watchdogSeconds: Int

    public init(user: String = "kiosk", app: String = "home", binary: String = "/usr/local/bin/touchdeck",
                config: String = "/etc/touchdeck/kiosk.yaml", watchdogSeconds: Int = 20) {
        self.user = user
        self.app = app
        self.binary = binary
        self.config = config
        self.watchdogSeconds = watchdogSeconds
    }

    /// The unit file's text.
    public var text: String {
        """
        # The Touchdeck kiosk as a systemd service: `touchdeck run \(app)` on the
        # screen and touchscreens, restarted when it fails or its loop hangs.
        # Written by `touchdeck service install`; docs/operations/systemd.md.
        [Unit]
        Description=Touchdeck kiosk (\(app))
        # The kiosk waits for its screen and touchscreen itself (both may come late).
        After=systemd-user-sessions.service systemd-udevd.service getty@tty1.service
        # It takes the screen the login prompt on tty1 would have.
        Conflicts=getty@tty1.service

        [Service]
        # READY=1 once it runs (or waits for a display), STOPPING=1 on the way out.
        Type=notify
        NotifyAccess=main
        User=\(user)
        SupplementaryGroups=input video
        # /var/lib/touchdeck, the kiosk's own ($STATE_DIRECTORY): the web token and
        # TLS certificate it makes when serving beyond loopback are kept there.
        StateDirectory=touchdeck
        StateDirectoryMode=0700
        ExecStart=\(binary) run \(app) --config \(config) --wait-for-devices
        # After the kiosk, however it ended (SIGKILL included), the console on
        # tty1 is put back in text mode with its keyboard and cursor; `+` runs
        # it as root, which the VT's ioctls need.
        ExecStopPost=+\(binary) console restore --tty /dev/tty1
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

        [Install]
        WantedBy=multi-user.target

        """
    }

    /// A first config file for the service: the idle stages on (home after a
    /// minute, the attract loop after another, the screen off after ten more).
    public var configText: String {
        """
        # The kiosk service's config (`touchdeck config defaults` lists every key).
        # The kiosk watches this file: gesture thresholds apply without a restart;
        # the idle: section is read when the kiosk starts (systemctl restart touchdeck-kiosk).
        idle:
          timeout: 60
          attract:
            after: 60
          blank:
            after: 600

        """
    }
}
