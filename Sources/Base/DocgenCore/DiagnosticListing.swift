/// Diagnostics as people read them: repeats folded, counts with thousands separators.
public enum DiagnosticListing {
    /// One line per diagnostic, in the order given, except that diagnostics with the same
    /// severity, rule and message form a group listed where its first member stands: its first
    /// `shown` locations, then `  … and 1,166 more`. Tools get every finding from the JSON,
    /// JUnit and GitHub formats instead.
    public static func lines(_ diagnostics: [Diagnostic], shown: Int = 3) -> [String] {
        struct Key: Hashable {
            var severity: Diagnostic.Severity
            var rule: String?
            var message: String
        }
        var order: [Key] = []
        var groups: [Key: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            let key = Key(severity: diagnostic.severity, rule: diagnostic.rule, message: diagnostic.message)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(diagnostic)
        }
        return order.flatMap { lines(ofGroup: groups[$0] ?? [], shown: shown) }
    }

    /// One group's lines: its first `shown` members, then how many more there are.
    static func lines(ofGroup members: [Diagnostic], shown: Int) -> [String] {
        var lines = members.prefix(shown).map(\.description)
        if members.count > shown { lines.append("  … and \(count(members.count - shown)) more") }
        return lines
    }

    /// What `--quiet` says of the warnings it does not list: how many, and how many of each
    /// rule, most first (`3,101 warnings not shown (--quiet): unknown-front-matter-key 3,000,
    /// broken-link 101`); nil without warnings.
    public static func hiddenWarnings(_ diagnostics: [Diagnostic]) -> String? {
        var byRule: [String: Int] = [:]
        for diagnostic in diagnostics where diagnostic.severity == .warning { byRule[diagnostic.rule ?? "no rule", default: 0] += 1 }
        guard !byRule.isEmpty else { return nil }
        let total = byRule.values.reduce(0, +)
        let rules = byRule.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \(count($0.value))" }
        return "\(total == 1 ? "1 warning" : "\(count(total)) warnings") not shown (--quiet): \(rules.joined(separator: ", "))"
    }

    /// `1166` → `1,166`.
    public static func count(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var out = number < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }
}
