import TouchModel

/// What is wrong with a device for touch, and what Touchdeck does about it.
public struct DeviceIssue: Hashable, Sendable, CustomStringConvertible {
    public enum Outcome: String, Sendable {
        /// Used anyway, as described in the message.
        case workaround
        /// Not opened for touch.
        case refused
    }

    public var outcome: Outcome
    public var message: String

    public var description: String { "\(message) (\(outcome == .refused ? "ignored" : "used anyway"))" }
}

extension DeviceDescription {
    /// The problems a reader must handle for this device, each with a defined outcome.
    public var touchIssues: [DeviceIssue] {
        var issues: [DeviceIssue] = []
        guard let axes = positionAxes else {
            return [DeviceIssue(outcome: .refused, message: "reports no touch position (no ABS_X/ABS_Y or ABS_MT_POSITION_X/Y)")]
        }
        for (name, axis) in [("x", axes.x), ("y", axes.y)] {
            if axis.maximum <= axis.minimum {
                issues.append(DeviceIssue(outcome: .workaround,
                                          message: "\(name) axis has min \(axis.minimum) >= max \(axis.maximum); treated as one unit wide"))
            }
            if axis.resolution <= 0 {
                issues.append(DeviceIssue(outcome: .workaround,
                                          message: "\(name) axis has no resolution; size in mm unknown, mapped by range only"))
            }
        }
        if touchProtocol == .a {
            issues.append(DeviceIssue(outcome: .workaround,
                                      message: "multitouch protocol A; contacts are matched to the previous frame by distance"))
        }
        if touchProtocol == .single, !has(type: EventType.key, code: KeyCode.btnTouch) {
            issues.append(DeviceIssue(outcome: .workaround,
                                      message: "no BTN_TOUCH; touching is taken from BTN_LEFT, a tool button or pressure"))
        }
        return issues
    }
}
