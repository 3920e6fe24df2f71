import CLibXML2

/// Stops an XML parser at the first entity declaration (general or parameter, internal,
/// external or unparsed), with a located error, before the entity can be used.
///
/// The error goes where libxml2's own errors go, to the structured error handler set for the
/// thread, so it is collected with the rest. Its code, `XML_ERR_USER_STOP`, tells it apart.
enum EntityDeclarationRefusal {
    /// The message of the error, at the declaration's `<!ENTITY`.
    static let message = "entity declarations are not allowed: docgen expands no entities"
        + " (write the character itself, or a character reference such as &#169;)"

    /// The libxml2 error code of the refusal.
    static let code = Int(XML_ERR_USER_STOP.rawValue)

    /// Makes `parser` refuse entity declarations.
    static func install(in parser: xmlParserCtxtPtr) {
        guard let events = parser.pointee.sax else { return }
        events.pointee.entityDecl = { context, _, _, _, _, _ in EntityDeclarationRefusal.refuse(context) }
        events.pointee.unparsedEntityDecl = { context, _, _, _, _ in EntityDeclarationRefusal.refuse(context) }
    }

    /// Reports the declaration just read and halts the parser: it reads nothing more, and the
    /// document is not well-formed as far as docgen is concerned.
    private static func refuse(_ context: UnsafeMutableRawPointer?) {
        guard let parser = context?.assumingMemoryBound(to: xmlParserCtxt.self) else { return }
        let (line, column) = declarationStart(in: parser)
        var error = xmlError()
        error.domain = Int32(XML_FROM_PARSER.rawValue)
        error.code = Int32(code)
        error.level = XML_ERR_FATAL
        error.line = Int32(clamping: line)
        error.int2 = Int32(clamping: column)
        message.withCString { text in
            error.message = UnsafeMutablePointer(mutating: text)
            if let report = __xmlStructuredError().pointee {
                report(__xmlStructuredErrorContext().pointee, &error)
            }
        }
        xmlStopParser(parser)
        parser.pointee.wellFormed = 0
    }

    /// The line and column (in characters, as libxml2 counts them) of the `<!ENTITY` that
    /// starts the declaration the parser has just read. libxml2 calls back after the
    /// declaration's value, so the start is found by looking back from where the parser is,
    /// over quoted literals whole: a value may hold `<!ENTITY` itself, but not its own quote.
    private static func declarationStart(in parser: xmlParserCtxtPtr) -> (line: Int, column: Int) {
        guard let input = parser.pointee.input, let base = input.pointee.base, let current = input.pointee.cur else {
            return (0, 0)
        }
        let here = (line: Int(input.pointee.line), column: Int(input.pointee.col)), end = current - base
        let keyword = Array("<!ENTITY".utf8)
        var start = end - 1
        while start >= 0, !(end - start >= keyword.count && keyword.indices.allSatisfy { base[start + $0] == keyword[$0] }) {
            let byte = base[start]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                start -= 1
                while start >= 0, base[start] != byte { start -= 1 }
            }
            start -= 1
        }
        guard start >= 0 else { return here }
        let newline = UInt8(ascii: "\n")
        let linesBetween = (start..<end).count(where: { base[$0] == newline })
        func characters(_ range: Range<Int>) -> Int { range.count(where: { base[$0] & 0xC0 != 0x80 }) }
        guard linesBetween > 0 else { return (here.line, here.column - characters(start..<end)) }
        var lineStart = start
        while lineStart > 0, base[lineStart - 1] != newline { lineStart -= 1 }
        return (here.line - linesBetween, characters(lineStart..<start) + 1)
    }
}
