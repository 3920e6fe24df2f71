#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DocgenCore
import DocgenModel

/// The user's say over the checks and the build's warnings: rules turned off, lowered to
/// warnings or raised to errors, link targets and pages to skip. Given on the command line
/// (`--disable`, `--warn`, `--error`, `--ignore-url`, `--ignore-file`, `--strict`) or under
/// `check:` in `docgen.yml`. A rule is a check's (``CheckRuleRegistry``) or the build's
/// (``BuildRule``); a build rule that is off by default reports only when `warn` or `error`
/// names it.
public struct CheckPolicy: Sendable {
    /// The ids of the rules turned off.
    public private(set) var disabled: Set<String> = []
    /// The ids of the rules whose errors are lowered to warnings.
    public private(set) var warned: Set<String> = []
    /// The ids of the rules whose warnings are raised to errors.
    public private(set) var raised: Set<String> = []
    /// True when every warning is an error (`docgen build --strict`).
    public var raisesEveryWarning = false
    private var ignoredURLs: [IgnoredURL] = []
    private var ignoredFiles: [String] = []

    /// A regular expression and the text it was written as.
    private struct IgnoredURL: @unchecked Sendable {
        // Regex is immutable once compiled and safe to match from several threads.
        var regex: Regex<AnyRegexOutput>
        var source: String
    }

    /// Why a setting was refused, for a usage error or a located diagnostic.
    public struct Problem: Error, Equatable, Sendable {
        public var message: String

        public init(message: String) {
            self.message = message
        }
    }

    public init() {}

    /// Turns `rule` off.
    public mutating func disable(_ name: String) throws(Problem) {
        disabled.insert(try Self.ruleID(named: name))
    }

    /// Lowers `rule`'s errors to warnings, or turns on a rule that is off by default.
    public mutating func warn(_ name: String) throws(Problem) {
        warned.insert(try Self.ruleID(named: name))
    }

    /// Lowers a registered check's errors to warnings.
    public mutating func warn(_ rule: any CheckRule.Type) {
        warned.insert(rule.id)
    }

    /// Raises `rule`'s warnings to errors (and turns it on if it is off by default).
    public mutating func raise(_ name: String) throws(Problem) {
        raised.insert(try Self.ruleID(named: name))
    }

    /// Skips link targets that `pattern` (a regular expression, matched anywhere in the
    /// target as written) matches.
    public mutating func ignoreURLs(matching pattern: String) throws(Problem) {
        do {
            ignoredURLs.append(IgnoredURL(regex: try Regex(pattern), source: pattern))
        } catch {
            throw Problem(message: "'\(pattern)' is not a valid regular expression: \(error)")
        }
    }

    /// Skips pages whose path inside the site matches `glob` (`*` matches across folders).
    public mutating func ignoreFiles(matching glob: String) throws(Problem) {
        guard !glob.isEmpty else { throw Problem(message: "an ignored-file pattern cannot be empty") }
        ignoredFiles.append(glob.hasPrefix("/") ? String(glob.dropFirst()) : glob)
    }

    /// Every rule's id: the checks', then the build's.
    public static let ruleIDs = CheckRuleRegistry.rules.map { $0.id } + BuildRule.all.map(\.id)

    /// The build rules that report nothing unless named.
    private static let offByDefault = Set(BuildRule.all.filter { !$0.isOnByDefault }.map(\.id))

    /// `name` when a registered rule has it as its id, or a problem with the closest known id.
    static func ruleID(named name: String) throws(Problem) -> String {
        if ruleIDs.contains(name) { return name }
        var message = "unknown rule '\(name)'"
        if let suggestion = Spelling.closest(to: name, in: ruleIDs) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += " (docgen check --list-rules lists them)"
        }
        throw Problem(message: message)
    }

    /// True when a link target written as `value` is not to be checked: a pattern matches it as
    /// written or percent-decoded (docgen writes `<my notes.md>` as `my%20notes.md`, which
    /// `^my notes` is still to match).
    public func ignores(url value: String) -> Bool {
        guard !ignoredURLs.isEmpty else { return false }
        let decoded = ByteSearch.contains(UInt8(ascii: "%"), in: value[...]) ? PercentDecoding.lenient(value) : value
        return ignoredURLs.contains { pattern in
            (try? pattern.regex.firstMatch(in: value)) != nil || (decoded != value && (try? pattern.regex.firstMatch(in: decoded)) != nil)
        }
    }

    /// True when the page at `path` (inside the site) is not to be checked.
    public func ignores(file path: String) -> Bool {
        ignoredFiles.contains { fnmatch($0, path, 0) == 0 }
    }

    /// True when ``apply(_:sitePath:)`` asks where findings' files are in the site: only to
    /// match ignored files.
    public var asksForSitePaths: Bool { !ignoredFiles.isEmpty }

    /// The finding as the policy has it: nil when its rule is off or its file ignored, an
    /// error when its rule is raised (or every warning is), a warning when its rule is lowered.
    /// `sitePath` gives a finding's path inside the site.
    public func apply(_ finding: Diagnostic, sitePath: (String) -> String?) -> Diagnostic? {
        var result = finding
        if let rule = finding.rule {
            if disabled.contains(rule) { return nil }
            if raised.contains(rule) {
                result.severity = .error
            } else if warned.contains(rule) {
                result.severity = .warning
            } else if Self.offByDefault.contains(rule) {
                return nil
            }
        }
        if raisesEveryWarning && result.severity == .warning { result.severity = .error }
        if asksForSitePaths, let path = sitePath(finding.location.file), ignores(file: path) { return nil }
        return result
    }

    /// Every finding as the policy has it.
    public func apply(_ findings: [Diagnostic], sitePath: (String) -> String?) -> [Diagnostic] {
        findings.isEmpty ? findings : findings.compactMap { apply($0, sitePath: sitePath) }
    }
}

extension CheckSettings {
    /// The policy the `check:` section of `docgen.yml` describes, and a located error for each
    /// bad rule name or pattern.
    public func policy() -> (CheckPolicy, [Diagnostic]) {
        var policy = CheckPolicy()
        var problems: [Diagnostic] = []
        func apply(_ entries: [Entry], _ add: (inout CheckPolicy, String) throws(CheckPolicy.Problem) -> Void) {
            for entry in entries {
                do throws(CheckPolicy.Problem) {
                    try add(&policy, entry.text)
                } catch {
                    problems.append(.error(error.message, at: entry.location))
                }
            }
        }
        apply(disable) { policy, name throws(CheckPolicy.Problem) in try policy.disable(name) }
        apply(warn) { policy, name throws(CheckPolicy.Problem) in try policy.warn(name) }
        apply(error) { policy, name throws(CheckPolicy.Problem) in try policy.raise(name) }
        apply(ignoreURLs) { policy, pattern throws(CheckPolicy.Problem) in try policy.ignoreURLs(matching: pattern) }
        apply(ignoreFiles) { policy, glob throws(CheckPolicy.Problem) in try policy.ignoreFiles(matching: glob) }
        return (policy, problems)
    }
}
