import DocgenCore
import DocgenEngine
import Foundation

/// `docgen build`: turns content/ into a validated site.
struct BuildCommand {
    static let help = """
        USAGE: docgen build [--content DIR] [--templates DIR] [--output DIR] [--config FILE] [--jobs N] [--no-cache] [--force] [--strict] [--pdf] [--quiet]

        Builds the markdown chapters of DIR (default: content) into a static site (default: site).
        The site is replaced only when the build has no errors, and only if it is missing, empty or
        a site docgen made (it holds .docgen-site).

        OPTIONS:
          --content DIR     chapters, images and data, or a DocC catalog (default: content)
          --templates DIR   theme files that override the built-in theme (default: templates, if present)
          --output DIR      where the site is written (default: site)
          --config FILE     site settings: docgen.yml, mkdocs.yml, book.toml or hugo.toml (default: docgen.yml, if
                            present; else the MkDocs, mdBook, DocC or Hugo project of the working folder)
          --jobs N          worker threads (default: all cores)
          --no-cache        render every page; do not read or write .docgen-cache/ beside the output
          --force           replace the output even if docgen did not make it (a folder of other files, a file, a link)
          --strict          every warning is an error, a broken link of an MkDocs, mdBook or DocC project too
          --pdf             also make each language's PDF, with WeasyPrint (as 'pdf: true' in docgen.yml does)
          --quiet           print errors and how many warnings of each rule, not each warning
          -h, --help        show this help
        """

    var options: BuildOptions = {
        var options = BuildOptions(jobs: ProcessInfo.processInfo.activeProcessorCount, useCache: true)
        // A release build leaves what it made for the exit to discard, unless LeakSanitizer
        // checks the exit: in optimized code it cannot follow the tag bits of Swift's enum
        // payloads, so what is held would look leaked. A debug build (the tests) frees it too.
        #if !DEBUG
        options.freesMemory = Self.leakSanitizerChecksTheExit
        #endif
        return options
    }()
    var quiet = false

    /// True in a docgen built with AddressSanitizer (`--sanitize=address`, as CI's tests lane
    /// builds it), whose LeakSanitizer looks for leaks when the process exits.
    static let leakSanitizerChecksTheExit = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__lsan_do_leak_check") != nil

    /// Which project was found and read, when none was named.
    var projectSummary: String?

    /// Reads the options after `build`; nil means help was asked for.
    static func parse(_ arguments: [String]) throws(UsageError) -> BuildCommand? {
        var command = BuildCommand()
        var scanner = ArgumentScanner(arguments)
        var templates: String?
        var config: String?
        var content: String?
        while let argument = scanner.next() {
            let (name, inline) = ArgumentScanner.split(argument)
            switch name {
            case "-h", "--help": return nil
            case "--content": content = try scanner.value(for: name, inline: inline)
            case "--templates": templates = try scanner.value(for: name, inline: inline)
            case "--output": command.options.outputPath = try scanner.value(for: name, inline: inline)
            case "--config": config = try scanner.value(for: name, inline: inline)
            case "--jobs": command.options.jobs = try scanner.jobs(for: name, inline: inline)
            case "--quiet", "-q": command.quiet = true
            case "--no-cache": command.options.useCache = false
            case "--force": command.options.force = true
            case "--strict": command.options.strict = true
            case "--pdf": command.options.pdf = true
            default:
                throw UsageError(argument.hasPrefix("-") ? "unknown option '\(argument)'" : "unexpected argument '\(argument)'")
            }
        }
        let fileManager = FileManager.default
        if let templates {
            guard fileManager.fileExists(atPath: templates) else { throw UsageError("templates folder '\(templates)' not found") }
            command.options.templatesPath = templates
        } else if fileManager.fileExists(atPath: "templates") {
            command.options.templatesPath = "templates"
        }
        let project = try ProjectChoice.resolve(config: config, content: content, defaultContent: command.options.contentPath)
        command.options.configPath = project.configPath
        command.options.contentPath = project.contentPath
        command.projectSummary = project.summary
        return command
    }

    /// Runs the build; returns the exit status (0 clean, 1 content errors).
    func run() -> Int32 {
        let console = ConsoleWriter(quiet: quiet)
        if let projectSummary { console.result(projectSummary) }
        let report: BuildReport
        if let (config, problems) = VersionedBuild.config(of: options) {
            report = VersionedBuild.build(options, config: config, configProblems: problems) { version, progress in
                console.progress("\(version) [\(progress.step)/\(progress.stepCount)] \(progress.name)")
            }
        } else {
            report = SiteBuild.build(options) { progress in
                console.progress("[\(progress.step)/\(progress.stepCount)] \(progress.name)")
            }
        }
        console.clearProgress()
        console.diagnostics(report.listing)
        if report.succeeded {
            console.result(report.summary)
            return 0
        }
        let errors = report.listing.errorCount
        let warnings = report.listing.warningCount
        var counts = errors == 1 ? "1 error" : "\(DiagnosticListing.count(errors)) errors"
        if warnings > 0 { counts += warnings == 1 ? ", 1 warning" : ", \(DiagnosticListing.count(warnings)) warnings" }
        console.standardError("build failed: \(counts); \(options.outputPath) was not changed\n")
        return 1
    }
}
