import DocgenCore
import DocgenModel

/// A chapter page's meta line: the date of its last commit (`page.lastUpdated`) and its
/// "Edit this page" link (`page.editURL`), each absent when the site does not show it.
enum PageMeta {
    /// The values `chapter`'s page adds to `page`, in the words of `strings` (its language's).
    static func values(of chapter: Chapter, in site: Site, strings: [String: String]) -> [TemplateKey: TemplateValue] {
        var values: [TemplateKey: TemplateValue] = [:]
        if let date = site.commitDates[chapter.sourcePath] {
            let sentence = strings["lastUpdated"] ?? "Last updated on {date}"
            let parts = sentence.split(separator: "{date}", maxSplits: 1, omittingEmptySubsequences: false)
            let before = parts.count == 2 ? String(parts[0]) : sentence + " ", after = parts.count == 2 ? String(parts[1]) : ""
            values["lastUpdated"] = .object([
                "datetime": .string(date.iso), "date": .string(text(of: date, strings: strings)),
                "before": .string(before), "after": .string(after),
            ])
        }
        if let editURL = site.config.editURL {
            let path = site.editFolder.isEmpty ? chapter.sourcePath : "\(site.editFolder)/\(chapter.sourcePath)"
            values["editURL"] = .string(editURL + SitePath.encode(path))
        }
        values["hasMeta"] = .bool(!values.isEmpty)
        return values
    }

    /// `date` by the language's `dateFormat`: `{day}`, `{month}` (its number), `{monthName}`
    /// (the month's word of `monthNames`, twelve separated by spaces) and `{year}`.
    static func text(of date: CommitDate, strings: [String: String]) -> String {
        let names = (strings["monthNames"] ?? "").split(separator: " ")
        let monthName = names.count == 12 ? String(names[date.month - 1]) : String(date.month)
        let fields = ["day": String(date.day), "month": String(date.month), "monthName": monthName, "year": String(date.year)]
        return fill(strings["dateFormat"] ?? "{year}-{month}-{day}", with: fields)
    }

    /// `format` with each `{name}` of `fields` replaced by its value; other text kept.
    private static func fill(_ format: String, with fields: [String: String]) -> String {
        var result = ""
        var rest = Substring(format)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}"), let value = fields[String(rest[rest.index(after: open)..<close])] else {
                result.append("{")
                rest = rest[rest.index(after: open)...]
                continue
            }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
