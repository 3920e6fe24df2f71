/// How sure a diagram's metrics are and where they come from, per system and per value: what a
/// spec's `confidence:` says, or what docgen knows of UIKit's (``uikitDefault(for:)``).
///
/// A figure drawn with metrics below high confidence says so in its caption, its `<desc>` and a
/// legend under the drawing, and `docgen layout --format json` exports it. Values known only
/// from decompiled code are at most medium: code read that way shows what a build of UIKit
/// asks for, not what a device draws.
public struct MetricConfidence: Sendable, Equatable {
    /// From least to most sure.
    public enum Level: String, Sendable, CaseIterable, Comparable {
        case low, medium, mediumHigh, high

        public static func < (lhs: Level, rhs: Level) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// What the values rest on.
    public enum Evidence: String, Sendable, CaseIterable {
        /// Apple's documentation or headers.
        case documentation
        /// Measured on a device or in the simulator.
        case measured
        /// Read from UIKit's decompiled code only: at most medium.
        case decompiled
        /// Read from UIKit's decompiled code and reproduced by third parties' code, but not
        /// measured: at most medium-high.
        case corroborated
        /// Reports and code of third parties.
        case thirdParty
        /// An estimate.
        case estimate

        /// The highest level this evidence alone supports.
        public var highestLevel: Level {
            switch self {
            case .decompiled: .medium
            case .corroborated: .mediumHigh
            default: .high
            }
        }
    }

    /// The values a spec can rate one by one, as the layout names them.
    public enum Value: String, Sendable, CaseIterable {
        case cornerRadius, sectionInset, rowHeight, cellMargins, headerSpacing, footerSpacing, accessory, headerCase, separators
    }

    /// One value's level.
    public struct RatedValue: Sendable, Equatable {
        public var value: Value
        public var level: Level

        public init(_ value: Value, _ level: Level) {
            self.value = value
            self.level = level
        }
    }

    /// The level of the system's metrics as a whole.
    public var level: Level
    public var evidence: Evidence?
    /// Where the metrics come from, in the author's words (the spec's language).
    public var source: String?
    /// Values rated apart from the rest, in the spec's order.
    public var values: [RatedValue]

    public init(level: Level, evidence: Evidence? = nil, source: String? = nil, values: [RatedValue] = []) {
        self.level = level
        self.evidence = evidence
        self.source = source
        self.values = values
    }

    /// What docgen knows of UIKit's metrics when `spec` says nothing (``UIKitMetrics`` gives
    /// each value's source): never surer than the least sure value a drawing rests on, except
    /// those rated lower on their own. Every system's metrics come from UIKit's decompiled
    /// constants, never measured here: medium, which is also the level of the views' order in a
    /// layers view and of the corner curve. A third-party backport reproduces iOS 13 to 18's
    /// corner radius and section inset, but a figure draws them with everything else, so it says
    /// medium. The separators' ends, the accessories' sizes and the header's case (``HeaderCase``)
    /// rest on third parties' reports or an estimate: each is rated low on its own when the spec
    /// draws it.
    public static func uikitDefault(for spec: ListSpec) -> MetricConfidence {
        var values: [RatedValue] = []
        if spec.style != .insetGrouped || spec.sections.contains(where: { $0.rows.count > 1 }) { values.append(RatedValue(.separators, .low)) }
        if spec.sections.contains(where: { $0.rows.contains { $0.accessory != .none } }) { values.append(RatedValue(.accessory, .low)) }
        if spec.sections.contains(where: { $0.header != nil }) { values.append(RatedValue(.headerCase, .low)) }
        return MetricConfidence(level: .medium, evidence: .decompiled, values: values)
    }

    /// Whether a figure should say how sure it is: anything below high.
    public var isWorthSaying: Bool { level < .high || values.contains { $0.level < .high } }
}
