/// A comparison laid out: the spec once per compared value, each by the one ``ListLayoutEngine``,
/// and what differs between them.
public struct ListComparisonFigure: Sendable, Equatable {
    /// The spec as written, with its comparison.
    public var spec: ListSpec
    public var values: [ComparedValue]
    /// One layout per value, in the same order: the panels.
    public var layouts: [ListLayout]
    public var differences: [LayoutDifference]

    /// Lays out each panel of `spec`'s comparison; nil when the spec compares nothing (no
    /// comparison, or one of no values, which only code can make).
    public init?(_ spec: ListSpec, engine: ListLayoutEngine = ListLayoutEngine()) {
        guard let comparison = spec.comparison, !comparison.values.isEmpty else { return nil }
        self.spec = spec
        values = comparison.values
        layouts = spec.comparedSpecs.map(engine.layout)
        differences = ListLayoutComparer.differences(layouts)
    }

    /// The panels' names: `iOS 18`, `iOS 26`.
    public var labels: [String] { values.map(\.label) }

    /// The figure's id, and the prefix of the ids inside its SVG.
    public var id: String { "\(spec.id)-compare" }

    /// What the picture is, the same in every panel: the spec's caption, or its kind of list.
    var subject: String {
        spec.caption ?? DiagramDescription.subject(layouts[0].spec)
    }

    /// The figure's `<title>` and caption, with the confidence of its metrics when below high
    /// (the spec's, the same in every panel: no compared value changes it).
    public var title: String {
        let title = spec.language.comparisonStrings.comparisonTitle(subject: subject, values: labels)
        guard spec.resolvedConfidence.isWorthSaying else { return title }
        return spec.language.listStrings.withConfidence(spec.language.withoutFullStop(title), spec.resolvedConfidence)
    }

    /// The figure's `<desc>`: the panels, then each difference in words.
    public var description: String {
        let strings = spec.language.comparisonStrings
        let sameDevice = values.first?.setting != .device
        var sentences = [strings.comparisonOverview(subject: subject, values: labels, device: sameDevice ? spec.device.name : nil,
                                                    width: sameDevice ? spec.device.width : nil)]
        for difference in differences {
            sentences.append(strings.differenceSentence(difference.property,
                                                        values: zip(labels, difference.values).map { ($0, strings.value($1)) }))
        }
        if differences.isEmpty { sentences.append(strings.noDifferences(values: labels)) }
        let listStrings = spec.language.listStrings
        sentences += listStrings.confidenceSentences(spec)
        for (label, layout) in zip(labels, layouts) {
            sentences += DiagramDescription.modelledShapes(layout).map { listStrings.ofPanel(label, $0, legend: false) }
        }
        return spec.language.paragraph(sentences)
    }
}
