/// UIKit's table metrics, each with its source in `shared/reference/uikit-facts.md` (the checked
/// facts) and that file's confidence: H = Apple documentation or UIKit code read directly,
/// M = code plus inference, L = third-party claim or estimate.
public enum UIKitMetrics {
    // MARK: Sections

    /// Horizontal section inset (= the table's layout margins) on standard phones: 16 pt.
    /// Facts: "Horizontal section inset", H (D-const13, D-const26, T-toinset).
    public static let standardSectionInset = 16.0
    /// Horizontal section inset on wide-margin devices (Plus/Max phones, iPad): 20 pt. Same row, H.
    public static let wideSectionInset = 20.0
    /// At this width or less the inset is 16 pt even on wide-margin devices. Same row, H.
    public static let narrowScreenWidth = 320.0

    /// Section corner radius on iOS 13–18 (and iOS 26 with the Liquid Glass opt-out): 10 pt, on
    /// iPhone and iPad alike. Facts: "Section corner radius", H (D-radiusFn, T-toinset).
    public static let classicCornerRadius = 10.0
    /// Section corner radius on iOS 26 with Liquid Glass: 26 pt. Facts, M-H (D-radiusFn, D-const26,
    /// D-apps, T-stripe); not yet checked on a device.
    public static let liquidGlassCornerRadius = 26.0

    /// A continuous corner's curve starts this many radii from the corner, along each edge.
    /// Facts: "Continuous-corner length", M-H (D-bezier, P-rosenfeld).
    public static let continuousCornerExtent = 1.528665

    // MARK: Rows

    /// Default row height before iOS 26: 2 × the body line height, 44 pt at the default text size.
    /// Facts: "Row height, before iOS 26", H (D-const13, D-const26).
    public static let classicRowHeightInBodyLines = 2.0
    /// Default row height with Liquid Glass: body line height + 30, about 52 pt. Facts, M (D-const26).
    public static let liquidGlassRowHeightBeyondBodyLine = 30.0
    /// The default row height follows Dynamic Type up to this category and stays there beyond it;
    /// rows grow past it only to fit their text. Facts: "Row height, before iOS 26", H.
    public static let rowHeightLargestCategory = ContentSizeCategory.extraExtraExtraLarge
    /// Cell top and bottom margins before iOS 26: half the body line height up to
    /// ``rowHeightLargestCategory`` (11 pt by default). Facts: "Cell top/bottom margins", M
    /// (D-const26), which gives ceil(lineHeight / 2); docgen keeps the exact half so that one line
    /// of text fills the 2 × lineHeight row of the H row-height fact at every size (the two agree
    /// at the default size).
    public static func classicCellVerticalMargin(bodyLineHeight: Double) -> Double {
        bodyLineHeight / 2
    }
    /// Cell top and bottom margins with Liquid Glass: 15 pt. Same row, M.
    public static let liquidGlassCellVerticalMargin = 15.0

    /// Gap between the title and the text under it (a subtitle, or detail text stacked at
    /// accessibility sizes). Not in the facts: an estimate (L).
    public static let titleToSecondaryTextSpacing = 3.0

    /// Gap between the text and the accessory: 8 pt of trailing content padding. Facts: "Gap between
    /// content and accessory", M (D-const13, D-const26; newer SDKs may use 16).
    public static let contentToAccessoryPadding = 8.0
    /// Gap between the title and trailing detail text. Not in the facts: an estimate (L).
    public static let titleToDetailSpacing = 8.0

    // MARK: Accessories

    /// The sizes below, and the gap between two accessories, are at the body style's default 17 pt.
    /// The glyphs are SF Symbols at the body style (`chevron.forward` at EmphasizedBody, facts
    /// "Disclosure indicator", H), so docgen scales each accessory as a whole with the body point
    /// size: 3.1 × at AX5 (L: the scaling is not measured on a device).
    public static let accessoryDesignPointSize = 17.0

    /// Disclosure chevron (`chevron.forward`), about 8 × 13 pt; depends on Dynamic Type.
    /// Facts: "Disclosure glyph size", L (measure it).
    public static let disclosureIndicatorSize = (width: 8.0, height: 13.0)
    /// Checkmark glyph. Not measured in the facts (L); the SF Symbol `checkmark` at body size.
    public static let checkmarkSize = (width: 14.0, height: 13.0)
    /// Info button of `detailButton`, about 22 × 22 pt. Facts: "Detail button", M (type) / L (size).
    public static let detailButtonSize = (width: 22.0, height: 22.0)
    /// Gap between two accessories (info button and chevron of `detailDisclosureButton`): 8 pt with
    /// the current SDK. Facts: "Gap between two accessories", M (D-const13).
    public static let accessoryGap = 8.0
    /// `UISwitch` through iOS 18: 51 × 31 pt at every text size (the control does not follow
    /// Dynamic Type). Apple documents only that the switch enforces its own size (`init(frame:)`);
    /// the number is third parties' (openradar 31777116, which also notes intrinsicContentSize
    /// says 49 wide; layouts that hard-code it), M.
    public static let classicSwitchSize = (width: 51.0, height: 31.0)
    /// `UISwitch` with Liquid Glass (iOS 26): 63 × 28 pt, a wider track and a capsule knob. Third-party
    /// reports (React Native pull request 53247, montage-ios pull request 488), not Apple's documentation.
    public static let liquidGlassSwitchSize = (width: 63.0, height: 28.0)

    // MARK: Headers and footers (grouped and insetGrouped)

    /// Padding above the first section when it has no header: 35 pt. Facts, M (D-const13).
    public static let firstSectionTopPadding = 35.0
    /// Height of a header or footer without text in grouped styles: 17.5 pt. Facts, M (D-const13, D-const26).
    public static let emptyHeaderFooterHeight = 17.5
    /// Header text margins before iOS 26: top 17 (32 for the first section), bottom 6. Facts, M (D-const26).
    public static let classicHeaderMargins = (top: 17.0, firstTop: 32.0, bottom: 6.0)
    /// Footer text margins before iOS 26: top 6, bottom 12. Facts, M (D-const26).
    public static let classicFooterMargins = (top: 6.0, bottom: 12.0)
    /// Header margins with Liquid Glass: 10 / 10; footer 8 / 6. Facts, M (D-const26).
    public static let liquidGlassHeaderMargins = (top: 10.0, firstTop: 10.0, bottom: 10.0)
    public static let liquidGlassFooterMargins = (top: 8.0, bottom: 6.0)

    // MARK: Plain style

    /// `sectionHeaderTopPadding` resolves to 22 pt for plain tables (iOS 15+). Facts, H (doc) / M (value).
    public static let plainHeaderTopPadding = 22.0
    /// Padding above and below a plain section header's text: 5 pt, so one line at the default
    /// size is 28 pt tall. Not in the facts: an estimate (L).
    public static let plainHeaderVerticalPadding = 5.0
}
