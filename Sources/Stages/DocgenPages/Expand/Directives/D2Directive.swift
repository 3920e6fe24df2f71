import DocgenCore
import DocgenDiagrams

/// ```` ```d2 title="…" id=… ````: a D2 diagram, drawn at build time by the D2 executable
/// (``D2Renderer``, which keeps each drawing by the hash of its source) as one figure with the
/// SVG inline and a caption.
///
/// Its accessible name is the `title`, or else the text of its labels; its description is its
/// source, which says what the shapes and arrows are. D2's errors are located at the line of
/// the chapter they name.
struct D2Directive: FenceDirective {
    let name = "d2"

    func expand(_ block: FenceBlock, on page: inout DirectivePage) -> String? {
        let fence = block.fence
        let (attributes, problems) = Self.attributes(of: block.info, at: fence)
        page.diagnostics += problems
        guard problems.isEmpty else { return nil }
        let number = page.shownBlocks[name, default: 0] + 1
        let id = attributes["id"] ?? "d2-\(number)"
        if let first = page.line(ofID: id) {
            page.diagnostics.append(.error("duplicate id '\(id)' on this page (first used at line \(first))", at: fence))
            return nil
        }
        page.claim(id, line: fence.line)
        let renderer = D2Renderer.shared(configured: page.reader.config.d2, cacheFolder: page.reader.drawingCacheFolder)
        let raw: String
        switch renderer.draw(block.literal) {
        case .failure(let problems):
            page.diagnostics += problems.failures.map { Self.diagnostic($0, fence: fence) }
            return nil
        case .success(let drawn):
            raw = drawn
        }
        let labels = D2SVG.labels(raw)
        guard let title = attributes["title"] ?? (labels.isEmpty ? nil : labels.joined(separator: ", ")) else {
            page.diagnostics.append(.error("this diagram has no label to name it by; give it one with title=\"…\" after d2", at: fence))
            return nil
        }
        let description = Self.description(of: block.literal)
        switch D2SVG.inline(raw, id: id, title: title, description: description) {
        case .failure(let failure):
            page.diagnostics.append(Self.diagnostic(failure, fence: fence))
            return nil
        case .success(let svg):
            page.shownBlocks[name] = number
            page.diagramCount += 1
            var html = "<figure class=\"diagram d2\" id=\"\(id)\" tabindex=\"0\"\(page.searchable(description))>\n"
            html += svg
            html += page.caption(title, figure: id, svg: svg, fence: fence)
            return html
        }
    }

    /// A D2 problem at the chapter's line: D2 counts the block's lines from 1, the line after
    /// the fence.
    private static func diagnostic(_ failure: D2Failure, fence: SourceLocation) -> Diagnostic {
        guard let line = failure.line else { return .error(failure.message, at: fence) }
        return .error("D2: \(failure.message)", at: SourceLocation(file: fence.file, line: fence.line + line, column: failure.column ?? 0))
    }

    /// The drawing's description for assistive technology and search: its source, a line of
    /// shapes and connections at a time, without comments.
    static func description(of source: String) -> String {
        let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        let text = lines.joined(separator: "; ")
        return text.count > 2000 ? String(text.prefix(2000)) + "…" : text
    }

    /// The info string's `title="…"` and `id=…` after `d2`.
    static func attributes(of info: String, at fence: SourceLocation) -> ([String: String], [Diagnostic]) {
        var attributes: [String: String] = [:], problems: [Diagnostic] = []
        var rest = Substring(info.dropFirst(2))
        while let match = rest.firstMatch(of: /^\s*([A-Za-z]+)=(?:"([^"]*)"|([^\s"]+))/) {
            let key = String(match.1), value = String(match.2 ?? match.3 ?? "")
            if !["title", "id"].contains(key) {
                problems.append(.error("unknown d2 attribute '\(key)'; a d2 block takes title=\"…\" and id=…", at: fence))
            } else if key == "id" && !ElementID.isValid(value) {
                problems.append(.error("'\(value)' is not an id: an ASCII letter, then letters, digits, '-' and '_'", at: fence))
            } else if key == "title" && value.trimmingCharacters(in: .whitespaces).isEmpty {
                problems.append(.error("title=\"\" is empty; the title names the diagram for assistive technology", at: fence))
            } else {
                attributes[key] = value
            }
            rest = rest[match.range.upperBound...]
        }
        if !rest.trimmingCharacters(in: .whitespaces).isEmpty {
            problems.append(.error("cannot read '\(rest.trimmingCharacters(in: .whitespaces))' after d2; write title=\"…\" and id=…", at: fence))
        }
        return (attributes, problems)
    }
}
