/// Per-face metrics of a bundled font, in font units (filled in by the generated `LiberationSansWidths.swift`).
struct FontFaceMetrics: Sendable {
    /// Full font name from the name table (ID 4).
    let fullName: String
    /// Version string from the name table (ID 5).
    let version: String
    /// Font units per em (head.unitsPerEm).
    let unitsPerEm: Int
    /// hhea ascender (positive, above the baseline).
    let ascender: Int
    /// hhea descender (negative, below the baseline).
    let descender: Int
    /// hhea line gap.
    let lineGap: Int
    /// OS/2 cap height.
    let capHeight: Int
    /// OS/2 x-height.
    let xHeight: Int
    /// Advance of "?", used for characters that are neither in the table nor in a known class.
    let questionMarkAdvance: Int
    /// First code point of each run of contiguous mapped code points, ascending.
    let runStarts: [UInt32]
    /// Start of each run in `advances`; one extra trailing entry equal to `advances.count`.
    let runOffsets: [UInt16]
    /// Advance widths of all runs, concatenated.
    let advances: [UInt16]

    /// The advance of `value` from the table, or nil when the font does not map it (or it is outside the covered ranges).
    @inline(__always)
    func tableAdvance(_ value: UInt32) -> Int? {
        // Fast path: run 0 starts at U+0020 and covers printable ASCII.
        let first = runStarts[0]
        if value >= first, value < first + UInt32(runOffsets[1]) {
            return Int(advances[Int(value - first)])
        }
        // Binary search for the last run whose start is <= value.
        var lo = 0
        var hi = runStarts.count
        while lo < hi {
            let mid = (lo &+ hi) >> 1
            if runStarts[mid] <= value { lo = mid + 1 } else { hi = mid }
        }
        let run = lo - 1
        guard run >= 0 else { return nil }
        let offset = Int(value - runStarts[run])
        let start = Int(runOffsets[run])
        guard offset < Int(runOffsets[run + 1]) - start else { return nil }
        return Int(advances[start + offset])
    }
}
