import DocgenCore
import Foundation
import Testing

@Suite("JSON to TemplateValue conversion")
struct JSONConversionTests {
    private func convert(_ json: String) throws -> TemplateValue {
        TemplateValue(jsonObject: try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed]))
    }

    @Test func booleansStayBooleansAndNumbersStayNumbers() throws {
        #expect(try convert("[true, false, 1, 0, -3, 85, 1.5, 1.21]") == .list([
            .bool(true), .bool(false), .int(1), .int(0), .int(-3), .int(85), .double(1.5), .double(1.21),
        ]))
    }

    @Test func integerTooLargeForIntBecomesDouble() throws {
        #expect(try convert("12345678901234567890") == .double(12_345_678_901_234_567_168))
    }

    @Test func stringsNullsListsAndObjectsConvert() throws {
        #expect(try convert(#"{"name": "Joe", "tags": ["a", null], "meta": {}}"#) == .object([
            "name": .string("Joe"), "tags": .list([.string("a"), .null]), "meta": .object([:]),
        ]))
    }

    @Test func integralDoubleRendersWithoutFraction() throws {
        let template = try Template(source: "{{.}}", name: "value")
        #expect(template.render(try convert("1.0"), partials: [:]) == "1")
    }
}
