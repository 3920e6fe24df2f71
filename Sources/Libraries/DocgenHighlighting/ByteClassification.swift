/// Byte-level character classes shared by the lexers; bytes >= 0x80 are never split by them.
extension UInt8 {
    var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    var isASCIIUppercase: Bool { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") }

    var isASCIILetter: Bool { isASCIIUppercase || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z")) }

    var isHexDigit: Bool {
        isASCIIDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F"))
    }

    /// Letters, digits and underscore, as in a shell variable name.
    var isWordCharacter: Bool { isASCIILetter || isASCIIDigit || self == UInt8(ascii: "_") }

    /// Space, tab, carriage return or newline.
    var isWhitespace: Bool {
        self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\r") || self == UInt8(ascii: "\n")
    }

    /// Part of a multi-byte UTF-8 sequence; treated as an identifier character so it stays inside one token.
    var isNonASCII: Bool { self >= 0x80 }
}
