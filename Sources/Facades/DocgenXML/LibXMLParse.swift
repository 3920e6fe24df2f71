import CLibXML2
import DocgenCore

/// Parses bytes with libxml2's XML parser or its HTML parser, collecting located errors; into a
/// tree, or into a ``PageReader`` that needs none.
///
/// The structured error handler is set for the calling thread only (libxml2 keeps it per
/// thread), so parses on several threads keep their own errors. libxml2 must be initialised
/// once before threads share it (its lazy initialisation races), which `initialized` does.
enum LibXMLParse {
    /// Runs `xmlInitParser()` exactly once, on first use (Swift makes a static `let` thread-safe).
    static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// An XML parse: the document (nil when not well-formed) and every error.
    static func xml(_ bytes: UnsafeBufferPointer<UInt8>, displayPath: String) -> (OpaquePointer?, [Diagnostic]) {
        var document: OpaquePointer?
        let (_, errors) = parseXML(bytes, displayPath: displayPath) { context in
            let parsed = read(bytes, with: context, displayPath: displayPath)
            if let parsed, context.pointee.wellFormed == 0 {
                xmlFreeDoc(parsed)
                return false
            }
            document = parsed.map { OpaquePointer($0) }
            return document != nil
        }
        return (document, errors)
    }

    /// An XML parse that builds no tree: libxml2 tells `reader` what it reads. True when the
    /// bytes are well-formed XML (the reader then holds the whole page), and every error.
    /// With `isPlainUTF8` (bytes docgen wrote: UTF-8, with no XML declaration or byte order
    /// mark), libxml2 reads them as they are instead of passing them through its UTF-8
    /// converter, which copied every page twice.
    static func readXML(_ bytes: UnsafeBufferPointer<UInt8>, displayPath: String, isPlainUTF8: Bool = false,
                        into reader: UnsafeMutablePointer<PageReader>) -> (wellFormed: Bool, errors: [Diagnostic]) {
        readXML(bytes, displayPath: displayPath, isPlainUTF8: isPlainUTF8) { PageReader.listen(reader, to: $0, html: false) }
    }

    /// An XML parse that builds no tree: `listen` points the parser's events where they are
    /// wanted. True when the bytes are well-formed XML as far as they were read, and every error.
    static func readXML(_ bytes: UnsafeBufferPointer<UInt8>, displayPath: String, isPlainUTF8: Bool = false,
                        listening listen: (xmlParserCtxtPtr) -> Void) -> (wellFormed: Bool, errors: [Diagnostic]) {
        parseXML(bytes, displayPath: displayPath) { context in
            listen(context)
            // The document holds no more than the prolog (its DTD, which entities resolve against).
            if let prolog = read(bytes, with: context, displayPath: displayPath, isPlainUTF8: isPlainUTF8) { xmlFreeDoc(prolog) }
            return context.pointee.wellFormed != 0
        }
    }

    /// Runs `parse` with a new XML parser and collects the errors; true when it succeeded.
    private static func parseXML(_ bytes: UnsafeBufferPointer<UInt8>, displayPath: String,
                                 _ parse: (UnsafeMutablePointer<xmlParserCtxt>) -> Bool) -> (Bool, [Diagnostic]) {
        precondition(initialized)
        guard bytes.count <= Int32.max else {
            return (false, [.error("the page is larger than 2 GB, more than libxml2 can parse", at: SourceLocation(file: displayPath))])
        }
        let (parsed, errors) = withErrors(displayPath: displayPath, prefix: "not well-formed XML: ", parse)
        return (parsed, byteColumns(errors, in: bytes))
    }

    /// Parses `bytes` as XML with `context`, as ``ParserSetup`` configures every XML parse: as
    /// UTF-8 whatever they declare, or with `isPlainUTF8`, as libxml2 finds them (UTF-8 when
    /// nothing says otherwise).
    private static func read(_ bytes: UnsafeBufferPointer<UInt8>, with context: UnsafeMutablePointer<xmlParserCtxt>,
                             displayPath: String, isPlainUTF8: Bool = false) -> xmlDocPtr? {
        bytes.withMemoryRebound(to: CChar.self) {
            xmlCtxtReadMemory(context, $0.baseAddress, Int32($0.count), displayPath, isPlainUTF8 ? nil : "UTF-8", ParserSetup.xmlOptions)
        }
    }

    /// The errors with their columns in UTF-8 bytes, as docgen counts columns; libxml2 counts
    /// characters. One pass over the bytes, taking the errors in the order of their places, so
    /// a page with thousands of errors costs no more than one read. A column past the end of its
    /// line stays as far past it.
    private static func byteColumns(_ errors: [Diagnostic], in bytes: UnsafeBufferPointer<UInt8>) -> [Diagnostic] {
        let newline = UInt8(ascii: "\n")
        var converted = errors
        var line = 1, lineStart = 0, character = 1, position = 0
        let order = errors.indices.filter { errors[$0].location.line >= 1 && errors[$0].location.column >= 1 }
            .sorted { (errors[$0].location.line, errors[$0].location.column) < (errors[$1].location.line, errors[$1].location.column) }
        for index in order {
            let wanted = errors[index].location
            while line < wanted.line, let end = bytes[position...].firstIndex(of: newline) {
                (line, lineStart, character, position) = (line + 1, end + 1, 1, end + 1)
            }
            guard line == wanted.line else { break }
            while character < wanted.column, position < bytes.count, bytes[position] != newline {
                position += 1
                while position < bytes.count, bytes[position] & 0xC0 == 0x80 { position += 1 }
                character += 1
            }
            converted[index].location.column = position - lineStart + 1 + (wanted.column - character)
        }
        return converted
    }

    /// An HTML parse (recovering, quiet) that builds no tree: libxml2 tells `reader` what it
    /// reads. For pages that are HTML but not XML.
    static func readHTML(_ bytes: UnsafeBufferPointer<UInt8>, displayPath: String, into reader: UnsafeMutablePointer<PageReader>) {
        precondition(initialized)
        guard bytes.count <= Int32.max, let context = htmlNewParserCtxt() else { return }
        defer { htmlFreeParserCtxt(context) }
        PageReader.listen(reader, to: context, html: true)
        let options = ParserSetup.htmlOptions
            | Int32(HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NOIMPLIED.rawValue)
        let document = bytes.withMemoryRebound(to: CChar.self) {
            htmlCtxtReadMemory(context, $0.baseAddress, Int32($0.count), displayPath, "UTF-8", options)
        }
        if let document { xmlFreeDoc(document) }
    }

    /// An HTML parse (recovering) that also reports what the parser complained of, each with
    /// libxml2's error code: for raw HTML that is repaired (``HTMLFragmentRepair``).
    static func htmlWithErrors(_ bytes: UnsafeBufferPointer<UInt8>) -> (OpaquePointer?, [(code: Int, diagnostic: Diagnostic)]) {
        precondition(initialized)
        guard bytes.count <= Int32.max else { return (nil, []) }
        let collector = ErrorCollector(displayPath: "", prefix: "")
        let document = collectingErrors(into: collector) { () -> OpaquePointer? in
            guard let context = htmlNewParserCtxt() else { return nil }
            defer { htmlFreeParserCtxt(context) }
            let options = ParserSetup.htmlOptions | Int32(HTML_PARSE_NODEFDTD.rawValue)
            let document = bytes.withMemoryRebound(to: CChar.self) {
                htmlCtxtReadMemory(context, $0.baseAddress, Int32($0.count), "", "UTF-8", options)
            }
            return document.map { OpaquePointer($0) }
        }
        return (document, Array(zip(collector.codes, collector.diagnostics)))
    }

    /// Runs `body` with libxml2's errors on this thread going to `collector`.
    private static func collectingErrors<Result>(into collector: ErrorCollector, _ body: () -> Result) -> Result {
        let userData = Unmanaged.passUnretained(collector).toOpaque()
        xmlSetStructuredErrorFunc(userData) { userData, error in
            guard let userData, let error else { return }
            Unmanaged<ErrorCollector>.fromOpaque(userData).takeUnretainedValue().record(error.pointee)
        }
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        return body()
    }

    /// Runs `parse` with a new XML parser and libxml2's errors going to a collector: whether
    /// it succeeded, and the errors (one when it failed silently).
    private static func withErrors(displayPath: String, prefix: String,
                                   _ parse: (UnsafeMutablePointer<xmlParserCtxt>) -> Bool) -> (Bool, [Diagnostic]) {
        let collector = ErrorCollector(displayPath: displayPath, prefix: prefix)
        guard let context = ParserSetup.newXMLParser() else {
            return (false, [.error("cannot create an XML parser", at: SourceLocation(file: displayPath))])
        }
        defer { xmlFreeParserCtxt(context) }
        let parsed = collectingErrors(into: collector) { parse(context) }
        if !parsed && collector.diagnostics.isEmpty {
            return (false, [.error(prefix + "empty or unreadable document", at: SourceLocation(file: displayPath, line: 1, column: 1))])
        }
        return (parsed, collector.diagnostics)
    }
}

/// Receives libxml2's structured errors for one parse.
private final class ErrorCollector {
    let displayPath: String
    let prefix: String
    var diagnostics: [Diagnostic] = []
    /// libxml2's code of each diagnostic.
    var codes: [Int] = []

    init(displayPath: String, prefix: String) {
        self.displayPath = displayPath
        self.prefix = prefix
    }

    func record(_ error: xmlError) {
        guard error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        var message = error.message.map { String(cString: $0) } ?? "XML error"
        while message.last?.isNewline == true { message.removeLast() }
        codes.append(Int(error.code))
        // A refused declaration is docgen's rule, not a fault of the XML.
        let prefix = codes.last == EntityDeclarationRefusal.code ? "" : prefix
        diagnostics.append(.error(prefix + message, at: SourceLocation(file: displayPath, line: Int(error.line), column: Int(error.int2))))
    }
}
