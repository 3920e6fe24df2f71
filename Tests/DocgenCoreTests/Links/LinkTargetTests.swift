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

    /// The query and the fragment are cut at the first `#` and `?` bytes, whatever follows them.
    @Test(arguments: [
        ("a.md?x=1#y", "a.md", "y"), ("a.md#y?z", "a.md", "y?z"), ("#top", "", "top"), ("?q", "", nil), ("a.md", "a.md", nil),
        ("圆角.md#遮罩", "圆角.md", "遮罩"), ("a#", "a", ""), ("a#\u{301}b", "a", "\u{301}b"), ("", "", nil),
    ] as [(String, String, String?)])
    func pathsAndFragments(_ value: String, _ path: String, _ fragment: String?) {
        #expect(LinkTarget.pathAndFragment(of: value) == (path, fragment))
    }

    /// White space around a value is trimmed, read as bytes at ASCII ends.
    @Test func outerWhiteSpaceIsTrimmed() {
        for value in [" a.html", "a.html\n", "\ta.html\r", "\u{3000}a.html", "a.html\u{85}"] {
            #expect(LinkTarget.resolve(value, onPage: "p.html", basePath: "/") == .file(path: "a.html", fragment: nil), "\(value.debugDescription)")
        }
        #expect(LinkTarget.resolve("a b.html", onPage: "p.html", basePath: "/") == .file(path: "a b.html", fragment: nil))
    }
}
