import Kiosk
import Testing

@Suite("At rest")
struct RestReportTests {
    @Test("the first rest ends the start-up animation; each rest after a move is reported once, with the touches ended by then")
    func oncePerRest() {
        var report = RestReport()
        #expect(report.update(atRest: false, touchesEnded: 0) == [], "the entrance is still animating")
        #expect(report.update(atRest: true, touchesEnded: 0) == [.startUpSettled, .atRest(touches: 0)])
        #expect(report.update(atRest: true, touchesEnded: 0) == [], "still at rest: said once")
        #expect(report.update(atRest: false, touchesEnded: 0) == [], "a finger came down")
        #expect(report.update(atRest: false, touchesEnded: 2) == [], "lifted, a spring still moving")
        #expect(report.update(atRest: true, touchesEnded: 2) == [.atRest(touches: 2)], "the start-up settled only once")
        #expect(RestReport.line(touches: 2) == "at rest after 2 touches")
    }
}
