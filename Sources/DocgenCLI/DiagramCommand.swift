import DocgenDiagrams
import DocgenLoad
import Foundation

/// `docgen diagram SPEC.yml --view V`: writes one diagram of a list spec as a standalone SVG.
struct DiagramCommand {
    static let help = """
        USAGE: docgen diagram SPEC.yml [--view list|layers|corners|accessory] [-o FILE] [--theme auto|light|dark]
                              [--language CODE] [--embed-font] [--compare VALUES]
               docgen diagram --batch DIR -o OUTDIR [--view VIEW|all] [--theme …] [--language …] [--embed-font] [--jobs N]

        Draws one view of a list spec (the YAML of a ```listspec block) as an SVG, for use in any
        site or README. Colours follow the reader's light or dark setting unless --theme fixes one.
        Text is measured with Liberation Sans; --embed-font puts the theme's subset of it (Docgen
        Sans, about 15 KB of base64 a face) into the SVG, so it renders with those metrics anywhere.
        The diagram's own words (labels, title, description) are English unless --language says
        otherwise, as a spec in a site takes its chapter's language; the spec's text is drawn as written.
        --compare (or the spec's 'compare:') draws the list once per value, side by side at the same
        scale, with every length that differs marked and each difference listed in the description.

        With --batch, draws every spec file (*.yml, *.yaml) under DIR in one process: DIR/a/b.yml
        becomes OUTDIR/a/b.VIEW.svg for each of the spec's own views (or the --view given, or all
        four), or OUTDIR/a/b.compare.svg for a comparison (the spec's, or --compare's values for
        every spec), and OUTDIR/manifest.json lists the files written. Every error of every spec is
        reported; the good specs are still written, and the exit status is 1 if any spec failed.

        OPTIONS:
          --view VIEW       list (default), layers, corners or accessory; with --batch also all
          -o, --output FILE write the SVG to FILE instead of standard output (the folder, with --batch)
          --theme THEME     auto (default), light or dark
          --language CODE   en (default), or a language of the theme's i18n/CODE.yml files, matched as a
                            site's language is (en-GB is en, zh-CN is zh-Hans)
          --embed-font      embed the font faces the diagram uses, as WOFF2 data: URLs
          --batch DIR       draw every spec file under DIR
          --jobs N          worker threads for --batch (default: all cores)
          --compare VALUES  two or three systems, devices, text sizes or idioms, comma-separated:
                            ios18,ios26 or iPhone 15,iPad or large,AX3 or phone,pad (every spec, with --batch)
          -h, --help        show this help
        """

    var specPath: String
    var view = DiagramView.list
    /// With `--batch`: the folder of spec files, the views to draw, and the threads.
    var batchFolder: String?
    var batchViews = SpecDrawing.Views.fromSpec
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    var outputPath: String?
    var scheme = DiagramPalette.Scheme.auto
    var language = DiagramLanguage.english
    var embedsFont = false
    /// The values of `--compare`, as written; nil draws the spec's own comparison, if any.
    var comparedValues: [String]?

    static func parse(_ arguments: [String]) throws(UsageError) -> DiagramCommand? {
        var scanner = ArgumentScanner(arguments)
        var command = DiagramCommand(specPath: "")
        var path: String?
        while let argument = scanner.next() {
            let (name, inline) = ArgumentScanner.split(argument)
            switch name {
            case "-h", "--help": return nil
            case "--view":
                let value = try scanner.value(for: name, inline: inline)
                if value == "all" {
                    command.batchViews = .all
                    continue
                }
                guard let view = DiagramView(rawValue: value) else {
                    throw UsageError("'--view' must be one of \(DiagramView.allCases.map(\.rawValue).joined(separator: ", ")), not '\(value)'")
                }
                command.view = view
                command.batchViews = .only(view)
            case "-o", "--output": command.outputPath = try scanner.value(for: name, inline: inline)
            case "--theme":
                let value = try scanner.value(for: name, inline: inline)
                guard let scheme = DiagramPalette.Scheme(rawValue: value) else { throw UsageError("'--theme' must be auto, light or dark, not '\(value)'") }
                command.scheme = scheme
            case "--language":
                let value = try scanner.value(for: name, inline: inline)
                do {
                    command.language = try DiagramLanguage(code: value)
                } catch {
                    throw UsageError(error.description)
                }
            case "--embed-font":
                guard inline == nil else { throw UsageError("'--embed-font' takes no value") }
                command.embedsFont = true
            case "--batch": command.batchFolder = try scanner.value(for: name, inline: inline)
            case "--jobs": command.jobs = try scanner.jobs(for: name, inline: inline)
            case "--compare":
                command.comparedValues = try scanner.value(for: name, inline: inline).split(separator: ",").map(String.init)
            case let option where option.hasPrefix("-"): throw UsageError("unknown option '\(option)'")
            default:
                guard path == nil else { throw UsageError("unexpected argument '\(argument)'") }
                path = argument
            }
        }
        if command.batchFolder != nil {
            guard path == nil else { throw UsageError("'--batch' takes a folder instead of a spec file, not both") }
            guard command.outputPath != nil else { throw UsageError("'--batch' needs an output folder: docgen diagram --batch DIR -o OUTDIR") }
            return command
        }
        guard command.batchViews != .all else { throw UsageError("'--view all' draws several files: use it with --batch") }
        guard let path else { throw UsageError("'diagram' needs a spec file: docgen diagram SPEC.yml --view layers") }
        command.specPath = path
        return command
    }

    func run(console: ConsoleWriter) -> Int32 {
        let font = embedsFont ? Self.themeFont : nil
        if let batchFolder, let outputPath {
            let drawing = SpecDrawing(views: batchViews, comparedValues: comparedValues, scheme: scheme, font: font)
            return DiagramBatch(folder: batchFolder, outputFolder: outputPath, drawing: drawing, language: language, jobs: jobs)
                .run(console: console)
        }
        guard let spec = SpecFile.read(specPath, console: console) else { return 1 }
        let drawing = SpecDrawing(views: .only(view), comparedValues: comparedValues, scheme: scheme, font: font)
        let (drawings, problems) = drawing.drawings(of: spec.written(in: language))
        for problem in problems { console.standardError("error: \(problem)\n") }
        guard let svg = drawings.first?.rendered.svg else { return 1 }
        guard let outputPath else {
            console.output(svg)
            return 0
        }
        do {
            try OutputFile.write(Data(svg.utf8), to: outputPath)
        } catch {
            console.standardError("\(outputPath): error: cannot write the diagram: \(error.localizedDescription)\n")
            return 1
        }
        return 0
    }

    /// The web font of the default theme, the faces a page shows diagrams with.
    static var themeFont: DiagramWebFont {
        let paths = DefaultTheme.diagramFontPaths
        return DiagramWebFont(regular: DefaultTheme.files[paths.regular] ?? [], bold: DefaultTheme.files[paths.bold] ?? [])
    }
}
