import Foundation

/// What `docgen layout SPEC.yml --format json` prints, version 2 of its schema
/// (`docs/schema/layout-v2.schema.json` in the docgen repository): every frame in points, in the
/// table view's coordinates. Plain Foundation, so it decodes on any platform; the UIKit test
/// beside it compares it with a live `UITableView`.
struct DocgenLayout: Decodable, Equatable {
    static let supportedSchemaVersion = 2

    var schema: String
    var schemaVersion: Int
    var device: String
    var width: Double
    var style: String
    var system: String
    var cornerCurve: String
    var contentSizeCategory: String
    var layoutDirection: String
    var headerCase: String
    var decoration: String
    /// How sure the metrics are; nil when docgen says nothing (iOS 13 to 18 by default).
    var confidence: Confidence?
    var tableFrame: Frame
    var scale: Double
    var sectionInset: Double
    var cellMargin: Double
    var sections: [Section]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case schemaVersion, device, width, style, system, cornerCurve, contentSizeCategory, layoutDirection, headerCase,
             decoration, confidence, tableFrame, scale, sectionInset, cellMargin, sections
    }

    /// How sure the metrics are and what they rest on: a level (`low`, `medium`, `mediumHigh`,
    /// `high`) for the whole, and for the values rated apart, by metric name.
    struct Confidence: Decodable, Equatable {
        var level: String
        var evidence: String?
        var source: String?
        var values: [String: String]
    }

    /// A `CGRect` in the table view's coordinates, in points.
    struct Frame: Decodable, Equatable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    /// A section's background decoration view or a highlighted row's background.
    struct Shape: Decodable, Equatable {
        var frame: Frame
        var cornerMask: [String]
        var cornerRadius: Double
    }

    /// `UITableViewCell.separatorInset`, left and right read in the layout direction.
    struct SeparatorInset: Decodable, Equatable {
        var leading: Double
        var trailing: Double
    }

    struct Section: Decodable, Equatable {
        var frame: Frame
        var header: Frame?
        var headerLines: [String]
        var footer: Frame?
        var footerLines: [String]
        var headerText: String?
        var footerText: String?
        var separators: [Frame]
        var decoration: Shape?
        var rows: [Row]
    }

    struct Row: Decodable, Equatable {
        var position: String
        var title: String
        var subtitle: String?
        var detail: String?
        var accessory: String
        var frame: Frame
        var contentFrame: Frame
        var titleFrame: Frame
        var titleLines: [String]
        var subtitleFrame: Frame?
        var subtitleLines: [String]
        var detailFrame: Frame?
        var detailLines: [String]
        var accessoryFrame: Frame?
        var separatorInset: SeparatorInset?
        var cornerMask: [String]
        var cornerRadius: Double
        var highlight: Shape?
    }

    /// Decodes docgen's JSON for a spec of one layout, refusing a schema version this file was
    /// not written for.
    static func decode(_ data: Data) throws -> DocgenLayout {
        try checked(JSONDecoder().decode(DocgenLayout.self, from: data))
    }

    /// Decodes docgen's JSON for any spec: its one layout, or each layout of a `compare` or
    /// `variants` spec (a document with `layouts`), in the figure's order.
    static func decodeAll(_ data: Data) throws -> [DocgenLayout] {
        guard let several = try? JSONDecoder().decode(Several.self, from: data) else { return [try decode(data)] }
        _ = try checked(several.schemaVersion)
        return try several.layouts.map(checked)
    }

    /// What a `compare` or `variants` spec prints: one document per layout.
    private struct Several: Decodable {
        var schemaVersion: Int
        var layouts: [DocgenLayout]
    }

    private static func checked(_ layout: DocgenLayout) throws -> DocgenLayout {
        _ = try checked(layout.schemaVersion)
        return layout
    }

    private static func checked(_ version: Int) throws -> Int {
        guard version == supportedSchemaVersion else {
            throw DecodingError.dataCorrupted(.init(codingPath: [CodingKeys.schemaVersion],
                                                    debugDescription: "schema version \(version), expected \(supportedSchemaVersion)"))
        }
        return version
    }
}
