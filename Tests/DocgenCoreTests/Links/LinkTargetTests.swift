import DocgenCore
import Testing

@Suite struct LinkTargetTests {
    @Test(arguments: [
        ("other.html", "guide/a.html", "/", LinkTarget.file(path: "guide/other.html", fragment: nil)),
        ("../index.html#top", "guide/a.html", "/", .file(path: "index.html", fragment: "top")),
        ("./b/", "a.html", "/", .file(path: "b/index.html", fragment: nil)),
        ("my%20file.html?x=1#sec%C3%A9", "a.html", "/", .file(path: "my file.html", fragment: "secé")),
        ("#here", "g/a.html", "/", .file(path: "g/a.html", fragment: "here")),
        ("/docs/", "g/a.html", "/docs/", .file(path: "index.html", fragment: nil)),
        ("/docs/g/b.html", "a.html", "/docs/", .file(path: "g/b.html", fragment: nil)),
        ("/x.html", "a.html", "/docs/", .invalid("'/x.html' is outside the site's base path /docs/")),
        ("../../x.html", "g/a.html", "/", .invalid("'../../x.html' climbs above the site's root")),
        ("HTTPS://Example.com", "a.html", "/", .external("HTTPS://Example.com")),
        ("//cdn.example.com/a.css", "a.html", "/", .external("https://cdn.example.com/a.css")),
        ("mailto:a@b.c", "a.html", "/", .ignored),
        ("data:image/png;base64,AAAA", "a.html", "/", .ignored),
    ])
    func resolves(_ value: String, _ page: String, _ base: String, _ expected: LinkTarget) {
        #expect(LinkTarget.resolve(value, onPage: page, basePath: base) == expected)
    }

    /// A scheme is an ASCII letter, then letters, digits, `+`, `-` or `.`, before a colon.
    @Test(arguments: [
        ("https://example.com", "https"), ("mailto:a@b.c", "mailto"), ("git+ssh://host", "git+ssh"), ("x-y.z1:rest", "x-y.z1"),
        ("HTTP://A", "HTTP"), ("c:", "c"), (":no", nil), ("1abc:x", nil), ("a b:c", nil), ("é:x", nil), ("ａ:x", nil),
        ("a\u{301}:x", nil), ("path/to:x", nil), ("no-colon", nil), ("", nil),
    ] as [(String, String?)])
    func schemes(_ value: String, _ expected: String?) {
        #expect(LinkTarget.scheme(of: value) == expected)
    }
}
