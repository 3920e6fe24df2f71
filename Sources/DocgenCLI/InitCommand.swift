import Foundation

/// `docgen init DIR`: scaffolds a new site from ``StarterSite``: a config and a first chapter to edit.
struct InitCommand {
    static let help = """
        USAGE: docgen init DIR

        Creates DIR with docgen.yml, content/getting-started.md (a first chapter with a callout, a tab
        group, a list spec and a bench table) and the bench table's CSV file. Existing files are never
        overwritten. Then run `docgen build` inside DIR.
        """

    var directory: String

    static func parse(_ arguments: [String]) throws(UsageError) -> InitCommand? {
        var scanner = ArgumentScanner(arguments)
        var directory: String?
        while let argument = scanner.next() {
            switch argument {
            case "-h", "--help": return nil
            case let option where option.hasPrefix("-"): throw UsageError("unknown option '\(option)'")
            default:
                guard directory == nil else { throw UsageError("unexpected argument '\(argument)'") }
                directory = argument
            }
        }
        guard let directory else { throw UsageError("'init' needs a folder: docgen init DIR") }
        return InitCommand(directory: directory)
    }

    func run(console: ConsoleWriter) -> Int32 {
        let files = StarterSite.files
        let fileManager = FileManager.default
        for (path, _) in files where fileManager.fileExists(atPath: "\(directory)/\(path)") {
            console.standardError("\(directory)/\(path): error: file exists; init never overwrites files\n")
            return 1
        }
        do {
            for (path, text) in files {
                let url = URL(fileURLWithPath: directory).appendingPathComponent(path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        } catch {
            console.standardError("\(directory): error: \(error.localizedDescription)\n")
            return 1
        }
        console.result("Created " + files.map { "\(directory)/\($0.path)" }.joined(separator: ", ") + "\nNext: cd \(directory) && docgen build")
        return 0
    }
}
