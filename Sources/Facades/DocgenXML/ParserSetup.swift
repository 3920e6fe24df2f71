import CLibXML2

/// The one configuration of every libxml2 parser docgen makes: pages parsed back, checked
/// sites, raw HTML repaired and SVG files whose size is read all start here.
///
/// Entities are the danger in reading XML written by others: a few nested declarations
/// ("billion laughs"), or one long one referenced many times, expand to gigabytes, and an
/// external one reads a local file or a URL. So no entity is ever declared: an XML parser
/// refuses the first declaration (``EntityDeclarationRefusal``) and stops there; nothing is
/// substituted (no `XML_PARSE_NOENT`), no DTD is loaded and nothing is fetched from the network.
/// With no entity to expand, libxml2's size limits have nothing left to guard but honest size,
/// and they would refuse docgen's own large pages (a text node over 10 MB, more than 256 levels
/// of nesting, which Markdown allows up to 400), so they are lifted (`XML_PARSE_HUGE`).
///
/// libxml2's HTML parser reads no declarations at all (a DOCTYPE's internal subset is skipped)
/// and knows only HTML's named character references, so it needs no refusal.
enum ParserSetup {
    /// An XML parse's options: no network, no limit on size or depth, line numbers past 65,535,
    /// and text nodes kept compact.
    static let xmlOptions = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_HUGE.rawValue | XML_PARSE_BIG_LINES.rawValue
                                  | XML_PARSE_COMPACT.rawValue)

    /// The options every HTML parse shares: recover from errors as browsers do, no network.
    static let htmlOptions = Int32(HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue)

    /// A new XML parser that refuses entity declarations; nil when libxml2 cannot make one.
    static func newXMLParser() -> xmlParserCtxtPtr? {
        guard let parser = xmlNewParserCtxt() else { return nil }
        EntityDeclarationRefusal.install(in: parser)
        return parser
    }
}
