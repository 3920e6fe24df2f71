/// Byte-level character classes, for code that reads UTF-8 as bytes (the lexers, link schemes,
/// heading slugs, the no-break rule); bytes >= 0x80 are never split by them.
extension UInt8 {
    public var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    public var isASCIIUppercase: Bool { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") }

    public var isASCIILowercase: Bool { self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z") }

    public var isASCIILetter: Bool { isASCIIUppercase || isASCIILowercase }

    /// The 32 ASCII punctuation characters (`!` to `/`, `:` to `@`, `[` to the backtick, `{` to
    /// `~`): what CommonMark lets a backslash escape, and Rust's `is_ascii_punctuation`.
    public var isASCIIPunctuation: Bool {
        (0x21...0x2F).contains(self) || (0x3A...0x40).contains(self) || (0x5B...0x60).contains(self) || (0x7B...0x7E).contains(self)
    }

    public var isHexDigit: Bool {
        isASCIIDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F"))
    }

    /// Letters, digits and underscore, as in a shell variable name or a GitHub heading slug.
    public var isWordCharacter: Bool { isASCIILetter || isASCIIDigit || self == UInt8(ascii: "_") }

    /// Space, tab, carriage return or newline.
    public var isWhitespace: Bool {
        self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\r") || self == UInt8(ascii: "\n")
    }

    /// Part of a multi-byte UTF-8 sequence; treated as an identifier character so it stays inside one token.
    public var isNonASCII: Bool { self >= 0x80 }
}
