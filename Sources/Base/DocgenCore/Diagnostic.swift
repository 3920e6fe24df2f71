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
        Diagnostic(.error, at: location, message)
    }

    /// A located warning.
    public static func warning(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.warning, at: location, message)
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
