/// Which `/dev/dri/card*` shows the kiosk, judged by what libdrm says of each
/// (`DRMProbe`): a card with KMS and a connected connector (the one
/// `display.connector` names, when one does); else a KMS card with
/// connectors but no monitor yet (the kiosk waits on it); never a render-only GPU.
public struct DRMCardChoice: Sendable, Equatable {
    /// The card chosen; nil when none has KMS and connectors.
    public var path: String?
    /// One log line: which card and connector, and why each other card was passed over.
    public var summary: String

    /// `cards` in the order to prefer them (lowest-numbered first).
    public static func choose(_ cards: [DRMCardInfo], connector wanted: String? = nil) -> DRMCardChoice {
        func connected(_ card: DRMCardInfo) -> [DRMConnectorInfo] { card.connectors.filter { $0.connected && !$0.modes.isEmpty } }
        let kms = cards.filter { $0.problem == nil }
        let chosen = wanted.flatMap { name in kms.first { card in connected(card).contains { $0.name == name } } }
            ?? kms.first { !connected($0).isEmpty } ?? kms.first
        guard let chosen else {
            let reasons = cards.map { "\($0.path): \($0.problem ?? "no connectors")" }.joined(separator: "; ")
            return DRMCardChoice(path: nil, summary: "no DRM card to show on" + (reasons.isEmpty ? "" : " (\(reasons))"))
        }
        let live = connected(chosen)
        var line = "display: \(chosen.path)"
        if let shown = live.first(where: { $0.name == wanted }) ?? live.first {
            line += ", connector \(shown.summary)"
            let reason = wanted == shown.name ? "display.connector names it" : "the first card with a monitor connected"
            line += ": \(reason)"
        } else {
            line += ": no monitor connected yet (\(chosen.connectors.map(\.summary).joined(separator: ", "))); waiting for one"
        }
        let others = cards.filter { $0.path != chosen.path }.map { card -> String in
            if let problem = card.problem { return "\(card.path): \(problem)" }
            let names = connected(card).map(\.name)
            if names.isEmpty { return "\(card.path): no monitor connected" }
            return "\(card.path): \(names.joined(separator: ", ")) connected, but a lower-numbered card was chosen"
        }
        if !others.isEmpty { line += "; skipped " + others.joined(separator: "; ") }
        return DRMCardChoice(path: chosen.path, summary: line)
    }
}
