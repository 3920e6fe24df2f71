import DocgenTestSupport
import Foundation
import Testing

/// The Python helpers' answers kept in `.docgen-cache/helpers/` (``HelperAnswers``): a formula
/// answered in one build is not asked in the next, a new one is, a helper of another version
/// replaces them, a failed build writes nothing, and a hostile file there is not read. The
/// helper is a stand-in for the TeX converter that counts its starts and the requests it gets.
@Suite struct HelperAnswersBuildTests {
    static let chapter = "---\ntitle: Sums\n---\n\nThe sum $$a+b$$ is shown.\n"

    /// A folder with the chapter and a stand-in converter, which reads its version from
    /// `tools/version` and answers every request with one formula.
    private func project(_ files: [String: String] = [:]) throws -> (TemporaryFolder, python: String) {
        let folder = try TemporaryFolder(["docgen.yml": "title: Guide\n", "content/sums.md": Self.chapter, "tools/version": "1"]
            .merging(files) { $1 })
        let python = "\(folder.path)/tools/python3"
        let script = """
            #!/bin/sh
            echo start >> '\(folder.path)/tools/starts'
            echo "{\\"ready\\": true, \\"version\\": \\"$(cat '\(folder.path)/tools/version')\\"}"
            while IFS= read -r line; do
              echo "$line" >> '\(folder.path)/tools/requests'
              echo '{"mathml": "<math xmlns=\\"http://www.w3.org/1998/Math/MathML\\"><mi>s</mi></math>"}'
            done

            """
        try folder.write(Data(script.utf8), to: "tools/python3")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: python)
        return (folder, python)
    }

    private func build(_ folder: TemporaryFolder, python: String) throws -> (status: Int32, errors: String) {
        try HelperProgramBuild.build(folder, python: python, variable: "DOCGEN_MATH_PYTHON")
    }

    private func lines(_ folder: TemporaryFolder, _ file: String) -> [String] {
        (folder.read(file) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func aFormulaAnsweredInOneBuildIsNotAskedInTheNext() throws {
        let (folder, python) = try project()
        defer { folder.remove() }
        var run = try build(folder, python: python)
        #expect(run.status == 0, "\(run.errors)")
        #expect(lines(folder, "tools/starts").count == 1)
        #expect(lines(folder, "tools/requests") == [#"{"display":"block","tex":"a+b"}"#])
        let kept = try #require(folder.read(".docgen-cache/helpers/math"))
        #expect(kept.hasPrefix("docgen helper answers 1\t"))
        #expect(kept.contains("\t1\n{\"display\":\"block\",\"tex\":\"a+b\"}\t{\"mathml\":"))

        // The page is made again (its text changed), its formula answered from the file.
        try folder.write(Data((Self.chapter + "\nMore text.\n").utf8), to: "content/sums.md")
        run = try build(folder, python: python)
        #expect(run.status == 0, "\(run.errors)")
        #expect(lines(folder, "tools/starts").count == 1, "the converter was not started")
        #expect(folder.read("site/sums.html")?.contains("<mi>s</mi></math>") == true)
        #expect(folder.read("site/sums.html")?.contains("More text.") == true)

        // A new formula starts it, for that formula only; both are kept.
        try folder.write(Data((Self.chapter + "\nAnd $$c$$.\n").utf8), to: "content/sums.md")
        run = try build(folder, python: python)
        #expect(run.status == 0, "\(run.errors)")
        #expect(lines(folder, "tools/starts").count == 2)
        #expect(lines(folder, "tools/requests").count == 2)
        #expect(lines(folder, ".docgen-cache/helpers/math").count == 3)
    }

    @Test func aConverterOfAnotherVersionReplacesTheAnswersKept() throws {
        let (folder, python) = try project()
        defer { folder.remove() }
        #expect(try build(folder, python: python).status == 0)
        try folder.write(Data("2".utf8), to: "tools/version")
        try folder.write(Data("---\ntitle: Sums\n---\n\nNow $$d$$ only.\n".utf8), to: "content/sums.md")
        #expect(try build(folder, python: python).status == 0)
        let kept = lines(folder, ".docgen-cache/helpers/math")
        #expect(kept.first?.hasSuffix("\t2") == true, "\(kept)")
        #expect(kept.dropFirst().map { $0.components(separatedBy: "\t")[0] } == [#"{"display":"block","tex":"d"}"#],
                "the first version's answer is gone")
    }

    @Test func aFailedBuildKeepsNoAnswer() throws {
        let (folder, python) = try project(["content/sums.md": Self.chapter + "\nSee [the missing page](missing.md).\n"])
        defer { folder.remove() }
        let run = try build(folder, python: python)
        #expect(run.status == 1)
        #expect(lines(folder, "tools/starts").count == 1)
        #expect(!FileManager.default.fileExists(atPath: "\(folder.path)/.docgen-cache/helpers/math"))
    }

    @Test func aHostileFileInItsPlaceIsNotReadAndTheBuildGoesOn() throws {
        for hostile in ["fifo", "garbage", "another helper's"] {
            let (folder, python) = try project()
            defer { folder.remove() }
            let path = "\(folder.path)/.docgen-cache/helpers/math"
            try FileManager.default.createDirectory(atPath: "\(folder.path)/.docgen-cache/helpers", withIntermediateDirectories: true)
            switch hostile {
            case "fifo": #expect(mkfifo(path, 0o644) == 0)
            case "garbage": try folder.write(Data([0xFF, 0x00, 0x0A, 0x09, 0xC3]), to: ".docgen-cache/helpers/math")
            default:
                let line = "docgen helper answers 1\tother\t1\n{\"display\":\"block\",\"tex\":\"a+b\"}\t{\"mathml\":\"<math><mi>wrong</mi></math>\"}\n"
                try folder.write(Data(line.utf8), to: ".docgen-cache/helpers/math")
            }
            let run = try build(folder, python: python)
            #expect(run.status == 0, "\(hostile): \(run.errors)")
            #expect(lines(folder, "tools/starts").count == 1, "\(hostile)")
            #expect(folder.read("site/sums.html")?.contains("<mi>s</mi>") == true, "\(hostile)")
        }
    }
}
