import CLibXML2
import DocgenCore

/// Writes a tree made by libxml2's HTML parser as XHTML: HTML5 in XML syntax, which both an XML
/// parser and a browser's HTML parser read as the same elements.
///
/// Void elements are self-closed (`<br />`), other empty elements are not (`<div></div>`), a
/// value-less attribute gets an empty value (`open=""`), entities are written as characters,
/// SVG and MathML get back their mixed-case names and their namespaces, and the text of
/// `<script>` and `<style>` is kept in a CDATA section when it holds `<` or `&`. What XML
/// cannot hold at all (an attribute named `@click`, an undeclared prefix) is left out and
/// reported as a change. The walk keeps its own stack, so no nesting depth overflows it.
struct XHTMLWriter {
    /// A place in the output: from `outputLine` on, line `outputLine + k` comes from line
    /// `inputLine + k` of the parsed text.
    struct LineOrigin: Equatable {
        var outputLine: Int
        var inputLine: Int
    }

    private(set) var output: [UInt8] = []
    private(set) var origins: [LineOrigin] = []
    private(set) var changes: [HTMLFragmentRepair.Change] = []
    /// Texts that stand in the parsed input as a comment ``keptMarker`` N and are written back
    /// as they were.
    private let kept: [(text: String, line: Int)]
    private var outputLine = 1

    /// The comment text that stands for `kept[N]`: a private-use character and N.
    static let keptMarker = "\u{E000}docgen-kept-"

    private enum Space { case html, svg, math }

    private static let namespaces: [Space: String] = [
        .html: "http://www.w3.org/1999/xhtml", .svg: ForeignNames.namespaces["svg"]!, .math: ForeignNames.namespaces["math"]!,
    ]

    static let voidElements: Set<String> = [
        "area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr", "img", "input", "keygen", "link",
        "meta", "param", "source", "track", "wbr",
    ]

    /// The elements that end an open paragraph in HTML5 (the HTML Living Standard's tree
    /// construction, "in body" insertion mode).
    static let paragraphClosers: Set<String> = [
        "address", "article", "aside", "blockquote", "details", "dialog", "div", "dl", "fieldset", "figcaption", "figure",
        "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "main", "menu", "nav", "ol", "p",
        "pre", "search", "section", "summary", "table", "ul",
    ]

    init(kept: [(text: String, line: Int)]) {
        self.kept = kept
    }

    /// Writes the children of `node`, as HTML content.
    mutating func writeChildren(of node: UnsafeMutablePointer<xmlNode>) {
        write(firstChildOf: node, alone: false)
    }

    /// Writes `node` alone (not its siblings), as HTML content.
    mutating func writeChildren(ofSingle node: UnsafeMutablePointer<xmlNode>) {
        write(firstChildOf: node, alone: true)
    }

    private mutating func write(firstChildOf node: UnsafeMutablePointer<xmlNode>, alone: Bool) {
        enum Step {
            case enter(UnsafeMutablePointer<xmlNode>, Space)
            case close(String)
        }
        var steps: [Step] = []
        func pushChildren(of parent: UnsafeMutablePointer<xmlNode>, in space: Space) {
            var children: [UnsafeMutablePointer<xmlNode>] = []
            var child = parent.pointee.children
            while let current = child {
                children.append(current)
                child = current.pointee.next
            }
            for child in children.reversed() { steps.append(.enter(child, space)) }
        }
        if alone { steps.append(.enter(node, .html)) } else { pushChildren(of: node, in: .html) }
        while let step = steps.popLast() {
            switch step {
            case .close(let name):
                if !name.isEmpty { emit("</\(name)>") }
            case .enter(let current, let space):
                switch current.pointee.type {
                case XML_ELEMENT_NODE:
                    noteOrigin(line: Int(xmlGetLineNo(current)))
                    if space == .html, closesParagraph(current), let open = steps.lastIndex(where: { if case .close = $0 { true } else { false } }),
                       case .close("p") = steps[open] {
                        // HTML5 ends a paragraph at a block (`<section>`), which libxml2's HTML 4
                        // parser does not know: the rest of the paragraph's content follows it.
                        emit("</p>")
                        steps[open] = .close("")
                        change(current, "raw HTML repaired: <\(Self.name(of: current))> cannot be inside <p>; the paragraph ends before it, as in a browser")
                    }
                    guard let (name, childSpace, isClosed) = writeStartTag(current, in: space) else {
                        pushChildren(of: current, in: space)
                        continue
                    }
                    if !isClosed { steps.append(.close(name)) }
                    // A void element the parser gave children (`<source>`, unknown to HTML 4,
                    // took the `<img>` after it) is followed by them, as a browser reads it.
                    pushChildren(of: current, in: childSpace)
                case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                    writeText(current, in: space)
                case XML_COMMENT_NODE:
                    writeComment(current)
                case XML_PI_NODE:
                    writeProcessingInstruction(current)
                default:
                    break
                }
            }
        }
    }

    private static func name(of node: UnsafeMutablePointer<xmlNode>) -> String {
        node.pointee.name.map { String(cString: $0) } ?? ""
    }

    /// True when `node` is a block that a paragraph around it must end before.
    private func closesParagraph(_ node: UnsafeMutablePointer<xmlNode>) -> Bool {
        Self.paragraphClosers.contains(Self.name(of: node))
    }

    /// Writes the start tag of `node` and returns its name, the space of its children, and
    /// whether it is closed already; nil when the element cannot be written (its children are
    /// written in its place).
    private mutating func writeStartTag(_ node: UnsafeMutablePointer<xmlNode>,
                                        in space: Space) -> (String, Space, Bool)? {
        let lowered = Self.name(of: node)
        let childSpace: Space = switch (space, lowered) {
        case (_, "svg"): .svg
        case (_, "math"): .math
        case (.svg, "foreignobject"): .html
        default: space
        }
        let name = (space == .svg || childSpace == .svg) ? ForeignNames.svgElements[lowered] ?? lowered : lowered
        guard Self.isXMLName(name, allowingColon: false) else {
            change(node, "element <\(name)> cannot be written in XHTML; its content is kept without it")
            return nil
        }
        emit("<" + name)
        var attributes = readAttributes(node)
        // The element's own namespace: a `foreignObject` is SVG, though its content is HTML.
        let ownNamespace = Self.namespaces[lowered == "foreignobject" ? space : childSpace] ?? ""
        if space == .html, childSpace != .html {
            attributes.removeAll { $0.name == "xmlns" }
            attributes.insert((name: "xmlns", value: ownNamespace), at: 0)
        }
        var declaresXLink = attributes.contains { $0.name == "xmlns:xlink" && $0.value == ForeignNames.xlinkNamespace }
        for (rawName, value) in attributes {
            let attributeName = switch childSpace {
            case .svg: ForeignNames.svgAttributes[rawName] ?? rawName
            case .math: ForeignNames.mathMLAttributes[rawName] ?? rawName
            case .html: rawName
            }
            switch Self.namespacePrefix(of: attributeName) {
            case "xlink"? where !declaresXLink:
                emit(" xmlns:xlink=\"\(ForeignNames.xlinkNamespace)\"")
                declaresXLink = true
            case "xlink"?, "xml"?, nil:
                break
            case "xmlns"? where attributeName == "xmlns:xlink" && value == ForeignNames.xlinkNamespace:
                break
            default:
                change(node, "attribute '\(attributeName)' of <\(name)> names a namespace XHTML does not declare; left out")
                continue
            }
            if attributeName == "xmlns" && value != ownNamespace {
                change(node, "attribute xmlns=\"\(value)\" of <\(name)> would move it out of HTML; left out")
                continue
            }
            guard Self.isXMLName(attributeName, allowingColon: true) else {
                change(node, "attribute '\(attributeName)' of <\(name)> cannot be written in XHTML; left out")
                continue
            }
            emit(" \(attributeName)=\"")
            emitEscaped(value)
            emit("\"")
        }
        let isVoid = childSpace == .html && Self.voidElements.contains(name)
        let isEmptyForeign = childSpace != .html && node.pointee.children == nil
        if isVoid || isEmptyForeign {
            emit(" />")
            return (name, childSpace, true)
        }
        emit(">")
        return (name, childSpace, false)
    }

    /// The attributes in document order, each value the concatenation of its text children.
    private func readAttributes(_ node: UnsafeMutablePointer<xmlNode>) -> [(name: String, value: String)] {
        var attributes: [(name: String, value: String)] = []
        var attribute = node.pointee.properties
        while let current = attribute {
            attribute = current.pointee.next
            guard let rawName = current.pointee.name else { continue }
            var value = ""
            var child = current.pointee.children
            while let text = child {
                if let content = text.pointee.content { value += String(cString: content) }
                child = text.pointee.next
            }
            attributes.append((String(cString: rawName), value))
        }
        return attributes
    }

    private mutating func writeText(_ node: UnsafeMutablePointer<xmlNode>, in space: Space) {
        guard let content = node.pointee.content else { return }
        let text = String(cString: content)
        let parent = node.pointee.parent.flatMap { $0.pointee.name.map { String(cString: $0) } }
        guard space == .html, parent == "script" || parent == "style" else {
            emitEscaped(text)
            return
        }
        guard text.contains(where: { $0 == "<" || $0 == "&" }) else {
            emit(text)
            return
        }
        // A CDATA section, inside comments of the element's own language so that a browser
        // reading the page as HTML skips its markers.
        let body = text.replacing("]]>", with: "]]]]><![CDATA[>")
        emit(parent == "script" ? "//<![CDATA[\n\(body)\n//]]>" : "/*<![CDATA[*/\(body)/*]]>*/")
    }

    private mutating func writeComment(_ node: UnsafeMutablePointer<xmlNode>) {
        let text = node.pointee.content.map { String(cString: $0) } ?? ""
        if text.hasPrefix(Self.keptMarker), let index = Int(text.dropFirst(Self.keptMarker.count).prefix { $0.isNumber }),
           kept.indices.contains(index) {
            noteOrigin(line: kept[index].line)
            emit(kept[index].text)
            return
        }
        emit("<!--")
        emitEscapedControls(Self.commentText(text))
        emit("-->")
    }

    private mutating func writeProcessingInstruction(_ node: UnsafeMutablePointer<xmlNode>) {
        let target = node.pointee.name.map { String(cString: $0) } ?? ""
        var data = node.pointee.content.map { String(cString: $0) } ?? ""
        guard Self.isXMLName(target, allowingColon: false), target.lowercased() != "xml" else {
            change(node, "processing instruction <?\(target) …> cannot be written in XHTML; left out")
            return
        }
        // The HTML parser ends an instruction at `>`, so a `?>` ending leaves its `?` in the data.
        if data.hasSuffix("?") { data.removeLast() }
        data = data.replacing("?>", with: "? >")
        emit("<?" + target + (data.isEmpty ? "" : " ") + data + "?>")
    }

    /// Notes that what is written next comes from input line `line`. Only elements and kept
    /// texts are placed: libxml2 gives a text or a comment the line where it ends.
    private mutating func noteOrigin(line: Int) {
        guard line > 0 else { return }
        if let last = origins.last, last.inputLine + (outputLine - last.outputLine) == line { return }
        if origins.last?.outputLine == outputLine { origins.removeLast() }
        origins.append(LineOrigin(outputLine: outputLine, inputLine: line))
    }

    private mutating func change(_ node: UnsafeMutablePointer<xmlNode>, _ message: String) {
        changes.append(.init(line: max(Int(xmlGetLineNo(node)), 1), message: message))
    }

    private mutating func emit(_ text: String) {
        let start = output.count
        output.append(contentsOf: text.utf8)
        countLines(from: start)
    }

    private mutating func emitEscaped(_ text: String) {
        let start = output.count
        XMLText.appendEscaped(text, to: &output)
        countLines(from: start)
    }

    /// Text XML cannot hold even escaped (C0 controls) replaced, and nothing else changed.
    private mutating func emitEscapedControls(_ text: String) {
        emit(String(text.unicodeScalars.map { scalar -> Character in
            scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r" ? "\u{FFFD}" : Character(scalar)
        }))
    }

    private mutating func countLines(from start: Int) {
        for index in start..<output.count where output[index] == UInt8(ascii: "\n") { outputLine += 1 }
    }

    /// `text` as an XML comment may hold it: XML forbids `--` inside a comment and `-` at its end.
    static func commentText(_ text: String) -> String {
        var safe = text
        while safe.contains("--") { safe = safe.replacing("--", with: "- -") }
        if safe.hasSuffix("-") { safe += " " }
        return safe
    }

    /// The prefix of a qualified name (`xlink` of `xlink:href`), or nil.
    private static func namespacePrefix(of name: String) -> String? {
        name.firstIndex(of: ":").map { String(name[..<$0]) }
    }

    /// True when `name` is an XML name: a letter or `_` (or `:`), then letters, digits, `-`,
    /// `.`, `_` (and `:`); characters beyond ASCII are taken as letters.
    static func isXMLName(_ name: String, allowingColon: Bool) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        func isStart(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value > 0xBF || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
        }
        guard isStart(first), name.filter({ $0 == ":" }).count <= (allowingColon ? 1 : 0), !name.hasSuffix(":") else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            isStart(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "." || scalar == ":"
        }
    }
}
