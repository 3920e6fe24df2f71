import DocgenCore
import Foundation

/// Reads an mdBook `SUMMARY.md`: prefix chapters (`[Title](file.md)` before the list), `# Part`
/// headings, numbered chapters (`- [Title](file.md)`, nested by indentation), draft chapters
/// (`- [Title]()`), separators (`---`) and suffix chapters after the list.
enum MdBookSummaryReader {
    /// With `listsOnly`, lines other than list items are text, not errors (a page that lists
    /// others, as MkDocs' literate-nav reads one).
    static func read(_ text: String, file: String, listsOnly: Bool = false) -> (ProjectOutline, [Diagnostic]) {
        var outline = ProjectOutline(file: file)
        outline.publishesUnlisted = false
        var diagnostics: [Diagnostic] = []
        var indents: [Int] = []
        var hasList = false, hasTitle = false, isSuffix = false, isInFence = false
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.hasSuffix("\r") ? String(rawLine.dropLast()) : String(rawLine)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let indent = line.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
            let at = SourceLocation(file: file, line: index + 1, column: indent + 1)
            if trimmed.hasPrefix("```") { isInFence.toggle() }
            if trimmed.isEmpty || isInFence || trimmed.hasPrefix("<!--") || trimmed.hasPrefix("```") { continue }
            if trimmed.allSatisfy({ $0 == "-" || $0 == "*" || $0 == "_" || $0 == " " }) && trimmed.count >= 3 { continue }
            let isListItem = trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ")
            if listsOnly && !isListItem { continue }
            if trimmed.hasPrefix("#") {
                let title = trimmed.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                if !hasTitle && !hasList && outline.items.isEmpty {
                    hasTitle = true
                } else {
                    outline.items.append(.part(title: title, at: at))
                    isSuffix = false
                }
                continue
            }
            let entry = isListItem ? trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces) : trimmed
            guard let (title, target) = link(entry) else {
                if listsOnly { continue }
                diagnostics.append(.error("expected a chapter link such as '- [Title](file.md)', found '\(trimmed)'", at: at))
                continue
            }
            var depth = 0
            if isListItem {
                hasList = true
                while let last = indents.last, last >= indent { indents.removeLast() }
                depth = indents.count
                indents.append(indent)
            } else if hasList && !isSuffix {
                isSuffix = true
                outline.items.append(.part(title: nil, at: at))
            }
            if target.isEmpty {
                outline.items.append(.skipped(title: title, reason: "is a draft chapter, with no file yet", at: at))
            } else {
                let path = (target.removingPercentEncoding ?? target).split(separator: "#").first.map(String.init) ?? target
                outline.items.append(.chapter(path: path.hasPrefix("./") ? String(path.dropFirst(2)) : path, title: title,
                                              depth: depth, at: at))
            }
        }
        return (outline, diagnostics)
    }

    /// `[Title](target)`, the whole of `text`.
    private static func link(_ text: String) -> (String, String)? {
        guard text.hasPrefix("["), text.hasSuffix(")"), let close = text.range(of: "](", options: .backwards) else { return nil }
        let title = String(text[text.index(after: text.startIndex)..<close.lowerBound])
        let target = String(text[close.upperBound..<text.index(before: text.endIndex)]).trimmingCharacters(in: .whitespaces)
        return (title, target)
    }
}
