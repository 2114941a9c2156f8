import Kiosk
import Testing

@Suite("At rest")
struct RestReportTests {
    @Test("the line comes once each time the kiosk comes to rest, with the touches ended by then")
    func oncePerRest() {
        var report = RestReport()
        #expect(report.update(atRest: false, touchesEnded: 0) == nil, "the entrance is still animating")
        #expect(report.update(atRest: true, touchesEnded: 0) == "at rest after 0 touches")
        #expect(report.update(atRest: true, touchesEnded: 0) == nil, "still at rest: said once")
        #expect(report.update(atRest: false, touchesEnded: 0) == nil, "a finger came down")
        #expect(report.update(atRest: false, touchesEnded: 2) == nil, "lifted, a spring still moving")
        #expect(report.update(atRest: true, touchesEnded: 2) == RestReport.line(touches: 2))
    }
}
