/// A problem found in the user's input, located in a file.
///
/// Stages report content problems as values and keep going, so one run shows every problem.
public struct Diagnostic: Error, Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// How bad a problem is.
    public enum Severity: String, Sendable, Hashable, Codable {
        case error
        case warning
        case note
    }

    public var severity: Severity
    public var location: SourceLocation
    public var message: String
    /// The check that found the problem (`broken-link`, `img-alt`), for filtering and reports.
    public var rule: String?

    public init(_ severity: Severity, at location: SourceLocation, _ message: String) {
        self.severity = severity
        self.location = location
        self.message = message
    }

    /// A located error.
    public static func error(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(Severity.error, at: location, message)
    }

    /// A located warning of `rule`, which settings can turn off or raise to an error.
    public static func warning(_ message: String, at location: SourceLocation, rule: BuildRule) -> Diagnostic {
        Diagnostic(.warning(rule), at: location, message)
    }

    /// How bad a problem is as code reports it: a warning always names its rule.
    public enum Level: Sendable, Hashable {
        case error
        case warning(BuildRule)

        public var severity: Severity {
            switch self {
            case .error: .error
            case .warning: .warning
            }
        }

        /// The rule's id, for a warning.
        public var rule: String? {
            switch self {
            case .error: nil
            case .warning(let rule): rule.id
            }
        }
    }

    /// A located problem at `level`.
    public init(_ level: Level, at location: SourceLocation, _ message: String) {
        self.init(level.severity, at: location, message)
        rule = level.rule
    }

    /// Compiler style: `path:line:col: error: message [rule]`.
    public var description: String {
        "\(location): \(severity.rawValue): \(message)" + (rule.map { " [\($0)]" } ?? "")
    }

    /// Sorted by file, line and column, then message, so output is stable whatever the thread count.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        return lhs.message < rhs.message
    }
}

extension Array where Element == Diagnostic {
    /// True when at least one diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
