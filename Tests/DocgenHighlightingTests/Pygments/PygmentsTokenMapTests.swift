import DocgenHighlighting
import Foundation
import Testing

/// Pygments' token types onto docgen's `hl-*` classes: most specific name first, plain for
/// what docgen's own lexers leave plain, and only classes the theme colours.
@Suite struct PygmentsTokenMapTests {
    @Test(arguments: [
        ("Keyword", "keyword"), ("Keyword.Declaration", "keyword"), ("Keyword.Namespace", "keyword"), ("Keyword.Type", "type"),
        ("Keyword.Constant", "literal"), ("Name.Builtin.Pseudo", "keyword"), ("Name.Builtin", "function"), ("Name.Class", "type"),
        ("Name.Function", "function"), ("Name.Function.Magic", "function"), ("Name.Decorator", "attribute"),
        ("Name.Tag", "key"), ("Name.Attribute", "attribute"), ("Name.Variable.Instance", "variable"), ("Name.Entity", "escape"),
        ("Literal.String.Double", "string"), ("Literal.String.Escape", "escape"), ("Literal.String.Interpol", "interpolation"),
        ("Literal.Number.Float", "number"), ("Literal.Scalar.Plain", "string"), ("Comment.Single", "comment"), ("Comment.Multiline", "comment"),
        ("Comment.Preproc", "directive"), ("Comment.PreprocFile", "string"), ("Generic.Prompt", "prompt"),
        ("Generic.Inserted", "inserted"), ("Generic.Deleted", "deleted"), ("Generic.Subheading", "directive"),
        ("Operator.Word", "keyword"),
    ])
    func tokenTypesMapFromTheMostSpecificName(_ type: String, _ className: String) {
        #expect(PygmentsTokenMap.className(of: type) == className)
    }

    @Test(arguments: ["", "Text", "Text.Whitespace", "Name", "Name.Other", "Operator", "Punctuation", "Error", "Generic.Output", "Other"])
    func identifiersPunctuationAndTextStayPlain(_ type: String) {
        #expect(PygmentsTokenMap.className(of: type) == nil)
    }

    /// Every class the map gives has a colour in the default theme (whose contrast in both
    /// schemes ThemeContrastTests checks).
    @Test func everyMappedClassIsColouredByTheTheme() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let css = try String(contentsOf: root.appendingPathComponent("templates/assets/docgen.css"), encoding: .utf8)
        #expect(PygmentsTokenMap.classNames.count >= 14)
        for name in PygmentsTokenMap.classNames {
            #expect(css.contains(".hl-\(name) {"), "\(name) has a rule")
            #expect(css.contains("--hl-\(name): var(--in-light, #"), "\(name) has a colour in both schemes")
        }
    }
}
