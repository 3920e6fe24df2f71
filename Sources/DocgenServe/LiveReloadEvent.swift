import DocgenCore

/// What the preview server tells open pages after a rebuild.
public enum LiveReloadEvent: Sendable, Equatable {
    /// These pages changed (paths inside the site): a page among them reloads; `*` is every page.
    case pagesChanged([String])
    /// Only style sheets changed: pages swap them without reloading.
    case stylesChanged([String])
    /// The build failed: pages show these diagnostics until the next good build.
    case failed([String])

    /// The most bytes one event's message has, however many pages changed or errors a build has,
    /// so that what the server keeps for its streams stays small.
    static let maximumMessageBytes = 64 * 1024
    /// The most UTF-8 bytes of one diagnostic shown; a longer one ends with `…`.
    static let maximumLineBytes = 1024

    /// The event in server-sent-events form: `event: name`, one `data:` line of JSON, a blank line.
    /// Changed pages or style sheets too many for ``maximumMessageBytes`` become a reload of
    /// every page; diagnostics too many are cut, with a last line that says how many more the
    /// terminal shows.
    var message: [UInt8] {
        switch self {
        case .pagesChanged(let pages):
            Self.message("reload", pages) ?? Self.reloadEverything
        case .stylesChanged(let sheets):
            Self.message("css", sheets) ?? Self.reloadEverything
        case .failed(let diagnostics):
            Self.message("failed", Self.fitting(diagnostics.map(Self.clipped))) ?? []
        }
    }

    private static let reloadEverything = message("reload", ["*"]) ?? []

    /// The message, or nil when it would be longer than ``maximumMessageBytes``.
    private static func message(_ name: String, _ list: [String]) -> [UInt8]? {
        let bytes = Array("event: \(name)\ndata: [\(list.map(JSONText.quoted).joined(separator: ","))]\n\n".utf8)
        return bytes.count <= maximumMessageBytes ? bytes : nil
    }

    /// The first lines whose message fits, and a line that counts the others.
    private static func fitting(_ lines: [String]) -> [String] {
        // Room for the event's name and framing and for the closing count.
        var room = maximumMessageBytes - 200
        for (index, line) in lines.enumerated() {
            room -= JSONText.quoted(line).utf8.count + 1
            if room < 0 { return Array(lines[..<index]) + ["… and \(lines.count - index) more (the terminal lists them all)"] }
        }
        return lines
    }

    /// `line`, cut to ``maximumLineBytes`` on a character's boundary.
    private static func clipped(_ line: String) -> String {
        guard line.utf8.count > maximumLineBytes else { return line }
        var end = line.utf8.index(line.utf8.startIndex, offsetBy: maximumLineBytes)
        while String.Index(end, within: line) == nil { end = line.utf8.index(before: end) }
        return String(line[..<end]) + "…"
    }
}
