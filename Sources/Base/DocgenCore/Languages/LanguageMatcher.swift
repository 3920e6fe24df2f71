import Foundation

/// The one match from a BCP 47 tag (`language:` in docgen.yml, a language's `code:`) to the best
/// of the languages docgen has data for, by Foundation's `Locale.Language` and its likely
/// subtags: a tag matches a language whose maximal form has the same language and script.
/// `zh-CN` (maximal `zh-Hans-CN`) finds `zh-Hans`; `en-GB` finds `en`; `de-AT` finds `de`;
/// `zh-TW` (maximal `zh-Hant-TW`) finds nothing unless Traditional Chinese is there.
public struct LanguageMatcher: Sendable {
    private struct Candidate: Sendable {
        var code: String
        var language: String
        var script: String
        var region: String?
    }

    private let candidates: [Candidate]

    /// A matcher among `codes`, the languages there is data for.
    public init(codes: [String]) {
        candidates = codes.sorted().map { code in
            let maximal = Self.maximal(code)
            return Candidate(code: code, language: maximal.language, script: maximal.script,
                             region: Locale.Language(identifier: code).region?.identifier)
        }
    }

    /// The code of the best language for `tag`, or nil when none has its language and script.
    /// An exact match (in any case) wins; then one of the same region; then the shortest code,
    /// the most general (`zh-Hans` before `zh-Hans-SG`).
    public func bestMatch(for tag: String) -> String? {
        guard !tag.isEmpty else { return nil }
        if let exact = candidates.first(where: { $0.code.lowercased() == tag.lowercased() }) { return exact.code }
        let wanted = Self.maximal(tag), region = Locale.Language(identifier: tag).region?.identifier
        let fitting = candidates.filter { $0.language == wanted.language && $0.script == wanted.script }
        return (fitting.first { $0.region != nil && $0.region == region } ?? fitting.min { $0.code.count < $1.code.count })?.code
    }

    /// The language and script subtags of `tag`'s maximal form (`zh` → `zh`, `Hans`), lowercased.
    private static func maximal(_ tag: String) -> (language: String, script: String) {
        let maximal = Locale.Language(identifier: Locale.Language(identifier: tag).maximalIdentifier)
        return (maximal.languageCode?.identifier.lowercased() ?? tag.lowercased(), maximal.script?.identifier.lowercased() ?? "")
    }
}
