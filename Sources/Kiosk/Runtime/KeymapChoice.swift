import KeyboardInput
import Logging

extension Keymap {
    /// The keymap a kiosk types with: `layout` as configured; when libxkbcommon cannot compile
    /// it (keymap data missing, a variant of another layout), the layout alone, then `us`. Each
    /// failure is logged naming `source` (the config file and its `keyboard:` keys). Nil only
    /// when not even `us` compiles (no xkb-data installed): keys then type nothing, and the
    /// kiosk runs on.
    public static func choosing(_ layout: KeyboardLayout, source: String, logger: Logger) -> Keymap? {
        var candidates = [layout]
        if !layout.variant.isEmpty || !layout.options.isEmpty { candidates.append(KeyboardLayout(layout: layout.layout)) }
        if layout.layout != KeyboardLayout.fallback.layout { candidates.append(.fallback) }
        for (index, candidate) in candidates.enumerated() {
            do {
                let keymap = try Keymap(candidate)
                if !keymap.composes { logger.warning("keyboard: no compose data (libx11-data): dead keys type nothing") }
                return keymap
            } catch {
                let next = index + 1 < candidates.count ? "; using \(candidates[index + 1]) instead" : "; keyboards type nothing"
                logger.error("\(source): keyboard.layout/variant/options: \(error)\(next)")
            }
        }
        return nil
    }
}
