import CLibXML2
import DocgenDiagnostics

/// Parses documents back with libxml2's XML parser and reports where they are not well-formed.
///
/// Nothing is fetched from the network and no DTD is loaded: HTML5 has none, and a page must
/// stand on its own. Safe to call from several threads at once (libxml2 keeps its error
/// handler per thread, and each call owns its parser context).
public enum XMLWellFormednessChecker {
    /// Returns one error per libxml2 complaint, located in `displayPath` (empty when well-formed).
    public static func errors(in text: String, displayPath: String) -> [Diagnostic] {
        let collector = ErrorCollector(displayPath: displayPath)
        let userData = Unmanaged.passUnretained(collector).toOpaque()
        xmlSetStructuredErrorFunc(userData) { userData, error in
            guard let userData, let error else { return }
            Unmanaged<ErrorCollector>.fromOpaque(userData).takeUnretainedValue().record(error.pointee)
        }
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        guard let context = xmlNewParserCtxt() else {
            return [.error("cannot create an XML parser", at: SourceLocation(file: displayPath))]
        }
        defer { xmlFreeParserCtxt(context) }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_HUGE.rawValue)
        var copy = text
        let document = copy.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                xmlCtxtReadMemory(context, $0.baseAddress, Int32($0.count), displayPath, "UTF-8", options)
            }
        }
        if let document { xmlFreeDoc(document) }
        if collector.diagnostics.isEmpty && (document == nil || context.pointee.wellFormed == 0) {
            return [.error("not well-formed XML", at: SourceLocation(file: displayPath, line: 1, column: 1))]
        }
        return collector.diagnostics
    }
}

/// Receives libxml2's structured errors for one parse.
private final class ErrorCollector {
    let displayPath: String
    var diagnostics: [Diagnostic] = []

    init(displayPath: String) {
        self.displayPath = displayPath
    }

    func record(_ error: xmlError) {
        guard error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        var message = error.message.map { String(cString: $0) } ?? "XML error"
        while message.last?.isNewline == true { message.removeLast() }
        let location = SourceLocation(file: displayPath, line: Int(error.line), column: Int(error.int2))
        diagnostics.append(.error("not well-formed XML: \(message)", at: location))
    }
}
