import DocgenCore
import DocgenDiagrams
import Foundation

/// `docgen layout SPEC.yml`: prints the geometry docgen computes for a list spec.
struct LayoutCommand {
    static let help = """
        USAGE: docgen layout SPEC.yml [--format text|json]

        Lays out a list spec (the YAML of a ```listspec block) with UIKit's table geometry and
        prints every frame in points, in the table view's coordinates, as a view debugger would.
        A spec with 'compare' or 'variants' prints every layout its figure draws: each panel, or
        each cell of the grid whose geometry differs (in JSON, a document with 'layouts').

        OPTIONS:
          --format text|json   outline for reading (default), or stable JSON for tools
          -h, --help           show this help
        """

    enum Format: String {
        case text, json
    }

    var specPath: String
    var format = Format.text

    static func parse(_ arguments: [String]) throws(UsageError) -> LayoutCommand? {
        var scanner = ArgumentScanner(arguments)
        var path: String?
        var format = Format.text
        while let argument = scanner.next() {
            let (name, inline) = ArgumentScanner.split(argument)
            switch name {
            case "-h", "--help": return nil
            case "--format":
                let value = try scanner.value(for: name, inline: inline)
                guard let chosen = Format(rawValue: value) else { throw UsageError("'--format' must be text or json, not '\(value)'") }
                format = chosen
            case let option where option.hasPrefix("-"): throw UsageError("unknown option '\(option)'")
            default:
                guard path == nil else { throw UsageError("unexpected argument '\(argument)'") }
                path = argument
            }
        }
        guard let path else { throw UsageError("'layout' needs a spec file: docgen layout SPEC.yml") }
        return LayoutCommand(specPath: path, format: format)
    }

    func run(console: ConsoleWriter) -> Int32 {
        guard let spec = SpecFile.read(specPath, console: console) else { return 1 }
        let engine = ListLayoutEngine()
        let layouts = spec.laidOutSpecs.map { engine.layout($0) }
        console.output(format == .json ? LayoutJSONWriter.json(layouts) : layouts.map(LayoutTextWriter.text).joined(separator: "\n"))
        return 0
    }
}
