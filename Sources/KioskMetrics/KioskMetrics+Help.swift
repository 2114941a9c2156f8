extension KioskMetrics {
    /// The HELP text of each family `KioskMetrics` reports, by name: a
    /// backend that shows help (swift-prometheus's `# HELP`) takes it from here.
    public static let help: [String: String] = [
        "touchdeck_frames_total": "Frames presented.",
        "touchdeck_frame_seconds": "Loop turns that drew: seconds from waking up to the frame presented.",
        "touchdeck_touch_to_screen_seconds":
            "Seconds from a touch scan's timestamp (a browser's: when the server got it) to the end of presenting the frame that shows it.",
        "touchdeck_touch_reports_total": "Touch scans per device (browsers: device=\"web\"); its rate is the report rate.",
        "touchdeck_ghost_touches_total": "Ghost-touch suspects: contacts that began and ended within one scan.",
        "touchdeck_gestures_recognized_total": "Gestures that ended recognized, by kind.",
        "touchdeck_gestures_failed_total": "Gestures that failed, by kind and reason (a GestureEndReason).",
        "touchdeck_device_changes_total": "Touch devices added (opened at start or plugged in) and removed.",
        "touchdeck_touch_devices": "Touch devices open now.",
        "touchdeck_config_reloads_total": "Config file reloads applied, or rejected with the last good settings kept.",
    ]
}
