/// Which file and folder names can become part of a page's path and URL.
///
/// A name must be UTF-8, and hold no character that would make its path or URL other than it
/// looks: no control character (C0, DEL, C1), no line or paragraph separator, and no
/// bidirectional control (which can make a name read in another order than its characters).
enum FileNameRule {
    /// Why `name` (its bytes, without a NUL) cannot be used; nil when it can.
    static func problem(withName name: UnsafeBufferPointer<UInt8>) -> String? {
        // An ASCII name, nearly every name, is checked without making a string of it.
        if name.allSatisfy({ $0 < 0x80 }) {
            guard let control = name.first(where: { $0 < 0x20 || $0 == 0x7F }) else { return nil }
            return message(for: Unicode.Scalar(control))
        }
        guard let text = String(validating: name, as: UTF8.self) else { return "file name is not UTF-8; rename it" }
        return text.unicodeScalars.first(where: isRefused).map(message(for:))
    }

    /// `name` as a diagnostic shows it: each byte that is not UTF-8, and each refused character,
    /// as U+FFFD, so that the diagnostic stays on one line.
    static func shown(_ name: UnsafeBufferPointer<UInt8>) -> String {
        String(String.UnicodeScalarView(String(decoding: name, as: UTF8.self).unicodeScalars.map { isRefused($0) ? "\u{FFFD}" : $0 }))
    }

    /// True for a character no name may hold.
    static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func message(for scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return "file name holds the control character \(code), which cannot be part of a page's path or URL; rename it"
    }
}
