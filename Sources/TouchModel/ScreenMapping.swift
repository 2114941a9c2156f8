/// Maps contact positions from device units onto the screen: normalise by
/// the device's range (libinput's convention: `(v - min) / (max - min + 1)`),
/// apply the calibration, then the orientation, then scale to the screen.
///
/// A pure value: the same inputs give the same points on every run.
public struct ScreenMapping: Hashable, Sendable {
    public let xAxis: AbsInfo
    public let yAxis: AbsInfo
    public let screen: Size
    public let calibration: CalibrationMatrix
    public let orientation: ScreenOrientation
    /// How far the picture is turned on the panel; the screen is the turned (logical) one.
    public let displayRotation: ScreenOrientation.Rotation
    /// Calibration, orientation, then the display's rotation, on normalised positions: what libinput is given.
    public let combinedMatrix: CalibrationMatrix
    private let xExtent: Double, yExtent: Double
    /// No calibration, orientation or rotation: positions are scaled as
    /// libinput scales them (`(v - min) * size / extent`), exact wherever
    /// the result is representable, and equal to what the live libinput backend reports.
    private let isPlainScale: Bool

    public init(x: AbsInfo, y: AbsInfo, screen: Size,
                calibration: CalibrationMatrix = .identity, orientation: ScreenOrientation = ScreenOrientation(),
                displayRotation: ScreenOrientation.Rotation = .none, displayMatrix: CalibrationMatrix? = nil) {
        xAxis = x
        yAxis = y
        self.screen = screen
        self.calibration = calibration
        self.orientation = orientation
        self.displayRotation = displayRotation
        // `displayMatrix`: a screen of several (its rotation and where the picture lies on it), in place of the rotation's.
        combinedMatrix = calibration.followed(by: orientation.matrix).followed(by: displayMatrix ?? displayRotation.displayTouchMatrix)
        xExtent = Double(x.span + 1)
        yExtent = Double(y.span + 1)
        isPlainScale = combinedMatrix == .identity
    }

    /// The mapping of a device's position axes, or nil when it has none.
    public init?(device: DeviceDescription, screen: Size,
                 calibration: CalibrationMatrix = .identity, orientation: ScreenOrientation = ScreenOrientation()) {
        guard let axes = device.positionAxes else { return nil }
        self.init(x: axes.x, y: axes.y, screen: screen, calibration: calibration, orientation: orientation)
    }

    /// The screen size that keeps device units as they are: one point per unit
    /// (with an identity matrix, `map` then only subtracts the axis minimum).
    public static func deviceUnits(x: AbsInfo, y: AbsInfo) -> Size {
        Size(width: Double(x.span + 1), height: Double(y.span + 1))
    }

    /// The surface's physical size in millimetres, when both axes give a resolution.
    public var physicalSize: Size? {
        guard let w = xAxis.millimetres, let h = yAxis.millimetres else { return nil }
        return Size(width: w, height: h)
    }

    @inlinable public func map(_ point: Point) -> Point {
        if isPlainScaleValue {
            return Point(x: (point.x - Double(xAxis.minimum)) * screen.width / xExtentValue,
                         y: (point.y - Double(yAxis.minimum)) * screen.height / yExtentValue)
        }
        let normalised = Point(x: (point.x - Double(xAxis.minimum)) / xExtentValue,
                               y: (point.y - Double(yAxis.minimum)) / yExtentValue)
        let p = combinedMatrix.apply(normalised)
        return Point(x: p.x * screen.width, y: p.y * screen.height)
    }

    @usableFromInline var isPlainScaleValue: Bool { isPlainScale }
    @usableFromInline var xExtentValue: Double { xExtent }
    @usableFromInline var yExtentValue: Double { yExtent }

    /// The frame with every contact's position mapped.
    public func map(_ frame: TouchFrame) -> TouchFrame {
        var out = frame
        for index in out.contacts.indices { out.contacts[index].position = map(out.contacts[index].position) }
        return out
    }
}
