import Render
import Testing
import TouchUI

@Suite("TouchUI layout")
struct LayoutTests {
    @Test("a VStack stacks fixed frames with spacing, centred on the screen")
    func vstack() throws {
        let h = Harness(VStack(spacing: 10) {
            Color.red.frame(width: 100, height: 50).id("a")
            Color.blue.frame(width: 60, height: 30).id("b")
        })
        let a = try #require(h.frame(of: "v/0/#a/frame"))
        let b = try #require(h.frame(of: "v/1/#b/frame"))
        // 90 pt tall, centred in 300: from y = 105; 100 wide, centred in 400.
        #expect(a == Rect(x: 150, y: 105, width: 100, height: 50))
        #expect(b == Rect(x: 170, y: 165, width: 60, height: 30))
    }

    @Test("a Spacer pushes an HStack's views to its ends")
    func spacer() throws {
        let h = Harness(HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 40)
            Spacer()
            Color.blue.frame(width: 60, height: 20)
        }.frame(width: 300))
        #expect(h.frame(of: "v/0/frame") == Rect(x: 50, y: 130, width: 40, height: 40))
        #expect(h.frame(of: "v/2/frame") == Rect(x: 290, y: 140, width: 60, height: 20))
    }

    @Test("padding and a flexible frame: maxWidth .infinity takes the whole width")
    func paddingAndFlexibleFrame() throws {
        let h = Harness(Color.green.frame(height: 20).frame(maxWidth: .infinity).padding(10))
        #expect(h.frame(of: "v/frame/frame/pad") == Rect(x: 0, y: 130, width: 400, height: 40))
        #expect(h.frame(of: "v/frame/frame") == Rect(x: 10, y: 140, width: 380, height: 20))
    }

    @Test("ZStack alignment and overlay sized to the view")
    func zstackAndOverlay() throws {
        let h = Harness(ZStack(alignment: .topLeading) {
            Color.gray.frame(width: 200, height: 100)
            Color.red.frame(width: 20, height: 10).overlay(alignment: .bottomTrailing) { Color.blue.frame(width: 4, height: 4) }
        })
        #expect(h.frame(of: "v/1/frame") == Rect(x: 100, y: 100, width: 20, height: 10))
        #expect(h.frame(of: "v/1/frame/ov/frame") == Rect(x: 116, y: 106, width: 4, height: 4))
    }

    @Test("text is measured by pango: its frame is the drawn size, and it wraps at a narrow width")
    func textIsMeasured() throws {
        let measurer = try #require(PangoTextMeasurer())
        let font = Font.system(size: 20)
        let wide = measurer.size(of: "Touchdeck kiosk", font: font, width: nil)
        let h = Harness(VStack {
            Text("Touchdeck kiosk").font(font)
            Text("Touchdeck kiosk").font(font).frame(width: 80)
        })
        let single = try #require(h.frame(of: "v/0"))
        #expect(single.size == wide)
        let wrapped = try #require(h.frame(of: "v/1/frame"))
        let inner = try #require(h.frame(of: "v/1"))
        #expect(wrapped.width == 80)
        #expect(inner.height > wide.height * 1.5)
    }

    @Test("GeometryReader content sees the size it is given")
    func geometryReader() throws {
        let h = Harness(GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4)
        }.frame(width: 200, height: 100))
        #expect(h.frame(of: "v/g/frame") == Rect(x: 100, y: 100, width: 100, height: 25))
    }

    @Test("a Circle is the largest circle in its frame; a Capsule rounds its short sides")
    func shapes() throws {
        let h = Harness(HStack(spacing: 0) {
            Circle().frame(width: 100, height: 60)
            Capsule().fill(Color.blue).frame(width: 100, height: 40)
        })
        #expect(h.frame(of: "v/0") == Rect(x: 120, y: 120, width: 60, height: 60))
        #expect(h.frame(of: "v/1") == Rect(x: 200, y: 130, width: 100, height: 40))
    }
}

@Suite("TouchUI aspect ratio")
struct AspectRatioTests {
    @Test("aspectRatio fits or fills the space offered with the view's proportions")
    func fitAndFill() throws {
        let fit = Harness(Color.red.aspectRatio(2, contentMode: .fit).frame(width: 300, height: 100),
                          screen: Size(width: 400, height: 300))
        #expect(fit.frame(of: "v") == Rect(x: 100, y: 100, width: 200, height: 100))
        let fill = Harness(Color.red.aspectRatio(2, contentMode: .fill).frame(width: 300, height: 100),
                           screen: Size(width: 400, height: 300))
        #expect(fill.frame(of: "v") == Rect(x: 50, y: 75, width: 300, height: 150))
        let width = Harness(Color.red.aspectRatio(Size(width: 4, height: 3), contentMode: .fit).frame(width: 120),
                            screen: Size(width: 400, height: 300))
        #expect(width.frame(of: "v")?.size == Size(width: 120, height: 90))
    }
}
