import DocgenCore
import DocgenDiagrams

/// ```` ```listspec ````: a YAML list spec drawn as one figure per view (layers, corner masks,
/// the list), or one comparison figure with the table of what differs.
struct ListSpecDirective: FenceDirective {
    let name = "listspec"

    func expand(_ block: FenceBlock, on page: inout DirectivePage) -> String? {
        let number = page.shownBlocks[name, default: 0] + 1
        let (spec, problems) = ListSpecReader.read(block.literal, defaultID: "list-\(number)", origin: block.fence.offset(lines: 1))
        page.diagnostics += problems
        guard let spec else { return nil }
        if let first = page.line(ofID: spec.id) {
            page.diagnostics.append(.error("duplicate listspec id '\(spec.id)' on this page (first used at line \(first))", at: block.fence))
            return nil
        }
        page.claim(spec.id, line: block.fence.line)
        guard !problems.containsErrors else { return nil }
        page.shownBlocks[name] = number
        return figures(for: spec, fence: block.fence, on: &page)
    }

    /// One `<figure id="<spec id>-<view>">` per view, with the SVG inline and a caption. Every
    /// figure is focusable: a figure scrolls sideways when the screen is too narrow to show its
    /// labels at a readable size, and the keyboard must reach it.
    private func figures(for spec: ListSpec, fence: SourceLocation, on page: inout DirectivePage) -> String {
        let written = spec.written(in: DiagramLanguage(matchingTag: page.language))
        if let comparison = ListComparisonFigure(written) {
            let html = comparisonFigure(comparison, fence: fence, on: &page)
            copyLayout(of: written, id: spec.id, laidOut: nil, fence: fence, on: &page)
            return html
        }
        let engine = ListLayoutEngine()
        let layout = engine.layout(written)
        var html = ""
        for view in spec.views {
            // The drawing's title is the figure's caption, and its description what search reads.
            let rendered = DiagramRenderer.rendered(layout, view: view)
            let description = rendered.description, caption = rendered.title, svg = rendered.svg
            html += "<figure class=\"diagram\" id=\"\(spec.id)-\(view.rawValue)\" tabindex=\"0\"\(page.searchable(description))>\n"
            if page.firstListSpecFigure == nil { page.firstListSpecFigure = svg }
            html += svg
            html += page.caption(caption, figure: "\(spec.id)-\(view.rawValue)", svg: svg, fence: fence)
            page.copyFigure(caption: caption, description: description, figure: "\(spec.id)-\(view.rawValue)", at: fence)
            page.diagramCount += 1
        }
        copyLayout(of: written, id: spec.id, laidOut: layout, fence: fence, on: &page)
        return html
    }

    /// The spec's layouts as `docgen layout --format json` prints them, published beside the page
    /// and linked from its markdown copy, when the page makes one.
    private func copyLayout(of spec: ListSpec, id: String, laidOut: ListLayout?, fence: SourceLocation, on page: inout DirectivePage) {
        guard page.copies != nil else { return }
        let specs = spec.laidOutSpecs
        let layouts = specs == [spec] ? laidOut.map { [$0] } ?? [ListLayoutEngine().layout(spec)] : specs.map { ListLayoutEngine().layout($0) }
        guard let name = page.figureFiles.addLayout(LayoutJSONWriter.json(layouts), spec: id) else { return }
        page.copy("[\(name)](\(URLEncoding.path(name)))\n", at: fence)
    }

    /// A spec's comparison: one focusable `<figure id="<spec id>-compare">` with every panel in
    /// one SVG, the title as its caption (with the link to the drawing's own file, as every figure
    /// has), then the table of what differs, which a reader can read without the picture.
    private func comparisonFigure(_ figure: ListComparisonFigure, fence: SourceLocation, on page: inout DirectivePage) -> String {
        let svg = ComparisonRenderer.rendered(figure).svg
        if page.firstListSpecFigure == nil { page.firstListSpecFigure = svg }
        var html = "<figure class=\"diagram compare\" id=\"\(figure.id)\" tabindex=\"0\"\(page.searchable(figure.description))>\n"
        html += svg
        html += page.caption(figure.title, figure: figure.id, svg: svg, fence: fence)
        page.copyFigure(caption: figure.title, description: figure.description, figure: figure.id, at: fence)
        page.diagramCount += 1
        return html + ComparisonRenderer.tableHTML(figure)
    }
}
