import Gestures
import Motion
import Testing
import TouchModel

// The gesture code of the seed tutorials, compiled unchanged against
// Gestures and Motion (`withAnimation`, `Animation`). What SwiftUI's view
// graph would provide around it (CGSize, @State) is stubbed just below.

private typealias CGSize = Size
private typealias CGFloat = Double

/// `@State` without a view graph: a shared box with a nonmutating setter.
/// Each box remembers the animation of the transaction its last change
/// happened in, as SwiftUI's view graph would pick it up (`$x.animation`);
/// kept per box so tests running in parallel cannot see each other's changes.
@propertyWrapper
private struct State<Value> {
    final class Box {
        var value: Value
        var animation: Animation?
        init(_ value: Value) { self.value = value }
    }
    let box: Box
    init(wrappedValue: Value) { box = Box(wrappedValue) }
    var wrappedValue: Value {
        get { box.value }
        nonmutating set {
            box.value = newValue
            box.animation = Transaction.current.animation
        }
    }
    var projectedValue: Box { box }
}

/// Seed 003 (第四部分): long press, then drag, with two `@GestureState`s.
private struct HeartView {
    // 定义状态
    @State private var circleColorChanged = false
    @State private var heartColorChanged = false
    @State private var heartSizeChanged = false
    @GestureState private var longPressTap = false
    @GestureState private var dragOffset = CGSize.zero
    @State private var position = CGSize.zero

    var isPressed: Bool { longPressTap }
    var offset: CGSize { CGSize(width: position.width + dragOffset.width, height: position.height + dragOffset.height) }
    var colorChanged: Bool { circleColorChanged }

    var gesture: some Gesture {
        // 长按手势
        LongPressGesture(minimumDuration: 1.0)
            // 长按手势更新方法
            .updating($longPressTap, body: { currentState, state, _ in
                state = currentState
                self.circleColorChanged.toggle()
                self.heartColorChanged.toggle()
                self.heartSizeChanged.toggle()
            })
            // 拖拽手势
            .sequenced(before: DragGesture())
            // 拖拽手势更新方法
            .updating($dragOffset, body: { currentPosition, state, _ in
                // 顺序执行
                switch currentPosition {
                case .first(true):
                    print("正在点击")
                case .second(true, let drag):
                    state = drag?.translation ?? .zero
                default: break
                }
            })
            // 拖拽结束后的位置
            .onEnded({ currentPosition in
                guard case .second(true, let drag?) = currentPosition else { return }
                self.position.height += drag.translation.height
                self.position.width += drag.translation.width
                self.circleColorChanged.toggle()
                self.heartColorChanged.toggle()
                self.heartSizeChanged.toggle()
            })
    }

    /// Seed 003 (第三部分): a plain drag into `@GestureState`.
    var dragOnly: some Gesture {
        DragGesture()
            .updating($dragOffset, body: { (currentPosition, state, transaction) in
                state = currentPosition.translation
            })
            .onEnded({ (currentPosition) in
                self.position.height += currentPosition.translation.height
                self.position.width += currentPosition.translation.width
            })
    }
}

private struct Card: Equatable {
    var name: String
}

/// Seed 000: the wallet's `DragState` and card gesture.
private struct WalletView {
    enum DragState {
        case inactive
        case pressing(index: Int? = nil)
        case dragging(index: Int? = nil, translation: CGSize)

        var index: Int? {
            switch self {
            case .pressing(let index), .dragging(let index, _):
                return index
            case .inactive:
                return nil
            }
        }
        var translation: CGSize {
            switch self {
            case .inactive, .pressing:
                return .zero
            case .dragging(_, let translation):
                return translation
            }
        }

        var isPressing: Bool {
            switch self {
            case .pressing, .dragging:
                return true
            case .inactive:
                return false
            }
        }

        var isDragging: Bool {
            switch self {
            case .dragging:
                return true
            case .inactive, .pressing:
                return false
            }
        }
    }

    @State var cards: [Card] = [Card(name: "Visa"), Card(name: "Master"), Card(name: "Amex")]
    @State var isCardPressed = false
    @State var selectedCard: Card?
    var selectedCardAnimation: Animation? { $selectedCard.animation }
    @State var lastDrop: CGSize = .zero
    @GestureState private var dragState = DragState.inactive

    var currentDragState: DragState { dragState }

    func index(for card: Card) -> Int? {
        cards.firstIndex(of: card)
    }

    func gesture(for card: Card) -> some Gesture {
        TapGesture()
            .onEnded({ _ in
                withAnimation(.easeOut(duration: 0.15).delay(0.1)) {
                    self.isCardPressed.toggle()
                    self.selectedCard = self.isCardPressed ? card : nil
                }
            })
            .exclusively(before: LongPressGesture(minimumDuration: 0.05)
            .sequenced(before: DragGesture())
            .updating(self.$dragState, body: { (value, state, transaction) in
                switch value {
                case .first(true):
                    state = .pressing(index: self.index(for: card))
                case .second(true, let drag):
                    state = .dragging(index: self.index(for: card), translation: drag?.translation ?? .zero)
                default:
                    break
                }

            })
            .onEnded({ (value) in

                guard case .second(true, let drag?) = value else {
                    return
                }

                // 重新排列卡片
                self.lastDrop = drag.translation   // (the seed leaves this to the next section)
            })

        )
    }
}

@Suite("Seed code")
struct SeedCodeTests {
    @Test func heartLongPressThenDrag() {
        let view = HeartView()
        let engine = GestureEngine()
        engine.gesture(view.gesture, on: engine.addRegion(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
        var s = Script()
        s.down(1, 200, 200, at: 0)
        engine.handle(s.frames[0])
        #expect(view.isPressed)
        engine.advance(to: 1.0)
        #expect(view.isPressed == false)    // reset as the press part ended
        s.drag(1, to: 260, 230, from: 1.1, to: 1.3, steps: 4)
        for frame in s.frames.dropFirst() { engine.handle(frame) }
        #expect(view.offset == CGSize(width: 60, height: 30))
        s.up(1, at: 1.4)
        run(s, on: engine, skip: 5)
        #expect(view.offset == CGSize(width: 60, height: 30))
        #expect(view.isPressed == false)
    }

    @Test func heartPlainDragSnapsBackIntoPosition() {
        let view = HeartView()
        let engine = GestureEngine()
        engine.gesture(view.dragOnly, on: engine.addRegion(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.drag(1, to: 100, 180, from: 0, to: 0.1, steps: 5)
        s.up(1, at: 0.15)
        run(s, on: engine)
        #expect(view.offset == CGSize(width: 0, height: 80))
    }

    @Test func walletTapSelectsAndHoldDragReorders() {
        let wallet = WalletView()
        let engine = GestureEngine()
        for (index, card) in wallet.cards.enumerated() {
            let region = engine.addRegion(frame: Rect(x: 0, y: 50 * Double(index), width: 300, height: 190))
            engine.gesture(wallet.gesture(for: card), on: region)
        }
        var s = Script()
        s.down(1, 100, 120, at: 0)          // the front card (Amex) at y 100…290
        s.up(1, at: 0.1)
        s.down(2, 100, 20, at: 1)           // only Visa is there
        s.hold(until: 1.8)
        for frame in s.frames { engine.handle(frame) }
        engine.advance(to: 1.8)
        #expect(wallet.isCardPressed)
        #expect(wallet.selectedCard == Card(name: "Amex"))
        #expect(wallet.selectedCardAnimation == .easeOut(duration: 0.15).delay(0.1))
        #expect(wallet.currentDragState.isDragging)
        #expect(wallet.currentDragState.index == 0)
        s.drag(2, to: 100, 140, from: 1.8, to: 2.0, steps: 4)
        s.up(2, at: 2.1)
        run(s, on: engine, skip: 3)
        #expect(wallet.lastDrop == CGSize(width: 0, height: 120))
        #expect(wallet.currentDragState.isPressing == false)
    }
}
