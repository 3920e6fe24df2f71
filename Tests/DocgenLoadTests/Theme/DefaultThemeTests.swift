import DocgenLoad
import Foundation
import Testing

@Suite struct DefaultThemeTests {
    private let templatesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("templates")

    @Test func embeddedThemeListsEveryFileOfTheTemplatesFolder() throws {
        let enumerator = try #require(FileManager.default.enumerator(atPath: templatesFolder.path))
        var onDisk: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: templatesFolder.appendingPathComponent(path).path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { onDisk.append(path) }
        }
        #expect(onDisk.sorted() == DefaultTheme.files.keys.sorted())
    }

    @Test func embeddedBytesMatchTheFilesOnDisk() throws {
        for (path, bytes) in DefaultTheme.files {
            let data = try Data(contentsOf: templatesFolder.appendingPathComponent(path))
            #expect(Array(data) == bytes, "\(path) differs from the embedded copy")
        }
    }
}
