import DocgenCore

/// A page's markdown rendered to an HTML fragment, with what templates and link checks need.
public struct RenderedMarkdown: Sendable, Equatable {
    /// A heading of the page, for the table of contents and fragment checks.
    public struct Heading: Sendable, Equatable {
        public var level: Int
        public var id: String
        /// The heading's inline content as HTML, without the self-link.
        public var titleHTML: String
        public var line: Int

        public init(level: Int, id: String, titleHTML: String, line: Int) {
            self.level = level
            self.id = id
            self.titleHTML = titleHTML
            self.line = line
        }

        /// The title with its links' `<a>` tags taken out and their text kept, for "On this
        /// page", which links each heading: a link may not hold another.
        public var titleHTMLWithoutLinks: String {
            guard ByteSearch.contains("<a", in: titleHTML[...]) else { return titleHTML }
            var bytes: [UInt8] = []
            let html = Array(titleHTML.utf8)
            var index = 0
            while index < html.count {
                let rest = html[index...]
                let isStart = rest.starts(with: "<a ".utf8) || rest.starts(with: "<a>".utf8)
                if isStart || rest.starts(with: "</a>".utf8) {
                    index = (html[index...].firstIndex(of: UInt8(ascii: ">")) ?? html.count - 1) + 1
                } else {
                    bytes.append(html[index])
                    index += 1
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Where the output's lines come from: from `outputLine` on, the HTML renders the block
    /// that starts at `sourceLine` in the markdown. Lets a problem found in the HTML point back
    /// to the markdown.
    public struct LineMark: Sendable, Equatable {
        public var outputLine: Int
        public var sourceLine: Int

        public init(outputLine: Int, sourceLine: Int) {
            self.outputLine = outputLine
            self.sourceLine = sourceLine
        }
    }

    /// The fragment's XHTML as UTF-8, as the renderer wrote it and pages take it.
    public var htmlBytes: [UInt8]
    /// ``htmlBytes`` as text.
    public var html: String {
        get { String(decoding: htmlBytes, as: UTF8.self) }
        set { htmlBytes = Array(newValue.utf8) }
    }

    public var headings: [Heading]
    /// The text of the body's first level-1 heading when it names the page otherwise than its
    /// title (a navigation entry's short title): the heading the page shows.
    public var shownTitle: String?
    /// ``shownTitle`` as the heading wrote it: its inline XHTML (code, emphasis, links).
    public var shownTitleHTML: String?
    /// The id of the body's first heading when it was a level-1 heading and was left out (the
    /// page's own title then carries it); nil when none was.
    public var titleID: String?
    public var sourceLines: [LineMark]
    /// Lines where nesting went past ``CommonMarkParser/maximumDepth`` and content was left out.
    public var tooDeepLines: [Int] = []
    /// True when the markdown holds raw HTML, the only part of `html` that may not be
    /// well-formed XML on its own.
    public var hasRawHTML = false
    /// The UTF-8 ranges of `html` that directives wrote (diagrams, tables): well-formed XHTML
    /// that a repair of the raw HTML around them keeps as it is.
    public var directiveRanges: [Range<Int>] = []
    /// Problems the renderer found, at their markdown line (an unknown callout marker, a line
    /// number past a code block's end).
    public var problems: [Problem] = []

    /// A problem at a line (and column) of the markdown.
    public struct Problem: Sendable, Equatable {
        public var level: Diagnostic.Level
        public var severity: Diagnostic.Severity { level.severity }
        public var line: Int
        /// 1-based, in UTF-8 bytes; 1 for a problem of the whole line or block.
        public var column: Int
        public var message: String
        /// True for an error in markup that other tools accept (an empty tab, a marked line
        /// past a block's end): in another tool's project it is a warning, as there it builds.
        public var isToleratedElsewhere = false

        public init(_ level: Diagnostic.Level, line: Int, column: Int = 1, message: String, isToleratedElsewhere: Bool = false) {
            self.level = level
            self.line = line
            self.column = column
            self.message = message
            self.isToleratedElsewhere = isToleratedElsewhere
        }
    }

    /// The markdown line that produced output line `line` (1-based), or nil before any block.
    public func sourceLine(forOutputLine line: Int) -> Int? {
        Self.sourceLine(forOutputLine: line, in: sourceLines)
    }

    /// The markdown line that produced output line `line`, looked up in `marks`.
    public static func sourceLine(forOutputLine line: Int, in marks: [LineMark]) -> Int? {
        marks.last { $0.outputLine <= line }?.sourceLine
    }
}
