import DocgenCore

/// ```` ```math ````: a display formula in TeX (GitHub's syntax), as MathML made at build time
/// by the build's ``MathConverter``, so pages need no script. The TeX is kept as the formula's
/// `alttext`, and given to search.
struct MathDirective: FenceDirective {
    let name = "math"

    func expand(_ block: FenceBlock, on page: inout DirectivePage) -> String? {
        let tex = block.literal.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !tex.isEmpty else {
            page.diagnostics.append(.error("empty math block", at: block.fence))
            return nil
        }
        switch page.math.convert(tex, display: .block) {
        case .failure(let failure) where failure.isConverterProblem:
            page.diagnostics.append(.error("this math block needs the TeX-to-MathML converter: \(failure.message)", at: block.fence))
            return nil
        case .failure(let failure) where page.reader.config.isForeignProject:
            page.diagnostics.append(.warning(Self.shownAsTeX(failure), at: block.fence, rule: .unsupportedSyntax))
            return "<pre class=\"math-source\"><code>\(XMLText.escape(tex))</code></pre>\n"
        case .failure(let failure):
            page.diagnostics.append(.error("bad TeX in math block: \(failure.message)", at: block.fence))
            return nil
        case .success(let mathml):
            page.copy("$$\n\(tex)\n$$\n", at: block.fence)
            let oneLine = tex.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            let element = Self.adding(alttext: oneLine, to: mathml)
            return Self.block(element, searchable: page.searchable(oneLine))
        }
    }

    /// Why a formula of another tool's project is shown as TeX: TeX the converter cannot read
    /// (a package it lacks, such as mhchem's `\ce`), which that tool's page script typesets, so
    /// the build goes on with a warning.
    static func shownAsTeX(_ failure: MathConverter.Failure) -> String {
        "this formula cannot be made MathML (\(failure.message)); it is shown as TeX"
    }

    /// A formula shown as a block: focusable, so a wide one scrolls by keyboard.
    static func block(_ element: String, searchable: String) -> String {
        "<div class=\"math\" tabindex=\"0\"\(searchable)>\(element)</div>\n"
    }

    /// The `<math>` element with the TeX as its `alttext`, the text read where MathML is not shown.
    static func adding(alttext: String, to mathml: String) -> String {
        guard mathml.hasPrefix("<math"), let end = mathml.firstIndex(of: ">") else { return mathml }
        let startTag = mathml[..<end].hasSuffix("/") ? mathml.index(before: end) : end
        return mathml[..<startTag] + " alttext=\"\(XMLText.escape(alttext))\"" + mathml[startTag...]
    }
}
