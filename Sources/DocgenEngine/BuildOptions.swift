import Foundation

/// Where a build reads and writes, and how it runs.
public struct BuildOptions: Sendable {
    /// The content folder, as the user wrote it (diagnostics show paths under it).
    public var contentPath: String
    /// A folder whose files override the embedded default theme, file by file; nil for none.
    public var templatesPath: String?
    /// The output folder, replaced as a whole only when the build succeeds.
    public var outputPath: String
    /// `docgen.yml`; nil or a missing file means defaults.
    public var configPath: String?
    /// Worker threads for rendering, validation and writing.
    public var jobs: Int
    /// Reuse unchanged pages from `.docgen-cache/` beside the output (and store new ones).
    public var useCache: Bool
    /// Replace the output even when docgen did not make it (``OutputLocation``).
    public var force = false
    /// Every warning is an error (`--strict`), a broken link of another tool's project too.
    public var strict = false
    /// Make the PDF edition (`--pdf`) even when `docgen.yml` does not ask for it (`pdf: true`).
    public var pdf = false
    /// False when the process ends right after the build (the command line): what the build
    /// made is then left for the exit to discard, instead of being freed object by object.
    public var freesMemory = true
    /// The folder of the build cache; nil for `.docgen-cache` beside the output.
    var cacheFolderPath: String?
    /// When the site is one version of a versioned site: where it is staged and what its
    /// pages show of the other versions (``VersionedBuild``).
    var version: VersionStage?

    public init(contentPath: String = "content", templatesPath: String? = nil, outputPath: String = "site",
                configPath: String? = nil, jobs: Int = 1, useCache: Bool = false) {
        self.contentPath = contentPath
        self.templatesPath = templatesPath
        self.outputPath = outputPath
        self.configPath = configPath
        self.jobs = max(1, jobs)
        self.useCache = useCache
    }

    /// The build cache's folder: `.docgen-cache` beside the output, unless set.
    var cacheFolder: String {
        cacheFolderPath ?? URL(fileURLWithPath: outputPath).standardizedFileURL.deletingLastPathComponent()
            .appendingPathComponent(".docgen-cache").path
    }

    /// The folders and files the build reads, which its output must not overlap.
    var sourcePaths: [String] {
        [contentPath] + [templatesPath, configPath].compactMap { $0 }
    }
}
