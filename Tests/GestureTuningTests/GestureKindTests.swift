import GestureTuning
import Testing

@Suite struct GestureKindTests {
    @Test func labelledKindsExcludeNoneAndKeepTheirOrder() {
        #expect(GestureKind.labelled == [.tap, .doubleTap, .longPress, .drag, .swipe, .pinch])
        #expect(GestureKind(rawValue: "doubleTap") == .doubleTap)
        #expect(GestureKind.allCases.sorted() == GestureKind.allCases)
        #expect(GestureKind.none > .pinch)
    }
}
