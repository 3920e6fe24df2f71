import DocgenCore

/// A markdown syntax of docgen's own beside CommonMark and GFM (GitHub's callouts, content tabs,
/// inline math), in one file, registered in ``MarkdownTransformRegistry``.
///
/// A transform takes part in up to three phases, each optional:
/// - **Source** (``rewrite(_:)``): it rewrites the page's lines before cmark-gfm reads them,
///   when cmark would misread the syntax (`=== "Title"` and its indented body would be a
///   paragraph and a code block). Each line it writes keeps the author's line and the columns
///   it removed, and the blocks it renders itself become marker lines that reach it as
///   ``MarkdownNode/Kind/transformed(name:payload:isBlock:)`` nodes.
/// - **Inline** (``inlineSyntax``): cmark-gfm calls it at a byte while it reads a paragraph's
///   inlines, so code spans, raw HTML, links and escapes keep their meaning around it.
/// - **Render** (``render(_:with:)``): it writes the XHTML of its own nodes, and of
///   blockquotes when ``rendersBlockQuotes`` (callouts); and, for the page's markdown copy,
///   plain markdown (``copy(of:labels:)``).
///
/// The first two phases run only on a page that holds one of the transform's ``triggers`` or
/// its inline syntax's character, so a page without the syntax pays one byte search.
public protocol MarkdownTransform: Sendable {
    /// The transform's name, which its nodes carry.
    var name: String { get }
    /// Byte strings the source syntax cannot be written without (`===`): ``rewrite(_:)`` runs
    /// on a page that holds one. Empty for a transform with no source phase.
    var triggers: [String] { get }
    /// The names of the transforms whose syntax ``rewrite(_:)`` writes (``BlocksTransform``'s
    /// `!!!` and `===`): they run on a page this one runs on, after it.
    var feeds: [String] { get }
    /// Rewrites the page's lines (the source phase).
    func rewrite(_ source: inout MarkdownSource)
    /// The inline syntax cmark-gfm reads for the transform.
    var inlineSyntax: InlineSyntax? { get }
    /// True when the transform may render a blockquote (``render(_:with:)`` returns false to
    /// leave one as a quote).
    var rendersBlockQuotes: Bool { get }
    /// True when an inline node of the transform with `payload`, alone in its paragraph, is a
    /// block of its own (a `$$…$$` display formula): it reaches ``render(_:with:)`` as a block
    /// node, and the paragraph is not written.
    func standsAlone(_ payload: String) -> Bool
    /// Writes the XHTML of `node` through `renderer` and returns true, or returns false and
    /// writes nothing.
    func render<Renderer: MarkdownRendering>(_ node: MarkdownNode, with renderer: inout Renderer) -> Bool
    /// What `node` is in the page's markdown copy (``MarkdownCopyWriter``), in the words of
    /// `labels`; nil for the writer's default (an inline node's payload as written, no block).
    func copy(of node: MarkdownNode, labels: MarkdownLabels) -> MarkdownCopyPiece?
}

public extension MarkdownTransform {
    var triggers: [String] { [] }
    var feeds: [String] { [] }
    func rewrite(_ source: inout MarkdownSource) {}
    var inlineSyntax: InlineSyntax? { nil }
    var rendersBlockQuotes: Bool { false }
    func standsAlone(_ payload: String) -> Bool { false }
    func copy(of node: MarkdownNode, labels: MarkdownLabels) -> MarkdownCopyPiece? { nil }
}

/// An inline syntax that starts at one byte (`$`): at each unescaped `character` outside code
/// spans, raw HTML and link destinations, ``match`` reads the paragraph's bytes and either
/// claims some, as a node with a payload, or leaves them to cmark-gfm.
public struct InlineSyntax: Sendable {
    /// The paragraph's bytes as the inline parser reads them: the byte at an offset, 0 past
    /// the end.
    public typealias Bytes = (Int) -> UInt8
    /// What a match claims: the offset after it, and its payload.
    public typealias Match = (end: Int, payload: String)

    public let character: UInt8
    public let match: @Sendable (_ bytes: Bytes, _ start: Int) -> Match?

    public init(character: UInt8, match: @escaping @Sendable (_ bytes: Bytes, _ start: Int) -> Match?) {
        self.character = character
        self.match = match
    }
}

/// What a transform can do while it renders a node: write XHTML, render other nodes (its
/// children), report located problems, take page-unique ids, and ask the build to render a
/// payload it cannot render alone (a formula, through the build's converter).
public protocol MarkdownRendering {
    var labels: MarkdownLabels { get }
    /// Appends `html` (well-formed XHTML) to the page.
    mutating func write(_ html: String)
    /// Renders `node` (and its children) as the renderer would.
    mutating func render(_ node: MarkdownNode)
    /// Notes a problem at `line`:`column` of the markdown.
    mutating func report(_ level: Diagnostic.Level, line: Int, column: Int, _ message: String)
    /// An id no other element of the page has, made from `text` as heading ids are.
    mutating func uniqueID(for text: String) -> String
    /// Gives the next heading the author's `id` (`## Title { #id }`) instead of one made from
    /// its text.
    mutating func nameNextHeading(_ id: String)
    /// The inline XHTML of `markdown`, a title an author wrote on the line `line` (MkDocs reads
    /// an admonition's or a tab's title as markdown): read with the page's inline syntaxes
    /// (emoji, math), its problems reported at the start of that line; nil when it is not one paragraph.
    mutating func inlineMarkdownHTML(_ markdown: String, line: Int) -> String?
    /// Writes the XHTML the build makes of transform `name`'s `payload` at `line`:`column`, or
    /// returns why it makes none (for the transform to report, and to show the payload as text).
    mutating func writeThroughBuild(_ name: String, payload: String, line: Int, column: Int) -> Result<Void, BuildFailure>
}

public extension MarkdownRendering {
    /// `text` as the page writes words a reader sees: escaped, with a platform and its version
    /// kept on one line (`iOS 16`). The renderer writes the markdown's own text so, as bytes.
    func shownText(_ text: String) -> String {
        XMLText.escape(PlatformVersions.keptTogether(text))
    }
}

/// Why the build made no XHTML of a transform's payload (bad TeX, or no converter).
public struct BuildFailure: Error, Sendable, Equatable {
    public var message: String
    /// An error, or a warning under its rule when the page may go on showing the source.
    public var level: Diagnostic.Level

    public init(_ message: String, level: Diagnostic.Level = .error) {
        self.message = message
        self.level = level
    }
}
