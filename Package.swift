// swift-tools-version:6.0
import Foundation
import PackageDescription

/// docgen: markdown chapters, list specs and benchmark CSVs in; a validated static site out.
///
/// Targets follow the build pipeline: C libraries behind one facade each, the libraries and
/// directives the stages use, the site model, one target per stage, the engine that runs them,
/// and a thin command-line front end.
let package = Package(
    name: "docgen",
    platforms: [.macOS(.v15)],
    products: [

    ],
    targets: [
        // C libraries from Debian, each imported by exactly one facade target.
        .systemLibrary(name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
                       providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .systemLibrary(name: "CXXHash", pkgConfig: "libxxhash", providers: [.apt(["libxxhash-dev"])]),
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),

        // What every stage shares: diagnostics, the one escaper, "did you mean", parallel map,
        // file writing.
        .target(name: "DocgenCore"),

        // The facades, one per C library.
        .target(name: "DocgenMarkdown", dependencies: ["CCmarkGFM", "DocgenHighlighting", "DocgenCore"]),
        .target(name: "DocgenXML", dependencies: ["CLibXML2", "DocgenCore"]),
        .target(name: "DocgenYAML", dependencies: ["CYAML", "DocgenCore"]),
        .target(name: "DocgenHash", dependencies: ["CXXHash"]),
        .target(name: "DocgenHTTP", dependencies: ["CMicroHTTPD"]),

        // Libraries written here because no available one does the job (see docs/ARCHITECTURE.md).
        .target(name: "DocgenMustache", dependencies: ["DocgenCore"]),
        .target(name: "DocgenHighlighting", dependencies: ["DocgenCore"]),
        .target(name: "DocgenCSV"),
        .target(name: "DocgenFontMetrics"),
        .target(name: "DocgenSVG", dependencies: ["DocgenFontMetrics", "DocgenCore"]),
        .target(name: "DocgenLinks", dependencies: ["DocgenCore"]),

        // The two directives, each with its reading, model and rendering.
        .target(name: "DocgenListSpecs", dependencies: ["DocgenSVG", "DocgenFontMetrics", "DocgenYAML", "DocgenCore"]),
        .target(name: "DocgenBenchTables", dependencies: ["DocgenSVG", "DocgenFontMetrics", "DocgenCSV", "DocgenYAML", "DocgenCore"]),

        // The site model, and the build's stages in order: Load → Expand → Render → Template →
        // Check → Search → Publish. The engine runs them, for `docgen build` and `docgen serve` alike.
        .target(name: "DocgenTheme", resources: [.embedInCode("theme")]),
        .target(name: "DocgenModel", dependencies: ["DocgenCore", "DocgenMustache", "DocgenCSV", "DocgenHash"]),
        .target(name: "DocgenLoad", dependencies: ["DocgenModel", "DocgenCore", "DocgenYAML", "DocgenCSV", "DocgenHash",
                                                   "DocgenLinks", "DocgenMustache", "DocgenTheme"]),
        .target(name: "DocgenExpand", dependencies: ["DocgenModel", "DocgenCore", "DocgenListSpecs", "DocgenBenchTables",
                                                     "DocgenSVG", "DocgenLinks", "DocgenCSV"]),
        .target(name: "DocgenRender", dependencies: ["DocgenModel", "DocgenCore", "DocgenMarkdown", "DocgenExpand", "DocgenLinks",
                                                     "DocgenXML"]),
        .target(name: "DocgenTemplate", dependencies: ["DocgenModel", "DocgenCore", "DocgenMustache", "DocgenRender",
                                                       "DocgenLinks"]),
        .target(name: "DocgenCheck", dependencies: ["DocgenCore", "DocgenXML", "DocgenLinks", "DocgenExternalLinks"]),
        .target(name: "DocgenExternalLinks"),
        .target(name: "DocgenSearch"),
        .target(name: "DocgenPublish", dependencies: ["DocgenCore", "DocgenLinks"]),
        .target(name: "DocgenEngine", dependencies: [
            "DocgenCore", "DocgenModel", "DocgenLoad", "DocgenRender", "DocgenTemplate", "DocgenCheck", "DocgenPublish",
            "DocgenMarkdown", "DocgenSearch", "DocgenHash",
        ]),

        // `docgen serve`: the file watcher and the server around the engine.
        .target(name: "DocgenWatch"),
        .target(name: "DocgenServe", dependencies: ["DocgenHTTP", "DocgenCore", "DocgenHash"]),

        // The command line.
        .target(name: "DocgenCLI", dependencies: [
            "DocgenEngine", "DocgenCore", "DocgenModel", "DocgenLoad", "DocgenListSpecs", "DocgenSVG", "DocgenCheck",
            "DocgenExternalLinks", "DocgenServe", "DocgenWatch", "DocgenTheme",
        ]),
        // A release docgen allocates through mimalloc (Debian's libmimalloc-dev) rather than
        // glibc's malloc: a build makes and frees millions of small strings and arrays on every
        // core, and glibc's arenas took a fifth of a clean build. Debug builds, and so the tests
        // under AddressSanitizer, keep the system allocator.
        .executableTarget(name: "docgen", dependencies: ["DocgenCLI"],
                          linkerSettings: [.linkedLibrary("mimalloc", .when(configuration: .release))]),
        .executableTarget(name: "docgen-bench", dependencies: [
            "DocgenListSpecs", "DocgenSVG", "DocgenEngine", "DocgenTestSupport",
        ]),
        .target(name: "DocgenTestSupport", dependencies: ["DocgenListSpecs", "DocgenModel"]),

        .testTarget(name: "DocgenCoreTests", dependencies: ["DocgenCore", "DocgenTestSupport"]),
        .testTarget(name: "DocgenMarkdownTests", dependencies: ["DocgenMarkdown"]),
        .testTarget(name: "DocgenXMLTests", dependencies: ["DocgenXML"]),
        .testTarget(name: "DocgenYAMLTests", dependencies: ["DocgenYAML", "DocgenCore"]),
        .testTarget(name: "DocgenHashTests", dependencies: ["DocgenHash"]),
        .testTarget(name: "DocgenHTTPTests", dependencies: ["DocgenHTTP", "DocgenTestSupport"]),
        .testTarget(name: "DocgenMustacheTests", dependencies: ["DocgenMustache", "DocgenTestSupport"]),
        .testTarget(name: "DocgenHighlightingTests", dependencies: ["DocgenHighlighting", "DocgenTestSupport"]),
        .testTarget(name: "DocgenCSVTests", dependencies: ["DocgenCSV", "DocgenTestSupport"]),
        .testTarget(name: "DocgenFontMetricsTests", dependencies: ["DocgenFontMetrics"]),
        .testTarget(name: "DocgenSVGTests", dependencies: ["DocgenSVG", "DocgenFontMetrics"]),
        .testTarget(name: "DocgenListSpecsTests", dependencies: [
            "DocgenListSpecs", "DocgenSVG", "DocgenFontMetrics", "DocgenCore", "DocgenTestSupport", "DocgenXML",
        ], exclude: ["Snapshots"]),
        .testTarget(name: "DocgenBenchTablesTests", dependencies: [
            "DocgenBenchTables", "DocgenCSV", "DocgenSVG", "DocgenCore", "DocgenTestSupport", "DocgenXML",
        ], exclude: ["Snapshots"]),
        .testTarget(name: "DocgenThemeTests", dependencies: ["DocgenTheme", "DocgenSVG"]),
        .testTarget(name: "DocgenLoadTests", dependencies: ["DocgenLoad", "DocgenModel", "DocgenCore", "DocgenTestSupport"]),
        .testTarget(name: "DocgenCheckTests", dependencies: ["DocgenCheck", "DocgenLinks", "DocgenCore", "DocgenExternalLinks"],
                    exclude: ["Fixtures", "Expected"]),
        .testTarget(name: "DocgenExternalLinksTests", dependencies: ["DocgenExternalLinks"]),
        .testTarget(name: "DocgenSearchTests", dependencies: ["DocgenSearch"]),
        .testTarget(name: "DocgenRenderTests", dependencies: ["DocgenRender", "DocgenModel", "DocgenLinks", "DocgenCore",
                                                           "DocgenTestSupport"]),
        .testTarget(name: "DocgenTemplateTests", dependencies: [
            "DocgenTemplate", "DocgenRender", "DocgenModel", "DocgenMarkdown", "DocgenMustache", "DocgenTestSupport",
        ]),
        .testTarget(name: "DocgenEngineTests", dependencies: [
            "DocgenEngine", "DocgenModel", "DocgenLoad", "DocgenRender", "DocgenTemplate", "DocgenCheck", "DocgenMarkdown",
            "DocgenMustache", "DocgenLinks", "DocgenCore", "DocgenTestSupport",
        ]),
        .testTarget(name: "DocgenWatchTests", dependencies: ["DocgenWatch", "DocgenTestSupport"]),
        .testTarget(name: "DocgenServeTests", dependencies: ["DocgenServe", "DocgenHTTP", "DocgenTestSupport"]),
        .testTarget(name: "DocgenEndToEndTests", dependencies: [
            "DocgenEngine", "DocgenTestSupport", "DocgenListSpecs", "DocgenBenchTables", "DocgenSVG", "DocgenXML", "DocgenCore", "DocgenCheck", "DocgenSearch",
            "DocgenTheme", "docgen",
        ], exclude: ["Fixtures", "Snapshots"]),
        // Every example of the GFM spec through docgen's pipeline, compared with the cmark-gfm command.
        .testTarget(name: "DocgenConformanceTests", dependencies: [
            "DocgenEngine", "DocgenLoad", "DocgenModel", "DocgenCheck", "DocgenCore", "DocgenLinks", "DocgenTestSupport",
        ], exclude: ["normalize-html.py"]),
        // Type-checks every Swift block of content/ against the UIKit stubs in Tests/SwiftSamples.
        .testTarget(name: "DocgenGuideTests", dependencies: ["DocgenMarkdown"]),

        // The properties the fuzz targets check, shared with the regression tests that replay
        // Tests/FuzzRegressions/ (see Scripts/fuzz).
        .target(name: "DocgenFuzzChecks", dependencies: [
            "DocgenCSV", "DocgenCheck", "DocgenCore", "DocgenListSpecs", "DocgenBenchTables", "DocgenSVG", "DocgenMarkdown",
            "DocgenEngine", "DocgenModel", "DocgenLoad", "DocgenMustache", "DocgenXML", "DocgenYAML", "DocgenLinks",
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
