import DocgenCheck
import DocgenCore
import DocgenEngine
import DocgenLoad
import DocgenModel
import Foundation
import Synchronization

/// `docgen check DIR`: link and markup checks on any built site.
struct CheckCommand {
    static let help = """
        USAGE: docgen check DIR [--base-path PATH] [--format text|json|github|junit|sarif] [--external] [--cache FILE]
                                [--disable RULE,…] [--warn RULE,…] [--error RULE,…] [--ignore-url REGEX] [--ignore-file GLOB]
                                [--config FILE] [--jobs N] [--quiet]
               docgen check --list-rules [--format text|json]

        Checks a built site, from docgen or any other generator: files that declare themselves XML
        (.xhtml, .svg, .xml, XHTML pages) are well-formed, every internal link, image and fragment
        resolves, and each page passes accessibility checks (alt text, names of SVG pictures, link
        text, lang, duplicate ids). External links are listed, not fetched, unless --external is given.

        OPTIONS:
          --base-path PATH    the URL path the site is served below, e.g. /docs/ (default: the path of
                              the docgen.yml's baseURL, else /)
          --format FORMAT     text (default), json, github (workflow annotations), junit or sarif
                              (SARIF 2.1.0, for GitHub code scanning)
          --external          also check http(s) links: 8 at a time, 2 per host, 10 s timeout,
                              3 attempts with backoff; answers are cached for a day
          --cache FILE        the external-link cache (default: .docgen-cache/external-links.json)
          --disable RULE,…    turn rules off
          --warn RULE,…       report rules' findings as warnings
          --error RULE,…      report rules' findings as errors
          --ignore-url REGEX  skip link targets that the regular expression matches (repeatable)
          --ignore-file GLOB  skip pages whose path in the site matches; * matches across folders (repeatable)
          --config FILE       apply the check: section and baseURL of this docgen.yml (default: docgen.yml, if present)
          --jobs N            worker threads (default: all cores)
          -q, --quiet         print errors and how many warnings of each rule, not each warning
          --list-rules        print every rule (id, default level, what it checks) and exit;
                              with --format json, a JSON array
          -h, --help          show this help

        RULES:
        \(CheckRuleRegistry.rules.map { "  \($0.id.padding(toLength: 16, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n"))
          and the rules of docgen build's own warnings, which check: in docgen.yml sets too (--list-rules)

        Exit status: 0 when there are no errors, 1 when there are, 2 for a usage error.
        """

    var directory: String
    var basePath = "/"
    var format = FindingsFormatter.Format.text
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    var external = false
    var quiet = false
    var cachePath = ".docgen-cache/external-links.json"
    var policy = CheckPolicy()
    /// `--list-rules`: print the rules instead of checking a folder.
    var listsRules = false

    static func parse(_ arguments: [String]) throws(UsageError) -> CheckCommand? {
        var scanner = ArgumentScanner(arguments)
        var command = CheckCommand(directory: "")
        var directory: String?
        var config: String?
        var basePath: String?
        // Policy options in the order given; a config file's settings come first.
        var settings: [(option: String, value: String)] = []
        while let argument = scanner.next() {
            let (name, inline) = ArgumentScanner.split(argument)
            switch name {
            case "-h", "--help": return nil
            case "--base-path": basePath = try scanner.value(for: name, inline: inline)
            case "--format":
                let value = try scanner.value(for: name, inline: inline)
                guard let format = FindingsFormatter.Format(rawValue: value) else {
                    throw UsageError("'--format' must be text, json, github, junit or sarif, not '\(value)'")
                }
                command.format = format
            case "--jobs": command.jobs = try scanner.jobs(for: name, inline: inline)
            case "--external": command.external = true
            case "--quiet", "-q": command.quiet = true
            case "--list-rules": command.listsRules = true
            case "--cache": command.cachePath = try scanner.value(for: name, inline: inline)
            case "--config": config = try scanner.value(for: name, inline: inline)
            case "--disable", "--warn", "--error", "--ignore-url", "--ignore-file":
                settings.append((name, try scanner.value(for: name, inline: inline)))
            case let option where option.hasPrefix("-"): throw UsageError("unknown option '\(option)'")
            default:
                guard directory == nil else { throw UsageError("unexpected argument '\(argument)'") }
                directory = argument
            }
        }
        if command.listsRules {
            guard command.format == .text || command.format == .json else {
                throw UsageError("'--list-rules' prints text or json, not '\(command.format.rawValue)'")
            }
            return command
        }
        guard let directory else { throw UsageError("'check' needs a folder: docgen check site") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("'\(directory)' is not a folder")
        }
        command.directory = directory
        if let config = config ?? (FileManager.default.fileExists(atPath: "docgen.yml") ? "docgen.yml" : nil) {
            let read = try Self.settings(fromConfig: config)
            command.policy = read.policy
            // The site is served where the build made it to be: its root-relative links start there.
            if let baseURL = read.baseURL, let path = URLPath.path(of: baseURL) { command.basePath = path }
        }
        if let basePath { command.basePath = basePath }
        for (option, value) in settings {
            try command.apply(option, value)
        }
        return command
    }

    /// Adds one policy option to the command's policy; a bad value is a usage error.
    private mutating func apply(_ option: String, _ value: String) throws(UsageError) {
        do throws(CheckPolicy.Problem) {
            switch option {
            case "--disable":
                for name in value.split(separator: ",") { try policy.disable(name.trimmingCharacters(in: .whitespaces)) }
            case "--warn":
                for name in value.split(separator: ",") { try policy.warn(name.trimmingCharacters(in: .whitespaces)) }
            case "--error":
                for name in value.split(separator: ",") { try policy.raise(name.trimmingCharacters(in: .whitespaces)) }
            case "--ignore-url": try policy.ignoreURLs(matching: value)
            default: try policy.ignoreFiles(matching: value)
            }
        } catch {
            throw UsageError("'\(option)': \(error.message)")
        }
    }

    /// The policy of a docgen.yml's `check:` section, and its `baseURL`; any problem in the file
    /// is a usage error.
    private static func settings(fromConfig path: String) throws(UsageError) -> (policy: CheckPolicy, baseURL: String?) {
        guard FileManager.default.fileExists(atPath: path) else { throw UsageError("config file '\(path)' not found") }
        let (config, problems) = ConfigReader.read(at: path)
        let (policy, policyProblems) = config.check.policy()
        if let first = (problems + policyProblems).first(where: { $0.severity == .error }) {
            throw UsageError(first.description)
        }
        return (policy, config.baseURL)
    }

    func run(console: ConsoleWriter) -> Int32 {
        if listsRules {
            console.output(format == .json ? RuleListing.json : RuleListing.text)
            return 0
        }
        let site = SiteFiles.onDisk(directory)
        for path in site.skipped {
            let skipped = Diagnostic.warning("not a regular file (a FIFO, a socket or a device); not checked",
                                             at: SourceLocation(file: "\(site.displayRoot)/\(path)"), rule: .specialFile)
            if let shown = policy.apply(skipped, sitePath: { _ in path }) { console.standardError(shown.description + "\n") }
        }
        var report = SiteChecker.check(site, basePath: basePath, policy: policy, jobs: jobs)
        if external && !policy.disabled.contains(ExternalLinkRule.id) {
            var options = ExternalLinkOptions()
            options.cachePath = cachePath
            try? FileManager.default.createDirectory(atPath: (cachePath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            report = Self.waitFor { [report, options, policy] in
                var checked = report
                await SiteChecker.checkExternalLinks(&checked, options: options, policy: policy)
                return checked
            }
        }
        let pages = site.pages.filter { !policy.ignores(file: $0) }.map { "\(site.displayRoot)/\($0)" }
        console.output(FindingsFormatter.format(report, as: format, pages: pages, quiet: quiet))
        if format == .text && !quiet && !external && !report.externalLinks.isEmpty {
            console.output("\(report.externalLinks.count) external link\(report.externalLinks.count == 1 ? "" : "s") not checked\n")
        }
        return report.findings.containsErrors ? 1 : 0
    }

    /// Runs async work from the synchronous command line and waits for it. The main thread is not
    /// one of Swift concurrency's threads, so waiting here cannot starve the work.
    private static func waitFor<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        let result = Mutex<T?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            let value = await work()
            result.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        return result.withLock { $0! }
    }
}
