import DocgenCore
import Testing

/// The destinations docgen writes, percent-encoded by cmark-gfm's rule (`houdini_escape_href`);
/// GFMConformanceTests compares the rule with the cmark-gfm command byte by byte.
@Suite struct URLEncodingTests {
    @Test func encodesWhatCmarkGFMEncodes() {
        #expect(URLEncoding.href("/my uri") == "/my%20uri")
        #expect(URLEncoding.href(#"a\b"#) == "a%5Cb")
        #expect(URLEncoding.href(#"say "hi""#) == "say%20%22hi%22")
        #expect(URLEncoding.href("<[^`{|}]>") == "%3C%5B%5E%60%7B%7C%7D%5D%3E")
        #expect(URLEncoding.href("tab\there\n") == "tab%09here%0A")
    }

    @Test func encodesEachUTF8ByteOfANonASCIICharacter() {
        #expect(URLEncoding.href("圆角.html#圆") == "%E5%9C%86%E8%A7%92.html#%E5%9C%86")
        #expect(URLEncoding.href("café") == "caf%C3%A9")
        #expect(URLEncoding.href("\u{7F}") == "%7F")
    }

    @Test func keepsAnEscapeAndEveryPercentAsWritten() {
        #expect(URLEncoding.href("my%20file.md") == "my%20file.md")
        #expect(URLEncoding.href("100%") == "100%")
        #expect(URLEncoding.href("%zz%2") == "%zz%2")
    }

    @Test func keepsQueriesFragmentsAndTheirPunctuation() {
        let url = "https://example.com/a_b-c.d~e/?q=1&r=(2)*3+4,5;6:7@8!$'#x"
        #expect(URLEncoding.href(url) == url)
        #expect(URLEncoding.href("") == "")
    }

    @Test func aPathOfTheSiteAlsoEncodesPercentHashAndQuestionMark() {
        #expect(URLEncoding.path("100% done.html") == "100%25%20done.html")
        #expect(URLEncoding.path("a#b?c.html") == "a%23b%3Fc.html")
        #expect(URLEncoding.path("guide/圆角.html") == "guide/%E5%9C%86%E8%A7%92.html")
        #expect(URLEncoding.path("a;b.html") == "a;b.html")
    }
}
