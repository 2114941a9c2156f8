import Foundation
import TouchUI

/// Seed 003 as a kiosk screen: the tutorial's heart — a long press (with its
/// pressed state through `@GestureState`) sequenced before a drag that moves
/// it, where it stays — with a live readout of the gestures beside it. The
/// heart, its state and its gesture are the tutorial's final `ContentView`,
/// plus part 2's `.opacity(longPressTap ? 0.4 : 1.0)`; docs/apps.md lists the
/// other changes.
public nonisolated struct PlaygroundView: View {
    let settings: PlaygroundSettings
    let onEvent: (PlaygroundEvent) -> Void

    // 定义状态 (the states)
    @State private var circleColorChanged = false
    @State private var heartColorChanged = false
    @State private var heartSizeChanged = false

    @GestureState private var longPressTap = false
    @GestureState private var dragOffset = CGSize.zero
    @State private var position = CGSize.zero

    /// The readout's last line: what the gesture did last.
    @State private var lastEnded = "—"

    /// `onEvent` hears every long press and every drop, in order.
    public init(settings: PlaygroundSettings = PlaygroundSettings(), onEvent: @escaping (PlaygroundEvent) -> Void = { _ in }) {
        self.settings = settings
        self.onEvent = onEvent
    }

    public var body: some View {
        ZStack {
            GestureReadout(lines: [
                "LongPressGesture(minimumDuration: \(format(settings.longPressDuration)))",
                "  @GestureState longPressTap: \(longPressTap)",
                ".sequenced(before: DragGesture())",
                "  @GestureState dragOffset: \(format(dragOffset))",
                "@State position: \(format(position))",
                "last: \(lastEnded)",
            ])

            // 绘制 (the drawing)
            ZStack {
                Circle()
                    .frame(width: 200, height: 200)
                    .foregroundColor(circleColorChanged ? Color.systemGray5 : .red)
                Heart()
                    .frame(width: 80, height: 80)
                    .foregroundColor(heartColorChanged ? .red : .white)
                    .scaleEffect(heartSizeChanged ? 1.0 : 0.5)
                    .opacity(longPressTap ? 0.4 : 1.0)
            }
            .accessibilityIdentifier("heart")
            // 移动位置 (the position)
            .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
            // 手势modifier (the gesture)
            .gesture(
                // 长按手势 (long press)
                LongPressGesture(minimumDuration: settings.longPressDuration)
                    // 长按手势更新方法
                    .updating($longPressTap, body: { currentState, state, _ in
                        if currentState && !state { onEvent(.pressed) }
                        state = currentState
                        self.circleColorChanged.toggle()
                        self.heartColorChanged.toggle()
                        self.heartSizeChanged.toggle()
                    })
                    // 拖拽手势 (then a drag)
                    .sequenced(before: DragGesture())
                    // 拖拽手势更新方法
                    .updating($dragOffset, body: { currentPosition, state, _ in
                        // 顺序执行
                        switch currentPosition {
                        case .first(true):
                            break  // the seed prints "正在点击" (pressing)
                        case .second(true, let drag):
                            state = drag?.translation ?? .zero
                        default:
                            break
                        }
                    })
                    // 拖拽结束后的位置 (where the drag ends)
                    .onEnded({ currentPosition in
                        guard case .second(true, let drag?) = currentPosition else {
                            return
                        }
                        self.position.height += drag.translation.height
                        self.position.width += drag.translation.width
                        self.circleColorChanged.toggle()
                        self.heartColorChanged.toggle()
                        self.heartSizeChanged.toggle()
                        lastEnded = "dropped at \(format(position))"
                        onEvent(.dropped(x: position.width, y: position.height))
                    })
            )
        }
    }
}

/// The gestures' live values, top left, in a monospaced column.
nonisolated struct GestureReadout: View {
    let lines: [String]

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(Array(lines.enumerated()), id: \.offset) { _, line in
                Text(line).font(Font(size: 15, family: "DejaVu Sans Mono")).foregroundColor(Color.gray)
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .allowsHitTesting(false)
    }
}

/// "1" for whole numbers, "0.5" otherwise.
func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
}

/// "(12, -30)".
func format(_ size: Size) -> String { "(\(format(size.width)), \(format(size.height)))" }
