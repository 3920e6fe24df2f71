import DocgenCore

/// A file another file's text is read into, as other generators write it:
/// - mdBook's `{{#include path}}` and `{{#rustdoc_include path}}`, anywhere in a line (in code
///   blocks too), and `{{#playground path}}` (the file as a Rust block), with a part: `path:anchor` (the lines between `ANCHOR: anchor` and
///   `ANCHOR_END: anchor`), `path:2` (line 2), `path:2:10`, `path::10`, `path:2:`; a `\` before
///   `{{#` keeps the text as written, without the `\`;
/// - pymdownx's snippets: a line `--8<-- "path"` (its indent given to each line read), or a
///   block of paths between two `--8<--` lines, with a part `path:2:10` or `path:section` (the
///   lines between `--8<-- [start:section]` and `--8<-- [end:section]`); `;--8<--` is kept as written;
/// - a Hugo docs theme's `{{% include "path" %}}` or `{{% readfile file="path" %}}` on a line of its
///   own: the content file's text without its front matter;
/// - DocC's `@Snippet(path: "Package/Snippets/Name", slice: "name")`: a Swift code block of the
///   snippet's shown lines, its `//!` comment as the paragraph before it.
///
/// The page's renderer finds and reads the files (``IncludeRequest``); this reads the syntax
/// and takes the part asked for. An included file's own includes are read too, up to
/// ``maximumDepth`` files deep.
public enum MarkdownIncludes {
    /// How deep included files may include others: mdBook's limit.
    public static let maximumDepth = 10

    /// True when `text` may hold an include, by a vectorized byte search for each syntax.
    public static func mayHold(_ text: String) -> Bool {
        // `{{` covers mdBook's links and Hugo's include shortcodes: three scans, not six.
        ["{{", "--8<--", "@Snippet("].contains { MarkdownSource.holds(text, $0) }
    }

    /// Reads every include of `source`'s lines, through `read`; what cannot be read is a
    /// located warning, and the include is left out.
    static func expand(_ source: inout MarkdownSource, read: @escaping (IncludeRequest) -> Result<IncludedFile, IncludeFailure>) {
        var expander = Expander(read: read)
        source.lines = expander.expand(source.lines, depth: 0, chain: [])
        source.problems += expander.problems
    }

    private struct Expander {
        let read: (IncludeRequest) -> Result<IncludedFile, IncludeFailure>
        var problems: [RenderedMarkdown.Problem] = []

        /// `lines` with their includes read; `chain` the files read into them so far.
        mutating func expand(_ lines: [MarkdownSource.Line], depth: Int, chain: [String]) -> [MarkdownSource.Line] {
            var result: [MarkdownSource.Line] = []
            var index = 0
            // DocC's `@Snippet` is a block directive: inside a code block it is the code shown
            // (mdBook's and pymdownx's includes are read there too, as their tools read them).
            var openFence: TabsTransform.Fence?
            while index < lines.count {
                let line = lines[index]
                index += 1
                if let fence = openFence, fence.isClosed(by: line.text) {
                    openFence = nil
                } else if openFence == nil {
                    openFence = TabsTransform.Fence(opening: line.text)
                }
                // Each syntax starts its line with its own byte, after spaces, except mdBook's
                // links, which are anywhere: most lines are passed by two byte scans.
                let first = line.text.utf8.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
                let mayStartOne = first == UInt8(ascii: "-") || first == UInt8(ascii: ";") || first == UInt8(ascii: "{")
                    || first == UInt8(ascii: "@")
                if !mayStartOne && !ByteSearch.contains("{{#", in: line.text) {
                    result.append(line)
                } else if let snippet = SnippetLine(line.text) {
                    switch snippet {
                    case .escaped(let text):
                        result.append(MarkdownSource.Line(text, line: line.line, columnShift: line.columnShift + 1))
                    case .file(let indent, let reference):
                        result += include(.snippet, reference, at: line, indent: indent, depth: depth, chain: chain)
                    case .blockStart(let indent):
                        var references: [Substring] = []
                        while index < lines.count, SnippetLine(lines[index].text) != .blockStart(indent: indent) {
                            let text = lines[index].text.drop { $0 == " " || $0 == "\t" }
                            if !text.isEmpty && !text.hasPrefix(";") { references.append(text) }
                            index += 1
                        }
                        index += 1
                        for reference in references {
                            result += include(.snippet, reference, at: line, indent: indent, depth: depth, chain: chain)
                        }
                    }
                } else if let hugo = HugoInclude(line.text) {
                    result += include(.hugo, Substring(hugo.path), at: line, indent: "", depth: depth, chain: chain)
                } else if openFence == nil, let snippet = DocCSnippet(line.text) {
                    result += docCSnippet(snippet, at: line, depth: depth, chain: chain)
                } else if ByteSearch.contains("{{#", in: line.text) {
                    result += bookLinks(in: line, depth: depth, chain: chain)
                } else {
                    result.append(line)
                }
            }
            return result
        }

        /// The lines of the file `reference` names (with its part), each at `line` and given
        /// `indent`; the line as written, and a warning, when it cannot be read.
        private mutating func include(_ syntax: IncludeRequest.Syntax, _ reference: Substring, at line: MarkdownSource.Line,
                                      indent: Substring, depth: Int, chain: [String]) -> [MarkdownSource.Line] {
            guard let text = includedText(syntax, reference, at: line, depth: depth, chain: chain) else { return [] }
            return text.map { MarkdownSource.Line(Substring(indent + $0.text), line: line.line, columnShift: 0) }
        }

        /// The lines of the part `reference` names, with their own includes read; nil (with a
        /// warning) when there are none.
        private mutating func includedText(_ syntax: IncludeRequest.Syntax, _ reference: Substring, at line: MarkdownSource.Line,
                                           depth: Int, chain: [String], readsNested: Bool = true) -> [MarkdownSource.Line]? {
            let (path, part) = IncludePart.split(reference, syntax: syntax)
            let column = line.columnShift + 1
            guard depth < MarkdownIncludes.maximumDepth else {
                warn("'\(path)' is included more than \(MarkdownIncludes.maximumDepth) files deep; it is left out", at: line.line, column)
                return nil
            }
            let request = IncludeRequest(syntax: syntax, path: String(path), includingFile: chain.last)
            switch read(request) {
            case .failure(let failure):
                warn(failure.message + "; nothing is included", at: line.line, column)
                return nil
            case .success(let file):
                guard !chain.contains(file.name) else {
                    warn("'\(path)' includes itself (through \(chain.joined(separator: ", "))); it is left out", at: line.line, column)
                    return nil
                }
                switch part.taken(from: file.text, syntax: syntax) {
                case .failure(let failure):
                    warn("\(failure.message) in '\(path)'; nothing is included", at: line.line, column)
                    return nil
                case .success(let taken):
                    let lines = taken.map { MarkdownSource.Line(Substring($0), line: line.line, columnShift: 0) }
                    return readsNested ? expand(lines, depth: depth + 1, chain: chain + [file.name]) : lines
                }
            }
        }

        /// A line with mdBook's `{{#include …}}` links read: what is before and after each link
        /// joins the first and last line read.
        private mutating func bookLinks(in line: MarkdownSource.Line, depth: Int, chain: [String]) -> [MarkdownSource.Line] {
            var done: [MarkdownSource.Line] = []
            var current = ""
            var rest = line.text
            var changed = false
            while let start = rest.firstRange(of: "{{#") {
                let name = rest[start.upperBound...].prefix { $0.isLetter || $0 == "_" }
                let before = rest[..<start.lowerBound]
                let reference = rest[rest.index(start.upperBound, offsetBy: name.count)...].prefix { $0 != "}" }
                    .trimmingCharacters(in: .whitespaces)
                // mdBook reads a link with a path only: `{{#include}}` alone is text.
                guard name == "include" || name == "rustdoc_include" || name == "playground", !reference.isEmpty,
                      let close = rest[start.upperBound...].firstRange(of: "}}") else {
                    current += rest[..<start.upperBound]
                    rest = rest[start.upperBound...]
                    continue
                }
                let after = rest[close.upperBound...]
                if before.last == "\\" {
                    // Escaped: left for ``BookSyntaxTransform``, which shows it without its `\`.
                    current += rest[..<close.upperBound]
                    rest = after
                    continue
                }
                let column = line.columnShift + line.text.utf8.distance(from: line.text.startIndex, to: start.lowerBound) + 1
                let shifted = MarkdownSource.Line(line.text, line: line.line, columnShift: column - 1)
                changed = true
                // `{{#playground file.rs attributes}}`: the file as a Rust block.
                let path = name == "playground" ? Substring(reference.prefix { $0 != " " }) : Substring(reference)
                guard var included = includedText(.book, path, at: shifted, depth: depth, chain: chain) else {
                    current += before
                    rest = after
                    continue
                }
                if name == "playground" { included = MarkdownSource.fencedBlock(included, language: "rust", opening: line.line) }
                current += before
                for (offset, included) in included.enumerated() {
                    if offset > 0 {
                        done.append(MarkdownSource.Line(Substring(current), line: line.line, columnShift: 0))
                        current = ""
                    }
                    current += included.text
                }
                rest = after
            }
            guard changed else { return [line] }
            current += rest
            done.append(MarkdownSource.Line(Substring(current), line: line.line, columnShift: 0))
            return done
        }

        /// A DocC `@Snippet`: its `//!` comment as a paragraph, then its shown lines as a Swift
        /// code block (Swift, in which nothing is read as an include).
        private mutating func docCSnippet(_ snippet: DocCSnippet, at line: MarkdownSource.Line, depth: Int, chain: [String]) -> [MarkdownSource.Line] {
            let reference = snippet.slice.map { "\(snippet.path):\($0)" } ?? snippet.path
            guard let text = includedText(.docCSnippet, Substring(reference), at: line, depth: depth, chain: chain, readsNested: false) else {
                return []
            }
            let indent = String(line.text.prefix { $0 == " " || $0 == "\t" })
            let comment = text.prefix { $0.text.hasPrefix("//!") }
            let code = text.dropFirst(comment.count).drop { $0.text.allSatisfy(\.isWhitespace) }
            var lines: [MarkdownSource.Line] = comment.map { MarkdownSource.Line($0.text.dropFirst(3).drop { $0 == " " }, line: line.line) }
            if !lines.isEmpty { lines.append(.blank(at: line.line)) }
            lines += MarkdownSource.fencedBlock(Array(code), language: "swift", opening: line.line)
            return lines.map { MarkdownSource.Line(Substring(indent + String($0.text)), line: $0.line) }
        }

        private mutating func warn(_ message: String, at line: Int, _ column: Int) {
            problems.append(.init(.warning(.includedFile), line: line, column: column, message: message))
        }
    }
}

/// A file an include names, for the page's renderer to find and read.
public struct IncludeRequest: Sendable, Equatable {
    public enum Syntax: Sendable, Equatable {
        /// mdBook's `{{#include}}`: a path relative to the chapter's file.
        case book
        /// pymdownx's `--8<--`: a path relative to the project's snippet folders.
        case snippet
        /// DocC's `@Snippet(path:)`: `Package/Snippets/Name`, a Swift file of the package.
        case docCSnippet
        /// A Hugo theme's `{{% include "path" %}}`: a content file by its path from the content
        /// folder, whose front matter is left out.
        case hugo
    }

    public var syntax: Syntax
    public var path: String
    /// The name (``IncludedFile/name``) of the included file that holds the include; nil for
    /// the chapter's own text. mdBook takes a path from the file that holds it.
    public var includingFile: String?
}

/// A file read for an include: its text, and a name unique to it (its full path), by which a
/// file that includes itself is found.
public struct IncludedFile: Sendable {
    public var text: String
    public var name: String

    public init(text: String, name: String) {
        self.text = text
        self.name = name
    }
}

/// Why an include read nothing, said in a located warning.
public struct IncludeFailure: Error, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}
