/// Pygments' token types onto docgen's own ``TokenClass``es, so that a Kotlin block and a Swift
/// block colour alike and the theme's `hl-*` colours (and their contrast rules) serve both.
///
/// A type is looked up from its most specific name to its least (`Keyword.Type`, then
/// `Keyword`); types with no entry (`Name`, `Operator`, `Punctuation`, `Text`, `Error`,
/// `Generic.Output` …) are left plain, as docgen's lexers leave identifiers and punctuation.
public enum PygmentsTokenMap {
    /// The `hl-…` class name (without `hl-`) of a Pygments token type written without its
    /// `Token.` prefix, such as `Keyword.Type` or `Literal.String.Escape`; nil for plain text.
    public static func className(of tokenType: String) -> String? {
        tokenClass(of: tokenType)?.rawValue
    }

    /// Every class name the map gives, for tests and the theme.
    public static var classNames: [String] {
        Array(Set(classes.values)).map(\.rawValue).sorted()
    }

    static func tokenClass(of tokenType: String) -> TokenClass? {
        var name = Substring(tokenType)
        while !name.isEmpty {
            if let found = classes[name] { return found }
            guard let dot = name.lastIndex(of: ".") else { return nil }
            name = name[..<dot]
        }
        return nil
    }

    private static let classes: [Substring: TokenClass] = [
        "Keyword": .keyword,
        "Keyword.Constant": .literal,        // true, false, nil, null
        "Keyword.Type": .type,               // int, void, Boolean
        "Operator.Word": .keyword,           // and, or, not, in, instanceof
        "Name.Builtin.Pseudo": .keyword,     // self, this, super
        "Name.Builtin": .function,           // print, len, NSLog
        "Name.Class": .type,
        "Name.Exception": .type,
        "Name.Namespace": .type,
        "Name.Function": .function,
        "Name.Decorator": .attribute,        // @objc, @Override, @property
        "Name.Attribute": .attribute,        // HTML and XML attributes
        "Name.Tag": .key,                    // HTML and XML tags, JSON and YAML keys
        "Name.Property": .key,               // CSS properties
        "Name.Variable": .variable,          // $x, @ivar, shell variables
        "Name.Constant": .literal,
        "Name.Entity": .escape,              // &amp;
        "Literal": .literal,
        "Literal.String": .string,
        "Literal.String.Escape": .escape,
        "Literal.String.Interpol": .interpolation,
        "Literal.Number": .number,
        "Literal.Date": .number,
        "Literal.Scalar": .string,           // YAML plain scalars, which docgen's YAML lexer calls strings
        "Comment": .comment,
        "Comment.Preproc": .directive,       // #import, #include, #define
        "Comment.PreprocFile": .string,      // <Foundation/Foundation.h>
        "Generic.Prompt": .prompt,
        "Generic.Inserted": .inserted,
        "Generic.Deleted": .deleted,
        "Generic.Heading": .directive,       // a diff's --- and +++ lines
        "Generic.Subheading": .directive,    // a diff's @@ hunk lines
    ]
}
