import DocgenCore
import DocgenEngine
import DocgenTestSupport
import Foundation

/// A copy of one folder of `Fixtures/` in a temporary folder, built like a user would build it.
struct Fixture {
    static let testsRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
    static let fixturesRoot = testsRoot + "/Fixtures"
    static let snapshotsRoot = testsRoot + "/Snapshots"

    let folder: TemporaryFolder

    init(_ name: String) throws {
        folder = try TemporaryFolder()
        let source = "\(Self.fixturesRoot)/\(name)"
        for case let path as String in FileManager.default.enumerator(atPath: source)?.allObjects ?? [] {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: "\(source)/\(path)", isDirectory: &isDirectory), !isDirectory.boolValue {
                try folder.write(try Data(contentsOf: URL(fileURLWithPath: "\(source)/\(path)")), to: path)
            }
        }
    }

    /// Builds `content/` into `site/` with the fixture's templates and config, when it has them.
    func build(jobs: Int = 2) -> BuildReport {
        let root = folder.path
        let fileManager = FileManager.default
        return SiteBuild.build(BuildOptions(
            contentPath: "\(root)/content",
            templatesPath: fileManager.fileExists(atPath: "\(root)/templates") ? "\(root)/templates" : nil,
            outputPath: "\(root)/site",
            configPath: fileManager.fileExists(atPath: "\(root)/docgen.yml") ? "\(root)/docgen.yml" : nil,
            jobs: jobs))
    }

    /// A diagnostic as the user would see it when building inside the fixture folder.
    func relative(_ diagnostic: Diagnostic) -> String {
        diagnostic.description.replacingOccurrences(of: folder.path + "/", with: "").replacingOccurrences(of: folder.path, with: "")
    }

    func remove() {
        folder.remove()
    }
}
