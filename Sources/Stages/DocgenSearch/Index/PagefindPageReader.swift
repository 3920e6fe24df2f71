import DocgenXML

/// What Pagefind 1.5 reads out of a page before it splits it into words: the page's text with
/// Pagefind's markers for anchors and weights in it (its "digest"), its metadata, filters and
/// sort keys, and the text of each element with an id.
///
/// The rules are Pagefind's own, as its HTML reader applies them while it streams a page:
/// what is left out (`<head>`, `<nav>`, `<footer>`, `<svg>`…, `data-pagefind-ignore`, the site's
/// excluded selectors), which elements end a sentence (a period is added after a word character),
/// the automatic weights of headings, a `data-pagefind-body` element replacing the rest of the
/// page, attributes read into the text (`data-pagefind-index-attrs`), and the title and image a
/// result shows. docgen reads the page with libxml2 (its pages are XHTML), so elements always
/// end where they are closed; HTML's void elements (`<img>`, `<br>`…) are finished when they
/// start, as Pagefind's reader finishes them.
final class PagefindPageReader: MarkupListener {
    /// The page as Pagefind's word splitter takes it.
    struct Result {
        var digest: String
        var filters: [String: [String]]
        var sort: [String: String]
        var meta: [String: String]
        var anchorContent: [String: String]
        var hasCustomBody: Bool
        var language: String
    }

    private enum Status { case indexing, ignored, excluded, body, parentOfBody }

    /// An open element, as Pagefind keeps it: where its text starts in ``text`` (its prefix of
    /// weight and sentence markers, then its own text and its children's), and what its end
    /// will record.
    private struct Node {
        var name = ""
        var start = 0
        var contentStart = 0
        var status = Status.indexing
        var filter: [String]?
        var sort: [String]?
        var meta: [String]?
        var defaultMeta: [String]?
        var weight: String?
        var anchorIDs: [String]?
    }

    static let sentenceElements: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6", "p", "td", "div", "ul", "li", "article", "section"]
    static let inlineElements: Set<String> = [
        "a", "abbr", "acronym", "b", "bdo", "big", "br", "button", "cite", "code", "dfn", "em", "i", "img", "input", "kbd",
        "label", "map", "object", "output", "q", "samp", "script", "select", "small", "span", "strong", "sub", "sup",
        "textarea", "time", "tt", "var",
    ]
    static let removedElements: Set<String> = [
        "head", "style", "script", "noscript", "label", "form", "svg", "footer", "nav", "iframe", "template",
    ]
    /// HTML's void elements: no content, finished where they start.
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
    ]

    private let excludedClasses: Set<String>
    /// The page's root (Pagefind's, which holds the whole text when the page is read) and the
    /// open elements inside it, innermost last.
    private var nodes = [Node()]
    /// The text of every open element, each element's after its parent's: Pagefind keeps a
    /// string per element and appends a finished one to its parent's, which copies text once
    /// for each element around it (a page of deeply nested elements took time by the square of
    /// its size); here an element's text is where it was read, and what Pagefind drops is cut off
    /// the end or, for what a `data-pagefind-body` replaces, marked dead in ``skip``.
    private var text: [UInt8] = []
    /// For each byte of ``text``: ``live``, or ``liveReference`` for a live byte of a reference's
    /// replacement, else the place of the nearest live byte before it (``noneLive`` when there is
    /// none).
    private var skip: [Int32] = []
    private static let live: Int32 = -1
    private static let liveReference: Int32 = -3
    private static let noneLive: Int32 = -2
    private static func isLive(_ mark: Int32) -> Bool { mark == live || mark == liveReference }
    /// For each element libxml2 reports open: whether it has a node (false outside `<html>`,
    /// and for void elements, finished at once).
    private var opened: [Bool] = []
    private var anchorCounter = 0
    private var filters: [String: [String]] = [:]
    private var sort: [String: String] = [:]
    private var meta: [String: String] = [:]
    private var defaultMeta: [String: String] = [:]
    private var anchorContent: [String: String] = [:]
    private var language: String?

    /// A reader that also leaves out elements with any of `excludedClasses` (the selectors
    /// `.name` docgen gives Pagefind).
    init(excludedClasses: Set<String>) {
        self.excludedClasses = excludedClasses
    }

    /// Reads `bytes`; nil when they are not well-formed XML.
    static func read(_ bytes: [UInt8], excludedClasses: Set<String>) -> Result? {
        let reader = PagefindPageReader(excludedClasses: excludedClasses)
        guard MarkupEvents.read(bytes, into: reader) else { return nil }
        return reader.result()
    }

    func start(_ name: String, attributes: MarkupAttributes) {
        // Inside `<html>` exactly when its node (the first after the root) is open.
        let isHTML = name == "html"
        guard isHTML || nodes.count > 1 else {
            opened.append(false)
            return
        }
        if isHTML, let lang = attributes["lang"] { language = lang.lowercased() }
        func attribute(_ wanted: String) -> String? { attributes[wanted] }

        let explicitIgnore: Status? = attribute("data-pagefind-ignore").map {
            // Pagefind lowercases ASCII only; no other letter lowercases into these words.
            switch $0.lowercased() {
            case "", "index", "true": .ignored
            default: .excluded
            }
        }
        let status: Status = attributes.contains("data-pagefind-body") ? .body : explicitIgnore ?? .indexing
        let elementID = attribute("id").map { String($0.unicodeScalars.filter { !PagefindText.isWhitespace($0) }) }
        let parentIndex = nodes.count - 1

        var anchorID: String?
        if status != .excluded, status != .ignored, let elementID {
            let parentStatus = nodes[parentIndex].status
            if !(parentStatus == .parentOfBody && status != .body && status != .parentOfBody) {
                append(" ___PAGEFIND_ANCHOR___\(name):\(anchorCounter):\(elementID) ")
                anchorID = "\(anchorCounter):\(elementID)"
                anchorCounter += 1
            }
        }
        if status != .excluded {
            if let indexed = attribute("data-pagefind-index-attrs") {
                for wanted in indexed.split(separator: ",", omittingEmptySubsequences: false) {
                    var value = attribute(Self.trimmed(String(wanted))) ?? ""
                    if let last = value.last, Self.endsSentence(last) { value += "." }
                    append(" " + value + " ")
                }
            }
            if name == "br" { append(" ") }
        }

        var anchors = nodes[parentIndex].anchorIDs != nil && Self.inlineElements.contains(name) ? nodes[parentIndex].anchorIDs : nil
        if let anchorID { anchors = (anchors ?? []) + [anchorID] }
        var node = Node(name: name, start: text.count, status: nodes[parentIndex].status == .excluded ? .excluded : status,
                        filter: attribute("data-pagefind-filter").map { Self.attributeList($0, attribute) },
                        sort: attribute("data-pagefind-sort").map { Self.attributeList($0, attribute) },
                        meta: attribute("data-pagefind-meta").map { Self.attributeList($0, attribute) },
                        defaultMeta: attribute("data-pagefind-default-meta").map { Self.attributeList($0, attribute) },
                        weight: attribute("data-pagefind-weight"), anchorIDs: anchors)
        let isVoid = Self.voidElements.contains(name)
        // The markers Pagefind puts before an element's text when it ends: its weight, then a
        // space for an element that ends a sentence.
        if !isVoid {
            if let weight = node.weight {
                append(" ___PAGEFIND_WEIGHT___" + weight + " ")
            } else if let automatic = Self.headingWeights[name] {
                append(" ___PAGEFIND_AUTO_WEIGHT___" + automatic + " ")
            }
            if Self.sentenceElements.contains(name) { append(" ") }
        }
        node.contentStart = text.count
        nodes.append(node)
        if isVoid { finishVoid(source: name == "img" ? attribute("src") : nil, alt: name == "img" ? attribute("alt") : nil) }
        // Pagefind's exclusions apply after its element handler, to whichever node is then
        // innermost (for a void element, its parent).
        let classes = attribute("class")?.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }) ?? []
        if Self.removedElements.contains(name) || classes.contains(where: { excludedClasses.contains(String($0)) }) {
            nodes[nodes.count - 1].status = .ignored
        }
        opened.append(!isVoid)
    }

    func end() {
        guard opened.popLast() == true else { return }
        let node = nodes.removeLast()
        guard node.status != .excluded else { return cut(from: node.start) }
        record(node)
        if node.name == "h1", meta["auto_title"] == nil {
            let title = liveText(from: node.contentStart)
            if !Self.trimmed(title).isEmpty { meta["auto_title"] = PagefindText.normalized(title) }
        }
        if node.name == "title", meta["auto_page_title"] == nil {
            meta["auto_page_title"] = PagefindText.normalized(liveText(from: node.contentStart))
        }
        guard node.status != .ignored else { return cut(from: node.start) }
        if Self.sentenceElements.contains(node.name) {
            if let last = lastLiveCharacter(from: node.start), Self.endsSentence(last) { append(".") }
            append(" ")
        }
        if node.weight != nil || Self.headingWeights[node.name] != nil { append(" ___END_PAGEFIND_WEIGHT___ ") }
        adopt(node)
    }

    func text(_ bytes: UnsafeBufferPointer<UInt8>, isReference: Bool) {
        guard nodes.count > 1 else { return }
        text.append(contentsOf: bytes)
        skip.append(contentsOf: repeatElement(isReference ? Self.liveReference : Self.live, count: bytes.count))
        let index = nodes.count - 1
        guard nodes[index].status != .ignored, nodes[index].status != .excluded, let anchors = nodes[index].anchorIDs else { return }
        let piece = String(decoding: bytes, as: UTF8.self)
        for anchor in anchors { anchorContent[anchor, default: ""] += piece }
    }

    static let headingWeights = ["h1": "7", "h2": "6", "h3": "5", "h4": "4", "h5": "3", "h6": "2"]

    /// A void element, just opened, finished: its filters and metadata recorded, and an image
    /// after the page's title taken as the result's image.
    private func finishVoid(source: String?, alt: String?) {
        let node = nodes.removeLast()
        guard node.status != .excluded else { return }
        record(node)
        if node.name == "img", meta["auto_image"] == nil, meta["auto_title"] != nil || meta["title"] != nil, let source {
            meta["auto_image"] = source
            if let alt { meta["auto_image_alt"] = alt }
        }
    }

    /// Records a finished element's filters, sort keys and metadata.
    private func record(_ node: Node) {
        guard node.filter != nil || node.sort != nil || node.meta != nil || node.defaultMeta != nil else { return }
        let value = liveText(from: node.contentStart)
        for filter in node.filter ?? [] {
            // Pagefind cleans a filter's value up a second time; with entities decoded already,
            // docgen's clean-up gives the same text again.
            if let (name, value) = Self.pair(filter, text: value) { filters[name, default: []].append(value) }
        }
        for key in node.sort ?? [] {
            if let (name, value) = Self.pair(key, text: value) { sort[name] = value }
        }
        for key in node.meta ?? [] {
            if let (name, value) = Self.pair(key, text: value) { meta[name] = value }
        }
        for key in node.defaultMeta ?? [] {
            if let (name, value) = Self.pair(key, text: value) { defaultMeta[name] = value }
        }
    }

    /// Adds a finished element's text to its parent's, as Pagefind does: a body replaces what
    /// its parent held before it, and once a parent holds a body, nothing else joins it.
    private func adopt(_ node: Node) {
        let parent = nodes.count - 1
        if nodes[parent].status == .parentOfBody, node.status != .body, node.status != .parentOfBody { return cut(from: node.start) }
        switch node.status {
        case .ignored, .excluded:
            cut(from: node.start)
        case .indexing:
            break
        case .body, .parentOfBody:
            if nodes[parent].status != .parentOfBody { kill(nodes[parent].contentStart..<node.start) }
            nodes[parent].status = .parentOfBody
        }
    }

    // MARK: The text

    private func append(_ string: String) {
        text.append(contentsOf: string.utf8)
        skip.append(contentsOf: repeatElement(Self.live, count: string.utf8.count))
    }

    /// Drops the text from `start` on.
    private func cut(from start: Int) {
        text.removeSubrange(start...)
        skip.removeSubrange(start...)
    }

    /// Marks `range` dead: the text a body replaces.
    private func kill(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let before = range.lowerBound - 1
        let nearest: Int32 = before < 0 ? Self.noneLive : Self.isLive(skip[before]) ? Int32(before) : skip[before]
        for index in range { skip[index] = nearest }
    }

    /// The live text from `start` to the end.
    private func liveText(from start: Int) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count - start)
        for index in start..<text.count where Self.isLive(skip[index]) { bytes.append(text[index]) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The last live character of the text from `start` to the end, as written in the page: a
    /// reference's replacement is the reference's `;`.
    private func lastLiveCharacter(from start: Int) -> Character? {
        var last = text.count - 1
        if last >= start, !Self.isLive(skip[last]) { last = Int(skip[last]) }
        guard last >= start else { return nil }
        if skip[last] == Self.liveReference { return ";" }
        var first = last
        while first > start, text[first] & 0xC0 == 0x80 { first -= 1 }
        return String(decoding: text[first...last], as: UTF8.self).last
    }

    /// What was read: elements left open are closed into their parents first.
    private func result() -> Result {
        while nodes.count > 1 {
            let node = nodes.removeLast()
            if nodes[nodes.count - 1].status != .parentOfBody { adopt(node) } else { cut(from: node.start) }
        }
        if let image = meta.removeValue(forKey: "auto_image") {
            let alt = meta.removeValue(forKey: "auto_image_alt") ?? ""
            if meta["image"] == nil {
                meta["image"] = image
                meta["image_alt"] = alt
            }
        }
        if let title = meta.removeValue(forKey: "auto_title"), meta["title"] == nil { meta["title"] = title }
        if let title = meta.removeValue(forKey: "auto_page_title"), meta["title"] == nil { meta["title"] = title }
        var allMeta = defaultMeta
        for (key, value) in meta { allMeta[key] = value }
        return Result(digest: PagefindText.normalized(liveText(from: 0)), filters: filters, sort: sort, meta: allMeta,
                      anchorContent: anchorContent, hasCustomBody: nodes[0].status == .parentOfBody,
                      language: language.flatMap { $0.isEmpty ? nil : $0 } ?? "unknown")
    }

    // MARK: Pagefind's small rules

    /// Pagefind's sentence test on a text's last character: a word character (letter, mark,
    /// digit, connector), `'`, `"`, `)`, `$` or `*`.
    static func endsSentence(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.last else { return false }
        if "'\")$*".unicodeScalars.contains(scalar) { return true }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .decimalNumber, .connectorPunctuation, .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return properties.isAlphabetic || properties.isJoinControl
        }
    }

    /// `text` without white space at either end.
    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !PagefindText.isWhitespace($0) }),
              let last = scalars.lastIndex(where: { !PagefindText.isWhitespace($0) }) else { return "" }
        return String(scalars[first...last])
    }

    /// A `data-pagefind-filter`/`-meta`/`-sort` value's entries: `name`, `name:literal`, or
    /// `name[attribute]` (read from this element's attribute, as `name:value`), comma-separated;
    /// everything after the first `:` is the last entry's literal value.
    static func attributeList(_ input: String, _ attribute: (String) -> String?) -> [String] {
        if let colon = input.firstIndex(of: ":") {
            var entries = attributeList(String(input[..<colon]), attribute)
            if !entries.isEmpty { entries[entries.count - 1] += ":" + input[input.index(after: colon)...] }
            return entries
        }
        return input.split(separator: ",", omittingEmptySubsequences: false).map { entry in
            let chunk = trimmed(String(entry))
            if let open = chunk.firstIndex(of: "["), chunk.hasSuffix("]"), open != chunk.startIndex {
                let name = String(chunk[..<open])
                let wanted = String(chunk[chunk.index(after: open)..<chunk.index(before: chunk.endIndex)])
                if !name.contains("]"), !wanted.isEmpty, !wanted.contains("\n") {
                    return name + ":" + (attribute(wanted) ?? "")
                }
            }
            return chunk
        }
    }

    /// An entry's name and value: `name:value`, or the element's text for a bare name (none when
    /// the element has no text).
    static func pair(_ entry: String, text: String) -> (String, String)? {
        if let colon = entry.firstIndex(of: ":") {
            return (String(entry[..<colon]), PagefindText.normalized(String(entry[entry.index(after: colon)...])))
        }
        return text.isEmpty ? nil : (entry, PagefindText.normalized(text))
    }
}
