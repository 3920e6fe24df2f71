/// A phrase of a language's file with named places for values (`{count} cells`), split once
/// when the file is read so that filling it in is a walk over its pieces.
public struct PhraseTemplate: Sendable, Equatable {
    /// Text as written, or the place of the value `name`.
    public enum Piece: Sendable, Equatable {
        case text(String)
        case value(String)
    }

    /// The phrase in order: `{count} cells` is the value `count`, then the text ` cells`.
    public let pieces: [Piece]

    /// The template of pieces split before (the built-in languages' phrases, split when docgen
    /// is built).
    public init(pieces: [Piece]) {
        self.pieces = pieces
    }

    /// The template of `text`: `{name}` is a place for the value `name` (ASCII letters and
    /// digits); any other brace is text.
    public init(_ text: String) {
        // One pass over the UTF-8 bytes: braces and names are ASCII, so every cut is on a
        // character boundary.
        let bytes = Array(text.utf8)
        var pieces: [Piece] = [], literalStart = 0, index = 0
        func isNameByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            guard end > index + 1, end < bytes.count, bytes[end] == UInt8(ascii: "}") else {
                index += 1
                continue
            }
            if literalStart < index { pieces.append(.text(String(decoding: bytes[literalStart..<index], as: UTF8.self))) }
            pieces.append(.value(String(decoding: bytes[(index + 1)..<end], as: UTF8.self)))
            index = end + 1
            literalStart = index
        }
        if literalStart < bytes.count { pieces.append(.text(String(decoding: bytes[literalStart...], as: UTF8.self))) }
        self.pieces = pieces
    }

    /// The names of the values the phrase takes, in order of first use.
    public var valueNames: [String] {
        var names: [String] = []
        for case .value(let name) in pieces where !names.contains(name) { names.append(name) }
        return names
    }

    /// The phrase with `values` in their places, each appended to the text before it as the
    /// language's `traits` set the spaces where they meet (``LanguageTraits/append(_:to:)``); a
    /// value not given stays `{name}`.
    public func filled(_ values: [String: String], traits: LanguageTraits = LanguageTraits()) -> String {
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let literal): traits.append(literal, to: &text)
            case .value(let name): traits.append(values[name] ?? "{\(name)}", to: &text)
            }
        }
        return text
    }
}
