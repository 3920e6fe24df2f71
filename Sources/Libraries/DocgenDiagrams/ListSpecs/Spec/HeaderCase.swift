/// How a section header's text is shown: in capitals, as grouped styles showed it up to iOS 18, or
/// as the author wrote it.
///
/// UIKit does not document the default. Third-party reports agree that grouped and insetGrouped
/// tables showed `titleForHeaderInSection` and `groupedHeader()` text in capitals on iOS 13–18 and
/// plain tables did not (Eureka #1609, SwiftyFORM #51, SwiftUI's sections on iOS 14), and that
/// iOS 26's new design no longer does (brave-browser #57950): low confidence (third parties'
/// reports, not UIKit code), not in uikit-facts.md; ``MetricConfidence`` rates it so. Footers are never changed.
public enum HeaderCase: String, Sendable, CaseIterable {
    case upper, asWritten

    /// The case UIKit's own headers use for `style` on `system`.
    public static func `default`(style: TableStyle, system: SystemVersion) -> HeaderCase {
        style != .plain && !system.isLiquidGlass ? .upper : .asWritten
    }

    /// `text` as a header shows it.
    public func shown(_ text: String) -> String {
        self == .upper ? text.uppercased() : text
    }
}
