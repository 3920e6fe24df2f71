import DocgenCore
import DocgenModel

/// Which chapters of a multilingual site lack a translation. Chapters pair by their path inside
/// their language's folder, or by a shared `translationKey`.
enum TranslationPairing {
    /// A warning at each chapter that has no translation in some other language.
    static func untranslated(in site: Site) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for chapter in site.chapters {
            for edition in site.config.editions where edition.code != chapter.language {
                guard site.translation(of: chapter, into: edition.code) == nil else { continue }
                let counterpart = chapter.translationKey.map { "a chapter with translationKey '\($0)'" }
                    ?? "\(site.contentDisplayRoot)/\(edition.code)/\(chapter.pairingKey)"
                diagnostics.append(.warning("no \(edition.name) translation (\(counterpart)); its switcher leads to the \(edition.name) home page",
                                            at: SourceLocation(file: chapter.displayPath, line: 1, column: 1), rule: .translation))
            }
        }
        return diagnostics
    }
}
