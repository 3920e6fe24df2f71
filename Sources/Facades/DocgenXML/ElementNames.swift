import Synchronization

/// An element name as the page checks read it, described once per process: every page of a
/// site repeats the same few dozen names, and describing one (lower-casing it, finding its link
/// attributes) cost more than a thousand instructions.
struct ElementName: Sendable {
    /// Lower-cased.
    var name: String
    /// `<` and the name as written: how its start tag begins.
    var startTag: [UInt8]
    /// The element's attributes that reference other resources (a list of one or two: a
    /// set's hashing cost more than the comparisons).
    var linkAttributes: [ScannedPage.Attribute.Name]

    static let none = ElementName(name: "", startTag: [], linkAttributes: [])

    /// The description of the name written as `written` (without a prefix).
    init(written: [UInt8]) {
        let name = String(decoding: written, as: UTF8.self).lowercased()
        self.init(name: name, startTag: [UInt8(ascii: "<")] + written, linkAttributes: Self.linkAttributes[name] ?? [])
    }

    private init(name: String, startTag: [UInt8], linkAttributes: [ScannedPage.Attribute.Name]) {
        self.name = name
        self.startTag = startTag
        self.linkAttributes = linkAttributes
    }

    /// Attributes that reference other resources, by element. Which attributes hold URLs is a
    /// fact of HTML and SVG, not a check's choice, and each value's column must be found in the
    /// reader's one pass, in document order (``ColumnFinder`` continues after the previous match
    /// on a line), so the table is here rather than with the link checks. SVG's `xlink:href`
    /// counts on any element inside an `<svg>`.
    private static let linkAttributes: [String: [ScannedPage.Attribute.Name]] = [
        "a": [.href], "area": [.href], "link": [.href], "img": [.src, .srcset], "script": [.src],
        "source": [.src, .srcset], "iframe": [.src], "embed": [.src], "object": [.data], "video": [.src, .poster],
        "audio": [.src], "track": [.src], "use": [.href], "image": [.href],
    ]
}

/// The element names described so far, by their bytes as written, shared by every page read
/// in the process. Bounded: past ``capacity`` names (a hostile page can hold millions), a name
/// is described again on each page that uses it rather than kept.
enum ElementNames {
    static let capacity = 1024
    private static let known = Mutex<[[UInt8]: ElementName]>([:])

    /// The description of `written`, made once.
    static func described(_ written: [UInt8]) -> ElementName {
        if let known = known.withLock({ $0[written] }) { return known }
        let made = ElementName(written: written)
        known.withLock { names in
            if names.count < capacity { names[written] = made }
        }
        return made
    }
}
