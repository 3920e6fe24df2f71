import CLibXML2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Copies what ``ScannedPage`` holds out of libxml2's parse events (its SAX interface) while
/// the parser reads a page. No tree is built: a page costs the parser's one pass and nothing to
/// free. Events come in document order, so each element's parent is known when it starts and
/// its columns are found in order (``ColumnFinder``). What the reader records is what a walk of
/// libxml2's tree would find: the same elements, attribute values and text. The parser reaches
/// the reader through a pointer, so it is a struct: no reference counting or exclusivity checks
/// in callbacks made hundreds of times a page.
struct PageReader {
    private(set) var page = ScannedPage()
    private var columns: ColumnFinder
    /// Each element name the parser interned, looked up once a page (``ElementNames``): a page
    /// repeats a few dozen names thousands of times. `names` holds the descriptions,
    /// `namePlaces` their places by pointer.
    private var names: [ElementName] = [.none]
    private var namePlaces: [UnsafePointer<xmlChar>: Int] = [:]
    /// The name last found in each of 64 slots chosen by its pointer's bits: most elements'
    /// names are found here, without hashing the pointer.
    private var recentNames = [(pointer: UnsafePointer<xmlChar>?, place: Int)](repeating: (nil, 0), count: 64)
    /// The open elements, innermost last: their places in `page.elements`, and whether their
    /// children are inside an `<svg>`.
    private var open: [(index: Int, childrenInsideSVG: Bool)] = []
    /// Text (or CDATA) read into the innermost open element since its last child or comment,
    /// not yet judged: a tree would hold it as one text node, and a mark joins the character
    /// before it, so pieces are judged together. Holds only white space and non-ASCII bytes.
    private var pendingText: [UInt8] = []
    private var pendingIsCDATA = false
    /// The parser this reader listens to; events of any other parser are ignored.
    private var parser: xmlParserCtxtPtr?
    private var readsHTML = false

    init(_ bytes: [UInt8]) {
        columns = ColumnFinder(bytes)
        // Room for a page's usual names and elements at once, not grown a few at a time (growing
        // the elements was 1% of a clean build): a page docgen writes has an element for about
        // every 80 bytes. Bounded, so that a huge page of text reserves no more than a megabyte.
        names.reserveCapacity(64)
        namePlaces.reserveCapacity(64)
        page.elements.reserveCapacity(min(bytes.count / 80, 16384))
    }

    /// Points `parser`'s callbacks at `reader`, which must outlive the parse. An HTML parser
    /// (`html`) reports names and attributes as written; an XML parser with namespaces.
    static func listen(_ reader: UnsafeMutablePointer<PageReader>, to parser: xmlParserCtxtPtr, html: Bool) {
        reader.pointee.parser = parser
        reader.pointee.readsHTML = html
        parser.pointee._private = UnsafeMutableRawPointer(reader)
        guard let events = parser.pointee.sax else { return }
        let characters: charactersSAXFunc = { context, text, length in PageReader.of(context)?.pointee.read(text, length, isCDATA: false) }
        if html {
            events.pointee.startElement = { context, name, attributes in PageReader.of(context)?.pointee.startHTML(name, attributes) }
            events.pointee.endElement = { context, _ in PageReader.of(context)?.pointee.end() }
            // libxml2's tree builder drops what the HTML parser calls ignorable white space.
            events.pointee.ignorableWhitespace = nil
        } else {
            events.pointee.startElementNs = { context, localName, _, _, _, _, count, _, attributes in
                PageReader.of(context)?.pointee.startXML(localName, attributes, count: Int(count))
            }
            events.pointee.endElementNs = { context, _, _, _ in PageReader.of(context)?.pointee.end() }
            events.pointee.ignorableWhitespace = characters
        }
        events.pointee.characters = characters
        events.pointee.cdataBlock = { context, text, length in PageReader.of(context)?.pointee.read(text, length, isCDATA: true) }
        events.pointee.comment = { context, _ in PageReader.of(context)?.pointee.judgePendingText() }
        events.pointee.processingInstruction = { context, _, _ in PageReader.of(context)?.pointee.judgePendingText() }
        events.pointee.reference = { context, _ in PageReader.of(context)?.pointee.judgePendingText() }
    }

    /// The reader listening to the parser `context`, or nil for another parser's events.
    private static func of(_ context: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<PageReader>? {
        let parser = context?.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let reader = parser?.pointee._private?.assumingMemoryBound(to: PageReader.self) else { return nil }
        return reader.pointee.parser == parser ? reader : nil
    }

    // MARK: Elements

    private mutating func startXML(_ localName: UnsafePointer<xmlChar>?, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
                          count: Int) {
        let first = page.attributes.count
        // Five pointers an attribute: local name, prefix, namespace URI, value start, value end.
        if let attributes {
            for offset in stride(from: 0, to: 5 * count, by: 5) {
                guard let localName = attributes[offset], let start = attributes[offset + 3], let end = attributes[offset + 4] else { continue }
                let name: ScannedPage.Attribute.Name?
                if let prefix = attributes[offset + 1] {
                    name = .init(rawValue: String(cString: prefix) + ":" + String(cString: localName))
                } else {
                    name = Self.plainName(localName)
                }
                guard let name else { continue }
                page.attributes.append(ScannedPage.Attribute(name, xmlValue(from: start, to: end)))
            }
        }
        start(localName, attributes: first..<page.attributes.count)
    }

    private mutating func startHTML(_ name: UnsafePointer<xmlChar>?, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        let first = page.attributes.count
        // Name and value pairs, then nil; a value is nil for an attribute written without one.
        var offset = 0
        while let attributeName = attributes?[offset] {
            defer { offset += 2 }
            guard let name = Self.plainName(attributeName) else { continue }
            page.attributes.append(ScannedPage.Attribute(name, attributes?[offset + 1].map { String(cString: $0) } ?? ""))
        }
        start(name, attributes: first..<page.attributes.count)
    }

    /// Appends the element, whose attributes were just appended, its id or anchor name, and the
    /// resources it references.
    private mutating func start(_ rawName: UnsafePointer<xmlChar>?, attributes: Range<Int>) {
        judgePendingText()
        let line = parser.flatMap { $0.pointee.input.map { Int($0.pointee.line) } } ?? 0
        let described = elementName(rawName)
        let name = names[described].name
        let bound = readUpTo
        let column = columns.column(ofStartTag: names[described].startTag, line: line, ignoringCase: readsHTML, before: bound)
        let insideSVG = open.last?.childrenInsideSVG ?? false
        let element = ScannedPage.Element(name: name, parent: open.last?.index, line: line, column: column,
                                          attributes: attributes, hasOwnText: false, isInsideSVG: insideSVG)
        open.append((page.elements.count, insideSVG || name == "svg"))
        page.elements.append(element)
        if let id = page.value(.id, of: element), page.ids[id] == nil { page.ids[id] = line }
        if name == "a", let anchor = page.value(.name, of: element) { page.anchorNames.insert(anchor) }
        for index in element.attributes {
            let attribute = page.attributes[index]
            guard names[described].linkAttributes.contains(attribute.name) || (attribute.name == .xlinkHref && insideSVG) else { continue }
            if attribute.name == .srcset {
                for candidate in attribute.value.split(separator: ",") {
                    if let url = candidate.split(separator: " ", omittingEmptySubsequences: true).first {
                        page.links.append(.init(element: name, attribute: "srcset", value: String(url), line: line,
                                                column: columns.column(of: String(url), line: line, before: bound, movesOnFailure: true)))
                    }
                }
            } else {
                page.links.append(.init(element: name, attribute: attribute.name.rawValue, value: attribute.value, line: line,
                                        column: columns.column(of: attribute.value, line: line, before: bound)))
            }
        }
    }

    /// How far into the page's bytes the parser has read, a little past the element it just
    /// reported: that element's tag and attribute values lie before it. Exact when the parser
    /// reads the bytes as they are (UTF-8), give or take a byte-order mark it skipped (the
    /// search reads 8 bytes further); with an encoding converted, only how far the converter
    /// has read is known, which may be further.
    private var readUpTo: ColumnFinder.ParsePosition? {
        // Read through the pointers, field by field: a copy of libxml2's structs cost more than
        // the rest of the element's reading.
        guard let input = parser?.pointee.input, let current = input.pointee.cur, let base = input.pointee.base else { return nil }
        if let buffer = input.pointee.buf, let encoder = buffer.pointee.encoder, let name = encoder.pointee.name,
           strcmp(name, "UTF-8") != 0 {
            return ColumnFinder.ParsePosition(end: Int(buffer.pointee.rawconsumed) + 8, passed: nil)
        }
        let position = Int(input.pointee.consumed) + (current - base)
        return ColumnFinder.ParsePosition(end: position + 8, passed: position)
    }

    private mutating func end() {
        judgePendingText()
        _ = open.popLast()
    }

    /// The element name at `pointer`, described once per distinct name: its place in `names`.
    /// libxml2's tree names an HTML element written with a prefix (`<o:p>`) by its local part,
    /// as its XML parser does; the same split is made here, by libxml2.
    private mutating func elementName(_ pointer: UnsafePointer<xmlChar>?) -> Int {
        guard let pointer else { return 0 }
        let slot = Int(truncatingIfNeeded: (UInt(bitPattern: pointer) &* 0x9E37_79B9_7F4A_7C15) >> 58)
        if recentNames[slot].pointer == pointer { return recentNames[slot].place }
        if let known = namePlaces[pointer] {
            recentNames[slot] = (pointer, known)
            return known
        }
        var local: UnsafeMutablePointer<xmlChar>?
        if readsHTML, strchr(pointer, Int32(UInt8(ascii: ":"))) != nil {
            var prefix: UnsafeMutablePointer<xmlChar>?
            local = xmlSplitQName(parser, pointer, &prefix)
            if let prefix { docgen_xml_free(prefix) }
        }
        defer { if let local { docgen_xml_free(local) } }
        let written = local.map { UnsafePointer($0) } ?? pointer
        names.append(ElementNames.described(Array(UnsafeBufferPointer(start: written, count: strlen(written)))))
        namePlaces[pointer] = names.count - 1
        recentNames[slot] = (pointer, names.count - 1)
        return names.count - 1
    }

    // MARK: Attributes

    /// The attribute names without a namespace prefix, as static C strings: compared with
    /// libxml2's names in place, with no copy and no reference counting.
    private static let plainNames: [(StaticString, ScannedPage.Attribute.Name)] = [
        ("id", .id), ("name", .name), ("href", .href), ("src", .src), ("srcset", .srcset), ("alt", .alt), ("title", .title),
        ("data", .data), ("poster", .poster), ("lang", .lang), ("aria-label", .ariaLabel), ("aria-labelledby", .ariaLabelledBy),
        ("aria-hidden", .ariaHidden), ("hidden", .hidden), ("role", .role),
        // The HTML parser keeps SVG's `xlink:href` as a plain name (HTML's "adjust foreign
        // attributes"). The XML parser reports a prefix apart, declared or not, and
        // ``startXML(_:_:count:)`` names the attribute by prefix and local name.
        ("xlink:href", .xlinkHref),
    ]

    /// ``plainNames`` by their first byte: most attributes (`class`, `x`, `fill`) are told apart
    /// by it without a comparison.
    private static let plainNamesByFirstByte: [[(StaticString, ScannedPage.Attribute.Name)]] = (0..<128).map { byte in
        plainNames.filter { $0.0.utf8Start.pointee == byte }
    }

    private static func plainName(_ name: UnsafePointer<xmlChar>) -> ScannedPage.Attribute.Name? {
        guard name.pointee < 128 else { return nil }
        return plainNamesByFirstByte[Int(name.pointee)].first { xmlStrEqual($0.0.utf8Start, name) != 0 }?.1
    }

    /// An XML attribute's value as the parser hands it over (``AttributeValue``).
    private func xmlValue(from start: UnsafePointer<xmlChar>, to end: UnsafePointer<xmlChar>) -> String {
        AttributeValue.decoded(from: start, to: end, in: parser)
    }

    // MARK: Text

    /// Notes `length` bytes of text or CDATA in the innermost open element. An ASCII character
    /// other than white space is visible whatever surrounds it; anything else waits for the
    /// rest of its text node.
    private mutating func read(_ text: UnsafePointer<xmlChar>?, _ length: Int32, isCDATA: Bool) {
        guard let parent = open.last?.index, !page.elements[parent].hasOwnText, let text, length > 0 else { return }
        if isCDATA != pendingIsCDATA { judgePendingText() }
        pendingIsCDATA = isCDATA
        let bytes = UnsafeBufferPointer(start: text, count: Int(length))
        if bytes.contains(where: VisibleText.isVisibleASCII) {
            pendingText.removeAll(keepingCapacity: true)
            page.elements[parent].hasOwnText = true
        } else {
            pendingText.append(contentsOf: bytes)
        }
    }

    /// Judges the text read since the last boundary (an element's start or end, a comment):
    /// the innermost open element has text of its own when it is visible.
    private mutating func judgePendingText() {
        guard !pendingText.isEmpty else { return }
        if let parent = open.last?.index, pendingText.withUnsafeBufferPointer(VisibleText.isIn) {
            page.elements[parent].hasOwnText = true
        }
        pendingText.removeAll(keepingCapacity: true)
    }
}
