import DocgenChecks
import DocgenExternalLinks
import Foundation
import Synchronization

/// `docgen check DIR`: link and markup checks on any built site.
struct CheckCommand {
    static let help = """
        USAGE: docgen check DIR [--base-path PATH] [--format text|json|github|junit] [--external] [--cache FILE] [--jobs N]

        Checks a built site, from docgen or any other generator: every page parses (XHTML and SVG
        as XML; HTML that is not XML is read as HTML, with a warning), every internal link,
        image and fragment resolves, and each page passes accessibility checks (alt text, SVG
        titles, link text, lang, duplicate ids). External links are listed, not fetched, unless
        --external is given.

        OPTIONS:
          --base-path PATH   the URL path the site is served below, e.g. /docs/ (default: /)
          --format FORMAT    text (default), json, github (workflow annotations) or junit
          --external         also check http(s) links: 8 at a time, 2 per host, 10 s timeout,
                             3 attempts with backoff; answers are cached for a day
          --cache FILE       the external-link cache (default: .docgen-cache/external-links.json)
          --jobs N           worker threads (default: all cores)
          -h, --help         show this help

        Exit status: 0 when there are no errors, 1 when there are.
        """

    var directory: String
    var basePath = "/"
    var format = FindingsFormatter.Format.text
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    var external = false
    var cachePath = ".docgen-cache/external-links.json"

    static func parse(_ arguments: [String]) throws(UsageError) -> CheckCommand? {
        var scanner = ArgumentScanner(arguments)
        var command = CheckCommand(directory: "")
        var directory: String?
        while let argument = scanner.next() {
            let (name, inline) = ArgumentScanner.split(argument)
            switch name {
            case "-h", "--help": return nil
            case "--base-path": command.basePath = try scanner.value(for: name, inline: inline)
            case "--format":
                let value = try scanner.value(for: name, inline: inline)
                guard let format = FindingsFormatter.Format(rawValue: value) else {
                    throw UsageError("'--format' must be text, json, github or junit, not '\(value)'")
                }
                command.format = format
            case "--jobs":
                let text = try scanner.value(for: name, inline: inline)
                guard let jobs = Int(text), (1...256).contains(jobs) else {
                    throw UsageError("'--jobs' must be a whole number from 1 to 256, not '\(text)'")
                }
                command.jobs = jobs
            case "--external": command.external = true
            case "--cache": command.cachePath = try scanner.value(for: name, inline: inline)
            case let option where option.hasPrefix("-"): throw UsageError("unknown option '\(option)'")
            default:
                guard directory == nil else { throw UsageError("unexpected argument '\(argument)'") }
                directory = argument
            }
        }
        guard let directory else { throw UsageError("'check' needs a folder: docgen check site") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("'\(directory)' is not a folder")
        }
        command.directory = directory
        return command
    }

    func run(console: ConsoleWriter) -> Int32 {
        let site = SiteFiles.onDisk(directory)
        var report = SiteChecker.check(site, basePath: basePath, jobs: jobs)
        if external {
            var options = ExternalLinkOptions()
            options.cachePath = cachePath
            try? FileManager.default.createDirectory(atPath: (cachePath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            report = Self.waitFor { [report, options] in
                var checked = report
                await SiteChecker.checkExternalLinks(&checked, options: options)
                return checked
            }
        }
        let pages = site.pages.map { "\(site.displayRoot)/\($0)" }
        console.output(FindingsFormatter.format(report, as: format, pages: pages))
        if format == .text && !external && !report.externalLinks.isEmpty {
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
