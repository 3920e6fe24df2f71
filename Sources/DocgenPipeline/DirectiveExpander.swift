import DocgenDiagnostics
import DocgenDiagrams
import DocgenDirectives
import DocgenHighlighting
import DocgenListLayout

/// The Expand stage for one chapter: turns ```` ```listspec ```` fences into typed specs, with
/// page-unique ids and located errors, and draws each spec's views as inline SVG figures.
struct DirectiveExpander {
    let displayPath: String
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var listSpecs: [ListSpec] = []
    private(set) var diagramCount = 0
    private var idLines: [String: Int] = [:]

    init(displayPath: String) {
        self.displayPath = displayPath
    }

    /// Renders the fence when it is a directive; nil leaves it to the markdown renderer as code.
    ///
    /// - Parameter fileLine: the line of the opening fence in the chapter's file.
    mutating func expand(info: String, literal: String, fileLine: Int) -> String? {
        let language = info.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
        guard language == "listspec" else { return nil }
        let origin = SourceLocation(file: displayPath, line: fileLine + 1, column: 1)
        let (spec, problems) = ListSpecReader.read(literal, defaultID: "list-\(listSpecs.count + 1)", origin: origin)
        diagnostics += problems
        guard let spec else { return nil }
        if let first = idLines[spec.id] {
            diagnostics.append(.error("duplicate listspec id '\(spec.id)' on this page (first used at line \(first))",
                                      at: SourceLocation(file: displayPath, line: fileLine, column: 1)))
            return nil
        }
        idLines[spec.id] = fileLine
        guard !problems.containsErrors else { return nil }
        listSpecs.append(spec)
        return figures(for: spec)
    }

    /// One `<figure id="<spec id>-<view>">` per view, with the SVG inline and a caption.
    private mutating func figures(for spec: ListSpec) -> String {
        let layout = ListLayoutEngine().layout(spec)
        var html = ""
        for view in spec.views {
            html += "<figure class=\"diagram\" id=\"\(spec.id)-\(view.rawValue)\">\n"
            html += DiagramRenderer.svg(layout, view: view)
            html += "<figcaption>\(SyntaxHighlighter.escape(DiagramRenderer.caption(layout, view: view)))</figcaption>\n</figure>\n"
            diagramCount += 1
        }
        return html
    }
}
