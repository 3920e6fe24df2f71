import DocgenCore
import DocgenTestSupport
import Foundation
import Testing

/// One test case of the Mustache spec's JSON files.
struct MustacheSpecCase: Sendable, CustomTestStringConvertible {
    let file: String
    let name: String
    let summary: String
    let template: String
    let data: TemplateValue
    let partials: [String: String]
    let expected: String

    var testDescription: String { "\(file): \(name)" }
}

/// The Mustache spec checked out next to the repository (`<repo>/../shared/conformance/mustache-spec`),
/// or under `$DOCGEN_SHARED/conformance/mustache-spec` when that variable is set.
enum MustacheSpec {
    static let directory = ConformanceData.folder("mustache-spec")

    static var isPresent: Bool {
        FileManager.default.fileExists(atPath: directory.path)
    }

    /// Every case of every required spec file; the optional `~` files are skipped.
    static let cases: [MustacheSpecCase] = {
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        return files.filter { $0.hasSuffix(".json") && !$0.hasPrefix("~") }.sorted().flatMap(loadCases(file:))
    }()

    private static func loadCases(file: String) -> [MustacheSpecCase] {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent(file)),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let tests = root["tests"] as? [[String: Any]] else {
            Issue.record("unreadable mustache spec file \(file)")
            return []
        }
        return tests.map { test in
            MustacheSpecCase(
                file: file,
                name: test["name"] as? String ?? "",
                summary: test["desc"] as? String ?? "",
                template: test["template"] as? String ?? "",
                data: TemplateValue(jsonObject: test["data"] ?? NSNull()),
                partials: test["partials"] as? [String: String] ?? [:],
                expected: test["expected"] as? String ?? ""
            )
        }
    }
}

@Suite("Mustache spec conformance",
       .enabled(if: ConformanceData.runs(needing: MustacheSpec.directory),
                Comment(rawValue: ConformanceData.skipReason("mustache-spec"))))
struct MustacheSpecTests {
    /// The suite runs without the spec only under CI, where the parameterised test below would then
    /// have no cases and pass: this fails instead.
    @Test func specIsPresent() {
        #expect(MustacheSpec.isPresent,
                "mustache spec not found at \(MustacheSpec.directory.path); set DOCGEN_SHARED to the folder holding conformance/")
        #expect(MustacheSpec.cases.count >= 100)
    }

    @Test(arguments: MustacheSpec.cases)
    func rendersAsTheSpecExpects(_ specCase: MustacheSpecCase) throws {
        let partials = try Dictionary(uniqueKeysWithValues: specCase.partials.map { name, source in
            (name, try Template(source: source, name: name))
        })
        let template = try Template(source: specCase.template, name: specCase.name)
        #expect(template.render(specCase.data, partials: partials) == specCase.expected, Comment(rawValue: specCase.summary))
    }
}
