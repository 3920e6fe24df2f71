import DocgenCore
import Synchronization

/// The languages docgen ships: one file each in the default theme's `i18n/` folder, read when
/// docgen is built by the EmbedLanguageFiles plugin (``LanguageFiles``), so that none is parsed
/// when it runs.
public enum BuiltInLanguages {
    /// Each file's name (`en.yml`) and bytes, for the default theme.
    public static var files: [(name: String, bytes: [UInt8])] {
        LanguageFiles.all.map { (name: $0.name, bytes: Array($0.text.utf8)) }
    }

    /// The English data: the reference for every other language's keys, and the fallback.
    public static var english: LanguageData { all["en"]! }

    /// Every language by its code.
    public static let all: [String: LanguageData] = Dictionary(uniqueKeysWithValues: LanguageFiles.all.map { ($0.data.code, $0.data) })

    /// The data of the built-in file whose bytes are `bytes` (a theme's copy of `templates/i18n/`),
    /// or nil: what reading those bytes would give, without reading them again.
    public static func data(ofFileWith bytes: [UInt8]) -> LanguageData? {
        LanguageFiles.all.first { file in
            var text = file.text
            return text.withUTF8 { $0.count == bytes.count && $0.elementsEqual(bytes) }
        }?.data
    }

    /// The one matcher over the built-in languages.
    public static let matcher = LanguageMatcher(codes: Array(all.keys))

    /// The built-in language that best fits `tag` (``LanguageMatcher``), or nil; each tag is
    /// matched once per process.
    public static func data(for tag: String) -> LanguageData? {
        if let known = matches.withLock({ $0[tag] }) { return known.flatMap { all[$0] } }
        let code = matcher.bestMatch(for: tag)
        matches.withLock { $0[tag] = .some(code) }
        return code.flatMap { all[$0] }
    }

    private static let matches = Mutex<[String: String?]>([:])
}
