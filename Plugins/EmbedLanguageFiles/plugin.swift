import Foundation
import PackagePlugin

/// Embeds every language file of the default theme's `i18n/` folder (one `CODE.yml` per
/// language) into the target's code as `LanguageFiles.all`, so that adding a language is adding
/// its file: no Swift line names it. The folder is listed each time the build is planned.
@main
struct EmbedLanguageFiles: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard target is SourceModuleTarget else { return [] }
        let folder = context.package.directoryURL.appending(path: "Sources/Stages/DocgenLoad/Theme/theme/i18n")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yml" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "LanguageFiles.swift")
        return [.buildCommand(displayName: "Embedding \(files.count) language files",
                              executable: try context.tool(named: "LanguageFileEmbedder").url,
                              arguments: [output.path] + files.map(\.path), inputFiles: files + [folder], outputFiles: [output])]
    }
}
