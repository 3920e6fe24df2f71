import Foundation

/// Strong entity tags for file contents, and the `If-None-Match` comparison (RFC 9110, 13.1.2).
enum EntityTag {
    /// `"<16 hex digits>-<length>"`: a 64-bit FNV-1a hash of the bytes and their count. A
    /// collision would only make a browser keep a stale copy of one preview page.
    static func of(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "-\(bytes.count)\""
    }

    /// True when an `If-None-Match` header names `tag` (weak comparison, as GET requires) or is `*`.
    static func matches(_ header: String, _ tag: String) -> Bool {
        let wanted = tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag
        return header.split(separator: ",").contains { candidate in
            var item = candidate.trimmingCharacters(in: .whitespaces)
            if item == "*" { return true }
            if item.hasPrefix("W/") { item.removeFirst(2) }
            return item == wanted
        }
    }
}
