import DocgenCore

extension PageCheck {
    /// Moves every location in `file` to the line `newLine` gives for its line: a check of a
    /// page whose shared parts were left out, or of a shared part, placed where it stands in the
    /// page. Locations already traced to a chapter's markdown stay where they are.
    public mutating func moveLines(in file: String, _ newLine: (Int) -> Int) {
        func move(_ location: inout SourceLocation) {
            if location.file == file { location.line = newLine(location.line) }
        }
        for index in findings.indices { move(&findings[index].location) }
        for index in duplicateIDs.indices {
            guard duplicateIDs[index].location.file == file else { continue }
            move(&duplicateIDs[index].location)
            duplicateIDs[index].firstLine = newLine(duplicateIDs[index].firstLine)
        }
        for index in fragmentLinks.indices { move(&fragmentLinks[index].location) }
        for index in contentFragmentLinks.indices { move(&contentFragmentLinks[index].location) }
        for index in externalLinks.indices { move(&externalLinks[index].location) }
    }

    /// Adds what a check of a shared part of this page found.
    public mutating func add(_ part: PageCheck) {
        targets.formUnion(part.targets)
        duplicateIDs += part.duplicateIDs
        findings += part.findings
        fragmentLinks += part.fragmentLinks
        contentFragmentLinks += part.contentFragmentLinks
        externalLinks += part.externalLinks
        linkCount += part.linkCount
    }
}
