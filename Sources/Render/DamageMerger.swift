import Geometry
/// Merges damaged rectangles into a few, so the redraw clips to a handful of
/// boxes instead of dozens of slivers.
enum DamageMerger {
    /// Unions rectangles that overlap or whose union wastes little area, then
    /// keeps merging the cheapest pair until at most `limit` remain.
    static func merge(_ rects: [PixelRect], limit: Int = 4) -> [PixelRect] {
        var boxes = rects.filter { !$0.isEmpty }
        guard boxes.count > 1 else { return boxes }
        var merged = true
        while merged {
            merged = false
            search: for i in 0..<boxes.count {
                for j in (i + 1)..<boxes.count {
                    let union = boxes[i].union(boxes[j])
                    // Worth one box when the union adds under a quarter more area.
                    if boxes[i].intersects(boxes[j]) || union.area * 4 <= (boxes[i].area + boxes[j].area) * 5 {
                        boxes[i] = union
                        boxes.remove(at: j)
                        merged = true
                        break search
                    }
                }
            }
        }
        while boxes.count > limit {
            var best = (0, 1, Int.max)
            for i in 0..<boxes.count {
                for j in (i + 1)..<boxes.count {
                    let waste = boxes[i].union(boxes[j]).area - boxes[i].area - boxes[j].area
                    if waste < best.2 { best = (i, j, waste) }
                }
            }
            boxes[best.0] = boxes[best.0].union(boxes[best.1])
            boxes.remove(at: best.1)
        }
        // Merging the cheapest pairs can make a union overlap a third box.
        return resolveOverlaps(boxes)
    }

    /// Merges overlapping boxes until none overlap.
    private static func resolveOverlaps(_ input: [PixelRect]) -> [PixelRect] {
        var boxes = input
        var changed = true
        while changed {
            changed = false
            outer: for i in 0..<boxes.count {
                for j in (i + 1)..<boxes.count where boxes[i].intersects(boxes[j]) {
                    boxes[i] = boxes[i].union(boxes[j])
                    boxes.remove(at: j)
                    changed = true
                    break outer
                }
            }
        }
        return boxes
    }
}
