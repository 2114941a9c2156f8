import TouchModel

/// The calibration wizard's logic, with no device, screen or clock: it shows
/// targets one at a time, takes each touch as the digitizer reported it
/// (normalised to 0…1 across the device's range), refuses misclicks and fits
/// libinput's matrix once every target has a touch it trusts.
///
/// The matrix maps reported positions to positions on the *panel*
/// (normalised): it is the device's own calibration, applied before the
/// display's rotation, so it stays right when `display.rotation` changes.
public struct CalibrationWizard: Sendable {
    /// What to ask for and how strict to be.
    public struct Options: Sendable {
        /// The screen the targets are drawn on (the app's, turned by the display's rotation).
        public var screen: Size
        /// How far the picture is turned on the panel.
        public var rotation: ScreenOrientation.Rotation
        /// How far in from the edges the corner targets sit, as a fraction of each side.
        public var inset: Double
        /// A touch farther than this many pixels from where the other
        /// touches' fit puts it is a misclick.
        public var tolerance: Double
        /// Two touches closer than this many pixels (as reported) are one target touched twice.
        public var minimumSeparation: Double

        public init(screen: Size, rotation: ScreenOrientation.Rotation = .none, inset: Double = 0.1,
                    tolerance: Double? = nil, minimumSeparation: Double? = nil) {
            self.screen = screen
            self.rotation = rotation
            self.inset = inset
            let diagonal = (screen.width * screen.width + screen.height * screen.height).squareRoot()
            self.tolerance = tolerance ?? max(20, 0.03 * diagonal)
            self.minimumSeparation = minimumSeparation ?? max(20, 0.05 * diagonal)
        }
    }

    /// What the wizard wants next.
    public enum Step: Hashable, Sendable {
        /// Touch target `index` (of `count`) at `point` on the screen; `message`
        /// says why a touch was refused, if one was.
        case target(index: Int, count: Int, point: Point, message: String?)
        /// Every target has a trusted touch.
        case finished(CalibrationResult)
    }

    public let options: Options
    /// The targets on the screen, in the order they are asked for: the four
    /// corners inset, clockwise from the top left, then the centre.
    public let targets: [Point]
    private var reported: [Point?]
    private var current = 0
    private var message: String?
    /// The last refused touch and its target, so a touch repeated at the same
    /// place is believed and the other touches are doubted instead.
    private var refused: (index: Int, position: Point)?

    public init(options: Options) {
        self.options = options
        let w = options.screen.width, h = options.screen.height, i = options.inset
        targets = [Point(x: w * i, y: h * i), Point(x: w * (1 - i), y: h * i), Point(x: w * (1 - i), y: h * (1 - i)),
                   Point(x: w * i, y: h * (1 - i)), Point(x: w / 2, y: h / 2)]
        reported = Array(repeating: nil, count: targets.count)
    }

    /// What to show now.
    public var step: Step {
        if current < targets.count {
            return .target(index: current, count: targets.count, point: targets[current], message: message)
        }
        let samples = self.samples
        // `record` only finishes once the fit exists and passed its checks.
        guard let matrix = CalibrationFit.fit(samples) else {
            return .target(index: 0, count: targets.count, point: targets[0], message: message)
        }
        return .finished(CalibrationResult(matrix: matrix, samples: samples, panel: panelSize))
    }

    /// The physical panel's size in pixels.
    public var panelSize: Size {
        options.rotation.swapsSides ? Size(width: options.screen.height, height: options.screen.width) : options.screen
    }

    /// Takes one touch (reported position, normalised) for the current target.
    @discardableResult
    public mutating func record(_ position: Point) -> Step {
        guard current < targets.count else { return step }
        message = nil
        let panel = panelSize
        func pixels(_ a: Point, _ b: Point) -> Double {
            Point(x: (a.x - b.x) * panel.width, y: (a.y - b.y) * panel.height).distance(to: .zero)
        }
        if let other = reported.indices.first(where: { reported[$0].map { pixels($0, position) < options.minimumSeparation } ?? false }) {
            message = "That touch was almost where target \(other + 1) was touched: touch the new cross."
            return step
        }
        let sample = CalibrationSample(reported: position, target: panelTarget(current))
        let others = samples
        if others.count >= 3, let fit = CalibrationFit.fit(others) {
            let error = CalibrationFit.error(of: sample, under: fit, screen: panel)
            let repeated = refused.map { $0.index == current && pixels($0.position, position) < options.tolerance } ?? false
            if error > options.tolerance && !repeated {
                refused = (current, position)
                message = "That touch was \(Int(error.rounded())) px from where the others put it: touch the cross again."
                return step
            }
        }
        refused = nil
        reported[current] = position
        current = reported.firstIndex(where: { $0 == nil }) ?? targets.count
        if current == targets.count { checkAll() }
        return step
    }

    /// Once every target has a touch: the touch the others disagree with
    /// most, if beyond the tolerance, is asked for again.
    private mutating func checkAll() {
        let samples = self.samples
        guard CalibrationFit.fit(samples) != nil else {
            reported = Array(repeating: nil, count: targets.count)
            current = 0
            message = "The touches lie on one line: start again, touching each cross."
            return
        }
        guard let suspects = CalibrationFit.suspects(samples, screen: panelSize), suspects.error > options.tolerance,
              let first = suspects.indices.min() else { return }
        for index in suspects.indices { reported[index] = nil }
        current = first
        let names = suspects.indices.map { String($0 + 1) }.joined(separator: " and ")
        message = "\(suspects.indices.count > 1 ? "Targets" : "Target") \(names) \(suspects.indices.count > 1 ? "disagree" : "disagrees") with the others by \(Int(suspects.error.rounded())) px: touch \(suspects.indices.count > 1 ? "them" : "it") again."
    }

    private var samples: [CalibrationSample] {
        reported.indices.compactMap { index in reported[index].map { CalibrationSample(reported: $0, target: panelTarget(index)) } }
    }

    /// Target `index` normalised on the panel: the display's rotation undone.
    private func panelTarget(_ index: Int) -> Point {
        let logical = Point(x: targets[index].x / options.screen.width, y: targets[index].y / options.screen.height)
        return (options.rotation.displayTouchMatrix.inverted ?? .identity).apply(logical)
    }
}

/// A finished calibration: the matrix, the touches it was fitted to, and how well it fits them.
public struct CalibrationResult: Hashable, Sendable {
    /// Reported positions to panel positions, both normalised (libinput's form).
    public var matrix: CalibrationMatrix
    public var samples: [CalibrationSample]
    /// The panel's size in pixels, for the errors.
    public var panel: Size

    public init(matrix: CalibrationMatrix, samples: [CalibrationSample], panel: Size) {
        self.matrix = matrix
        self.samples = samples
        self.panel = panel
    }

    /// The largest distance, in pixels, between a target and where the matrix puts its touch.
    public var maximumError: Double {
        samples.map { CalibrationFit.error(of: $0, under: matrix, screen: panel) }.max() ?? 0
    }

    /// The root mean square of those distances.
    public var rmsError: Double {
        guard !samples.isEmpty else { return 0 }
        let squares = samples.map { CalibrationFit.error(of: $0, under: matrix, screen: panel) }.map { $0 * $0 }
        return (squares.reduce(0, +) / Double(samples.count)).squareRoot()
    }

    /// Whether the digitizer's axes are swapped or mirrored against the panel's.
    public var axes: AxisReport { AxisReport(matrix) }
}
