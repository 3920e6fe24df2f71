/// Says in words what a diagram shows, for its `<title>` and `<desc>`: screen readers read
/// these, and they are the text alternative to the picture. The words are the spec's language's
/// (``DiagramStrings``).
enum DiagramDescription {
    /// The view's title, with how sure its metrics are when below high (``MetricConfidence``).
    static func title(_ layout: ListLayout, view: DiagramView) -> String {
        let title = plainTitle(layout, view: view)
        let confidence = layout.spec.resolvedConfidence
        guard confidence.isWorthSaying else { return title }
        return layout.spec.language.listStrings.withConfidence(layout.spec.language.withoutFullStop(title), confidence)
    }

    /// The title without the confidence note: a variant grid's cells may differ in it.
    static func plainTitle(_ layout: ListLayout, view: DiagramView) -> String {
        let strings = layout.spec.language.listStrings
        let subject = layout.spec.caption ?? Self.subject(layout.spec)
        // The view's words follow the caption after a colon, so a caption's closing full stop
        // goes ("… measured: corner masks by row position", not "measured.: corner masks").
        let lead = layout.spec.language.withoutFullStop(subject)
        switch view {
        case .list: return subject
        case .layers: return strings.layersTitle(lead, rounded: layout.spec.style == .insetGrouped)
        case .corners: return strings.cornersTitle(lead)
        case .accessory: return strings.accessoryTitle(lead)
        }
    }

    /// What the picture is: a table view of its style; a collection view list when each section
    /// is a decoration view; or, when the spec sets a corner radius UIKit's insetGrouped style
    /// does not draw, a custom list laid out like one (the style itself cannot change its radius).
    static func subject(_ spec: ListSpec) -> String {
        let systemRadius = spec.system.isLiquidGlass ? UIKitMetrics.liquidGlassCornerRadius : UIKitMetrics.classicCornerRadius
        if spec.hasSectionDecorations {
            return spec.language.listStrings.decoratedList(radius: spec.cornerRadius ?? systemRadius)
        }
        if spec.style == .insetGrouped, let radius = spec.cornerRadius, radius != systemRadius {
            return spec.language.listStrings.customList(radius: radius, styleRadius: systemRadius)
        }
        return spec.language.listStrings.tableView(spec.style)
    }

    /// The shapes docgen draws by its own model, in words: a single row whose rounded corners
    /// meet is a capsule, not a card with four corners; a row too short for its corners' full
    /// bend has shortened bends, said with the edge the bends need. One sentence for each height
    /// (and, for shortened rows, each kind).
    static func modelledShapes(_ layout: ListLayout) -> [String] {
        let strings = layout.spec.language.listStrings
        var seen: Set<Double> = []
        let capsules = capsuleRows(layout).filter { seen.insert($0.frame.height).inserted }.map {
            strings.capsuleRow(height: $0.frame.height, radius: $0.cornerRadius)
        }
        var seenRows: Set<[Double]> = []
        return capsules + shortenedRows(layout).filter { seenRows.insert([$0.frame.height, $0.position == .single ? 1 : 0]).inserted }.map {
            let single = $0.position == .single
            let extent = fullBend($0, curve: layout.spec.cornerCurve)
            return strings.shortenedRow(single: single, height: $0.frame.height, radius: $0.cornerRadius, needed: single ? 2 * extent : extent)
        }
    }

    /// The rows, capsules apart, whose rounded corners do not fit in full: a continuous corner
    /// whose bend is longer than its share of the row's edge, drawn with a shorter bend by
    /// docgen's model of how UIKit fits it.
    static func shortenedRows(_ layout: ListLayout) -> [RowLayout] {
        let curve = layout.spec.cornerCurve
        let capsules = Set(capsuleRows(layout).map(\.frame.y))
        return layout.sections.flatMap(\.rows).filter { row in
            guard row.cornerRadius > 0, !row.cornerMask.isEmpty, !capsules.contains(row.frame.y) else { return false }
            return RoundedRectPath.cornerExtent(radius: row.cornerRadius, curve: curve, in: row.frame, mask: row.cornerMask)
                < fullBend(row, curve: curve) - 0.01
        }
    }

    /// How far along each edge a row's corner reaches when nothing clamps it.
    private static func fullBend(_ row: RowLayout, curve: CornerCurve) -> Double {
        curve == .continuous ? UIKitMetrics.continuousCornerExtent * row.cornerRadius : row.cornerRadius
    }

    /// The single rows whose rounded corners meet, drawn as capsules by docgen's model.
    /// Circular corners on a row exactly twice their radius tall meet without clamping: a
    /// capsule by geometry, not by the model, so it is not one of these.
    static func capsuleRows(_ layout: ListLayout) -> [RowLayout] {
        let exactFit = layout.spec.cornerCurve == .circular ? -0.01 : 0.01
        return layout.sections.flatMap(\.rows).filter {
            $0.position == .single && $0.cornerRadius > 0 && $0.frame.height <= 2 * $0.cornerRadius + exactFit
        }
    }

    static func text(_ layout: ListLayout, view: DiagramView) -> String {
        let spec = layout.spec
        let strings = spec.language.listStrings
        var sentences = [strings.overview(subject: subject(spec), device: strings.deviceName(spec.device), width: spec.device.width,
                                          system: "\(spec.system)",
                                          textSize: spec.contentSizeCategory == .large ? nil : spec.contentSizeCategory.rawValue,
                                          rightToLeft: spec.layoutDirection == .rightToLeft, sections: spec.sections.count)]
        switch view {
        case .list:
            for (index, section) in spec.sections.enumerated() {
                let rows = section.rows.map { strings.row(title: $0.title, subtitle: $0.subtitle, detail: $0.detail, accessory: $0.accessory) }
                sentences.append(strings.listSection(index + 1, header: section.header, rows: rows, footer: section.footer))
                for (row, laidOut) in zip(section.rows, layout.sections[index].rows) {
                    if let highlight = laidOut.highlight {
                        sentences.append(strings.highlightedRow(title: row.title, inset: spec.highlightInset, radius: highlight.cornerRadius))
                    }
                }
            }
            if let decoration = layout.sections.first?.decoration {
                sentences.append(strings.decoratedSections(inset: layout.sectionInset, radius: decoration.cornerRadius, curve: spec.cornerCurve))
            } else if spec.style == .insetGrouped {
                sentences.append(strings.roundedSections(inset: layout.sectionInset, radius: layout.sections.first?.rows.first?.cornerRadius ?? 0,
                                                         curve: spec.cornerCurve))
                sentences += modelledShapes(layout)
            } else {
                sentences.append(strings.squareRows)
            }
        case .layers:
            let index = LayersView.shownSection(layout)
            let section = layout.sections[index]
            sentences.append(section.decoration == nil
                ? strings.layersSection(index + 1, rounded: spec.style == .insetGrouped, cells: section.rows.count)
                : strings.decoratedLayersSection(index + 1, cells: section.rows.count))
            if layout.sectionInset > 0 {
                sentences.append(strings.layersDimensions(inset: layout.sectionInset, radius: LayersView.cornerRadius(of: section)))
            }
        case .corners:
            sentences.append(spec.hasSectionDecorations ? strings.decoratedCornersIntroduction : strings.cornersIntroduction)
            for (index, section) in layout.sections.enumerated() {
                if let decoration = section.decoration {
                    sentences.append(strings.decoratedCornersSection(index + 1, rows: section.rows.count, mask: decoration.cornerMask))
                } else {
                    sentences.append(strings.cornersSection(index + 1, masks: section.rows.map { ($0.position, $0.cornerMask) }))
                }
            }
            sentences += modelledShapes(layout)
            if spec.layoutDirection == .rightToLeft { sentences.append(strings.masksStayTheSame) }
        case .accessory:
            let row = layout.sections.flatMap(\.rows)[AccessoryView.shownRow(layout)]
            let direction = spec.layoutDirection
            let zoom = Int(AccessoryView.zoom(layout))
            if let accessory = row.accessoryFrame {
                sentences.append(strings.accessoryEdge(
                    rightToLeft: direction == .rightToLeft, zoom: zoom, accessoryWidth: accessory.width, accessoryHeight: accessory.height,
                    margin: abs(direction.trailingEdge(of: row.frame) - direction.trailingEdge(of: accessory)),
                    gap: abs(direction.leadingEdge(of: accessory) - direction.trailingEdge(of: row.contentFrame)),
                    contentWidth: row.contentFrame.width, cellWidth: row.frame.width))
            } else {
                sentences.append(strings.edgeWithoutAccessory(rightToLeft: direction == .rightToLeft, zoom: zoom, margin: layout.cellMargin))
            }
        }
        sentences += strings.confidenceSentences(spec)
        return spec.language.paragraph(sentences)
    }
}
