import DocgenCore
@testable import DocgenXML
import Testing

/// Every XML parse refuses entity declarations at their `<!ENTITY`, so nothing written by others
/// can make libxml2 expand, read or fetch anything; large honest documents still parse.
@Suite(.timeLimit(.minutes(10))) struct EntityDeclarationRefusalTests {
    /// Nine levels of ten references each: 10⁹ copies of "lol" once expanded.
    static let billionLaughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n  <!ENTITY lol \"lol\">\n"
        + (1...9).map { level in
            "  <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">\n"
        }.joined() + "]>\n"

    /// Declarations of each kind, each with the line and column of its `<!ENTITY` (bytes).
    static let declarations: [(name: String, prolog: String, line: Int, column: Int)] = [
        ("billion laughs", billionLaughs, 3, 3),
        ("one entity referenced many times", "<!DOCTYPE svg [<!ENTITY a \"" + String(repeating: "a", count: 100_000) + "\">]>\n", 1, 16),
        ("a parameter entity", "<!DOCTYPE svg [\n<!ENTITY % p \"<!ENTITY q 'x'>\"> %p;\n]>\n", 2, 1),
        ("an external entity", "<!DOCTYPE svg [\n\t<!ENTITY xxe SYSTEM \"file:///etc/passwd\">\n]>\n", 2, 2),
        ("an unparsed entity", "<!DOCTYPE svg [ <!NOTATION gif SYSTEM \"gif\">\n <!ENTITY é SYSTEM \"a.gif\" NDATA gif>]>\n", 2, 2),
        ("a declaration after non-ASCII text", "<!DOCTYPE svg [<!-- é中 --> <!ENTITY a 'x'>]>\n", 1, 31),
    ]

    /// A root that uses the entities wherever they could be expanded: text and attributes.
    static func document(_ prolog: String, using entity: String = "lol9") -> String {
        prolog + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\" id=\"&\(entity);\"><text>&\(entity);</text></svg>\n"
    }

    @Test(arguments: declarations.map(\.name))
    func wellFormednessCheckingRefusesTheDeclaration(_ name: String) {
        let declaration = Self.declarations.first { $0.name == name }!
        let errors = XMLWellFormednessChecker.errors(in: Self.document(declaration.prolog), displayPath: "pic.svg")
        #expect(errors.map(\.description) == ["pic.svg:\(declaration.line):\(declaration.column): error: \(EntityDeclarationRefusal.message)"])
    }

    @Test(arguments: declarations.map(\.name))
    func scanningRefusesTheDeclaration(_ name: String) {
        let declaration = Self.declarations.first { $0.name == name }!
        let page = PageScanner.scan(Array(Self.document(declaration.prolog).utf8), displayPath: "pic.svg", syntax: .xml)
        #expect(page.xmlError?.message == EntityDeclarationRefusal.message)
        #expect(page.xmlError?.location == SourceLocation(file: "pic.svg", line: declaration.line, column: declaration.column))
    }

    @Test(arguments: declarations.map(\.name))
    func readingAnSVGRootRefusesTheDeclaration(_ name: String) {
        let declaration = Self.declarations.first { $0.name == name }!
        let result = SVGRootAttributes.read(Array(Self.document(declaration.prolog).utf8), displayPath: "pic.svg")
        #expect(throws: Diagnostic.error(EntityDeclarationRefusal.message,
                                         at: SourceLocation(file: "pic.svg", line: declaration.line, column: declaration.column))) {
            try result.get()
        }
    }

    /// The HTML parser skips a DOCTYPE's declarations: the references stay unexpanded.
    @Test func htmlReadingExpandsNoDeclaredEntity() {
        let page = PageScanner.scan(Array(Self.document(Self.billionLaughs).utf8), displayPath: "p.html", syntax: .html)
        #expect(page.elements.map(\.name).suffix(2) == ["svg", "text"])
        #expect(page.value(.id, of: page.elements[0]).map(\.utf8.count) ?? 0 < 100)
    }

    @Test func aDocumentWithoutDeclarationsReadsItsRoot() throws {
        let svg = "<!DOCTYPE svg>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1&#48;\" height=\"&#x32;0\" viewBox=\"0 0 10 20\"><g/></svg>"
        let root = try SVGRootAttributes.read(Array(svg.utf8), displayPath: "pic.svg").get()
        #expect(root == SVGRootAttributes(width: "10", height: "20", viewBox: "0 0 10 20"))
    }

    /// docgen's own pages can be larger than libxml2's default limits: a text node over 10 MB
    /// and nesting deeper than 256 levels (Markdown allows 400).
    @Test func largeAndDeepDocumentsStillParse() {
        let text = "<div><p>" + String(repeating: String(repeating: "x", count: 79) + "\n", count: 150_000) + "</p></div>"
        #expect(XMLWellFormednessChecker.errors(in: text, displayPath: "big.html").isEmpty)
        let deep = String(repeating: "<div>", count: 1_000) + "x" + String(repeating: "</div>", count: 1_000)
        #expect(XMLWellFormednessChecker.errors(in: deep, displayPath: "deep.html").isEmpty)
    }
}
