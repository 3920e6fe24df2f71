import DocgenCore
import DocgenModel
@testable import DocgenPages
import DocgenTestSupport
import Testing

/// A chapter's images with the site's variants of them: `~dark` files make a `<picture>`,
/// `@2x` and `@3x` files a `srcset`, and every image gets its size from its file.
@Suite struct PictureTests {
    static let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 120 40\"><rect width=\"120\" height=\"40\"/></svg>"

    static let site: Site = {
        let files: [String: [UInt8]] = [
            "images/plain.png": ImageFixtures.png(width: 40, height: 20),
            "images/dark.png": ImageFixtures.png(width: 40, height: 20),
            "images/dark~dark.png": ImageFixtures.png(width: 40, height: 20),
            "images/dense.png": ImageFixtures.png(width: 40, height: 20),
            "images/dense@2x.png": ImageFixtures.png(width: 80, height: 40),
            "images/all.jpg": ImageFixtures.jpeg(width: 40, height: 20),
            "images/all@2x.jpg": ImageFixtures.jpeg(width: 80, height: 40),
            "images/all@3x.jpg": ImageFixtures.jpeg(width: 120, height: 60),
            "images/all~dark.jpg": ImageFixtures.jpeg(width: 40, height: 20),
            "images/all~dark@2x.jpg": ImageFixtures.jpeg(width: 80, height: 40),
            "images/all~dark@3x.jpg": ImageFixtures.jpeg(width: 120, height: 60),
            "images/wide~dark.png": ImageFixtures.png(width: 50, height: 20),
            "images/wide.png": ImageFixtures.png(width: 40, height: 20),
            "images/near.png": ImageFixtures.png(width: 40, height: 20),
            "images/near~dark.png": ImageFixtures.png(width: 42, height: 19),
            "images/drawing.svg": Array(svg.utf8),
            "images/drawing~dark.svg": Array(svg.utf8),
            "images/retina@2x.png": ImageFixtures.png(width: 81, height: 41),
            "images/retina~dark@2x.png": ImageFixtures.png(width: 81, height: 41),
            "images/cut.png": Array(ImageFixtures.png(width: 40, height: 20)[..<20]),
            "images/only@2x.png": ImageFixtures.png(width: 80, height: 40),
        ]
        let stamp = FileStamp(size: 1, modified: 1, inode: 1)
        let chapters = ["a.md": "", "part/b.md": "part"].sorted { $0.key < $1.key }.map { source, folder in
            Chapter(sourcePath: source, displayPath: "content/\(source)", title: "T", order: 1, slug: String(source.dropLast(3).split(separator: "/").last!),
                    description: "", body: "", bodyLineOffset: 3, folder: folder)
        }
        return Site(config: SiteConfig(), chapters: chapters, parts: [],
                    staticFiles: files.sorted { $0.key < $1.key }.map { StaticFile(path: $0.key, stamp: stamp, bytes: $0.value, hash: $0.key) },
                    contentRoot: "/tmp", contentDisplayRoot: "content")
    }()

    /// The HTML of `markdown` rendered as `source`'s body, and its diagnostics.
    private func render(_ markdown: String, in source: String = "a.md") -> (html: String, diagnostics: [String]) {
        var chapter = Self.site.chapter(atSourcePath: source)!
        chapter.body = markdown
        let rendered = ChapterRenderer.render(chapter, reader: SiteReader(SiteInputs(site: Self.site))) { _ in false }
        return (rendered.markdown.html, rendered.diagnostics.map(\.description) + rendered.links.compactMap { link in
            if case .broken(let reason) = link.verdict { "\(link.location): \(reason)" } else { nil }
        })
    }

    @Test func anImageWithoutVariantsGetsItsSizeAndNothingElse() {
        #expect(render("![A cell](images/plain.png)\n").html == "<p><img src=\"images/plain.png\" alt=\"A cell\" width=\"40\" height=\"20\" /></p>\n")
    }

    @Test func aDarkVariantMakesAPicture() {
        #expect(render("![A cell](images/dark.png)\n").html
                == "<p><picture><source srcset=\"images/dark~dark.png\" media=\"(prefers-color-scheme: dark)\" />"
                + "<img src=\"images/dark.png\" alt=\"A cell\" width=\"40\" height=\"20\" /></picture></p>\n")
    }

    @Test func a2xFileMakesASrcsetAndTheSizeStaysThe1xFiles() {
        #expect(render("![A cell](images/dense.png)\n").html
                == "<p><img src=\"images/dense.png\" alt=\"A cell\" srcset=\"images/dense.png 1x, images/dense@2x.png 2x\" width=\"40\" height=\"20\" /></p>\n")
    }

    @Test func darkAnd2xAnd3xFilesFromASubfolderWithATitle() {
        #expect(render("![A cell](../images/all.jpg \"Both schemes\")\n", in: "part/b.md").html
                == "<p><picture><source srcset=\"../images/all~dark.jpg 1x, ../images/all~dark@2x.jpg 2x, ../images/all~dark@3x.jpg 3x\""
                + " media=\"(prefers-color-scheme: dark)\" /><img src=\"../images/all.jpg\" alt=\"A cell\" title=\"Both schemes\""
                + " srcset=\"../images/all.jpg 1x, ../images/all@2x.jpg 2x, ../images/all@3x.jpg 3x\" width=\"40\" height=\"20\" /></picture></p>\n")
    }

    @Test func aDarkVariantOfAnotherSizeIsAWarningAndDrawnAtItsImagesSize() {
        let rendered = render("![w](images/wide.png)\n")
        #expect(rendered.html
                == "<p><picture><source srcset=\"images/wide~dark.png\" media=\"(prefers-color-scheme: dark)\" />"
                + "<img src=\"images/wide.png\" alt=\"w\" width=\"40\" height=\"20\" /></picture></p>\n")
        #expect(rendered.diagnostics == ["content/a.md:4:1: warning: dark variant 'images/wide~dark.png' is 50×20, its image 40×20:"
                                         + " the dark one is drawn at its image's width and height [dark-variant]"])
        #expect(render("![A cell](images/dark.png)\n").diagnostics.isEmpty)
    }

    /// Exports of one drawing often differ by a pixel: up to two CSS pixels each way is no warning.
    @Test func aDarkVariantWithinTwoPixelsOfItsImageIsNoWarning() {
        let rendered = render("![n](images/near.png)\n")
        #expect(rendered.html.contains("<source srcset=\"images/near~dark.png\""))
        #expect(rendered.diagnostics.isEmpty)
    }

    @Test func anSVGBaseTakesItsSizeFromItsViewBox() {
        #expect(render("![A drawing](images/drawing.svg)\n").html
                == "<p><picture><source srcset=\"images/drawing~dark.svg\" media=\"(prefers-color-scheme: dark)\" />"
                + "<img src=\"images/drawing.svg\" alt=\"A drawing\" width=\"120\" height=\"40\" /></picture></p>\n")
    }

    /// An image named by its 2x file is drawn at half its pixels (rounded), its dark 2x file
    /// beside it.
    @Test func a2xBaseIsHalfItsPixels() {
        let rendered = render("![r](images/retina@2x.png)\n")
        #expect(rendered.html
                == "<p><picture><source srcset=\"images/retina~dark@2x.png 2x\" media=\"(prefers-color-scheme: dark)\" />"
                + "<img src=\"images/retina@2x.png\" alt=\"r\" width=\"41\" height=\"21\" /></picture></p>\n")
        #expect(rendered.diagnostics.isEmpty)
    }

    @Test func anImageWhoseSizeCannotBeReadIsAWarningAtTheImage() {
        let rendered = render("Text.\n\nSee ![cut](images/cut.png)\n")
        #expect(rendered.html == "<p>Text.</p>\n<p>See <img src=\"images/cut.png\" alt=\"cut\" /></p>\n")
        #expect(rendered.diagnostics == ["content/a.md:6:5: warning: cannot read the size of 'images/cut.png': its PNG header is cut short"
                                         + " or has no IHDR chunk first; it is shown without width and height [image-size]"])
    }

    @Test func aLinkToAMissingBaseNamesTheVariantThatIsThere() {
        let rendered = render("![x](images/only.png)\n")
        #expect(rendered.html == "<p><img src=\"images/only.png\" alt=\"x\" /></p>\n")
        #expect(rendered.diagnostics == ["content/a.md:4:1: link to missing file 'images/only.png'; beside it is only its variant"
                                         + " 'only@2x.png': add the image itself, or link to the variant"])
        #expect(render("![x](images/none.png)\n").diagnostics == ["content/a.md:4:1: link to missing file 'images/none.png'"])
    }

    @Test func externalImagesRawHTMLAndLinksAreLeftAlone() {
        #expect(render("![x](https://example.com/images/dark.png)\n").html == "<p><img src=\"https://example.com/images/dark.png\" alt=\"x\" /></p>\n")
        #expect(render("<img src=\"images/dark.png\" alt=\"x\">\n").html == "<img src=\"images/dark.png\" alt=\"x\" />\n")
        #expect(render("[x](images/dark.png)\n").html == "<p><a href=\"images/dark.png\">x</a></p>\n")
    }
}
