// swift-tools-version:6.0
import Foundation
import PackageDescription

/// docgen: markdown chapters, list specs and benchmark CSVs in; a validated static site out.
///
/// Targets follow the build pipeline: C libraries behind one facade each (Markdown, YAML, XML),
/// the site model and loader, the stages, and a thin command-line front end.
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

        // The core every stage shares: diagnostics, the one escaper, "did you mean", parallel map.
        .target(name: "DocgenCore"),
        .target(name: "DocgenHash", dependencies: ["CXXHash"]),
        .target(name: "DocgenYAML", dependencies: ["CYAML", "DocgenCore"]),
        .target(name: "DocgenXML", dependencies: ["CLibXML2", "DocgenCore"]),
        .target(name: "DocgenHighlighting", dependencies: ["DocgenCore"]),
        .target(name: "DocgenMarkdown", dependencies: ["CCmarkGFM", "DocgenHighlighting", "DocgenCore"]),
        .target(name: "DocgenSite", dependencies: ["DocgenCore", "DocgenYAML"]),
        .target(name: "DocgenFontMetrics"),
        .target(name: "DocgenListLayout", dependencies: ["DocgenFontMetrics", "DocgenCore"]),
        .target(name: "DocgenDiagrams", dependencies: ["DocgenListLayout", "DocgenFontMetrics", "DocgenCore"]),
        .target(name: "DocgenDirectives", dependencies: ["DocgenCore", "DocgenYAML", "DocgenListLayout"]),
        .target(name: "DocgenCSV"),
        .target(name: "DocgenBenchTables", dependencies: ["DocgenCSV", "DocgenCore", "DocgenDirectives", "DocgenDiagrams"]),
        .target(name: "DocgenExternalLinks"),
        .target(name: "DocgenHTTP", dependencies: ["CMicroHTTPD"]),
        .target(name: "DocgenServe", dependencies: ["DocgenHTTP", "DocgenCore", "DocgenHash"]),
        .target(name: "DocgenWatch"),
        .target(name: "DocgenChecks", dependencies: ["DocgenCore", "DocgenXML", "DocgenExternalLinks"]),
        .target(name: "DocgenTemplates", dependencies: ["DocgenCore"]),
        .target(name: "DocgenTheme", resources: [.embedInCode("theme")]),
        .target(name: "DocgenPipeline", dependencies: [
            "DocgenCore", "DocgenSite", "DocgenMarkdown", "DocgenHighlighting", "DocgenTemplates", "DocgenTheme",
            "DocgenXML", "DocgenDirectives", "DocgenListLayout", "DocgenDiagrams", "DocgenBenchTables", "DocgenCSV",
            "DocgenChecks", "DocgenHash",
        ]),
        .target(name: "DocgenCLI", dependencies: [
            "DocgenPipeline", "DocgenCore", "DocgenDirectives", "DocgenListLayout", "DocgenDiagrams", "DocgenChecks",
            "DocgenExternalLinks", "DocgenServe", "DocgenWatch", "DocgenSite", "DocgenTheme",
        ]),
        .executableTarget(name: "docgen", dependencies: ["DocgenCLI"]),
        .target(name: "DocgenTestSupport", dependencies: ["DocgenListLayout"]),
        .executableTarget(name: "docgen-bench", dependencies: [
            "DocgenDiagrams", "DocgenListLayout", "DocgenPipeline", "DocgenTestSupport",
        ]),

        .testTarget(name: "DocgenHashTests", dependencies: ["DocgenHash"]),
        .testTarget(name: "DocgenYAMLTests", dependencies: ["DocgenYAML"]),
        .testTarget(name: "DocgenXMLTests", dependencies: ["DocgenXML"]),
        .testTarget(name: "DocgenCoreTests", dependencies: ["DocgenCore"]),
        .testTarget(name: "DocgenSiteTests", dependencies: ["DocgenSite", "DocgenTestSupport"]),
        .testTarget(name: "DocgenHighlightingTests", dependencies: ["DocgenHighlighting"]),
        .testTarget(name: "DocgenMarkdownTests", dependencies: ["DocgenMarkdown"]),
        .testTarget(name: "DocgenFontMetricsTests", dependencies: ["DocgenFontMetrics"]),
        .testTarget(name: "DocgenListLayoutTests", dependencies: ["DocgenListLayout", "DocgenFontMetrics", "DocgenTestSupport"]),
        .testTarget(name: "DocgenDiagramsTests", dependencies: [
            "DocgenDiagrams", "DocgenListLayout", "DocgenTestSupport", "DocgenXML",
        ],
                    exclude: ["Snapshots"]),
        .testTarget(name: "DocgenCSVTests", dependencies: ["DocgenCSV"]),
        .testTarget(name: "DocgenBenchTablesTests", dependencies: [
            "DocgenBenchTables", "DocgenCSV", "DocgenDirectives", "DocgenDiagrams", "DocgenCore", "DocgenTestSupport",
        ], exclude: ["Snapshots"]),
        .testTarget(name: "DocgenDirectivesTests", dependencies: ["DocgenDirectives"]),
        .testTarget(name: "DocgenExternalLinksTests", dependencies: ["DocgenExternalLinks"]),
        .testTarget(name: "DocgenHTTPTests", dependencies: ["DocgenHTTP", "DocgenTestSupport"]),
        .testTarget(name: "DocgenWatchTests", dependencies: ["DocgenWatch", "DocgenTestSupport"]),
        .testTarget(name: "DocgenServeTests", dependencies: ["DocgenServe", "DocgenHTTP", "DocgenTestSupport"]),
        .testTarget(name: "DocgenChecksTests", dependencies: [
            "DocgenChecks", "DocgenCore", "DocgenExternalLinks",
        ], exclude: ["Fixtures", "Expected"]),
        .testTarget(name: "DocgenPipelineTests", dependencies: [
            "DocgenPipeline", "DocgenSite", "DocgenMarkdown", "DocgenTemplates",
        ]),
        .testTarget(name: "DocgenEndToEndTests", dependencies: [
            "DocgenPipeline", "DocgenTestSupport", "DocgenListLayout", "DocgenDiagrams", "DocgenDirectives", "DocgenXML",
            "DocgenCore", "DocgenChecks", "DocgenTheme", "docgen",
        ],
                    exclude: ["Fixtures", "Snapshots"]),
        .testTarget(name: "DocgenTemplatesTests", dependencies: ["DocgenTemplates"]),
        .testTarget(name: "DocgenThemeTests", dependencies: ["DocgenTheme"]),
        // Type-checks every Swift block of content/ against the UIKit stubs in Tests/SwiftSamples.
        .testTarget(name: "DocgenGuideTests", dependencies: ["DocgenMarkdown"]),

        // The properties the fuzz targets check, shared with the regression tests that replay
        // Tests/FuzzRegressions/ (see Scripts/fuzz).
        .target(name: "DocgenFuzzChecks", dependencies: [
            "DocgenCSV", "DocgenChecks", "DocgenCore", "DocgenDiagrams", "DocgenDirectives", "DocgenListLayout",
            "DocgenMarkdown", "DocgenPipeline", "DocgenSite", "DocgenTemplates", "DocgenXML", "DocgenYAML",
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
