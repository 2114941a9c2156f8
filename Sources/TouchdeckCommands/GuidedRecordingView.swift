import Foundation
import Geometry
import GestureTuning
import TouchUI

/// The screen of `touchdeck record --guided`: what to do and where, how far
/// along the session is, the last attempt's feedback, and the Undo, Skip and
/// Redo buttons. It only shows the session: the touches go to the session
/// (which reads the buttons from the same `GuidedLayout`), not to gestures.
nonisolated struct GuidedRecordingView: View {
    let session: GuidedSession

    init(session: GuidedSession) { self.session = session }

    var body: some View {
        // Once a second while it runs, so the live loop wakes to check the idle timeout.
        TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 1)) { _ in
            screen
        }
    }

    private var screen: some View {
        let size = session.plan.screen
        return ZStack {
            Rectangle().fill(Color(red: 0.08, green: 0.09, blue: 0.11))
            if let prompt = session.prompt {
                GuidedMarks(prompt: prompt, touching: session.touching)
                VStack(spacing: 6) {
                    Text(prompt.instruction)
                        .font(.system(size: 24, weight: .semibold))
                        .foregroundColor(.white)
                    Text(progress)
                        .font(.system(size: 16))
                        .foregroundColor(Color(white: 0.7))
                    Text(session.feedback ?? " ")
                        .font(.system(size: 16, weight: .semibold))
                        .foregroundColor(Color(red: 0.55, green: 0.8, blue: 1))
                }
                .position(x: size.width / 2, y: GuidedLayout.headerHeight / 2)
                ForEach(GuidedLayout.Button.allCases, id: \.self) { button in
                    buttonView(button)
                }
            } else {
                Text(ending)
                    .font(.system(size: 24, weight: .semibold))
                    .foregroundColor(.white)
                    .position(x: size.width / 2, y: size.height / 2)
            }
        }
    }

    private var progress: String {
        if session.phase == .practice {
            return "Practice \(session.promptIndex + 1) of \(session.promptCount) · not recorded"
        }
        return "\(session.promptIndex + 1) of \(session.promptCount) · \(session.labels.count) recorded"
    }

    private var ending: String {
        switch session.phase {
        case .idle: "Ended after \(Int(session.idleTimeout)) s without a touch: \(session.labels.count) attempts kept"
        default: "Done: \(session.labels.count) attempts recorded. Thank you!"
        }
    }

    private func buttonView(_ button: GuidedLayout.Button) -> some View {
        let frame = session.layout.frame(of: button)
        let enabled = switch button {
        case .undo: session.canUndo
        case .redo: session.canRedo
        case .skip: true
        }
        return ZStack {
            RoundedRectangle(cornerRadius: 12).fill(Color(white: enabled ? 0.24 : 0.13))
            Text(button.title)
                .font(.system(size: 20, weight: .semibold))
                .foregroundColor(Color(white: enabled ? 0.95 : 0.4))
        }
        .frame(width: frame.width, height: frame.height)
        .position(x: frame.midX, y: frame.midY)
    }
}

/// A prompt's marks: the target (tap, double tap, press, separate taps), or
/// the dot, line and ring of a stroke, or a pinch's two dots. Green while a
/// finger is down, orange otherwise: it acknowledges the touch, never times it.
nonisolated struct GuidedMarks: View {
    let prompt: GuidedPrompt
    let touching: Bool

    var body: some View {
        let start = Point(x: prompt.start.x, y: prompt.start.y)
        let accent = touching ? Color.green : Color.orange
        switch prompt.kind {
        case .tap, .doubleTap, .longPress, .taps, .none:
            Circle().stroke(accent, lineWidth: 4).frame(width: 72, height: 72).position(start)
            Circle().fill(accent).frame(width: 14, height: 14).position(start)
        case .drag, .swipe, .shortDrag, .pinch:
            let end = prompt.end.map { Point(x: $0.x, y: $0.y) } ?? start
            Path { path in
                path.move(to: start)
                path.addLine(to: end)
            }
            .stroke(Color(white: 0.45), lineWidth: 3)
            Circle().fill(accent).frame(width: 36, height: 36).position(start)
            if prompt.kind == .pinch {
                Circle().fill(accent).frame(width: 36, height: 36).position(end)
            } else {
                Circle().stroke(accent, lineWidth: 4).frame(width: 56, height: 56).position(end)
            }
        }
    }
}
