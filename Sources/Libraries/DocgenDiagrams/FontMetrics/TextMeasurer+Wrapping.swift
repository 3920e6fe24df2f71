import DocgenCore

extension TextMeasurer {
    /// Greedy line wrap into lines no wider than maxWidth (break inside an unbreakable piece only when it alone is too wide); at most maxLines, the last truncated with "…" if text remains.
    ///
    /// Lines break where ``LineBreakRules`` allows: at spaces and tabs (runs collapse to one
    /// space, as in SVG), and between CJK characters, never before closing or after opening
    /// punctuation. Line breaks in `text` (`\n`, `\r\n`, ...) force a new line and empty lines
    /// between paragraphs are kept. A piece wider than `maxWidth` is split at Character
    /// boundaries, with at least one Character per line. `maxLines <= 0` means no limit (like
    /// `UILabel.numberOfLines = 0`). Empty or whitespace-only text gives `[]`.
    ///
    /// A line that would hold one lone CJK character (`等`, `等。`), as Chinese typesetting
    /// avoids, is not left alone when it need not be. First the text wraps narrower, one em at a
    /// time down to half the width, while it takes no more lines and loses no text (the guide's
    /// footer at the largest size ends `Wi-Fi 和蓝牙` / `会保持打开。` rather than `蓝牙会保持打` /
    /// `开。`). Failing that, a text of one paragraph moves the last ideograph of the line before
    /// down to the lone one (`附件 视` / `图 等。`, not `附件 视图` / `等。`) when that line keeps two
    /// and the move splits no word (`圆角 视图` / `等。` stays: 视图 is one word).
    /// Otherwise the character stays alone: a wrap never takes an extra line for it.
    public func wrapped(_ text: String, toFit maxWidth: Double, font: DiagramFont, size: Double, maxLines: Int) -> [String] {
        let lines = greedilyWrapped(text, toFit: maxWidth, font: font, size: size, maxLines: maxLines)
        guard lines.contains(where: Self.isLone), size > 0,
              maxLines <= 0 || greedilyWrapped(text, toFit: maxWidth, font: font, size: size, maxLines: 0).count <= maxLines
        else { return lines }
        var narrower = maxWidth - size
        while narrower >= maxWidth / 2 {
            let again = greedilyWrapped(text, toFit: narrower, font: font, size: size, maxLines: 0)
            if again.count > lines.count { break }
            if !again.contains(where: Self.isLone) { return again }
            narrower -= size
        }
        guard !text.contains(where: \.isNewline) else { return lines }
        var moved = lines
        for index in moved.indices.dropFirst() where Self.isLone(moved[index]) {
            var before = Array(moved[index - 1])
            guard let last = before.last, let first = moved[index].first, LineBreakRules.isWide(last), LineBreakRules.isWide(first),
                  !last.isPunctuation, before.count >= 2,
                  LineBreakRules.allowsBreak(between: before[before.count - 2], and: last, acrossSpace: false),
                  !Self.splitsAWord(moved[index - 1]),
                  before.dropLast().filter({ !$0.isPunctuation && !LineBreakRules.isWordSeparator($0) }).count >= 2
            else { continue }
            let longer = String(last) + moved[index]
            guard width(of: longer, font: font, size: size) <= maxWidth + Self.tolerance(maxWidth) else { continue }
            before.removeLast()
            moved[index - 1] = String(before)
            moved[index] = longer
        }
        return moved
    }

    /// Whether moving `line`'s last character to the next line would split a word of it.
    private static func splitsAWord(_ line: String) -> Bool {
        guard let last = line.indices.last else { return false }
        return CJKWords.breaks(in: line[...]).keeps(last)
    }

    /// A line of one CJK character, with or without punctuation after it.
    private static func isLone(_ line: String) -> Bool {
        // No ASCII character is wide.
        guard ByteSearch.containsByte(in: line[...], where: { $0 >= 0x80 }) else { return false }
        let letters = line.filter { !$0.isPunctuation && !LineBreakRules.isWordSeparator($0) }
        return letters.count == 1 && letters.first.map(LineBreakRules.isWide) == true
    }

    /// The greedy wrap itself, lone characters and all.
    private func greedilyWrapped(_ text: String, toFit maxWidth: Double, font: DiagramFont, size: Double, maxLines: Int) -> [String] {
        let m = font.metrics
        let scale = size / Double(m.unitsPerEm)
        let limit = maxWidth + Self.tolerance(maxWidth)
        @inline(__always) func fits(_ u: Int) -> Bool { Double(u) * scale <= limit }
        let spaceUnits = advance(" ", m)

        let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline })
        // Drop trailing blank paragraphs; nothing at all means no lines.
        guard let lastContent = paragraphs.lastIndex(where: { $0.contains(where: { !LineBreakRules.isWordSeparator($0) }) }) else {
            return []
        }
        let limitLines = maxLines > 0 ? maxLines : Int.max
        var lines: [String] = []

        for pi in 0...lastContent {
            var segments = LineBreakRules.segments(of: paragraphs[pi])
            var si = 0
            repeat {
                if lines.count == limitLines - 1 {
                    // Last allowed line: everything left goes in, truncated if it does not fit
                    // or if later paragraphs remain.
                    let rest = Self.joined(segments[si...])
                    let more = pi < lastContent
                    if !more && fits(units(of: rest.unicodeScalars, m)) {
                        lines.append(rest)
                    } else {
                        lines.append(truncate(rest[...], forceEllipsis: true, maxWidth: maxWidth, m, size))
                    }
                    return lines
                }
                var line = ""
                var lineUnits = 0
                while si < segments.count {
                    let piece = segments[si].text
                    let pieceUnits = units(of: piece.unicodeScalars, m)
                    if line.isEmpty {
                        if fits(pieceUnits) {
                            line = piece
                            lineUnits = pieceUnits
                            si += 1
                        } else {
                            // Split an over-wide piece: as many Characters as fit, at least
                            // one; where the kinsoku rules allow (no line starts with "，"), at
                            // the last of the least bad places (CJKWords.Breaks.cost).
                            let words = CJKWords.breaks(in: piece[...])
                            var acc = 0
                            var cut = piece.startIndex
                            var best: (cut: String.Index, cost: Int)?
                            for i in piece.indices {
                                let cu = units(of: piece[i].unicodeScalars, m)
                                if cut != piece.startIndex && !fits(acc + cu) { break }
                                acc += cu
                                cut = piece.index(after: i)
                                guard let next = piece[cut...].first(where: { !LineBreakRules.isWordSeparator($0) }),
                                      LineBreakRules.allowsBreak(between: piece[i], and: next, acrossSpace: true)
                                else { continue }
                                let cost = words.cost(at: cut)
                                if cost <= best?.cost ?? Int.max { best = (cut, cost) }
                            }
                            if cut < piece.endIndex, let best { cut = best.cut }
                            line = String(piece[..<cut].trimmingTrailingSpaces())
                            let rest = piece[cut...].drop(while: LineBreakRules.isWordSeparator)
                            if rest.isEmpty { si += 1 } else { segments[si].text = String(rest) }
                            break
                        }
                    } else {
                        let spacing = segments[si].followsSpace ? spaceUnits : 0
                        guard fits(lineUnits + spacing + pieceUnits) else { break }
                        if spacing > 0 { line += " " }
                        line += piece
                        lineUnits += spacing + pieceUnits
                        si += 1
                    }
                }
                lines.append(line)
            } while si < segments.count
        }
        return lines
    }

    /// Pieces written out as one line: a space where the text had one, none between ideographs.
    private static func joined(_ segments: ArraySlice<LineBreakRules.Segment>) -> String {
        var text = ""
        for segment in segments {
            if segment.followsSpace && !text.isEmpty { text += " " }
            text += segment.text
        }
        return text
    }
}

private extension Substring {
    /// The text without the spaces a cut inside a piece may leave at its end.
    func trimmingTrailingSpaces() -> Substring {
        var text = self
        while let last = text.last, LineBreakRules.isWordSeparator(last) { text = text.dropLast() }
        return text
    }
}
