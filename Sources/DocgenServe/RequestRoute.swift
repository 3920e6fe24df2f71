/// What a request target asks of the site, decided before any file is looked up.
///
/// The target is decoded strictly: a path that could leave the site is refused, whatever its
/// spelling (`..`, `%2e%2e`, `%2f`, `\`, NUL, `//`), and only paths of the built site are ever
/// served, so nothing else on the disk can be reached. A control character (NUL, tab, escape,
/// raw or encoded), which no path of a site has, and a malformed escape are refused too.
enum RequestRoute: Equatable {
    /// A path inside the site, with `index.html` added for a folder (`guide/` → `guide/index.html`).
    case file(String)
    /// Refused, with the reason (answered 400).
    case refused(String)

    init(target: String) {
        var path = Substring(target)
        if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<end] }
        guard path.hasPrefix("/") else {
            self = .refused("the target is not an absolute path")
            return
        }
        guard let decoded = Self.decode(path.dropFirst()) else {
            self = .refused("the path has a bad or forbidden percent escape")
            return
        }
        guard !decoded.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            self = .refused("the path has a control character")
            return
        }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: false)
        for (index, segment) in segments.enumerated() {
            if segment.isEmpty && index != segments.count - 1 {
                self = .refused("the path has an empty segment")
                return
            }
            if segment == "." || segment == ".." {
                self = .refused("the path has a dot segment")
                return
            }
            if segment.contains("\\") || segment.contains(":") {
                self = .refused("the path has a backslash or colon")
                return
            }
        }
        self = .file(decoded.isEmpty || decoded.hasSuffix("/") ? decoded + "index.html" : decoded)
    }

    /// Percent-decodes `text` as UTF-8; nil for a malformed escape, an encoded slash,
    /// backslash or NUL (which would change what the path means), or bytes that are not UTF-8.
    static func decode(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            let decoded = high << 4 | low
            if decoded == UInt8(ascii: "/") || decoded == UInt8(ascii: "\\") || decoded == 0 { return nil }
            bytes.append(decoded)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
