import Geometry

/// What the config asks of a DRM screen: `display.connector` and `display.mode`.
public struct DRMOutputRequest: Sendable, Equatable {
    /// The kernel's connector name (`HDMI-A-1`); nil: the first connected one.
    public var connector: String?
    /// nil: the connector's default mode (`video=`, else the monitor's preferred).
    public var mode: DRMModeName?

    public init(connector: String? = nil, mode: DRMModeName? = nil) {
        self.connector = connector
        self.mode = mode
    }
}

/// Which connector of a card shows the kiosk, in which mode. A request that
/// cannot be met is not fatal: the problem is reported naming the config key
/// and what the card has, and the first connected connector's default mode is used.
public struct DRMOutputSelection: Sendable, Equatable {
    /// Index into the connectors chosen from.
    public var connector: Int
    /// Index into that connector's modes.
    public var mode: Int
    /// What of the request could not be met, one line each ("display.mode: …").
    public var problems: [String]

    /// nil when no connector is connected with a mode (the caller waits for a monitor).
    public static func choose(_ connectors: [DRMConnectorInfo], card: String, request: DRMOutputRequest) -> DRMOutputSelection? {
        var problems: [String] = []
        let usable = connectors.indices.filter { connectors[$0].connected && !connectors[$0].modes.isEmpty }
        var chosen = usable.first
        if let wanted = request.connector {
            if let index = connectors.firstIndex(where: { $0.name == wanted }) {
                if usable.contains(index) {
                    chosen = index
                } else if let fallback = chosen {
                    problems.append("display.connector: \(wanted) on \(card) is disconnected; using \(connectors[fallback].name)")
                }
            } else {
                let listed = connectors.map(\.summary).joined(separator: ", ")
                problems.append("display.connector: \(card) has no connector \"\(wanted)\" (it has \(listed.isEmpty ? "none" : listed))"
                                + (chosen.map { "; using \(connectors[$0].name)" } ?? ""))
            }
        }
        guard let index = chosen else { return nil }
        let connector = connectors[index]
        var mode = connector.defaultMode ?? 0
        if let wanted = request.mode {
            if let found = connector.modes.firstIndex(where: wanted.matches) {
                mode = found
            } else {
                problems.append("display.mode: \(connector.name) has no mode \(wanted) (it has \(listing(connector.modes))); using \(connector.modes[mode])")
            }
        }
        return DRMOutputSelection(connector: index, mode: mode, problems: problems)
    }

    /// The modes, each once, the first twelve.
    static func listing(_ modes: [DRMModeName]) -> String {
        var seen = Set<DRMModeName>()
        let distinct = modes.filter { seen.insert($0).inserted }
        let shown = distinct.prefix(12).map(\.description).joined(separator: ", ")
        return distinct.count > 12 ? shown + ", … \(distinct.count - 12) more" : shown
    }
}
