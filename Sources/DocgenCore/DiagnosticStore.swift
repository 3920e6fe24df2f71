/// Diagnostics kept by where they came from (a chapter's loading, a page, a page's check), so
/// that a rebuild replaces only the changed sources' and lists them all without sorting or
/// grouping them again: repeats are kept grouped as ``DiagnosticListing`` groups them, each
/// group's members in order.
public struct DiagnosticStore: Sendable {
    /// What groups repeats: the same severity, rule and message.
    private struct GroupKey: Hashable, Sendable {
        var severity: Diagnostic.Severity
        var rule: String?
        var message: String

        init(_ diagnostic: Diagnostic) {
            severity = diagnostic.severity
            rule = diagnostic.rule
            message = diagnostic.message
        }
    }

    /// Each source's diagnostics, for the sources that have any.
    private var bySource: [String: [Diagnostic]] = [:]
    /// Each group's members, in ``precedes(_:_:)`` order.
    private var groups: [GroupKey: [Diagnostic]] = [:]
    public private(set) var errorCount = 0

    /// The diagnostics of each source.
    public init(_ sources: [String: [Diagnostic]] = [:]) {
        bySource = sources.filter { !$0.value.isEmpty }
        let all = bySource.values.flatMap { $0 }.sorted(by: Self.precedes)
        for diagnostic in all { groups[GroupKey(diagnostic), default: []].append(diagnostic) }
        errorCount = all.count { $0.severity == .error }
    }

    /// True when at least one diagnostic is an error.
    public var containsErrors: Bool { errorCount > 0 }

    /// How many diagnostics are warnings (a group's members share a severity).
    public var warningCount: Int {
        groups.values.reduce(0) { $0 + ($1.first?.severity == .warning ? $1.count : 0) }
    }

    /// Puts `diagnostics` in place of what `source` had.
    public mutating func replace(_ source: String, with diagnostics: [Diagnostic]) {
        let old = bySource[source] ?? []
        guard !old.isEmpty || !diagnostics.isEmpty else { return }
        for diagnostic in old { remove(diagnostic) }
        for diagnostic in diagnostics { insert(diagnostic) }
        bySource[source] = diagnostics.isEmpty ? nil : diagnostics
        errorCount += Self.errors(in: diagnostics) - Self.errors(in: old)
    }

    /// How many errors there would be with `replacements` (diagnostics by source) in place.
    public func errorCount(replacing replacements: [String: [Diagnostic]]) -> Int {
        replacements.reduce(errorCount) { $0 + Self.errors(in: $1.value) - Self.errors(in: bySource[$1.key] ?? []) }
    }

    /// Every diagnostic, sorted (``Diagnostic/<``).
    public var sorted: [Diagnostic] {
        groups.values.flatMap { $0 }.sorted(by: Self.precedes)
    }

    /// ``DiagnosticListing/lines(_:shown:)`` of ``sorted``, errors only when `errorsOnly`: each
    /// group where its first member stands, its first `shown` members, then how many more.
    public func lines(shown: Int = 3, errorsOnly: Bool = false) -> [String] {
        groups.values.filter { !errorsOnly || $0[0].severity == .error }
            .sorted { Self.precedes($0[0], $1[0]) }
            .flatMap { DiagnosticListing.lines(ofGroup: $0, shown: shown) }
    }

    /// ``Diagnostic/<``, with ties (the same place and message) put in one order by severity
    /// and rule, so that the order never depends on the order sources were given in.
    private static func precedes(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs < rhs { return true }
        if rhs < lhs { return false }
        return (lhs.severity.rawValue, lhs.rule ?? "") < (rhs.severity.rawValue, rhs.rule ?? "")
    }

    private static func errors(in diagnostics: [Diagnostic]) -> Int {
        diagnostics.count { $0.severity == .error }
    }

    // Each position is found in a statement of its own, so that no copy of the group is alive
    // while it changes (which would copy it whole).
    private mutating func insert(_ diagnostic: Diagnostic) {
        let key = GroupKey(diagnostic)
        let position = groups[key].map { Self.position(after: diagnostic, in: $0) } ?? 0
        groups[key, default: []].insert(diagnostic, at: position)
    }

    private mutating func remove(_ diagnostic: Diagnostic) {
        let key = GroupKey(diagnostic)
        guard let position = groups[key].flatMap({ Self.position(of: diagnostic, in: $0) }) else { return }
        groups[key]!.remove(at: position)
        if groups[key]!.isEmpty { groups[key] = nil }
    }

    /// Where `diagnostic` is among `members`: members equal under `precedes` are equal, so the
    /// last one before the position after it is it, if it is there at all.
    private static func position(of diagnostic: Diagnostic, in members: [Diagnostic]) -> Int? {
        let position = position(after: diagnostic, in: members) - 1
        return position >= 0 && members[position] == diagnostic ? position : nil
    }

    /// The first position in `members` whose member `diagnostic` precedes (binary search).
    private static func position(after diagnostic: Diagnostic, in members: [Diagnostic]) -> Int {
        var low = 0, high = members.count
        while low < high {
            let middle = (low + high) / 2
            if precedes(diagnostic, members[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
