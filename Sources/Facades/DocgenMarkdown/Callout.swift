import DocgenCore

/// GitHub's alert syntax, so a file reads the same on GitHub and in docgen: a blockquote whose
/// first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` (any case),
/// optionally followed by a title of the author's own.
public enum Callout {
    public enum Kind: String, CaseIterable, Sendable {
        case note, tip, important, warning, caution

        /// The icon, drawn like the theme's other line icons: 16 × 16, round strokes in the
        /// text's colour.
        var iconPaths: String {
            switch self {
            case .note: "<circle cx=\"8\" cy=\"8\" r=\"6.25\"/><path d=\"M8 7.25v4M8 4.75v.01\"/>"
            case .tip: "<path d=\"M6 12.25h4M6.75 14.25h2.5M8 1.75a4.25 4.25 0 0 0-2.5 7.7v1.3h5v-1.3A4.25 4.25 0 0 0 8 1.75z\"/>"
            case .important: "<path d=\"M2.25 2.75h11.5v8h-6.5l-3 2.75v-2.75h-2z\"/><path d=\"M8 4.75v3M8 9.5v.01\"/>"
            case .warning: "<path d=\"M8 1.9l6.4 11.35H1.6z\"/><path d=\"M8 6.25v3.5M8 11.5v.01\"/>"
            case .caution: "<path d=\"M5.4 1.75h5.2l3.65 3.65v5.2l-3.65 3.65H5.4l-3.65-3.65V5.4z\"/><path d=\"M8 4.75v4M8 11v.01\"/>"
            }
        }
    }

    /// What the first line of a blockquote says.
    enum Marker: Equatable {
        case callout(Kind, title: String)
        /// `[!NOTES]`: a marker of no kind, with the kind it most resembles.
        case unknown(String, suggestion: Kind?)
    }

    /// The marker that `line` (a blockquote's first line, as text) starts with, or nil.
    static func marker(in line: String) -> Marker? {
        guard line.hasPrefix("[!"), let close = line.firstIndex(of: "]") else { return nil }
        let name = line[line.index(line.startIndex, offsetBy: 2)..<close]
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter }) else { return nil }
        let rest = line[line.index(after: close)...]
        guard rest.isEmpty || rest.first!.isWhitespace else { return nil }
        let title = String(rest.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        if let kind = Kind(rawValue: name.lowercased()) { return .callout(kind, title: title) }
        let suggestion = Spelling.closest(to: name.lowercased(), in: Kind.allCases.map(\.rawValue)).flatMap(Kind.init(rawValue:))
        return .unknown(String(name), suggestion: suggestion)
    }

    /// The icon of `kind` as inline SVG, hidden from assistive technology (the title says it).
    static func icon(_ kind: Kind) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"callout-icon\" viewBox=\"0 0 16 16\" width=\"16\" height=\"16\" "
            + "fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\" "
            + "aria-hidden=\"true\" focusable=\"false\">\(kind.iconPaths)</svg>"
    }

    /// How a callout shows its body: always, or folded under its title (`<details>`), closed
    /// or open at first.
    public enum Folding: Sendable {
        case none, closed, open
    }

    /// The XHTML that opens a callout of `kind` titled `title` (already escaped), up to its
    /// body; ``closing(_:)`` ends it.
    static func opening(_ kind: Kind, title: String, folding: Folding = .none) -> String {
        let heading = "\(icon(kind))\(title)"
        switch folding {
        case .none:
            return "<aside class=\"callout callout-\(kind.rawValue)\" role=\"note\">\n<p class=\"callout-title\">\(heading)</p>\n"
        case .closed, .open:
            let open = folding == .open ? " open=\"open\"" : ""
            return "<details class=\"callout callout-\(kind.rawValue)\"\(open)>\n<summary class=\"callout-title\">\(heading)</summary>\n"
        }
    }

    /// The XHTML that ends a callout opened with `folding`.
    static func closing(_ folding: Folding) -> String {
        folding == .none ? "</aside>\n" : "</details>\n"
    }
}
