/// A phrase of a language's file with named places for values (`{count} cells`), split once
/// when the file is read so that filling it in is a walk over its pieces.
public struct PhraseTemplate: Sendable, Equatable {
    enum Piece: Sendable, Equatable {
        case text(String)
        case value(String)
    }

    let pieces: [Piece]

    /// The template of `text`: `{name}` is a place for the value `name` (ASCII letters and
    /// digits); any other brace is text.
    public init(_ text: String) {
        var pieces: [Piece] = [], literal = "", rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            literal += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), close > after.startIndex,
               after[..<close].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
                if !literal.isEmpty { pieces.append(.text(literal)) }
                literal = ""
                pieces.append(.value(String(after[..<close])))
                rest = after[after.index(after: close)...]
            } else {
                literal += "{"
                rest = after
            }
        }
        literal += rest
        if !literal.isEmpty { pieces.append(.text(literal)) }
        self.pieces = pieces
    }

    /// The names of the values the phrase takes, in order of first use.
    public var valueNames: [String] {
        var names: [String] = []
        for case .value(let name) in pieces where !names.contains(name) { names.append(name) }
        return names
    }

    /// The phrase with `values` in their places, each joined to its neighbours by `join` (which
    /// sets the spaces a language wants between scripts); a value not given stays `{name}`.
    public func filled(_ values: [String: String], join: (String, String) -> String) -> String {
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let literal): text = text.isEmpty ? literal : join(text, literal)
            case .value(let name):
                let value = values[name] ?? "{\(name)}"
                text = text.isEmpty ? value : join(text, value)
            }
        }
        return text
    }
}
