import Geometry
import GestureTuning
import TouchUI

/// The screen of `touchdeck record --guided`: what to do, where, and how far
/// along the session is. It only shows the session; the touches go to the
/// recording, not to gestures.
nonisolated struct GuidedRecordingView: View {
    let session: GuidedSession

    init(session: GuidedSession) { self.session = session }

    var body: some View {
        ZStack {
            Rectangle().fill(Color(red: 0.08, green: 0.09, blue: 0.11))
            if let step = session.step {
                marks(for: step)
                VStack(spacing: 8) {
                    Text(step.instruction)
                        .font(.system(size: 26, weight: .semibold))
                        .foregroundColor(.white)
                    Text("\(step.attempt) of \(step.attempts) · \(session.completed + 1) of \(session.plan.stepCount) in all")
                        .font(.system(size: 17))
                        .foregroundColor(Color(white: 0.7))
                }
                .position(x: session.plan.screen.width / 2, y: 44)
            } else {
                Text("Done: \(session.completed) attempts recorded")
                    .font(.system(size: 26, weight: .semibold))
                    .foregroundColor(.white)
                    .position(x: session.plan.screen.width / 2, y: session.plan.screen.height / 2)
            }
        }
    }

    @ViewBuilder
    private func marks(for step: GuidedPlan.Step) -> some View {
        let start = Point(x: step.start.x, y: step.start.y)
        let accent = session.touching ? Color.green : Color.orange
        switch step.kind {
        case .tap, .doubleTap, .longPress, .taps, .none:
            Circle().stroke(accent, lineWidth: 4).frame(width: 72, height: 72).position(start)
            Circle().fill(accent).frame(width: 14, height: 14).position(start)
        case .drag, .swipe, .shortDrag, .pinch:
            let end = step.end.map { Point(x: $0.x, y: $0.y) } ?? start
            Path { path in
                path.move(to: start)
                path.addLine(to: end)
            }
            .stroke(Color(white: 0.45), lineWidth: 3)
            Circle().fill(accent).frame(width: 36, height: 36).position(start)
            if step.kind == .pinch {
                Circle().fill(accent).frame(width: 36, height: 36).position(end)
            } else {
                Circle().stroke(accent, lineWidth: 4).frame(width: 56, height: 56).position(end)
            }
        }
    }
}
