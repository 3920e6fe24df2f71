import DocgenCore

/// Where each drawing and each header of a variant grid sits: the geometry of the grid, computed
/// from the drawings themselves, so the renderer only draws what this places.
///
/// Each cell is the spec with its values applied, laid out by ``ListLayoutEngine`` and drawn at
/// its natural size (one point is one point, so its text is as large as in a figure of its own).
/// A column is as wide as its widest drawing and a row as tall as its tallest; drawings sit at
/// the top left of their slot. Column headers stand above the columns, one line per column axis
/// (the outer axes' headers span their group), and row headers at the left of each row.
struct VariantGrid {
    /// One drawing of the grid.
    struct Cell {
        var values: [VariantValue]
        var layout: ListLayout
        var drawn: DrawnDiagram
        /// Where the drawing's canvas sits in the grid.
        var frame: Rect
        /// The id of the drawing's element, and the prefix of its own ids.
        var id: String
    }

    /// A header's text and the box it is drawn in.
    struct Header: Equatable {
        var text: String
        var frame: Rect
        /// Column headers are centred over their span; row headers start at the left.
        var isColumn: Bool
        /// An outer column header, drawn with a rule under its span.
        var spansGroup: Bool
    }

    static let margin = 16.0
    static let gap = 24.0
    static let headerSize = 15.0
    static let headerLineHeight = 20.0
    /// Between a row header and its row's first drawing, and between the column headers and the first row.
    static let headerGap = 16.0

    var cells: [Cell]
    var headers: [Header]
    var canvas: Rect

    init(_ layout: ListLayout, view: DiagramView) {
        let spec = layout.spec
        let variants = spec.variants ?? ListSpecVariants(axes: [])
        let strings = spec.language.variantStrings
        let engine = ListLayoutEngine()
        let idPrefix = "\(spec.id)-\(view.rawValue)"
        let combinations = variants.cells
        let columnCount = variants.columnAxes.reduce(1) { $0 * $1.values.count }
        let rowCount = max(combinations.count / max(columnCount, 1), 1)
        var cells = combinations.enumerated().map { index, values in
            let cellLayout = engine.layout(values.applied(to: spec))
            let id = "\(idPrefix)-\(index + 1)"
            return Cell(values: values, layout: cellLayout, drawn: DiagramRenderer.drawn(cellLayout, view: view, idPrefix: id),
                        frame: Rect(x: 0, y: 0, width: 0, height: 0), id: id)
        }
        let measurer = TextMeasurer()
        func width(_ text: String) -> Double { measurer.width(of: text, font: .bold, size: Self.headerSize).rounded(.up) }

        let rowHeaders = variants.rowAxis.map { $0.values.map(strings.header) } ?? []
        let rowHeaderWidth = rowHeaders.map(width).max() ?? 0
        let levels = variants.columnAxes.count
        var columnX: [Double] = []
        var x = Self.margin + (rowHeaders.isEmpty ? 0 : rowHeaderWidth + Self.headerGap)
        var columnWidths: [Double] = []
        for column in 0..<columnCount {
            let widest = stride(from: column, to: cells.count, by: columnCount).map { cells[$0].drawn.canvas.width }.max() ?? 0
            columnX.append(x)
            columnWidths.append(widest)
            x += widest + Self.gap
        }
        var headers: [Header] = []
        // Column headers: level 0 is the outermost axis, each of its headers spanning the columns
        // its inner axes make.
        var span = columnCount
        for (level, axis) in variants.columnAxes.enumerated() {
            span /= axis.values.count
            let top = Self.margin + Double(level) * Self.headerLineHeight
            for group in 0..<(columnCount / span) {
                let first = group * span, last = first + span - 1
                let frame = Rect(x: columnX[first], y: top, width: columnX[last] + columnWidths[last] - columnX[first],
                                 height: Self.headerLineHeight)
                headers.append(Header(text: strings.header(axis.values[group % axis.values.count]), frame: frame, isColumn: true,
                                      spansGroup: level < levels - 1))
            }
        }
        var y = Self.margin + Double(levels) * Self.headerLineHeight + Self.headerGap
        for row in 0..<rowCount {
            let indices = (row * columnCount)..<min((row + 1) * columnCount, cells.count)
            let tallest = indices.map { cells[$0].drawn.canvas.height }.max() ?? 0
            for index in indices {
                let canvas = cells[index].drawn.canvas
                cells[index].frame = Rect(x: columnX[index - row * columnCount], y: y, width: canvas.width, height: canvas.height)
            }
            if row < rowHeaders.count {
                headers.append(Header(text: rowHeaders[row], frame: Rect(x: Self.margin, y: y, width: rowHeaderWidth, height: Self.headerLineHeight),
                                      isColumn: false, spansGroup: false))
            }
            y += tallest + Self.gap
        }
        self.cells = cells
        self.headers = headers
        canvas = Rect(x: 0, y: 0, width: x - Self.gap + Self.margin, height: y - Self.gap + Self.margin)
    }
}
