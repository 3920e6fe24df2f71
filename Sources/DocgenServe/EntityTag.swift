import DocgenCore
import Foundation

/// Strong entity tags for file contents, and the `If-None-Match` comparison (RFC 9110, 13.1.2).
enum EntityTag {
    /// The quoted XXH3-128 fingerprint of the bytes.
    static func of(_ bytes: [UInt8]) -> String {
        "\"" + ContentHash.of(bytes) + "\""
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
