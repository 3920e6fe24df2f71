import DocgenDiagnostics

/// Reads the fields of a YAML mapping into typed values, reporting every problem as a located
/// diagnostic: wrong types, unknown keys (with a "did you mean" suggestion) and duplicates.
public struct YAMLFieldReader {
    /// The mapping's pairs, or empty when the node was not a mapping (already reported).
    public let pairs: [YAMLPair]
    /// Maps a node's position in the YAML text to its position in the user's file.
    public let locate: (YAMLNode) -> SourceLocation
    public private(set) var diagnostics: [Diagnostic] = []

    /// Starts reading `node`, which must be a mapping described as `what` in messages.
    public init(_ node: YAMLNode, what: String, locate: @escaping (YAMLNode) -> SourceLocation) {
        self.locate = locate
        if let pairs = node.mapping {
            self.pairs = pairs
        } else {
            self.pairs = []
            diagnostics.append(.error("\(what) must be a mapping of keys to values, not \(node.kindDescription)", at: locate(node)))
        }
    }

    /// Reports keys not in `known` (suggesting the closest known key) and keys given twice.
    public mutating func rejectUnknownKeys(_ known: [String], severity: Diagnostic.Severity = .error) {
        var seen: Set<String> = []
        for pair in pairs {
            let key = pair.key.scalar ?? ""
            if !seen.insert(key).inserted {
                diagnostics.append(.error("duplicate key '\(key)'", at: locate(pair.key)))
            } else if !known.contains(key) {
                var message = "unknown key '\(key)'"
                if let suggestion = Self.closest(to: key, in: known) { message += "; did you mean '\(suggestion)'?" }
                diagnostics.append(Diagnostic(severity, at: locate(pair.key), message))
            }
        }
    }

    /// The value node for `key`, if present.
    public func node(_ key: String) -> YAMLNode? {
        pairs.first { $0.key.scalar == key }?.value
    }

    /// A string field; a non-scalar value is reported.
    public mutating func string(_ key: String) -> String? {
        guard let value = node(key), !value.isNull else { return nil }
        guard let text = value.stringValue else {
            diagnostics.append(.error("'\(key)' must be a string, not \(value.kindDescription)", at: locate(value)))
            return nil
        }
        return text
    }

    /// A string field that must be given: a missing key is reported with `missing` at
    /// `location`, and a key with no value (`title:`, or `title: # comment`, which YAML reads as
    /// null) with `noValue` at the key's value, so that what needs the field is never left out
    /// in silence.
    public mutating func requiredString(_ key: String, missing: String, at location: SourceLocation, noValue: String) -> String? {
        guard let value = node(key) else {
            diagnostics.append(.error(missing, at: location))
            return nil
        }
        if value.isNull {
            diagnostics.append(.error(noValue, at: locate(value)))
            return nil
        }
        return string(key)
    }

    /// An integer field; anything else is reported.
    public mutating func int(_ key: String) -> Int? {
        guard let value = node(key), !value.isNull else { return nil }
        guard let number = value.intValue else {
            diagnostics.append(.error("'\(key)' must be an integer, not '\(value.scalar ?? value.kindDescription)'", at: locate(value)))
            return nil
        }
        return number
    }

    /// A number field within `range`; anything else is reported.
    public mutating func number(_ key: String, in range: ClosedRange<Double>) -> Double? {
        guard let value = node(key), !value.isNull else { return nil }
        guard let number = value.doubleValue else {
            diagnostics.append(.error("'\(key)' must be a number, not '\(value.scalar ?? value.kindDescription)'", at: locate(value)))
            return nil
        }
        guard range.contains(number) else {
            diagnostics.append(.error("'\(key)' must be between \(Self.format(range.lowerBound)) and \(Self.format(range.upperBound)), not \(Self.format(number))", at: locate(value)))
            return nil
        }
        return number
    }

    /// A boolean field; anything else is reported.
    public mutating func bool(_ key: String) -> Bool? {
        guard let value = node(key), !value.isNull else { return nil }
        guard let flag = value.boolValue else {
            diagnostics.append(.error("'\(key)' must be true or false, not '\(value.scalar ?? value.kindDescription)'", at: locate(value)))
            return nil
        }
        return flag
    }

    /// Records a problem found by the caller.
    public mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// The known word closest to `word` by edit distance, when it is close enough to be a typo,
    /// or else the shortest known word that starts with `word` (`peak` → `peak_ms`).
    public static func closest(to word: String, in known: [String]) -> String? {
        let limit = max(2, word.count / 3)
        var best: (word: String, distance: Int)?
        for candidate in known.sorted() {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            if distance <= limit && distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        if let best { return best.word }
        let lowered = word.lowercased()
        guard lowered.count >= 3 else { return nil }
        return known.filter { $0.lowercased().hasPrefix(lowered) }.min { ($0.count, $0) < ($1.count, $1) }
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
