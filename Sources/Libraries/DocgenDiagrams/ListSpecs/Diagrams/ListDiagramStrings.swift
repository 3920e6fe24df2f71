/// Every word a diagram writes, in one language: the callouts and dimension labels drawn in the
/// SVG, and the `<title>` and `<desc>` that say what it shows. The words are the `diagrams.list`
/// phrases of the language's file.
///
/// The file holds whole phrases with named places for values, not words to glue together, so
/// each language keeps its own word order, articles, plurals and measure words. Lengths arrive
/// as values and are printed with at most two decimals (``DiagramLanguage/length(_:)``). API
/// names (`contentView`, `cornerRadius`, `.layerMinXMinYCorner`, a style such as
/// `insetGrouped`) are written as Swift spells them. `\n` breaks a label's lines where a person
/// chose to break them.
struct ListDiagramStrings: Sendable {
    let language: DiagramLanguage

    private func phrase(_ key: String, count: Int? = nil, _ values: [String: String] = [:]) -> String {
        language.phrase("list." + key, count: count, values)
    }

    func number(_ value: Double) -> String { language.length(value) }

    // MARK: Titles

    /// What the picture is: "An insetGrouped table view".
    func tableView(_ style: TableStyle) -> String { phrase("tableView.\(style.rawValue)") }

    /// An insetGrouped layout with a corner radius the style does not draw (`styleRadius`).
    func customList(radius: Double, styleRadius: Double) -> String {
        phrase("customList", ["radius": number(radius), "styleRadius": number(styleRadius)])
    }

    /// The `layers` view's title; `rounded` when the section has rounded corners.
    func layersTitle(_ subject: String, rounded: Bool) -> String {
        phrase(rounded ? "layersTitle.rounded" : "layersTitle.square", ["subject": subject])
    }

    func cornersTitle(_ subject: String) -> String { phrase("cornersTitle", ["subject": subject]) }

    func accessoryTitle(_ subject: String) -> String { phrase("accessoryTitle", ["subject": subject]) }

    // MARK: Confidence

    /// A title with how sure its metrics are: "… (confidence: medium)", or inside the bracket
    /// the title ends with: "… (iPhone 15, confidence: medium)".
    func withConfidence(_ title: String, _ confidence: MetricConfidence) -> String {
        language.bracketed(title, [phrase("confidence.note", ["level": level(confidence.level)])])
    }

    func level(_ level: MetricConfidence.Level) -> String { phrase("confidence.level.\(level.rawValue)") }

    /// The `<desc>` sentences on the confidence of `spec`'s metrics: the level and evidence, the
    /// source, the values rated apart, and a corner radius the spec chose itself; none when high.
    func confidenceSentences(_ spec: ListSpec) -> [String] {
        let confidence = spec.resolvedConfidence
        guard confidence.isWorthSaying else { return [] }
        return confidenceParts(confidence, levelKey: "description", evidenceKey: "describedEvidence", source: confidence.source)
            + (spec.chosenCornerRadius.map { [phrase("confidence.chosenRadius", ["radius": number($0)])] } ?? [])
    }

    /// The legend's lines: the level and evidence, then the values rated apart and a corner
    /// radius the spec chose (the source is the description's); none when high.
    func confidenceLegend(_ spec: ListSpec) -> [String] {
        let confidence = spec.resolvedConfidence
        guard confidence.isWorthSaying else { return [] }
        return confidenceParts(confidence, levelKey: "legend", evidenceKey: "legendEvidence", source: nil)
            + (spec.chosenCornerRadius.map { [phrase("confidence.chosenRadiusLegend", ["radius": number($0)])] } ?? [])
    }

    private func confidenceParts(_ confidence: MetricConfidence, levelKey: String, evidenceKey: String, source: String?) -> [String] {
        var parts = [confidence.evidence.map {
            phrase("confidence.\(evidenceKey)", ["level": level(confidence.level), "evidence": phrase("confidence.evidence.\($0.rawValue)")])
        } ?? phrase("confidence.\(levelKey)", ["level": level(confidence.level)])]
        if let source { parts.append(phrase("confidence.source", ["source": source])) }
        if !confidence.values.isEmpty { parts.append(phrase("confidence.values", ["values": ratedValues(confidence)])) }
        return parts
    }

    /// A sentence or legend line said of one panel: "iOS 26: …".
    func ofPanel(_ label: String, _ text: String, legend: Bool) -> String {
        phrase(legend ? "confidence.panelLegend" : "confidence.panelDescription", ["panel": label, "text": text])
    }

    private func ratedValues(_ confidence: MetricConfidence) -> String {
        language.list(confidence.values.map {
            phrase("confidence.ratedValue", ["value": phrase("confidence.value.\($0.value.rawValue)"), "level": level($0.level)])
        })
    }

    // MARK: Descriptions

    /// The device as the description names it: the language's name for it (`device.NAME`), a
    /// phone given only by its width as `unnamedDevice` when the language has one, else its
    /// catalogue name.
    func deviceName(_ device: Device) -> String {
        if language.data.hasPhrase("list.device.\(device.name)") { return phrase("device.\(device.name)") }
        if Device.named(device.name) == nil, language.data.hasPhrase("list.unnamedDevice") { return phrase("unnamedDevice") }
        return device.name
    }

    /// The first sentence of every description: the subject, device, system and settings.
    func overview(subject: String, device: String, width: Double, system: String, textSize: String?,
                  rightToLeft: Bool, sections: Int) -> String {
        var settings = [system]
        if let textSize { settings.append(phrase("textSizeSetting", ["size": textSize])) }
        if rightToLeft { settings.append(phrase("rightToLeftSetting")) }
        return phrase("overview", count: sections, ["subject": subject, "device": device, "width": number(width),
                                                    "setting": language.list(settings), "sections": "\(sections)"])
    }

    /// One row of the `list` description: its texts in quotes and its accessory.
    func row(title: String, subtitle: String?, detail: String?, accessory: Accessory) -> String {
        var text = phrase("row.title", ["title": title])
        if let subtitle { text += phrase("row.subtitle", ["subtitle": subtitle]) }
        if let detail { text += phrase("row.detail", ["detail": detail]) }
        if accessory != .none { text += phrase("row.accessory.\(accessory.rawValue)") }
        return text
    }

    /// One section of the `list` description, its rows already described.
    func listSection(_ number: Int, header: String?, rows: [String], footer: String?) -> String {
        let rows = rows.joined(separator: phrase("rowSeparator"))
        var sentence = language.finished(header.map { phrase("section.headed", ["number": "\(number)", "header": $0, "rows": rows]) }
                                             ?? phrase("section.plain", ["number": "\(number)", "rows": rows]))
        if let footer { sentence = language.paragraph([sentence, language.finished(phrase("section.footer", ["footer": footer]))]) }
        return sentence
    }

    /// The `list` description's last sentence for styles without rounded sections.
    var squareRows: String { phrase("squareRows") }

    /// The legend's line for a drawing with a capsule row: a model, rated low.
    var capsuleLegend: String { phrase("capsuleLegend") }

    /// The legend's line for a drawing with shortened corners: a model, rated low.
    var shortenedLegend: String { phrase("shortenedLegend") }

    /// A row whose corners are shortened to fit: a single row (two corners on each side) or a
    /// first or last one, with the length of edge its corners need.
    func shortenedRow(single: Bool, height: Double, radius: Double, needed: Double) -> String {
        phrase(single ? "shortenedSingleRow" : "shortenedRow",
               ["height": number(height), "radius": number(radius), "needed": number((needed * 10).rounded() / 10)])
    }

    /// A single row whose corners meet: no taller than twice the radius.
    func capsuleRow(height: Double, radius: Double) -> String {
        phrase("capsuleRow", ["height": number(height), "radius": number(radius)])
    }

    func roundedSections(inset: Double, radius: Double, curve: CornerCurve) -> String {
        phrase("roundedSections", ["inset": number(inset), "radius": number(radius), "curve": name(curve)])
    }

    /// The layers of section `number`; the rounded background is `cells` background views stacked.
    func layersSection(_ number: Int, rounded: Bool, cells: Int) -> String {
        phrase("layersSection", ["number": "\(number)", "corners": phrase(rounded ? "corners.rounded" : "corners.square"),
                                 "background": phrase("cellBackgrounds", count: cells, ["cells": "\(cells)"])])
    }

    func layersDimensions(inset: Double, radius: Double) -> String {
        phrase("layersDimensions", ["inset": number(inset), "radius": number(radius)])
    }

    var cornersIntroduction: String { phrase("cornersIntroduction") }

    /// Each row's position and `CACornerMask` in section `number`.
    func cornersSection(_ number: Int, masks: [(position: RowPosition, mask: CornerMask)]) -> String {
        let masks = masks.map { phrase("cornerMask", ["position": name($0.position), "mask": $0.mask.swiftLiteral]) }
        return phrase("cornersSection", ["number": "\(number)", "masks": language.list(masks)])
    }

    /// Why right to left keeps the masks of left to right.
    var masksStayTheSame: String { phrase("masksStayTheSame") }

    /// The `accessory` view of a row with an accessory, `zoom` times its size.
    func accessoryEdge(rightToLeft: Bool, zoom: Int, accessoryWidth: Double, accessoryHeight: Double, margin: Double,
                       gap: Double, contentWidth: Double, cellWidth: Double) -> String {
        phrase("accessoryEdge", ["edge": edge(rightToLeft), "magnified": magnified(zoom), "accessoryWidth": number(accessoryWidth),
                                 "accessoryHeight": number(accessoryHeight), "margin": number(margin), "gap": number(gap),
                                 "contentWidth": number(contentWidth), "cellWidth": number(cellWidth)])
    }

    /// The `accessory` view of a row without one.
    func edgeWithoutAccessory(rightToLeft: Bool, zoom: Int, margin: Double) -> String {
        phrase("edgeWithoutAccessory", ["edge": edge(rightToLeft), "magnified": magnified(zoom), "margin": number(margin)])
    }

    // MARK: Labels

    func tableViewLabel(width: Double) -> String { phrase("tableViewLabel", ["width": number(width)]) }

    /// The section layer: rounded or square, and the `cells` background views it is made of.
    func sectionLabel(rounded: Bool, cells: Int) -> String {
        phrase("sectionLabel", ["section": phrase(rounded ? "sectionLabelName.rounded" : "sectionLabelName.square"),
                                "background": phrase("cellBackgroundsLabel", count: cells, ["cells": "\(cells)"])])
    }

    /// The dimension of the section's inset from the table view's edges.
    func sectionInset(_ inset: Double) -> String { phrase("sectionInset", ["inset": number(inset)]) }

    func cornerRadiusLabel(_ radius: Double, curve: CornerCurve) -> String {
        phrase("cornerRadiusLabel", ["radius": number(radius), "curve": name(curve)])
    }

    func cellLabel(width: Double, height: Double) -> String {
        phrase("cellLabel", ["width": number(width), "height": number(height)])
    }

    var accessoryOutsideContentView: String { phrase("accessoryOutsideContentView") }

    /// The dimension between the contentView and the accessory.
    func accessoryGap(_ gap: Double) -> String { phrase("accessoryGap", ["gap": number(gap)]) }

    func accessorySize(width: Double, height: Double) -> String {
        phrase("accessorySize", ["width": number(width), "height": number(height)])
    }

    /// The dimension between the accessory (or the text) and the cell's trailing edge.
    func trailingMargin(_ margin: Double) -> String { phrase("trailingMargin", ["margin": number(margin)]) }

    func contentViewEnds(width: Double, cellWidth: Double) -> String {
        phrase("contentViewEnds", ["width": number(width), "cellWidth": number(cellWidth)])
    }

    func cellBoundsBackground(width: Double, height: Double) -> String {
        phrase("cellBoundsBackground", ["width": number(width), "height": number(height)])
    }

    /// The `corners` view's right-to-left note, on three lines.
    var masksStayTheSameNote: String { phrase("masksStayTheSameNote") }

    /// A row's mask label; `mask` is the Swift literal, perhaps broken over two lines.
    func maskLabel(_ position: RowPosition, mask: String) -> String {
        phrase("maskLabel", ["position": name(position), "mask": mask])
    }

    func cornerCurveNote(radius: Double, curve: CornerCurve, extent: Double) -> String {
        phrase("cornerCurveNote", ["radius": number(radius), "curve": name(curve), "extent": number(extent)])
    }

    // MARK: Words

    /// A row's place in its section (`position.first`).
    private func name(_ position: RowPosition) -> String { phrase("position.\(position.rawValue)") }

    /// A `CALayerCornerCurve` (`curve.continuous`).
    func name(_ curve: CornerCurve) -> String { phrase("curve.\(curve.rawValue)") }

    private func edge(_ rightToLeft: Bool) -> String { phrase(rightToLeft ? "edge.rightToLeft" : "edge.leftToRight") }

    private func magnified(_ zoom: Int) -> String { phrase(zoom == 3 ? "magnified.three" : "magnified.two", ["zoom": "\(zoom)"]) }
}

extension DiagramLanguage {
    /// The string table of this language.
    var listStrings: ListDiagramStrings { ListDiagramStrings(language: self) }
}
