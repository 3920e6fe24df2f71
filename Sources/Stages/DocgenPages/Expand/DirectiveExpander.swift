import DocgenCore
import DocgenModel

/// The Expand stage for one chapter: each fence whose info string names a directive of
/// ``DirectiveRegistry`` becomes that directive's XHTML (today ```` ```listspec ```` diagrams,
/// ```` ```benchtable ```` tables and charts, and ```` ```math ```` formulas), with page-unique ids
/// and located errors.
public struct DirectiveExpander {
    /// What the page's directives found and made.
    public private(set) var page: DirectivePage

    /// - Parameters:
    ///   - figures: where the page's figures are published, and the words of their links; nil
    ///     publishes none (a chapter rendered outside a build).
    ///   - math: the build's TeX converter; by default one of the page's own, started by its
    ///     first formula.
    ///   - makesCopy: true to record what each block stands for in the page's markdown copy
    ///     (``DirectivePage/copies``).
    public init(displayPath: String, reader: SiteReader, language: String, figures: FigureFiles? = nil, math: MathConverter = MathConverter(),
                makesCopy: Bool = false) {
        page = DirectivePage(displayPath: displayPath, reader: reader, language: language, figures: figures, math: math, makesCopy: makesCopy)
    }

    /// Renders the fence when it is a directive; nil leaves it to the markdown renderer as code.
    ///
    /// - Parameter fileLine: the line of the opening fence in the chapter's file.
    public mutating func expand(info: String, literal: String, fileLine: Int) -> String? {
        let name = info.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
        guard let directive = DirectiveRegistry.directive(named: name, in: page.reader.config) else { return nil }
        let block = FenceBlock(info: info, literal: literal, fence: SourceLocation(file: page.displayPath, line: fileLine, column: 1))
        return directive.expand(block, on: &page)
    }
}
