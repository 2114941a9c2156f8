import Testing
import TouchModel

@Suite("Screen mapping")
struct ScreenMappingTests {
    let x = AbsInfo(minimum: 0, maximum: 999, resolution: 10)
    let y = AbsInfo(minimum: 0, maximum: 499, resolution: 10)
    let screen = Size(width: 2000, height: 1000)

    @Test func rangeMapsOntoTheScreen() {
        let mapping = ScreenMapping(x: x, y: y, screen: screen)
        #expect(mapping.map(Point(x: 0, y: 0)) == Point(x: 0, y: 0))
        #expect(mapping.map(Point(x: 500, y: 250)) == Point(x: 1000, y: 500))
        #expect(mapping.physicalSize == Size(width: 99.9, height: 49.9))
    }

    @Test func axisMinimumIsSubtracted() {
        let mapping = ScreenMapping(x: AbsInfo(minimum: 100, maximum: 1099), y: AbsInfo(minimum: -50, maximum: 449), screen: screen)
        #expect(mapping.map(Point(x: 100, y: -50)) == .zero)
        #expect(mapping.map(Point(x: 600, y: 200)) == Point(x: 1000, y: 500))
    }

    @Test(arguments: [(ScreenOrientation.Rotation.none, Point(x: 200, y: 100)), (.quarter, Point(x: 1800, y: 100)),
                      (.half, Point(x: 1800, y: 900)), (.threeQuarters, Point(x: 200, y: 900))])
    func rotations(rotation: ScreenOrientation.Rotation, expected: Point) {
        // A touch near the top-left corner (10 %, 10 %).
        let mapping = ScreenMapping(x: x, y: y, screen: screen, orientation: ScreenOrientation(rotation: rotation))
        let p = mapping.map(Point(x: 100, y: 50))
        #expect(abs(p.x - expected.x) < 1e-9 && abs(p.y - expected.y) < 1e-9, "\(p)")
    }

    @Test func flipsMirrorAfterRotating() {
        let flipped = ScreenMapping(x: x, y: y, screen: screen, orientation: ScreenOrientation(flipHorizontally: true, flipVertically: true))
        let p = flipped.map(Point(x: 100, y: 50))
        #expect(abs(p.x - 1800) < 1e-9 && abs(p.y - 900) < 1e-9)
    }

    @Test func calibrationAppliesBeforeTheOrientation() {
        // Shift right by 10 % of the width, then rotate 180°.
        let calibration = CalibrationMatrix(1, 0, 0.1, 0, 1, 0)
        let mapping = ScreenMapping(x: x, y: y, screen: screen, calibration: calibration, orientation: ScreenOrientation(rotation: .half))
        let p = mapping.map(Point(x: 0, y: 0))
        #expect(abs(p.x - 1800) < 1e-9 && abs(p.y - 1000) < 1e-9, "\(p)")
        #expect(mapping.combinedMatrix == calibration.followed(by: ScreenOrientation(rotation: .half).matrix))
    }

    @Test func parsesLibinputCalibrationStrings() {
        #expect(CalibrationMatrix(parsing: "1 0 0 0 1 0") == .identity)
        #expect(CalibrationMatrix(parsing: "0,-1,1, 1,0,0") == ScreenOrientation(rotation: .quarter).matrix)
        #expect(CalibrationMatrix(parsing: "1 0 0 0 1") == nil)
        #expect(CalibrationMatrix(parsing: "1 0 0 0 1 x") == nil)
        #expect(CalibrationMatrix(parsing: "1 0 0 0 1 nan") == nil)
        #expect(ScreenOrientation.rotation(degrees: -90) == .threeQuarters)
        #expect(ScreenOrientation.rotation(degrees: 45) == nil)
    }

    @Test func degenerateAxesDoNotDivideByZero() {
        let mapping = ScreenMapping(x: AbsInfo(minimum: 5, maximum: 5), y: AbsInfo(minimum: 0, maximum: 0), screen: screen)
        let p = mapping.map(Point(x: 5, y: 0))
        #expect(p.x.isFinite && p.y.isFinite)
    }
}
