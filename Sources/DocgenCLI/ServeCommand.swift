import DocgenCore
import DocgenEngine
import DocgenLoad
import DocgenServe
import Foundation

/// `docgen serve`: builds the site in memory, serves it, and rebuilds and reloads open pages
/// when a file of the content, the templates or the config changes.
struct ServeCommand {
    static let help = """
        USAGE: docgen serve [--content DIR] [--templates DIR] [--config FILE] [--host ADDRESS] [--port N] [--open] [--jobs N] [--quiet]

        Builds the site in memory and serves it with live reload: save a file and the pages that
        changed reload in the browser (a style sheet is swapped without a reload). When a rebuild
        fails, the last good site stays up and every open page shows the errors.

        OPTIONS:
          --content DIR     chapters, images and data (default: content)
          --templates DIR   theme files that override the built-in theme (default: templates, if present)
          --config FILE     site settings (default: docgen.yml, if present)
          --host ADDRESS    the address to listen on (default: 127.0.0.1; others are reachable from the network)
          --port N          the port (default: 8000; when it is taken, the next ten are tried; 0: any free port)
          --open            open the site in the system's browser
          --jobs N          worker threads (default: all cores)
          -q, --quiet       print errors only
          -h, --help        show this help
        """

    var options = BuildOptions(jobs: ProcessInfo.processInfo.activeProcessorCount, useCache: false)
    var host = "127.0.0.1"
    var port: UInt16 = 8000
    var open = false
    var quiet = false
    /// Which project was found and read, when none was named.
    var projectSummary: String?

    static func parse(_ arguments: [String]) throws(UsageError) -> ServeCommand? {
        var command = ServeCommand()
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
            case "--config": config = try scanner.value(for: name, inline: inline)
            case "--host": command.host = try scanner.value(for: name, inline: inline)
            case "--port":
                let text = try scanner.value(for: name, inline: inline)
                guard let port = UInt16(text) else { throw UsageError("'--port' must be a whole number from 0 to 65535, not '\(text)'") }
                command.port = port
            case "--jobs": command.options.jobs = try scanner.jobs(for: name, inline: inline)
            case "--open": command.open = true
            case "--quiet", "-q": command.quiet = true
            default:
                throw UsageError(argument.hasPrefix("-") ? "unknown option '\(argument)'" : "unexpected argument '\(argument)'")
            }
        }
        let fileManager = FileManager.default
        let project = try ProjectChoice.resolve(config: config, content: content, defaultContent: command.options.contentPath)
        command.options.contentPath = project.contentPath
        command.projectSummary = project.summary
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: command.options.contentPath, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("content folder '\(command.options.contentPath)' not found")
        }
        if let templates {
            guard fileManager.fileExists(atPath: templates) else { throw UsageError("templates folder '\(templates)' not found") }
            command.options.templatesPath = templates
        } else if fileManager.fileExists(atPath: "templates") {
            command.options.templatesPath = "templates"
        }
        // docgen.yml is watched even while missing, so creating it later takes effect.
        command.options.configPath = project.configPath ?? "docgen.yml"
        return command
    }

    /// Serves until SIGINT or SIGTERM; returns the exit status.
    func run() -> Int32 {
        let console = ConsoleWriter(quiet: quiet)
        if let projectSummary { console.result(projectSummary) }
        // Watching starts before the first build, so an edit made while it runs is not missed,
        // and so do the signals: a stop request is never lost, whenever it comes.
        var watchedFolders = [options.contentPath]
        if let templates = options.templatesPath { watchedFolders.append(templates) }
        // A change to a snippet file reloads the pages (the folder of the configuration as it is
        // at the start; a new `snippets:` takes a restart).
        // So do the files the extension commands name (their scripts), which are part of every
        // page's key.
        var watchedFiles = options.configPath.map { [$0] } ?? []
        if let configPath = options.configPath, FileManager.default.fileExists(atPath: configPath) {
            let config = ConfigReader.read(at: configPath).0
            if let snippets = config.snippets, FileManager.default.fileExists(atPath: snippets.path) { watchedFolders.append(snippets.path) }
            let commands = config.preprocessors + config.directives.map(\.command)
            watchedFiles += Set(commands.flatMap(\.namedFiles)).sorted()
        }
        let watcher: FileWatcher
        do {
            watcher = try FileWatcher(folders: watchedFolders, files: watchedFiles)
        } catch {
            console.standardError("error: \(error.path): \(error.reason)\n")
            return 1
        }
        StopSignals.install()

        let site = SiteBuild(options: options, into: .memory)
        let first = site.run()
        report(first, console: console, isFirst: true)
        let server = PreviewServer(site: ServedSite(site.files)) { console.standardError("warning: \($0)\n") }
        if !first.succeeded { server.liveReload.publish(.failed(first.listing.lines(errorsOnly: true))) }
        guard let port = start(server, console: console) else { return 1 }
        StopSignals.stop(writingTo: watcher.stopDescriptor)
        let address = host.contains(":") ? "[\(host)]" : host
        let url = "http://\(address):\(port)/"
        console.standardError("Serving \(url) (Ctrl-C to stop)\n")
        if !Self.isLoopback(host) {
            console.standardError("warning: \(host) is not a loopback address; anyone who can reach this machine can read the site\n")
        }
        if open { Self.openBrowser(url, console: console) }
        let search = SearchRefresher(server: server, console: console)
        if first.succeeded { search.refresh(site) }

        while let changes = watcher.nextChanges(quietPeriod: .milliseconds(10), maximumDelay: .milliseconds(100)) {
            let update = site.run(changed: changes)
            report(update, console: console, isFirst: false)
            guard update.succeeded else {
                server.liveReload.publish(.failed(update.listing.lines(errorsOnly: true)))
                continue
            }
            let changed = Dictionary(update.changed.compactMap { path in site.files[path].map { (path, $0) } }, uniquingKeysWith: { first, _ in first })
            server.update { $0.updating(changed, removing: Set(update.removed)) }
            server.liveReload.publish(Self.event(for: update))
            if update.changed.contains(where: { $0.hasSuffix(".html") }) || update.removed.contains(where: { $0.hasSuffix(".html") }) {
                search.refresh(site)
            }
        }
        // The watcher's pipe closes with it; a second Ctrl-C while stopping ends the process.
        StopSignals.stop(writingTo: -1)
        server.stop()
        console.standardError("Stopped.\n")
        return 0
    }

    /// What open pages hear after a good rebuild: style sheets swapped when only they changed,
    /// otherwise the changed pages (which reload); "nothing" still clears an error overlay.
    static func event(for update: BuildReport) -> LiveReloadEvent {
        let touched = update.changed + update.removed
        if !touched.isEmpty && touched.allSatisfy({ $0.hasSuffix(".css") }) { return .stylesChanged(touched) }
        // A page reloads when it changed, or when something it may show (an image, a font) did.
        let pages = touched.filter { $0.hasSuffix(".html") }
        return .pagesChanged(pages.count == touched.count ? pages : ["*"])
    }

    private func report(_ update: BuildReport, console: ConsoleWriter, isFirst: Bool) {
        console.diagnostics(update.listing)
        if update.succeeded {
            let what = isFirst ? "Built \(update.pageCount) pages" : "Rebuilt \(update.remadePageCount) of \(update.pageCount) pages"
            console.result("\(what) in \(update.milliseconds) ms" + (isFirst || update.changed.isEmpty ? "" : "; \(update.changed.count == 1 ? "1 file" : "\(update.changed.count) files") changed"))
        } else {
            let errors = update.listing.errorCount
            console.standardError("build failed: \(DiagnosticListing.count(errors)) error\(errors == 1 ? "" : "s"); still serving the last good site\n")
        }
    }

    /// Starts the server on the first free port of `port` and the ten after it, or, for port 0,
    /// on a free port the system chooses.
    private func start(_ server: PreviewServer, console: ConsoleWriter) -> UInt16? {
        var tried: [UInt16] = []
        let last = port == 0 ? port : min(65535, UInt32(port) + 10).clampedToPort
        for candidate in port...last {
            do {
                try server.start(host: host, port: candidate)
                if !tried.isEmpty { console.standardError("port \(tried.map(String.init).joined(separator: ", ")) taken; using \(candidate)\n") }
                return server.port
            } catch .badAddress(let address) {
                console.standardError("error: '\(address)' is not an IPv4 or IPv6 address\n")
                return nil
            } catch .libraryMissing {
                console.standardError("error: cannot load libmicrohttpd, which serve needs (Debian: apt install libmicrohttpd12)\n")
                return nil
            } catch {
                tried.append(candidate)
            }
        }
        console.standardError("error: ports \(port) to \(tried.last ?? port) are all taken; choose another with --port\n")
        return nil
    }

    static func isLoopback(_ host: String) -> Bool {
        host == "::1" || host.hasPrefix("127.")
    }

    private static func openBrowser(_ url: String, console: ConsoleWriter) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            console.standardError("warning: could not open a browser (\(error)); open \(url) yourself\n")
        }
    }
}

private extension UInt32 {
    var clampedToPort: UInt16 { UInt16(clamping: self) }
}
