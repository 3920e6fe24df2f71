/// Reads what a user's command wrote on standard error: its own `FILE:LINE:COL: error: message`
/// lines (`warning:` and `note:` too; the column may be left out) become diagnostics, and the
/// rest is kept, its first lines, for the error of a command that failed.
public struct CommandMessages: Sendable, Equatable {
    /// One located line: the file as the command wrote it, its line and column (0 when not
    /// given), severity and message.
    public struct Located: Sendable, Equatable {
        public var file: String
        public var line: Int
        public var column: Int
        public var severity: Diagnostic.Severity
        public var message: String
    }

    public var located: [Located] = []
    /// The other non-empty lines, in order.
    public var other: [String] = []

    public init(_ text: String) {
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = String(line.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            guard !trimmed.isEmpty else { continue }
            if let match = trimmed.wholeMatch(of: /(.+?):(\d{1,9}):(?:(\d{1,9}):)?\s*(error|warning|note):\s*(.*)/) {
                located.append(Located(file: String(match.1), line: Int(match.2) ?? 0, column: match.3.flatMap { Int($0) } ?? 0,
                                       severity: Diagnostic.Severity(rawValue: String(match.4)) ?? .error,
                                       message: String(match.5)))
            } else {
                other.append(trimmed)
            }
        }
    }

    /// The first `count` other lines, joined for a message, each cut to 300 characters.
    public func firstLines(_ count: Int = 5) -> String {
        other.prefix(count).map { $0.count > 300 ? String($0.prefix(300)) + "…" : $0 }.joined(separator: " | ")
            + (other.count > count ? " | …" : "")
    }
}

extension Diagnostic {
    /// A message a user's command (a preprocessor, a directive) wrote at `severity`: its
    /// warnings come under ``BuildRule/commandMessage``.
    public static func written(_ severity: Severity, at location: SourceLocation, _ message: String) -> Diagnostic {
        var diagnostic = Diagnostic(severity, at: location, message)
        if severity == .warning { diagnostic.rule = BuildRule.commandMessage.id }
        return diagnostic
    }
}
