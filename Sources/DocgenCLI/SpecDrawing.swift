import DocgenDiagrams

/// What `docgen diagram` draws of one spec, alone or in a `--batch`: the views asked for, or the
/// spec's comparison (its `compare:`, or `--compare`'s values in its place) as one drawing.
struct SpecDrawing {
    /// Which views a spec without a comparison gets.
    enum Views: Equatable {
        /// The spec's own `views:` (the list view when it names none), as a site draws it.
        case fromSpec
        case only(DiagramView)
        case all
    }

    /// One drawing: its name in file names and the manifest (a view, or `compare`), and the SVG.
    struct Drawing {
        var name: String
        var rendered: RenderedDiagram
    }

    /// The name of a comparison's drawing, as its figure id ends (`settings-compare`).
    static let comparisonName = "compare"

    var views: Views
    /// The values of `--compare`, as written; nil draws the spec's own comparison, if any.
    var comparedValues: [String]?
    var scheme: DiagramPalette.Scheme
    var font: DiagramWebFont?

    /// The drawings of `spec` (already in the diagrams' language), or the problems that stop
    /// them, each a message without a place (the caller knows the file).
    func drawings(of spec: ListSpec) -> (drawings: [Drawing], problems: [String]) {
        var spec = spec
        if let comparedValues {
            let (comparison, problems) = ComparedValueParser(base: spec).comparison(comparedValues)
            guard let comparison else { return ([], problems.map { "--compare: \($0.message)" }) }
            spec.comparison = comparison
        }
        guard let figure = ListComparisonFigure(spec) else {
            let layout = ListLayoutEngine().layout(spec)
            let chosen: [DiagramView] = switch views {
                case .fromSpec: spec.views.isEmpty ? [.list] : spec.views
                case .only(let view): [view]
                case .all: DiagramView.allCases
            }
            return (chosen.map { Drawing(name: $0.rawValue, rendered: DiagramRenderer.rendered(layout, view: $0, scheme: scheme, font: font)) }, [])
        }
        if case .only(let view) = views, view != .list {
            return ([], ["a comparison draws the list view of each value, not '\(view.rawValue)'; drop --view or the comparison"])
        }
        return ([Drawing(name: Self.comparisonName, rendered: ComparisonRenderer.rendered(figure, scheme: scheme, font: font))], [])
    }
}
