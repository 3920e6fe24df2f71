import Foundation

/// `docgen init DIR`: scaffolds a new site with a config and a first chapter to edit.
struct InitCommand {
    static let help = """
        USAGE: docgen init DIR

        Creates DIR with docgen.yml and content/getting-started.md. Existing files are never overwritten.
        Then run `docgen build` inside DIR.
        """

    static let config = """
        # Site settings. Every key is optional.
        title: My Guide
        language: en
        description: A guide built with docgen.
        # baseURL: https://example.com/guide/   # needed for sitemap.xml

        """

    static let chapter = """
        ---
        title: Getting started
        order: 1
        description: The first chapter of the guide.
        ---

        Write your chapter here in GitHub-flavoured markdown.

        ## A section

        Headings get anchors, code is highlighted at build time:

        ```swift
        let greeting = "Hello, \\(name)!"
        ```

        Add more chapters as `.md` files next to this one, and link them as `[another](another.md)`.

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
        let files = [("docgen.yml", Self.config), ("content/getting-started.md", Self.chapter)]
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
        console.result("Created \(directory)/docgen.yml and \(directory)/content/getting-started.md\nNext: cd \(directory) && docgen build")
        return 0
    }
}
