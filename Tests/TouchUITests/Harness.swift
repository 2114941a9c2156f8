import KioskRuntime
import Render
import Scene
import TouchModel
@testable import TouchUI

/// Runs a view as a kiosk app: touches in, presented layers out.
nonisolated final class Harness<Root: View> {
    let host: ViewHost<Root>
    let runner: AppRunner
    private var time = 0.0

    init(_ root: Root, screen: Size = Size(width: 400, height: 300)) {
        host = ViewHost(root, measurer: PangoTextMeasurer())
        runner = AppRunner(app: host, screen: screen)
        runner.start(at: 0)
    }

    /// The frame of the layer `id` once animations settled, in screen points;
    /// for a view drawn without a layer of its own, where it was laid out.
    func frame(of id: String) -> Rect? {
        presentedFrame(of: id) ?? host.laidOutFrame(of: id)
    }

    private func presentedFrame(of id: String) -> Rect? {
        func find(_ layers: [PresentedLayer]) -> Rect? {
            for layer in layers {
                if layer.id.rawValue == id { return layer.screenBounds }
                if let found = find(layer.children) { return found }
            }
            return nil
        }
        return find(runner.scene.presented(at: 1e9))
    }

    /// Every layer id presented now (finished removals dropped first).
    var ids: [String] {
        runner.scene.settle(at: runner.time)
        var result: [String] = []
        func walk(_ layers: [PresentedLayer]) {
            for layer in layers {
                result.append(layer.id.rawValue)
                walk(layer.children)
            }
        }
        walk(runner.presented())
        return result
    }

    /// Presented layers whose content is text, by text.
    func texts() -> [String] {
        var result: [String] = []
        func walk(_ layers: [PresentedLayer]) {
            for layer in layers {
                if let text = layer.content.textString { result.append(text) }
                walk(layer.children)
            }
        }
        walk(runner.presented())
        return result
    }

    func touch(_ id: Int, _ x: Double, _ y: Double, _ change: ContactChange, at t: Double) {
        time = t
        runner.handle(TouchFrame(time: Int64((t * 1_000_000).rounded()), contacts: [
            TouchContact(id: id, position: Point(x: x, y: y), change: change),
        ]))
    }

    func tap(_ x: Double, _ y: Double, at t: Double) {
        touch(1, x, y, .began, at: t)
        touch(1, x, y, .ended, at: t + 0.05)
    }

    func advance(to t: Double) {
        runner.advance(to: t)
    }
}
