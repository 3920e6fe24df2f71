import DocgenCore
import DocgenEngine

/// The `docgen` command line: picks the subcommand and turns results into exit statuses
/// (0 success, 1 content errors, 2 usage errors).
public enum DocgenCommand {
    static let help = """
        docgen \(DocgenVersion.current): a static documentation-site generator for UI-layout guides.

        USAGE: docgen <command> [options]

        COMMANDS:
          build         build content/ into site/ (run in a folder with content/)
          serve         build in memory and serve with live reload
          check DIR     check links, fragments and markup of any built site
          init DIR      create a new site in DIR
          layout SPEC   print the UIKit geometry of a list spec file
          diagram SPEC  draw a list spec as an SVG diagram

        OPTIONS:
          -h, --help    show help (also: docgen build --help)
          --version     show the version and the commit it was built from
        """

    /// Runs docgen with `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String]) -> Int32 {
        let console = ConsoleWriter(quiet: false)
        do throws(UsageError) {
            guard let first = arguments.first else {
                console.result(help)
                return 0
            }
            let rest = Array(arguments.dropFirst())
            switch first {
            case "-h", "--help", "help":
                console.result(help)
                return 0
            case "--version":
                console.result(DocgenVersion.description)
                return 0
            case "build":
                guard let command = try BuildCommand.parse(rest) else {
                    console.result(BuildCommand.help)
                    return 0
                }
                return command.run()
            case "init":
                guard let command = try InitCommand.parse(rest) else {
                    console.result(InitCommand.help)
                    return 0
                }
                return command.run(console: console)
            case "check":
                guard let command = try CheckCommand.parse(rest) else {
                    console.result(CheckCommand.help)
                    return 0
                }
                return command.run(console: console)
            case "layout":
                guard let command = try LayoutCommand.parse(rest) else {
                    console.result(LayoutCommand.help)
                    return 0
                }
                return command.run(console: console)
            case "serve":
                guard let command = try ServeCommand.parse(rest) else {
                    console.result(ServeCommand.help)
                    return 0
                }
                return command.run()
            case "diagram":
                guard let command = try DiagramCommand.parse(rest) else {
                    console.result(DiagramCommand.help)
                    return 0
                }
                return command.run(console: console)
            default:
                throw UsageError("unknown command '\(first)'")
            }
        } catch {
            console.standardError("error: \(error.message)\nRun 'docgen --help' for usage.\n")
            return 2
        }
    }
}
