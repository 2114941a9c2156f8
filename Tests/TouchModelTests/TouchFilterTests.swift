import Testing
import TouchModel

/// Frames of one finger (id 1) for filter tests; times in milliseconds.
private func frame(_ ms: Int64, _ x: Double, _ change: ContactChange, y: Double = 0, id: Int = 1, pressure: Int32? = nil) -> TouchFrame {
    TouchFrame(time: ms * 1000, contacts: [TouchContact(id: id, position: Point(x: x, y: y), pressure: pressure, change: change)])
}

@Suite("Touch filters")
struct TouchFilterTests {
    @Test func medianRemovesASpike() {
        let filter = MedianFilter(window: 3)
        let xs = [10.0, 11, 500, 12, 13].enumerated().map { index, x in
            filter.filter(frame(Int64(index), x, index == 0 ? .began : .moved))?.contacts[0].position.x
        }
        #expect(xs == [10, 10.5, 11, 12, 13])
    }

    @Test func dejitterSmoothsSmallMovesButNotJumps() {
        let filter = DejitterFilter(threshold: 5)
        _ = filter.filter(frame(0, 100, .began))
        let small = filter.filter(frame(1, 102, .moved))?.contacts[0].position.x
        let expected: CGFloat = (5 * 102 + 3 * 100) / 8
        #expect(small == expected)
        let jump = filter.filter(frame(2, 200, .moved))?.contacts[0].position.x
        #expect(jump == 200)
    }

    @Test func debounceDropsABounceForItsWholeLife() {
        let filter = DebounceFilter(seconds: 0.05)
        #expect(filter.filter(frame(0, 1, .began)) != nil)
        #expect(filter.filter(frame(10, 1, .ended)) != nil)
        #expect(filter.filter(frame(30, 1, .began, id: 2)) == nil)
        #expect(filter.filter(frame(40, 2, .moved, id: 2)) == nil)
        #expect(filter.filter(frame(50, 2, .ended, id: 2)) == nil)
        #expect(filter.filter(frame(200, 3, .began, id: 3))?.contacts.first?.change == .began)
    }

    @Test func minimumSamplesDropsGhostTapsAndDelaysRealTouches() {
        let filter = MinimumSamplesFilter(count: 3)
        #expect(filter.filter(frame(0, 1, .began)) == nil)
        #expect(filter.filter(frame(8, 1, .ended)) == nil)
        #expect(filter.filter(frame(20, 5, .began, id: 2)) == nil)
        #expect(filter.filter(frame(28, 6, .moved, id: 2)) == nil)
        let third = filter.filter(frame(36, 7, .moved, id: 2))
        #expect(third?.contacts.first?.change == .began && third?.contacts.first?.position.x == 7)
        #expect(filter.filter(frame(44, 7, .ended, id: 2))?.contacts.first?.change == .ended)
    }

    @Test func pressureThresholdGatesContacts() {
        let filter = PressureFilter(minimum: 20)
        #expect(filter.filter(frame(0, 1, .began, pressure: 5)) == nil)
        #expect(filter.filter(frame(8, 2, .moved, pressure: 30))?.contacts.first?.change == .began)
        #expect(filter.filter(frame(16, 3, .moved, pressure: 10))?.contacts.first?.change == .ended)
        #expect(filter.filter(frame(24, 4, .moved, pressure: 40)) == nil)
        #expect(filter.filter(frame(32, 4, .ended, pressure: 0)) == nil)
        // Devices without pressure pass unchanged.
        #expect(filter.filter(frame(40, 1, .began, id: 2))?.contacts.first?.change == .began)
    }

    @Test func cropDropsOffscreenTouchesAndClampsMovingOnes() {
        let filter = CropFilter(screen: Size(width: 100, height: 100))
        #expect(filter.filter(frame(0, -5, .began, y: 10)) == nil)
        #expect(filter.filter(frame(8, 50, .moved, y: 10)) == nil)
        #expect(filter.filter(frame(16, 50, .ended, y: 10)) == nil)
        #expect(filter.filter(frame(20, 50, .began, y: 50, id: 2)) != nil)
        #expect(filter.filter(frame(28, 150, .moved, y: 50, id: 2))?.contacts.first?.position == Point(x: 99, y: 50))
    }

    @Test func chainFromSettingsRunsInTslibOrder() {
        let chain = TouchFilterChain(settings: TouchFilterSettings(medianWindow: 3, minimumSamples: 2, pressureThreshold: 1, crop: true),
                                     screen: Size(width: 10, height: 10))
        #expect(chain.filters.map { String(describing: type(of: $0)) } == ["PressureFilter", "CropFilter", "MinimumSamplesFilter", "MedianFilter"])
        #expect(TouchFilterChain(settings: TouchFilterSettings(), screen: nil).isEmpty)
    }

    @Test func everyReportedContactBeginsAndEndsOnce() {
        let chain = TouchFilterChain(settings: TouchFilterSettings(medianWindow: 3, dejitterThreshold: 2, debounceSeconds: 0.02,
                                                                   minimumSamples: 2, pressureThreshold: 10, crop: true),
                                     screen: Size(width: 100, height: 100))
        var began: Set<Int> = [], ended: Set<Int> = []
        var time: Int64 = 0
        for id in 1...20 {
            let steps = id % 4
            for step in 0...steps {
                time += 8
                let change: ContactChange = step == 0 ? .began : step == steps ? .ended : .moved
                let pressure = Int32((id * 7 + step * 3) % 25)
                guard let out = chain.filter(frame(time, Double(id * 13 % 120 - 10), change, y: Double(step * 9), id: id, pressure: pressure)) else { continue }
                for contact in out.contacts {
                    if contact.change.contains(.began) { #expect(began.insert(contact.id).inserted) }
                    if !contact.isActive {
                        #expect(began.contains(contact.id))
                        #expect(ended.insert(contact.id).inserted)
                    }
                }
            }
            time += 30
        }
        #expect(began == ended)
    }
}
