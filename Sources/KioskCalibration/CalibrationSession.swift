import Kiosk
import Scene
import TouchModel

/// One run of the calibration wizard on a screen: it follows one device
/// (the one named, else the first to be touched), feeds its touches to the
/// wizard and draws each step. Live input and a replayed trace drive it alike;
/// the best-fit and check screens are answered by touching their buttons.
public final class CalibrationSession {
    public private(set) var wizard: CalibrationWizard
    public let output: FrameOutput
    /// The device being calibrated: its node and identity, once known.
    public private(set) var device: (node: String, identity: DeviceIdentity)?
    /// Every touch the wizard was given (normalised, as reported), in order.
    public private(set) var touches: [Point] = []
    private var known: [String: DeviceIdentity] = [:]
    private var taker = CalibrationTouches()
    private let animator = SceneAnimator()
    private let wantedNode: String?

    /// `node`: calibrate this device only; nil takes the first one touched.
    public init(wizard: CalibrationWizard, output: FrameOutput, node: String? = nil) {
        self.wizard = wizard
        self.output = output
        self.wantedNode = node
    }

    /// The finished calibration, once it was checked and accepted.
    public var result: CalibrationResult? {
        if case .finished(let result) = wizard.step { return result }
        return nil
    }

    /// A device appeared.
    public func deviceAdded(node: String, identity: DeviceIdentity) {
        known[node] = identity
    }

    /// A frame in normalised device positions; returns true when it finished a touch.
    @discardableResult
    public func handle(node: String, frame: TouchFrame, time: Double) throws -> Bool {
        if device == nil, wantedNode == nil || wantedNode == node, let identity = known[node] {
            device = (node, identity)
        }
        guard device?.node == node, let position = taker.take(frame) else { return false }
        touches.append(position)
        wizard.record(position)
        try show(time: time)
        return true
    }

    /// Draws the current step.
    public func show(time: Double) throws {
        let done = wizard.targets.indices.filter { index in
            if case .target(let current, _, _, _) = wizard.step { return index < current }
            return true
        }.map { wizard.targets[$0] }
        animator.update(CalibrationScreen.layers(for: wizard, done: done), at: time)
        try output.draw(animator.presented(at: time), time: time)
    }
}
