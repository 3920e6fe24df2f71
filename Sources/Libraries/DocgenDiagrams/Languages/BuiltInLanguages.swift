import DocgenCore
import Synchronization

/// The languages docgen ships: one file each in the default theme's `i18n/` folder, embedded by
/// the EmbedLanguageFiles plugin (``LanguageFiles``) and read once per process, on first use.
public enum BuiltInLanguages {
    /// Each file's name (`en.yml`) and bytes, for the default theme.
    public static var files: [(name: String, bytes: [UInt8])] {
        LanguageFiles.all.map { (name: $0.name, bytes: Array($0.text.utf8)) }
    }

    /// The English data: the reference for every other language's keys, and the fallback.
    public static var english: LanguageData { all["en"]! }

    /// Every language by its code, and the problems its file has (which a test keeps at none).
    public static let all: [String: LanguageData] = {
        var languages: [String: LanguageData] = [:]
        for file in LanguageFiles.all {
            let code = String(file.name.dropLast(".yml".count))
            languages[code] = LanguageFileReader.read(file.text, code: code, displayPath: "templates/i18n/\(file.name)").0
        }
        return languages
    }()

    /// The problems of the built-in files: none, as a test asserts.
    public static var problems: [Diagnostic] {
        LanguageFiles.all.flatMap { file in
            LanguageFileReader.read(file.text, code: String(file.name.dropLast(".yml".count)), displayPath: "templates/i18n/\(file.name)").1
        }
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
