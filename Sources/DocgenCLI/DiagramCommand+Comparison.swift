import DocgenDiagrams

extension DiagramCommand {
    /// The SVG to write: the comparison `--compare` or the spec's `compare:` asks for, or else the
    /// chosen view. Nil, with the problems written to standard error, when `--compare`'s values do
    /// not make a comparison or a view other than the list is asked of one.
    func svg(of spec: ListSpec, console: ConsoleWriter) -> String? {
        var spec = spec
        if let comparedValues {
            let (comparison, problems) = ComparedValueParser(base: spec).comparison(comparedValues)
            for problem in problems { console.standardError("error: --compare: \(problem.message)\n") }
            guard let comparison else { return nil }
            spec.comparison = comparison
        }
        let font = embedsFont ? Self.themeFont : nil
        guard let figure = ListComparisonFigure(spec) else {
            return DiagramRenderer.svg(ListLayoutEngine().layout(spec), view: view, scheme: scheme, font: font)
        }
        guard view == .list else {
            console.standardError("error: a comparison draws the list view of each value, not '\(view.rawValue)'; "
                                  + "drop --view or the comparison\n")
            return nil
        }
        return ComparisonRenderer.svg(figure, scheme: scheme, font: font)
    }
}
