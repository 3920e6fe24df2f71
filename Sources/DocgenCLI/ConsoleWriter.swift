import DocgenCore
import Foundation

/// The only code that prints: diagnostics and progress to standard error, results to standard output.
struct ConsoleWriter {
    var quiet: Bool
    /// True when standard error is a terminal, which is when a live progress line makes sense.
    let showsProgress: Bool

    init(quiet: Bool) {
        self.quiet = quiet
        showsProgress = !quiet && isatty(STDERR_FILENO) == 1
    }

    /// Writes diagnostics with repeats grouped (``DiagnosticListing``); when quiet, the errors
    /// and how many warnings of each rule were not shown.
    func diagnostics(_ diagnostics: [Diagnostic]) {
        lines(DiagnosticListing.lines(quiet ? diagnostics.filter { $0.severity == .error } : diagnostics) + hiddenWarnings(diagnostics))
    }

    /// The same for diagnostics kept grouped (`docgen serve`'s).
    func diagnostics(_ listing: DiagnosticStore) {
        lines(listing.lines(errorsOnly: quiet) + (listing.warningCount > 0 ? hiddenWarnings(listing.sorted) : []))
    }

    /// The line that says how many warnings quiet did not show, if any.
    private func hiddenWarnings(_ diagnostics: [Diagnostic]) -> [String] {
        quiet ? DiagnosticListing.hiddenWarnings(diagnostics).map { [$0] } ?? [] : []
    }

    /// Writes `lines` to standard error at once.
    private func lines(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        standardError(lines.joined(separator: "\n") + "\n")
    }

    func progress(_ text: String) {
        guard showsProgress else { return }
        standardError("\r\u{1B}[2K" + text)
    }

    func clearProgress() {
        guard showsProgress else { return }
        standardError("\r\u{1B}[2K")
    }

    func result(_ text: String) {
        guard !quiet else { return }
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Writes `text` to standard output as it is, even when quiet (it is what was asked for).
    func output(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
