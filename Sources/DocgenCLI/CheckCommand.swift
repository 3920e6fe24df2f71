import DocgenChecks
import Foundation

/// `docgen check DIR`: link and markup checks on any built site.
struct CheckCommand {
    static let help = """
        USAGE: docgen check DIR [--base-path PATH] [--format text|json|github|junit] [--jobs N]

        Checks a built site, from docgen or any other generator: every page parses (XHTML and SVG
        as XML; HTML that is not XML is read as HTML, with a warning), every internal link,
        image and fragment resolves, and each page passes accessibility checks (alt text, SVG
        titles, link text, lang, duplicate ids). External links are listed, not fetched.

        OPTIONS:
          --base-path PATH   the URL path the site is served below, e.g. /docs/ (default: /)
          --format FORMAT    text (default), json, github (workflow annotations) or junit
          --jobs N           worker threads (default: all cores)
          -h, --help         show this help

        Exit status: 0 when there are no errors, 1 when there are.
        """

    var directory: String
    var basePath = "/"
    var format = FindingsFormatter.Format.text
    var jobs = ProcessInfo.processInfo.activeProcessorCount

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
        let report = SiteChecker.check(site, basePath: basePath, jobs: jobs)
        let pages = site.pages.map { "\(site.displayRoot)/\($0)" }
        console.output(FindingsFormatter.format(report, as: format, pages: pages))
        if format == .text && !report.externalLinks.isEmpty {
            console.output("\(report.externalLinks.count) external link\(report.externalLinks.count == 1 ? "" : "s") not checked\n")
        }
        return report.findings.containsErrors ? 1 : 0
    }
}
