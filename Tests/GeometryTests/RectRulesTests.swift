import Geometry
import Testing

@Suite("Rect is CGRect, with Touchdeck's own rules beside CGRect's")
struct RectRulesTests {
    @Test("containsHalfOpen: the far edges are outside; a rectangle of negative size holds nothing (CGRect's contains standardizes it)")
    func halfOpen() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.containsHalfOpen(Point(x: 0, y: 0)))
        #expect(r.containsHalfOpen(Point(x: 9.999, y: 9.999)))
        #expect(!r.containsHalfOpen(Point(x: 10, y: 5)) && !r.containsHalfOpen(Point(x: 5, y: 10)))
        let flipped = Rect(x: 10, y: 0, width: -5, height: 10)
        #expect(!flipped.containsHalfOpen(Point(x: 7, y: 1)))
        #expect(flipped.contains(Point(x: 7, y: 1)), "CGRect's own rule, for contrast")
    }

    @Test("merged(with:) skips an empty rectangle wherever it is; union(_:) takes its origin in")
    func mergedSkipsEmpty() {
        let r = Rect(x: 10, y: 10, width: 5, height: 5)
        #expect(r.merged(with: .zero) == r && Rect.zero.merged(with: r) == r)
        #expect(r.merged(with: Rect(x: 100, y: 100, width: 0, height: 3)) == r)
        #expect(r.merged(with: Rect(x: 0, y: 20, width: 1, height: 1)) == Rect(x: 0, y: 10, width: 15, height: 11))
    }

    @Test("overlap(with:) is nil without a shared area, where intersection(_:) answers CGRect.null")
    func overlapIsOptional() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.overlap(with: Rect(x: 10, y: 0, width: 5, height: 5)) == nil)
        #expect(r.overlap(with: Rect(x: 5, y: -5, width: 10, height: 10)) == Rect(x: 5, y: 0, width: 5, height: 5))
        #expect(r.intersection(Rect(x: 20, y: 0, width: 1, height: 1)).isNull)
    }

    @Test("isIdentical(to:) compares the fields as they are; CGRect's == standardizes a negative size first")
    func identical() {
        let flipped = Rect(x: 0, y: 0, width: -1, height: 1), plain = Rect(x: -1, y: 0, width: 1, height: 1)
        #expect(!flipped.isIdentical(to: plain) && flipped.isIdentical(to: flipped))
        #expect(flipped == plain, "CGRect's own rule, for contrast")
    }

    @Test("Point and Size are CGPoint and CGSize: distance, offset and a rectangle moved by a size")
    func helpers() {
        let p = CGPoint(x: 1, y: 2)
        #expect(p.distance(to: CGPoint(x: 4, y: 6)) == 5)
        #expect(p.offset(by: CGSize(width: 2, height: -2)) == CGPoint(x: 3, y: 0))
        #expect(Rect(x: 1, y: 1, width: 2, height: 2).offsetBy(Size(width: 1, height: 2)) == CGRect(x: 2, y: 3, width: 2, height: 2))
        #expect(Rect(x: 0, y: 0, width: 10, height: 20).point(at: .center) == CGPoint(x: 5, y: 10))
    }
}
