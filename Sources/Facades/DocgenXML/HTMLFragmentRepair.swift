import CLibXML2
import DocgenCore

/// Raw HTML as authors write it (`<br>`, `<img src=x.png>`, `&eacute;`, `<details open>`,
/// unclosed `<p>` and `<li>`) made into XHTML, the way a browser would read it.
///
/// A fragment that is well-formed XML is kept as it is. Any other is parsed with libxml2's
/// HTML parser and written again as XHTML (``XHTMLWriter``). The parser's repairs that a
/// browser makes without changing what the page shows (void elements, optional end tags,
/// entities, unknown element names, a bare `&`) pass silently; repairs that change the
/// structure the author wrote (an end tag that closes nothing, end tags in the wrong order, an
/// attribute given twice, a misplaced `<html>` or doctype) are reported as ``Change``s at
/// their line. Parts of the fragment that must not go through the HTML parser (docgen's own
/// diagrams, CDATA sections) are kept byte for byte.
public enum HTMLFragmentRepair {
    /// A repair that changed what the author wrote, at a line of the fragment.
    public struct Change: Sendable, Equatable {
        public var line: Int
        public var message: String
    }

    /// A fragment written again as XHTML.
    public struct Repaired: Sendable {
        public var xhtml: String
        public var changes: [Change]
        /// The output's lines by where they came from (see ``inputLine(ofOutputLine:)``).
        var origins: [(outputLine: Int, inputLine: Int)]

        /// The line of the input fragment that output line `line` (1-based) comes from.
        public func inputLine(ofOutputLine line: Int) -> Int {
            guard let origin = origins.last(where: { $0.outputLine <= line }) else { return line }
            return origin.inputLine + (line - origin.outputLine)
        }
    }

    /// True when `fragment` is well-formed XML content as it is.
    public static func isWellFormed(_ fragment: String) -> Bool {
        var text = "<div>" + fragment + "</div>"
        return text.withUTF8 { bytes in
            let (document, _) = LibXMLParse.xml(bytes, displayPath: "")
            guard let document else { return false }
            xmlFreeDoc(UnsafeMutablePointer(document))
            return true
        }
    }

    /// `fragment` as XHTML, or nil when it is well-formed XML already. `kept` are UTF-8 ranges
    /// of the fragment, outside any tag, written back as they are.
    public static func repairIfNeeded(_ fragment: String, keeping kept: [Range<Int>] = []) -> Repaired? {
        isWellFormed(fragment) ? nil : repair(fragment, keeping: kept)
    }

    /// `fragment` parsed as HTML and written as XHTML.
    public static func repair(_ fragment: String, keeping kept: [Range<Int>] = []) -> Repaired {
        let (input, keptTexts) = protect(fragment, keeping: kept)
        // On the first line, so that the fragment's lines are the document's; no end tags after
        // it, which an unclosed `<style>` or `<script>` would take for its text.
        var document = "<!DOCTYPE html><html><body>" + input
        let (parsed, errors) = document.withUTF8 { LibXMLParse.htmlWithErrors($0) }
        var writer = XHTMLWriter(kept: keptTexts)
        if let parsed, let root = xmlDocGetRootElement(UnsafeMutablePointer<xmlDoc>(parsed)) {
            defer { xmlFreeDoc(UnsafeMutablePointer<xmlDoc>(parsed)) }
            var child = root.pointee.children
            while let current = child {
                let name = current.pointee.name.map { String(cString: $0) }
                if current.pointee.type == XML_ELEMENT_NODE, name == "body" || name == "head" {
                    writer.writeChildren(of: current)
                } else {
                    writer.writeChildren(ofSingle: current)
                }
                child = current.pointee.next
            }
        }
        let reported = errors.compactMap { error in
            structuralChange(code: error.code, message: error.diagnostic.message).map { Change(line: max(error.diagnostic.location.line, 1), message: $0) }
        }
        let changes = (reported + writer.changes).sorted { ($0.line, $0.message) < ($1.line, $1.message) }
        var unique: [Change] = []
        for change in changes where unique.last != change { unique.append(change) }
        return Repaired(xhtml: String(decoding: writer.output, as: UTF8.self), changes: unique,
                        origins: writer.origins.map { ($0.outputLine, $0.inputLine) })
    }

    /// What a complaint of the HTML parser says the author should know, or nil for a repair a
    /// browser makes the same way without changing the page (libxml2's HTML 4 parser does not
    /// know HTML5's elements, so "Tag details invalid" is no problem).
    static func structuralChange(code: Int, message: String) -> String? {
        func trimmed<Text: StringProtocol>(_ text: Text) -> String {
            String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        }
        let text = trimmed(message)
        func after(_ prefix: String) -> String? {
            text.hasPrefix(prefix) ? trimmed(text.dropFirst(prefix.count)) : nil
        }
        if let name = after("Unexpected end tag :") {
            return "raw HTML repaired: the end tag </\(name)> closes no open element and is left out"
        }
        if let names = after("Opening and ending tag mismatch:") {
            // libxml2 names the end tag, then the element still open inside it.
            let parts = names.split(separator: " and ")
            guard parts.count == 2 else { return "raw HTML repaired: end tags out of order (\(names))" }
            return "raw HTML repaired: </\(parts[0])> comes while <\(parts[1])> is still open; <\(parts[1])> is closed first, as a browser closes it"
        }
        if let name = after("Attribute"), name.hasSuffix("redefined") {
            return "raw HTML repaired: attribute '\(trimmed(name.dropLast("redefined".count)))' is given twice; the first is kept"
        }
        if text.hasPrefix("error parsing attribute name") {
            return "raw HTML repaired: an attribute whose name HTML cannot hold is left out"
        }
        if text.hasPrefix("Misplaced DOCTYPE") {
            return "raw HTML repaired: a doctype inside the page's content is left out"
        }
        if code == Int(XML_HTML_STRUCURE_ERROR.rawValue) {
            return "raw HTML repaired: \(text.replacing("htmlParseStartTag: ", with: "")); left out"
        }
        return nil
    }

    /// The fragment with each kept range, CDATA section and declaration replaced by a comment
    /// naming it (holding as many line breaks, so lines stay where they were), and what each
    /// stands for: a kept range or CDATA section as it was, a declaration (`<!ELEMENT br EMPTY>`,
    /// which libxml2 would show as text) or a CDATA section that never ends as the comment
    /// HTML5 makes of it.
    private static func protect(_ fragment: String, keeping kept: [Range<Int>]) -> (String, [(text: String, line: Int)]) {
        let bytes = Array(fragment.utf8)
        var replaced = kept.filter { $0.lowerBound >= 0 && $0.upperBound <= bytes.count }.map { (range: $0, text: String?.none) }
        let cdata = Array("<![CDATA[".utf8), cdataEnd = Array("]]>".utf8), doctype = Array("doctype".utf8)
        var index = 0
        func isKept(_ offset: Int) -> Bool { replaced.contains { $0.range.contains(offset) } }
        while index + 2 < bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "!"), !isKept(index) else {
                index += 1
                continue
            }
            let rest = bytes[(index + 2)...]
            var end = index + cdata.count
            while bytes[index...].starts(with: cdata), end < bytes.count, !bytes[end...].starts(with: cdataEnd) { end += 1 }
            if bytes[index...].starts(with: cdata), end < bytes.count {
                end += cdataEnd.count
                replaced.append((index..<end, nil))
                index = end
            } else if let first = rest.first, (0x61...0x7A).contains(first | 0x20) || bytes[index...].starts(with: cdata),
                      !rest.prefix(doctype.count).map({ $0 | 0x20 }).elementsEqual(doctype) {
                // A declaration, or a CDATA section never ended: the comment HTML5 makes of it,
                // up to the next `>`.
                let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
                let comment = XHTMLWriter.commentText(String(decoding: bytes[(index + 2)..<close], as: UTF8.self))
                let end = min(close + 1, bytes.count)
                replaced.append((index..<end, "<!--" + comment + "-->"))
                index = end
            } else {
                index += 2
            }
        }
        replaced.sort { $0.range.lowerBound < $1.range.lowerBound }
        var output: [UInt8] = []
        var texts: [(text: String, line: Int)] = []
        var position = 0
        var line = 1
        for (range, replacement) in replaced where range.lowerBound >= position {
            line += bytes[position..<range.lowerBound].filter { $0 == UInt8(ascii: "\n") }.count
            output += bytes[position..<range.lowerBound]
            let text = bytes[range]
            let newlines = text.filter { $0 == UInt8(ascii: "\n") }.count
            output += Array("<!--\(XHTMLWriter.keptMarker)\(texts.count) ".utf8)
            output += Array(repeating: UInt8(ascii: "\n"), count: newlines)
            output += Array("-->".utf8)
            texts.append((replacement ?? String(decoding: text, as: UTF8.self), line))
            line += newlines
            position = range.upperBound
        }
        output += bytes[position...]
        return (String(decoding: output, as: UTF8.self), texts)
    }
}
