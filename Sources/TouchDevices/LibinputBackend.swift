import CLibinput
import Logging
import Seat
import TouchModel

/// The libinput backend: libinput's udev backend for a seat (libinput does
/// the hotplug), or its path backend for named nodes (re-added through udev's
/// monitor when they come back). Touches use libinput's calibration, set to
/// the configured one followed by the orientation.
final class LibinputBackend: LiveBackend {
    private struct Device {
        let info: InputDeviceInfo
        let tracker = LibinputTouchTracker()
        /// Transformed coordinates span this size; device units add the axis minimum back.
        let size: Size
        let offset: Point
        let filters: TouchFilterChain
    }

    /// Read when a device is opened: changed by `reconfigure`.
    private(set) var configuration: InputConfiguration
    private let logger: Logger
    private let udev: UdevContext
    private let context: LibinputContext
    private let monitor: UdevMonitor?
    private var devices: [String: Device] = [:]
    /// Keyboards and barcode scanners open now (`configuration.keyboards`), by node.
    private var keyboards: [String: InputDeviceInfo] = [:]
    /// While the seat is away, named nodes that reappear are not opened.
    private var suspended = false

    init(configuration: InputConfiguration, logger: Logger, hotplug: Bool, opener: any DeviceOpener) throws {
        guard DeviceDiscovery.udevAvailable, let udev = UdevContext() else {
            throw DeviceError(node: configuration.seat, "the libinput backend needs udev (no /run/udev/control); use --backend evdev")
        }
        self.configuration = configuration
        self.logger = logger
        self.udev = udev
        if configuration.nodes.isEmpty {
            context = try LibinputContext(seat: configuration.seat, udev: udev, grab: configuration.grab, opener: opener)
            monitor = nil
        } else {
            context = try LibinputContext(grab: configuration.grab, opener: opener)
            monitor = hotplug ? UdevMonitor(context: udev, subsystem: "input") : nil
        }
    }

    var descriptors: [Int32] { [context.fd] + (monitor.map { [$0.fd] } ?? []) }
    var openDevices: [InputDeviceInfo] { devices.values.map(\.info).sorted { eventNodeOrder($0.node, $1.node) } }

    func start(_ emit: (InputUpdate) -> Void) throws {
        for node in configuration.nodes {
            do { try context.add(node: node) } catch { logger.error("cannot open device", metadata: ["error": "\(error)"]) }
        }
        try dispatch(emit)
    }

    /// libinput closes every device, reporting each removed (its touches
    /// cancelled): the seat is going away.
    func suspend(_ emit: (InputUpdate) -> Void) throws {
        suspended = true
        context.suspend()
        try dispatch(emit)
    }

    /// Takes `new` and, unless the seat is away, has libinput close and open
    /// every device again so each gets its matrix and mapping from it.
    func reconfigure(_ new: InputConfiguration, _ emit: (InputUpdate) -> Void) throws {
        configuration = new
        guard !suspended else { return }
        try suspend(emit)
        try resume(emit)
    }

    /// libinput opens the devices again, reporting each added: the seat is back.
    func resume(_ emit: (InputUpdate) -> Void) throws {
        suspended = false
        try context.resume()
        try dispatch(emit)
    }

    func readable(fd: Int32, _ emit: (InputUpdate) -> Void) throws {
        if let monitor, fd == monitor.fd {
            for change in monitor.receive() where !suspended && change.action == .added && configuration.nodes.contains(change.node) {
                if devices[change.node] == nil {
                    do { try context.add(node: change.node) } catch { logger.error("cannot reopen device", metadata: ["error": "\(error)"]) }
                }
            }
        }
        try dispatch(emit)
    }

    private func dispatch(_ emit: (InputUpdate) -> Void) throws {
        try context.dispatch { event in handle(event, emit) }
    }

    private func handle(_ event: OpaquePointer, _ emit: (InputUpdate) -> Void) {
        guard let libinputDevice = libinput_event_get_device(event) else { return }
        let node = "/dev/input/" + String(cString: libinput_device_get_sysname(libinputDevice))
        let type = libinput_event_get_type(event)
        if type == LIBINPUT_EVENT_DEVICE_ADDED {
            added(libinputDevice, node: node, emit)
            if configuration.keyboards { addedKeyboard(libinputDevice, node: node, emit) }
            return
        }
        if keyboards[node] != nil {
            if type == LIBINPUT_EVENT_KEYBOARD_KEY, let key = libinput_event_get_keyboard_event(event) {
                emit(.key(node: node, code: libinput_event_keyboard_get_key(key),
                          pressed: libinput_event_keyboard_get_key_state(key) == LIBINPUT_KEY_STATE_PRESSED,
                          time: Int64(libinput_event_keyboard_get_time_usec(key))))
            } else if type == LIBINPUT_EVENT_DEVICE_REMOVED {
                // libinput released the keys still held just before (`.key` updates): nothing typed is lost.
                keyboards[node] = nil
                logger.notice("\(node) (keyboard) went away")
                emit(.keyboardRemoved(node: node))
            }
        }
        guard let device = devices[node] else { return }
        if type == LIBINPUT_EVENT_DEVICE_REMOVED {
            devices[node] = nil
            if let frame = device.tracker.cancelAll(time: MonotonicClock.now()) {
                device.filters.reset()
                emit(.frame(node: node, frame))
            }
            logger.notice("\(node) (\(device.info.name)) went away; its touches were cancelled")
            emit(.deviceRemoved(node: node))
            return
        }
        if let touch = libinput_event_get_touch_event(event) {
            self.touch(touch, type: type, device: device, node: node, emit)
        } else if let pointer = libinput_event_get_pointer_event(event), type == LIBINPUT_EVENT_POINTER_MOTION {
            emit(.pointerMotion(node: node, time: Int64(libinput_event_pointer_get_time_usec(pointer)),
                                dx: libinput_event_pointer_get_dx(pointer), dy: libinput_event_pointer_get_dy(pointer)))
        } else if let gesture = libinput_event_get_gesture_event(event), let value = Self.gesture(gesture, type: type) {
            emit(.touchpadGesture(node: node, value))
        }
    }

    private func touch(_ touch: OpaquePointer, type: libinput_event_type, device: Device, node: String,
                       _ emit: (InputUpdate) -> Void) {
        // Only down, motion, up and cancel carry a slot (asking a frame is a libinput client bug).
        func slot() -> Int32 { libinput_event_touch_get_slot(touch) }
        func position() -> Point {
            Point(x: libinput_event_touch_get_x_transformed(touch, UInt32(device.size.width)) + device.offset.x,
                  y: libinput_event_touch_get_y_transformed(touch, UInt32(device.size.height)) + device.offset.y)
        }
        switch type {
        case LIBINPUT_EVENT_TOUCH_DOWN: device.tracker.down(slot: slot(), at: position())
        case LIBINPUT_EVENT_TOUCH_MOTION: device.tracker.motion(slot: slot(), to: position())
        case LIBINPUT_EVENT_TOUCH_UP: device.tracker.end(slot: slot(), cancelled: false)
        case LIBINPUT_EVENT_TOUCH_CANCEL: device.tracker.end(slot: slot(), cancelled: true)
        case LIBINPUT_EVENT_TOUCH_FRAME:
            guard let frame = device.tracker.frame(time: Int64(libinput_event_touch_get_time_usec(touch))) else { return }
            let filtered = device.filters.isEmpty ? frame : device.filters.filter(frame)
            if let filtered { emit(.frame(node: node, filtered)) }
        default: break
        }
    }

    private func added(_ libinputDevice: OpaquePointer, node: String, _ emit: (InputUpdate) -> Void) {
        let touch = libinput_device_has_capability(libinputDevice, LIBINPUT_DEVICE_CAP_TOUCH) != 0
        let gestures = libinput_device_has_capability(libinputDevice, LIBINPUT_DEVICE_CAP_GESTURE) != 0
        guard touch || (configuration.includeTouchpads && gestures) else { return }
        let info: InputDeviceInfo
        do {
            // From libinput's own descriptor: a second open may be refused by a seat manager.
            guard let fd = context.descriptor(node: node) else { throw DeviceError(node: node, "libinput reported it before opening it") }
            info = try DeviceDiscovery.describe(node: node, fd: fd, udev: udev)
        } catch {
            logger.error("device vanished while being added", metadata: ["error": "\(error)"])
            return
        }
        for issue in info.description.touchIssues { logger.warning("\(node) (\(info.name)): \(issue)") }
        guard let axes = info.description.positionAxes else { return }
        if libinput_device_config_calibration_has_matrix(libinputDevice) != 0 {
            // libinput's own default already is udev's LIBINPUT_CALIBRATION_MATRIX.
            var base = [Float](repeating: 0, count: 6)
            _ = libinput_device_config_calibration_get_default_matrix(libinputDevice, &base)
            // Set on every add, so a replugged device gets its config entry again.
            let calibration = configuration.configuredCalibration(for: info)
                ?? CalibrationMatrix(Double(base[0]), Double(base[1]), Double(base[2]), Double(base[3]), Double(base[4]), Double(base[5]))
            var matrix = calibration.followed(by: configuration.touchRotationMatrix(for: info)).values.map { Float($0) }
            let status = libinput_device_config_calibration_set_matrix(libinputDevice, &matrix)
            if status != LIBINPUT_CONFIG_STATUS_SUCCESS { logger.warning("\(node): libinput refused the calibration matrix") }
            logger.info("\(node): calibration \(calibration)")
        } else if configuration.configuredCalibration(for: info) != nil || configuration.touchRotationMatrix(for: info) != .identity {
            logger.warning("\(node): libinput applies no calibration to this device (\(info.kind.rawValue))")
        }
        let size = configuration.screen ?? ScreenMapping.deviceUnits(x: axes.x, y: axes.y)
        let offset = configuration.screen == nil ? Point(x: Double(axes.x.minimum), y: Double(axes.y.minimum)) : .zero
        devices[node] = Device(info: info, size: size, offset: offset,
                               filters: TouchFilterChain(settings: configuration.filters, screen: configuration.screen))
        logger.info("opened \(node) through libinput (\(info.name), \(info.kind.rawValue))")
        emit(.deviceAdded(info))
    }

    /// A keyboard or barcode scanner: libinput's keyboard capability with keys that type (letters,
    /// digits or Enter), which leaves out power buttons, lid switches and a touchscreen's own buttons.
    private func addedKeyboard(_ libinputDevice: OpaquePointer, node: String, _ emit: (InputUpdate) -> Void) {
        guard libinput_device_has_capability(libinputDevice, LIBINPUT_DEVICE_CAP_KEYBOARD) != 0 else { return }
        let typing: [UInt32] = [30 /* KEY_A */, 2 /* KEY_1 */, 28 /* KEY_ENTER */, 96 /* KEY_KPENTER */]
        guard typing.contains(where: { libinput_device_keyboard_has_key(libinputDevice, $0) == 1 }) else { return }
        let info: InputDeviceInfo
        do {
            guard let fd = context.descriptor(node: node) else { throw DeviceError(node: node, "libinput reported it before opening it") }
            info = try DeviceDiscovery.describe(node: node, fd: fd, udev: udev)
        } catch {
            logger.error("keyboard vanished while being added", metadata: ["error": "\(error)"])
            return
        }
        keyboards[node] = info
        logger.info("opened \(node) through libinput (\(info.name), keyboard)")
        emit(.keyboardAdded(info))
    }

    private static func gesture(_ gesture: OpaquePointer, type: libinput_event_type) -> TouchpadGesture? {
        let kind: TouchpadGesture.Kind, phase: TouchpadGesture.Phase
        switch type {
        case LIBINPUT_EVENT_GESTURE_SWIPE_BEGIN: (kind, phase) = (.swipe, .began)
        case LIBINPUT_EVENT_GESTURE_SWIPE_UPDATE: (kind, phase) = (.swipe, .changed)
        case LIBINPUT_EVENT_GESTURE_SWIPE_END: (kind, phase) = (.swipe, .ended)
        case LIBINPUT_EVENT_GESTURE_PINCH_BEGIN: (kind, phase) = (.pinch, .began)
        case LIBINPUT_EVENT_GESTURE_PINCH_UPDATE: (kind, phase) = (.pinch, .changed)
        case LIBINPUT_EVENT_GESTURE_PINCH_END: (kind, phase) = (.pinch, .ended)
        case LIBINPUT_EVENT_GESTURE_HOLD_BEGIN: (kind, phase) = (.hold, .began)
        case LIBINPUT_EVENT_GESTURE_HOLD_END: (kind, phase) = (.hold, .ended)
        default: return nil
        }
        let ended = phase == .ended
        var value = TouchpadGesture(
            kind: kind, phase: ended && libinput_event_gesture_get_cancelled(gesture) != 0 ? .cancelled : phase,
            time: Int64(libinput_event_gesture_get_time_usec(gesture)),
            fingers: Int(libinput_event_gesture_get_finger_count(gesture)))
        if phase == .changed {
            value.dx = libinput_event_gesture_get_dx(gesture)
            value.dy = libinput_event_gesture_get_dy(gesture)
            if kind == .pinch {
                value.scale = libinput_event_gesture_get_scale(gesture)
                value.angleDelta = libinput_event_gesture_get_angle_delta(gesture)
            }
        }
        return value
    }
}
