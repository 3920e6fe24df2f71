import DocgenMarkdown
import Testing

/// An image with variants becomes an `<img srcset>` or a `<picture>`, always with its size.
@Suite struct PictureRenderingTests {
    private typealias Candidate = ImageVariants.Candidate

    private func render(_ markdown: String, _ images: [String: ImageVariants]) -> String {
        var delegate = RecordingDelegate(images: images)
        return HTMLRenderer.render(CommonMarkParser.parse(markdown), delegate: &delegate).html
    }

    private let size = ImageVariants.Size(width: 320, height: 180)

    @Test func anImageWithoutVariantsIsAnImgWithItsSize() {
        let variants = ImageVariants(light: [Candidate(href: "cell.png", density: 1)], size: size)
        #expect(render("![A cell](cell.png)\n", ["cell.png": variants])
                == "<p><img src=\"cell.png\" alt=\"A cell\" width=\"320\" height=\"180\" /></p>\n")
        #expect(render("![A cell](cell.png)\n", [:]) == "<p><img src=\"cell.png\" alt=\"A cell\" /></p>\n",
                "an image the delegate knows nothing of is written as before")
    }

    @Test func aDarkVariantMakesAPictureWithADarkSourceFirst() {
        let variants = ImageVariants(light: [Candidate(href: "cell.png", density: 1)], dark: [Candidate(href: "cell~dark.png", density: 1)],
                                     size: size)
        #expect(render("![A cell](cell.png)\n", ["cell.png": variants])
                == "<p><picture><source srcset=\"cell~dark.png\" media=\"(prefers-color-scheme: dark)\" />"
                + "<img src=\"cell.png\" alt=\"A cell\" width=\"320\" height=\"180\" /></picture></p>\n")
    }

    @Test func denserFilesMakeTheImgsSrcset() {
        let variants = ImageVariants(light: [Candidate(href: "cell.png", density: 1), Candidate(href: "cell@2x.png", density: 2)], size: size)
        #expect(render("![A cell](cell.png)\n", ["cell.png": variants])
                == "<p><img src=\"cell.png\" alt=\"A cell\" srcset=\"cell.png 1x, cell@2x.png 2x\" width=\"320\" height=\"180\" /></p>\n")
    }

    @Test func darkAndDenserFilesGiveBothSrcsets() {
        let variants = ImageVariants(
            light: [Candidate(href: "cell.png", density: 1), Candidate(href: "cell@2x.png", density: 2), Candidate(href: "cell@3x.png", density: 3)],
            dark: [Candidate(href: "cell~dark.png", density: 1), Candidate(href: "cell~dark@2x.png", density: 2)],
            size: size)
        #expect(render("![A cell](cell.png \"The cell\")\n", ["cell.png": variants])
                == "<p><picture><source srcset=\"cell~dark.png 1x, cell~dark@2x.png 2x\" media=\"(prefers-color-scheme: dark)\" />"
                + "<img src=\"cell.png\" alt=\"A cell\" title=\"The cell\" srcset=\"cell.png 1x, cell@2x.png 2x, cell@3x.png 3x\""
                + " width=\"320\" height=\"180\" /></picture></p>\n")
    }

    @Test func aLoneDenserFileKeepsItsDensityAndACommaInAURLIsEscaped() {
        let variants = ImageVariants(light: [Candidate(href: "a,b@2x.png", density: 2)], dark: [Candidate(href: "a,b~dark@2x.png", density: 2)])
        #expect(render("![x](a,b@2x.png)\n", ["a,b@2x.png": variants])
                == "<p><picture><source srcset=\"a%2Cb~dark@2x.png 2x\" media=\"(prefers-color-scheme: dark)\" />"
                + "<img src=\"a,b@2x.png\" alt=\"x\" /></picture></p>\n")
    }

    @Test func theDelegateIsAskedForAnImagesVariantsAtItsPlaceAndNotForALinks() {
        var delegate = RecordingDelegate()
        _ = HTMLRenderer.render(CommonMarkParser.parse("Text [link](b.png)\n\nand ![x](a.png)\n"), delegate: &delegate)
        #expect(delegate.imageQuestions.map { "\($0.0) \($0.1):\($0.2)" } == ["a.png 3:5"])
        #expect(delegate.links.map { "\($0.0) \($0.1):\($0.2)" } == ["b.png 1:6", "a.png 3:5"])
    }
}
