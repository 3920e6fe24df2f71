extension ListSpec {
    /// Every layout the spec's figure draws, each once and in the figure's order: the panels of a
    /// comparison, the cells of a variant grid that differ in geometry (a theme changes only
    /// colours, so its cells share one layout), or else the spec itself.
    public var laidOutSpecs: [ListSpec] {
        if comparison != nil { return comparedSpecs }
        guard let variants else { return [self] }
        var specs: [ListSpec] = []
        for cell in variants.cells {
            let spec = cell.applied(to: self)
            if !specs.contains(spec) { specs.append(spec) }
        }
        return specs
    }
}
