import TouchModel

/// The calibration wizard's logic, with no device, screen or clock: it shows
/// targets one at a time, takes each touch as the digitizer reported it
/// (normalised to 0…1 across the device's range), refuses misclicks and fits
/// libinput's matrix once every target has a touch it trusts; then asks for a
/// touch on a check point the fit never saw and shows its error, to accept or
/// redo. It always ends: a target refused `refusalLimit` times (a digitizer
/// whose error is consistent but not affine) brings up the best fit of the
/// touches so far with its error, to accept or to start again.
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
        /// After this many refusals of one target the best fit is offered instead of asking again.
        public var refusalLimit: Int

        public init(screen: Size, rotation: ScreenOrientation.Rotation = .none, inset: Double = 0.1,
                    tolerance: Double? = nil, minimumSeparation: Double? = nil, refusalLimit: Int = 3) {
            self.screen = screen
            self.rotation = rotation
            self.inset = inset
            let diagonal = (screen.width * screen.width + screen.height * screen.height).squareRoot()
            self.tolerance = tolerance ?? max(20, 0.03 * diagonal)
            self.minimumSeparation = minimumSeparation ?? max(20, 0.05 * diagonal)
            self.refusalLimit = max(1, refusalLimit)
        }
    }

    /// What the wizard wants next.
    public enum Step: Hashable, Sendable {
        /// Touch target `index` (of `count`) at `point` on the screen; `message`
        /// says why a touch was refused, if one was.
        case target(index: Int, count: Int, point: Point, message: String?)
        /// Target `refused` was refused too often: the best fit of every touch
        /// so far, to accept (`Choice.accept`) or to start again (`.redo`).
        case bestFit(CalibrationResult, refused: Int)
        /// The fit is made: touch the cross at `point`, which the fit did not use.
        case check(point: Point, fit: CalibrationResult)
        /// The check touch landed `result.checkError` pixels from its cross under the fit: accept or redo.
        case checked(CalibrationResult)
        /// Accepted.
        case finished(CalibrationResult)
    }

    /// The two answers of the best-fit and check screens, each a button on the screen.
    public enum Choice: Hashable, Sendable {
        case accept, redo
    }

    private enum Phase: Hashable, Sendable {
        case targets, bestFit(CalibrationResult, refused: Int), check(CalibrationResult), checked(CalibrationResult), finished(CalibrationResult)
    }

    public let options: Options
    /// The targets on the screen, in the order they are asked for: the four
    /// corners inset, clockwise from the top left, then the centre.
    public let targets: [Point]
    /// The check point: between the centre and the bottom-right target, where no target is.
    public let checkPoint: Point
    private var reported: [Point?]
    private var refusals: [Int]
    private var current = 0
    private var phase = Phase.targets
    private var message: String?
    /// The last refused touch and its target, so a touch repeated at the same
    /// place is believed and the other touches are doubted instead.
    private var refused: (index: Int, position: Point)?

    public init(options: Options) {
        self.options = options
        let w = options.screen.width, h = options.screen.height, i = options.inset
        targets = [Point(x: w * i, y: h * i), Point(x: w * (1 - i), y: h * i), Point(x: w * (1 - i), y: h * (1 - i)),
                   Point(x: w * i, y: h * (1 - i)), Point(x: w / 2, y: h / 2)]
        checkPoint = Point(x: w * 0.7, y: h * 0.72)
        reported = Array(repeating: nil, count: targets.count)
        refusals = Array(repeating: 0, count: targets.count)
    }

    /// What to show now.
    public var step: Step {
        switch phase {
        case .targets: .target(index: current, count: targets.count, point: targets[current], message: message)
        case .bestFit(let result, let refused): .bestFit(result, refused: refused)
        case .check(let fit): .check(point: checkPoint, fit: fit)
        case .checked(let result): .checked(result)
        case .finished(let result): .finished(result)
        }
    }

    /// Why the last touch was refused or ignored, if it was.
    public var note: String? { message }

    /// The physical panel's size in pixels.
    public var panelSize: Size {
        options.rotation.swapsSides ? Size(width: options.screen.height, height: options.screen.width) : options.screen
    }

    /// The buttons of the best-fit and check screens, on the screen: below
    /// the text, apart, and clear of the centre target and the check point so
    /// a repeated touch there answers nothing.
    public var buttons: (accept: Rect, redo: Rect) {
        let w = options.screen.width, h = options.screen.height
        return (Rect(x: w * 0.1, y: h * 0.47, width: w * 0.3, height: h * 0.17),
                Rect(x: w * 0.6, y: h * 0.47, width: w * 0.3, height: h * 0.17))
    }

    /// Takes one touch (reported position, normalised): for the current
    /// target, the check point, or a button of the best-fit and check screens.
    @discardableResult
    public mutating func record(_ position: Point) -> Step {
        message = nil
        switch phase {
        case .targets:
            recordTarget(position)
        case .bestFit(let fit, _), .checked(let fit):
            // Where the touch is on the screen under the fit: near enough to hit a button.
            let onScreen = screenPoint(position, under: fit.matrix)
            if buttons.accept.contains(onScreen) {
                choose(.accept)
            } else if buttons.redo.contains(onScreen) {
                choose(.redo)
            } else {
                message = "Touch one of the two buttons."
            }
        case .check(var fit):
            fit.checkError = CalibrationFit.error(of: CalibrationSample(reported: position, target: panelTarget(checkPoint)),
                                                  under: fit.matrix, screen: panelSize)
            phase = .checked(fit)
        case .finished:
            break
        }
        return step
    }

    /// Answers the best-fit or check screen (a button, or a key where there is one).
    @discardableResult
    public mutating func choose(_ choice: Choice) -> Step {
        switch (phase, choice) {
        case (.bestFit(let fit, _), .accept): phase = .check(fit)
        case (.checked(let result), .accept): phase = .finished(result)
        case (.bestFit, .redo), (.checked, .redo): restart("Starting again: touch each cross.")
        default: break
        }
        return step
    }

    private mutating func restart(_ why: String) {
        reported = Array(repeating: nil, count: targets.count)
        refusals = Array(repeating: 0, count: targets.count)
        refused = nil
        current = 0
        phase = .targets
        message = why
    }

    private mutating func recordTarget(_ position: Point) {
        let panel = panelSize
        func pixels(_ a: Point, _ b: Point) -> Double {
            Point(x: (a.x - b.x) * panel.width, y: (a.y - b.y) * panel.height).distance(to: .zero)
        }
        if let other = reported.indices.first(where: { reported[$0].map { pixels($0, position) < options.minimumSeparation } ?? false }) {
            message = "That touch was almost where target \(other + 1) was touched: touch the new cross."
            return
        }
        let sample = CalibrationSample(reported: position, target: panelTarget(targets[current]))
        let others = samples
        if others.count >= 3, let fit = CalibrationFit.fit(others) {
            let error = CalibrationFit.error(of: sample, under: fit, screen: panel)
            let repeated = refused.map { $0.index == current && pixels($0.position, position) < options.tolerance } ?? false
            if error > options.tolerance && !repeated {
                refused = (current, position)
                message = "That touch was \(Int(error.rounded())) px from where the others put it: touch the cross again."
                var all = reported
                all[current] = position
                refuse([current], touches: all)
                return
            }
        }
        refused = nil
        reported[current] = position
        current = reported.firstIndex(where: { $0 == nil }) ?? targets.count
        if current == targets.count { checkAll() }
    }

    /// Counts a refusal of each of `indices`; at the limit, offers the best
    /// fit of `touches` (every target's latest touch) instead of asking again.
    private mutating func refuse(_ indices: [Int], touches: [Point?]) {
        for index in indices { refusals[index] += 1 }
        guard let worst = indices.first(where: { refusals[$0] >= options.refusalLimit }) else { return }
        let samples = touches.indices.compactMap { index in touches[index].map { CalibrationSample(reported: $0, target: panelTarget(targets[index])) } }
        guard let matrix = CalibrationFit.fit(samples) else { return }
        phase = .bestFit(CalibrationResult(matrix: matrix, samples: samples, panel: panelSize), refused: worst)
        // The refusal's own message would only confuse the choice.
        message = nil
    }

    /// Once every target has a touch: the touch the others disagree with
    /// most, if beyond the tolerance, is asked for again; else the check point.
    private mutating func checkAll() {
        let samples = self.samples
        guard let matrix = CalibrationFit.fit(samples) else {
            restart("The touches lie on one line: start again, touching each cross.")
            return
        }
        guard let suspects = CalibrationFit.suspects(samples, screen: panelSize), suspects.error > options.tolerance,
              let first = suspects.indices.min() else {
            phase = .check(CalibrationResult(matrix: matrix, samples: samples, panel: panelSize))
            return
        }
        let touches = reported
        for index in suspects.indices { reported[index] = nil }
        current = first
        let names = suspects.indices.map { String($0 + 1) }.joined(separator: " and ")
        message = "\(suspects.indices.count > 1 ? "Targets" : "Target") \(names) \(suspects.indices.count > 1 ? "disagree" : "disagrees") with the others by \(Int(suspects.error.rounded())) px: touch \(suspects.indices.count > 1 ? "them" : "it") again."
        refuse(suspects.indices, touches: touches)
    }

    private var samples: [CalibrationSample] {
        reported.indices.compactMap { index in reported[index].map { CalibrationSample(reported: $0, target: panelTarget(targets[index])) } }
    }

    /// A point on the screen, normalised on the panel: the display's rotation undone.
    private func panelTarget(_ point: Point) -> Point {
        let logical = Point(x: point.x / options.screen.width, y: point.y / options.screen.height)
        return (options.rotation.displayTouchMatrix.inverted ?? .identity).apply(logical)
    }

    /// Where a reported touch lands on the screen under `matrix`.
    private func screenPoint(_ reported: Point, under matrix: CalibrationMatrix) -> Point {
        let logical = options.rotation.displayTouchMatrix.apply(matrix.apply(reported))
        return Point(x: logical.x * options.screen.width, y: logical.y * options.screen.height)
    }
}
