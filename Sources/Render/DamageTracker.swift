import Geometry
import Motion
import Scene

/// What one drawn unit looked like in a frame: enough to tell whether its
/// pixels may have changed, and where they were. A drawn unit is a layer
/// drawn by itself (its children are units of their own), or a layer drawn
/// whole with its subtree from a kept look (cached, or turned in 3-D).
struct LayerRecord: Equatable {
    let id: LayerID
    let transform: AffineTransform2D
    let opacity: Double
    /// The subtree's `lookHash` for a unit drawn whole (cached or turned in 3-D),
    /// else a hash of the layer's own look only (its children have their own records).
    let look: Int
    let rotation3D: Double
    let rotation3DAnchor: UnitPoint
    /// Device pixels it covers.
    let bounds: PixelRect
    /// Drawn whole from a kept look (cached, or turned in 3-D).
    let isUnit: Bool

    /// Its transform only moves it (no turn, scale or shear).
    var onlyMoves: Bool { transform.a == 1 && transform.b == 0 && transform.c == 0 && transform.d == 1 }
}

/// Compares each frame's records with the previous frame's: damage is the old
/// and new bounds of every unit that appeared, vanished, changed or moved in
/// the drawing order relative to the units present in both frames.
struct DamageTracker {
    /// The last recorded frame's records by id, and its ids in drawing order.
    private var previous: [LayerID: LayerRecord] = [:]
    private var previousOrder: [LayerID] = []

    /// The records of a frame, in drawing order.
    func records(for layers: [PresentedLayer], painter: LayerPainter, target: DrawTarget) -> [LayerRecord] {
        var boxes: [LayerID: PixelRect] = [:]
        return records(for: layers, painter: painter, target: target, subtreeBoxes: &boxes)
    }

    /// The records of a frame, in drawing order, and per layer the union of
    /// its subtree's records' bounds (`subtreeBoxes`): every pixel the
    /// subtree may draw, found in the one walk the records take (drawing
    /// walked each layer's subtree again, measuring every text's ink once
    /// per layer above it). It may be larger than the drawn box (a clipped
    /// layer's children are counted whole; two layers with one id share the
    /// union of theirs), never smaller.
    func records(for layers: [PresentedLayer], painter: LayerPainter, target: DrawTarget,
                 subtreeBoxes: inout [LayerID: PixelRect]) -> [LayerRecord] {
        var records: [LayerRecord] = []
        subtreeBoxes.removeAll(keepingCapacity: true)
        let geometry = painter.geometry(scale: target.scale)
        func visit(_ layer: PresentedLayer, _ boxes: inout [LayerID: PixelRect]) -> PixelRect {
            let unit = layer.cached || layer.rotation3D.radians != 0
            let bounds: PixelRect
            if layer.opacity <= 0 {
                bounds = PixelRect(x: 0, y: 0, width: 0, height: 0)
            } else if unit {
                bounds = painter.subtreeBox(layer, target: target)
            } else {
                bounds = target.pixelBox(of: geometry.ownLocal(layer), transform: layer.transform)
            }
            records.append(LayerRecord(
                id: layer.id, transform: layer.transform, opacity: layer.opacity,
                look: unit ? layer.lookHash : Self.ownLook(layer), rotation3D: layer.rotation3D.radians,
                rotation3DAnchor: layer.rotation3DAnchor, bounds: bounds, isUnit: unit))
            var box = bounds
            if !unit, layer.opacity > 0 {
                for child in layer.children { box = box.union(visit(child, &boxes)) }
            }
            if let other = boxes.updateValue(box, forKey: layer.id) { boxes[layer.id] = box.union(other) }
            return box
        }
        for layer in layers { _ = visit(layer, &subtreeBoxes) }
        return records
    }

    /// A hash of what the layer itself draws, apart from placement and children.
    static func ownLook(_ layer: PresentedLayer) -> Int {
        var hasher = Hasher()
        hasher.combine(layer.ownLookHash)
        hasher.combine(layer.progress)
        hasher.combine(layer.size)
        return hasher.finalize()
    }

    /// The damage from the last recorded frame to `records`, which become the last.
    mutating func damage(to records: [LayerRecord]) -> [PixelRect] {
        var damage: [PixelRect] = []
        var current: [LayerID: LayerRecord] = [:]
        current.reserveCapacity(records.count)
        for record in records {
            if let duplicate = current[record.id] {
                // Two layers with one id cannot be told apart across frames: repaint both.
                damage.append(duplicate.bounds)
                damage.append(record.bounds)
            }
            current[record.id] = record
            if let old = previous[record.id] {
                if old != record {
                    damage.append(old.bounds)
                    damage.append(record.bounds)
                }
            } else {
                damage.append(record.bounds)
            }
        }
        for (id, old) in previous where current[id] == nil { damage.append(old.bounds) }
        // Order: among units in both frames, which one is drawn just before each.
        // (Insertions and removals alone do not reorder the others.)
        let survivorsBefore = previousOrder.filter { current[$0] != nil }
        let earlier = previous
        let survivorsNow = records.map(\.id).filter { earlier[$0] != nil }
        if !survivorsBefore.elementsEqual(survivorsNow) {
            var before: [LayerID: LayerID] = [:]
            for (earlier, later) in zip(survivorsBefore, survivorsBefore.dropFirst()) { before[later] = earlier }
            var last: LayerID?
            for id in survivorsNow {
                if before[id] != last, let old = previous[id], let new = current[id] {
                    damage.append(old.bounds)
                    damage.append(new.bounds)
                }
                last = id
            }
        }
        previous = current
        previousOrder = records.map(\.id)
        return damage.filter { !$0.isEmpty }
    }

    /// Forgets the last frame, so the next one is compared with nothing.
    mutating func reset() {
        previous = [:]
        previousOrder = []
    }
}
