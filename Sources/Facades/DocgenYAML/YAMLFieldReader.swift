import DocgenCore

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
    /// `hints` say, for a key another tool uses, what the author means in place of a spelling
    /// suggestion ("(Hugo's navigation title); did you mean 'title'?").
    public mutating func rejectUnknownKeys(_ known: [String], level: Diagnostic.Level = .error, hints: [String: String] = [:]) {
        var seen: Set<String> = []
        for pair in pairs {
            let key = pair.key.scalar ?? ""
            if !seen.insert(key).inserted {
                diagnostics.append(.error("duplicate key '\(key)'", at: locate(pair.key)))
            } else if !known.contains(key) {
                var message = "unknown key '\(key)'"
                if let hint = hints[key] {
                    message += " " + hint
                } else if let suggestion = Spelling.closest(to: key, in: known) {
                    message += "; did you mean '\(suggestion)'?"
                }
                diagnostics.append(Diagnostic(level, at: locate(pair.key), message))
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

    /// A list of strings, each with its location: a sequence of scalars, or one scalar for a
    /// list of one. Anything else is reported.
    public mutating func strings(_ key: String) -> [(text: String, location: SourceLocation)] {
        guard let value = node(key), !value.isNull else { return [] }
        var result: [(text: String, location: SourceLocation)] = []
        for item in value.sequence ?? [value] {
            if let text = item.stringValue {
                result.append((text, locate(item)))
            } else {
                diagnostics.append(.error("'\(key)' must be a list of strings, not a list holding \(item.kindDescription)", at: locate(item)))
            }
        }
        return result
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

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
