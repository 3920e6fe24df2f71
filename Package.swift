// swift-tools-version:6.0
import Foundation
import PackageDescription

/// docgen: markdown chapters, list specs and benchmark CSVs in; a validated static site out.
///
/// The folders of Sources/ are layers, from the bottom up, and a target imports only targets of
/// the layers below it (and, in Base/, the model imports the core). `Scripts/check-dependencies`
/// checks that the dependencies declared here are exactly the modules each target imports, and
/// that the imports point down the layers.
/// - C/: the C libraries from Debian (module maps only), each imported by one Swift target; and
///   CCurl, CMicroHTTPD and CRsvg, which load Debian's libcurl, libmicrohttpd and librsvg when
///   they are first needed (a request sent, a server started, a social card drawn) instead of at
///   start-up.
/// - Base/: DocgenCore, what every layer shares, and DocgenModel, the site as the Load stage
///   reads it, made of core values only.
/// - Facades/: cmark-gfm, libxml2, libyaml and librsvg behind small Swift APIs.
/// - Libraries/: the code highlighter, and the diagrams and tables of the two directives.
/// - Stages/: Load → Pages (expand, render, template) → Check → Search → Publish. A stage imports
///   the model and the layers below it, never another stage.
/// - On top, DocgenEngine runs the stages, for `docgen build` and `docgen serve` alike;
///   DocgenServe is the server and file watcher of `docgen serve`; DocgenCLI is the command line
///   over both.
/// The C targets' debug information in DWARF 4: Debian's valgrind 3.19 gives up on a binary
/// with more than one DWARF 5 unit, and the benchmark log counts instructions with callgrind.
let cDebugInformation: [CSetting] = [.unsafeFlags(["-gdwarf-4"])]

let package = Package(
    name: "docgen",
    platforms: [.macOS(.v15)],
    products: [

    ],
    targets: [
        // C libraries from Debian.
        .systemLibrary(name: "CCmarkGFM", path: "Sources/C/CCmarkGFM", pkgConfig: "libcmark-gfm",
                       providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .systemLibrary(name: "CLibXML2", path: "Sources/C/CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CYAML", path: "Sources/C/CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .systemLibrary(name: "CXXHash", path: "Sources/C/CXXHash", pkgConfig: "libxxhash", providers: [.apt(["libxxhash-dev"])]),
        // zlib and Nettle's SHA-1: what the search index docgen writes needs (gzip, file names),
        // behind facades in DocgenSearch/Index.
        .systemLibrary(name: "CZlib", path: "Sources/C/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CNettle", path: "Sources/C/CNettle", pkgConfig: "nettle", providers: [.apt(["nettle-dev"])]),
        // ICU's word breaking, from the ICU the toolchain's Foundation carries (_FoundationICU,
        // with its dictionaries), whose C API it names swift_ubrk_*: declared in the shim.
        .systemLibrary(name: "CICU", path: "Sources/C/CICU"),
        // GNU libmicrohttpd (libmicrohttpd-dev for its header), opened with dlopen when `docgen
        // serve` starts its server: linked, it and GnuTLS cost every docgen process 3 ms.
        .target(name: "CMicroHTTPD", path: "Sources/C/CMicroHTTPD", cSettings: cDebugInformation),
        // libcurl (libcurl4-openssl-dev for its header), opened with dlopen by the first external
        // link checked: linked, it and the libraries it needs cost every docgen process 5 ms.
        .target(name: "CCurl", path: "Sources/C/CCurl", cSettings: cDebugInformation),
        // librsvg (with cairo and libdeflate under it), opened with dlopen by the first social card drawn:
        // it has no static archive in Debian, and it and the libraries it needs are about forty.
        .target(name: "CRsvg", path: "Sources/C/CRsvg", cSettings: cDebugInformation),
        // The commit of a release binary, which Scripts/build-docgen links in.
        .target(name: "CBuildStamp", path: "Sources/C/CBuildStamp", cSettings: cDebugInformation),

        // What every layer shares: diagnostics, the one escaper, numbers, "did you mean", parallel
        // map, file writing; paths and links (Links/), content hashes over xxHash (Hash/), words in
        // Chinese and Japanese text over ICU (Words/), CSV
        // tables (CSV/) and Mustache templates (Mustache/), which the model holds.
        .target(name: "DocgenCore", dependencies: ["CBuildStamp", "CXXHash", "CICU"], path: "Sources/Base/DocgenCore"),
        // The site model: what the Load stage reads and every later stage is a function of.
        .target(name: "DocgenModel", dependencies: ["DocgenCore"], path: "Sources/Base/DocgenModel"),

        // The facades, one per C library (xxHash's is DocgenCore/Hash, libmicrohttpd's DocgenServe/HTTP, and
        // zlib's and Nettle's DocgenSearch/Index, the one stage that uses them).
        .target(name: "DocgenMarkdown", dependencies: ["CCmarkGFM", "DocgenCore"], path: "Sources/Facades/DocgenMarkdown",
                resources: [.embedInCode("Emoji/emoji-shortcodes.txt")]),
        .target(name: "DocgenXML", dependencies: ["CLibXML2", "DocgenCore"], path: "Sources/Facades/DocgenXML"),
        .target(name: "DocgenYAML", dependencies: ["CYAML", "DocgenCore"], path: "Sources/Facades/DocgenYAML"),
        .target(name: "DocgenRaster", dependencies: ["CRsvg"], path: "Sources/Facades/DocgenRaster"),

        // Libraries written here because no available one does the job (see docs/ARCHITECTURE.md): the
        // highlighter the Pages stage hands the markdown renderer (a CodeHighlighter), and the two
        // directives' reading, layout and drawing: FontMetrics/, SVG/, ListSpecs/, BenchTables/.
        .target(name: "DocgenHighlighting", dependencies: ["DocgenCore"], path: "Sources/Libraries/DocgenHighlighting",
                resources: [.embedInCode("Pygments/pygments-highlighter.py"), .embedInCode("Pygments/pygments-languages.txt")]),
        // The reader of a language's file (the theme's i18n/CODE.yml), which the LanguageFileEmbedder
        // tool runs at build time and the Load stage on a site's own theme files.
        .target(name: "DocgenLanguages", dependencies: ["DocgenYAML", "DocgenCore"], path: "Sources/Libraries/DocgenLanguages"),
        // DocgenDiagrams also holds the languages: the default theme's i18n/CODE.yml files, read at
        // build time by the EmbedLanguageFiles plugin (with its LanguageFileEmbedder tool) into Swift
        // values, so that a language is data and nothing is parsed when docgen runs.
        .target(name: "DocgenDiagrams", dependencies: ["DocgenYAML", "DocgenCore"], path: "Sources/Libraries/DocgenDiagrams",
                plugins: ["EmbedLanguageFiles"]),
        .executableTarget(name: "LanguageFileEmbedder", dependencies: ["DocgenLanguages", "DocgenCore"],
                          path: "Sources/Tools/LanguageFileEmbedder"),
        .plugin(name: "EmbedLanguageFiles", capability: .buildTool(), dependencies: ["LanguageFileEmbedder"]),

        // The build's stages in order. Load also holds the default theme, embedded from templates/.
        .target(name: "DocgenLoad", dependencies: ["DocgenModel", "DocgenYAML", "DocgenMarkdown", "DocgenDiagrams", "DocgenLanguages", "DocgenCore"], path: "Sources/Stages/DocgenLoad",
                exclude: ["Theme/theme/i18n"], resources: [.embedInCode("Theme/theme")]),
        .target(name: "DocgenPages", dependencies: [
            "DocgenModel", "DocgenMarkdown", "DocgenHighlighting", "DocgenXML", "DocgenDiagrams", "DocgenRaster", "DocgenCore",
        ], path: "Sources/Stages/DocgenPages", resources: [.embedInCode("Expand/Math/math-converter.py")]),
        .target(name: "DocgenCheck", dependencies: ["CCurl", "DocgenModel", "DocgenXML", "DocgenCore"], path: "Sources/Stages/DocgenCheck"),
        .target(name: "DocgenSearch", dependencies: ["CZlib", "CNettle", "DocgenXML", "DocgenCore"],
                path: "Sources/Stages/DocgenSearch"),
        .target(name: "DocgenPDF", dependencies: ["DocgenCore"], path: "Sources/Stages/DocgenPDF",
                resources: [.embedInCode("pdf-writer.py")]),
        .target(name: "DocgenPublish", dependencies: ["DocgenCore"], path: "Sources/Stages/DocgenPublish"),

        // The engine runs the stages, for `docgen build` and `docgen serve` alike.
        .target(name: "DocgenEngine", dependencies: [
            "DocgenLoad", "DocgenPages", "DocgenCheck", "DocgenSearch", "DocgenPDF", "DocgenPublish", "DocgenHighlighting", "DocgenMarkdown",
            "DocgenModel", "DocgenCore",
        ]),
        // `docgen serve`'s server (over libmicrohttpd, HTTP/) and file watcher (Watch/).
        .target(name: "DocgenServe", dependencies: ["CMicroHTTPD", "DocgenCore"]),

        // The command line.
        .target(name: "DocgenCLI", dependencies: [
            "DocgenEngine", "DocgenServe", "DocgenLoad", "DocgenCheck", "DocgenSearch", "DocgenDiagrams", "DocgenModel", "DocgenCore",
        ]),
        // The release docgen that Scripts/build-docgen links allocates through mimalloc rather
        // than glibc's malloc: a build makes and frees millions of small strings and arrays on
        // every core, and glibc's arenas took a fifth of a clean build. Other builds, and so the
        // tests under AddressSanitizer, keep the system allocator.
        .executableTarget(name: "docgen", dependencies: ["DocgenCLI"]),
        .executableTarget(name: "docgen-bench", dependencies: ["DocgenDiagrams", "DocgenEngine", "DocgenHighlighting", "DocgenTestSupport"]),
        .target(name: "DocgenTestSupport", dependencies: ["DocgenDiagrams", "DocgenModel"]),

        // One test target per library target, with folders as in the target.
        .testTarget(name: "DocgenCoreTests", dependencies: ["DocgenCore", "DocgenTestSupport"]),
        .testTarget(name: "DocgenModelTests", dependencies: ["DocgenModel"]),
        .testTarget(name: "DocgenMarkdownTests", dependencies: ["DocgenMarkdown", "DocgenHighlighting", "DocgenCore"]),
        .testTarget(name: "DocgenXMLTests", dependencies: ["DocgenXML", "DocgenCore"]),
        .testTarget(name: "DocgenYAMLTests", dependencies: ["DocgenYAML", "DocgenCore"]),
        .testTarget(name: "DocgenRasterTests", dependencies: ["DocgenRaster"]),
        .testTarget(name: "DocgenHighlightingTests", dependencies: ["DocgenHighlighting", "DocgenCore", "DocgenTestSupport"]),
        .testTarget(name: "DocgenLanguagesTests", dependencies: ["DocgenLanguages", "DocgenCore"]),
        .testTarget(name: "DocgenDiagramsTests", dependencies: ["DocgenDiagrams", "DocgenCore", "DocgenTestSupport", "DocgenXML"],
                    exclude: ["ListSpecs/Snapshots", "ListSpecs/Compare/Snapshots", "ListSpecs/Variants/Snapshots", "BenchTables/Snapshots"]),
        .testTarget(name: "DocgenLoadTests", dependencies: ["DocgenLoad", "DocgenModel", "DocgenCore", "DocgenDiagrams",
                                                           "DocgenTestSupport"]),
        .testTarget(name: "DocgenPagesTests", dependencies: ["DocgenPages", "DocgenModel", "DocgenMarkdown", "DocgenCore",
                                                            "DocgenTestSupport"]),
        .testTarget(name: "DocgenCheckTests", dependencies: ["DocgenCheck", "DocgenCore", "DocgenXML"], exclude: ["Fixtures", "Expected"]),
        .testTarget(name: "DocgenSearchTests", dependencies: ["DocgenSearch"]),
        .testTarget(name: "DocgenPublishTests", dependencies: ["DocgenPublish", "DocgenTestSupport"]),
        .testTarget(name: "DocgenEngineTests", dependencies: [
            "DocgenEngine", "DocgenModel", "DocgenLoad", "DocgenPages", "DocgenCheck", "DocgenCore", "DocgenTestSupport",
        ]),
        .testTarget(name: "DocgenServeTests", dependencies: ["DocgenServe", "DocgenTestSupport"]),
        .testTarget(name: "DocgenCLITests", dependencies: ["DocgenCLI"]),
        // `docgen` itself, as a user runs it: whole sites, fixtures and golden files. The dependency
        // on the executable makes `swift test` build it.
        .testTarget(name: "DocgenEndToEndTests", dependencies: [
            "DocgenEngine", "DocgenTestSupport", "DocgenDiagrams", "DocgenXML", "DocgenCore", "DocgenCheck", "DocgenSearch",
            "DocgenLoad", "DocgenMarkdown", "DocgenModel", "DocgenPublish", "docgen",
        ], exclude: ["Fixtures", "Snapshots"]),
        // Every example of the GFM spec through docgen's pipeline, compared with the cmark-gfm command.
        .testTarget(name: "DocgenConformanceTests", dependencies: [
            "DocgenEngine", "DocgenLoad", "DocgenModel", "DocgenCheck", "DocgenCore", "DocgenTestSupport",
        ], exclude: ["normalize-html.py"]),
        // Type-checks every Swift block of content/ against the UIKit stubs in Tests/SwiftSamples.
        .testTarget(name: "DocgenGuideTests", dependencies: ["DocgenMarkdown"]),

        // The properties the fuzz targets check, shared with the regression tests that replay
        // Tests/FuzzRegressions/ (see Scripts/fuzz).
        .target(name: "DocgenFuzzChecks", dependencies: [
            "DocgenCheck", "DocgenCore", "DocgenDiagrams", "DocgenMarkdown", "DocgenHighlighting", "DocgenEngine", "DocgenModel",
            "DocgenLoad", "DocgenXML", "DocgenYAML",
        ], path: "Fuzz/DocgenFuzzChecks"),
        .testTarget(name: "DocgenFuzzRegressionTests", dependencies: ["DocgenFuzzChecks"]),
    ]
)

/// libFuzzer targets, only with DOCGEN_FUZZ=1: without -sanitize=fuzzer nothing defines their
/// main, so they would break a plain `swift build`. Scripts/fuzz builds and runs them.
if ProcessInfo.processInfo.environment["DOCGEN_FUZZ"] == "1" {
    for name in ["FuzzFrontMatter", "FuzzChapter", "FuzzListSpec", "FuzzCSV", "FuzzMustache", "FuzzCheck", "FuzzBuild"] {
        package.targets.append(.executableTarget(name: name, dependencies: ["DocgenFuzzChecks"], path: "Fuzz/\(name)",
                                                 swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
    }
}
