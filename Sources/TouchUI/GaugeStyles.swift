import Foundation
import Scene

/// The platform's default, as SwiftUI's `.automatic`: on iOS `.linearCapacity`.
public nonisolated struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

/// A bar that fills from the leading edge, as SwiftUI's `.linearCapacity`:
/// the label above, the bounds labels at the bar's ends, the current value
/// label under it; a 6 pt bar in the tint on iOS's grey fill.
public nonisolated struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LinearGauge(configuration: configuration, thickness: 6, marker: false)
    }
}

/// A thinner bar that fills from the leading edge, as SwiftUI's
/// `.accessoryLinearCapacity` (label above, current value label below).
public nonisolated struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LinearGauge(configuration: configuration, thickness: 4, marker: false)
    }
}

/// A bar with a marker at the value, as SwiftUI's `.accessoryLinear`: the
/// bounds labels at its ends, or else the current value label at its
/// leading edge.
public nonisolated struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LinearGauge(configuration: configuration, thickness: 4, marker: true)
    }
}

/// An open ring (a quarter of it missing at the bottom) with a marker at
/// the value, as SwiftUI's `.accessoryCircular`: the current value label
/// (or else the label) in the middle, the bounds labels at the ring's ends.
public nonisolated struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        CircularGauge(configuration: configuration, capacity: false)
    }
}

/// A closed ring filled clockwise from the top, as SwiftUI's
/// `.accessoryCircularCapacity`: the current value label (or else the
/// label) in the middle.
public nonisolated struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        CircularGauge(configuration: configuration, capacity: true)
    }
}

nonisolated extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's default: `.linearCapacity` on iOS.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar that fills from the leading edge.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A thinner bar that fills from the leading edge.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A bar with a marker at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a marker at the value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A closed ring filled to the value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

/// iOS's grey fill behind a gauge's level (`systemFill`-like, as the progress bar's track).
private let gaugeTrack = Color(red: 0.471, green: 0.471, blue: 0.502, opacity: 0.2)

/// The linear styles: a bar across the width offered.
private nonisolated struct LinearGauge: View {
    let configuration: GaugeStyleConfiguration
    let thickness: Double
    /// A marker at the value (`.accessoryLinear`) rather than a fill up to it.
    let marker: Bool
    @Environment(\.tintColor) private var tint

    var body: some View {
        let fraction = configuration.value
        let bounds = configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil
        let thickness = self.thickness
        let marker = self.marker
        let tint = self.tint
        return VStack(alignment: .leading, spacing: 4) {
            configuration.label
            HStack(spacing: 8) {
                if let minimum = configuration.minimumValueLabel {
                    minimum.font(.caption).foregroundColor(.secondary)
                } else if marker, let current = configuration.currentValueLabel {
                    current.font(.caption).foregroundColor(.secondary)
                }
                GeometryReader { geometry in
                    let width = geometry.size.width
                    ZStack(alignment: .leading) {
                        Capsule().fill(marker ? tint.opacity(0.35) : gaugeTrack)
                        if marker {
                            Circle().fill(Color.white)
                                .frame(width: thickness + 4, height: thickness + 4)
                                .overlay { Circle().stroke(tint, lineWidth: 1.5) }
                                .offset(x: Swift.max(0, width - thickness - 4) * fraction)
                        } else {
                            Capsule().fill(tint).frame(width: width * fraction)
                        }
                    }
                    .frame(height: geometry.size.height)
                }
                .frame(height: CGFloat(marker ? thickness + 4 : thickness))
                if let maximum = configuration.maximumValueLabel {
                    maximum.font(.caption).foregroundColor(.secondary)
                }
            }
            if !(marker && !bounds), let current = configuration.currentValueLabel {
                current.font(.footnote).foregroundColor(.secondary)
            }
        }
    }
}

/// The circular styles: a 58 pt ring, 6 pt thick.
private nonisolated struct CircularGauge: View {
    let configuration: GaugeStyleConfiguration
    /// A closed ring filled to the value (else an open ring with a marker).
    let capacity: Bool
    @Environment(\.tintColor) private var tint

    static let side = 58.0
    static let lineWidth = 6.0
    /// The open ring's gap at the bottom, as a fraction of the circle.
    static let gap = 0.25

    var body: some View {
        let fraction = configuration.value
        let side = Self.side, lineWidth = Self.lineWidth, gap = Self.gap
        let radius = (side - lineWidth) / 2
        // The open ring runs clockwise from 7:30 to 4:30; angles clockwise from 3 o'clock.
        let start = 90 + gap * 180
        let angle = (start + (1 - gap) * 360 * fraction) * Double.pi / 180
        return ZStack {
            if capacity {
                Circle().stroke(gaugeTrack, lineWidth: lineWidth)
                Circle().trim(from: 0, to: fraction).stroke(tint, lineWidth: lineWidth)
                    .rotationEffect(.degrees(-90))
            } else {
                Circle().trim(from: 0, to: 1 - gap).stroke(tint.opacity(0.35), lineWidth: lineWidth)
                    .rotationEffect(.degrees(start))
                Circle().fill(Color.white)
                    .frame(width: lineWidth + 2, height: lineWidth + 2)
                    .overlay { Circle().stroke(tint, lineWidth: 1.5) }
                    .offset(x: radius * cos(angle), y: radius * sin(angle))
            }
            Group {
                if let current = configuration.currentValueLabel {
                    current
                } else {
                    configuration.label
                }
            }
            .font(.system(size: 17, weight: .semibold))
            .lineLimit(1)
            .minimumScaleFactor(0.5)
            .frame(width: side - 2 * lineWidth - 4)
            if !capacity {
                HStack {
                    configuration.minimumValueLabel
                    Spacer(minLength: 0)
                    configuration.maximumValueLabel
                }
                .font(.system(size: 10, weight: .medium))
                .frame(width: side - 8)
                .offset(y: side / 2 - 8)
            }
        }
        .frame(width: side, height: side)
    }
}
