import Foundation
import DocgenCore

/// Reads the values a comparison names, written as an author naturally writes them: `iOS 18`,
/// `ios18` or (under `system:`) `18`; a device name in any case; a text size as Swift spells it
/// (`accessibilityLarge`) or as Settings abbreviates the accessibility ones (`AX1` to `AX5`); an
/// idiom, `phone` or `pad`, which keeps the spec's device when it is of that idiom.
///
/// Shared by the `compare:` key of a spec and `docgen diagram --compare`, which locate the
/// problems each in their own way: each problem names the index of the value it is about.
public struct ComparedValueParser: Sendable {
    /// How a comparison may name its setting (`compare: {system: [...]}`); `idiom` names devices.
    public static let settingNames = ["system", "device", "contentSizeCategory", "idiom"]

    /// A problem with the values; `index` is the value it is about, nil for the list as a whole.
    public struct Problem: Sendable, Equatable {
        public var message: String
        public var index: Int?
    }

    /// The spec the comparison belongs to: an idiom keeps its device when it is of that idiom.
    let base: ListSpec

    public init(base: ListSpec) {
        self.base = base
    }

    /// The comparison of `texts`, under the setting named `settingName` (one of
    /// ``settingNames``) or, without one, of whatever setting the values name. Nil with the
    /// problems when the values do not make a comparison.
    public func comparison(_ texts: [String], settingName: String? = nil) -> (ListComparison?, [Problem]) {
        var problems: [Problem] = []
        var values: [ComparedValue] = []
        var first: (value: ComparedValue, text: String)?
        for (index, text) in texts.enumerated() {
            guard let value = value(text, settingName: settingName) else {
                problems.append(Problem(message: unknownMessage(text, settingName: settingName), index: index))
                continue
            }
            if let first, first.value.setting != value.setting {
                problems.append(Problem(message: "'compare' mixes settings: '\(first.text)' is \(Self.noun(first.value.setting)) and '\(text)' "
                                            + "\(Self.noun(value.setting)); compare one setting at a time", index: index))
                continue
            }
            if values.contains(value) {
                problems.append(Problem(message: "'\(text)' is compared twice (as \(value.label))", index: index))
                continue
            }
            if first == nil { first = (value, text) }
            values.append(value)
        }
        if texts.count < 2 {
            problems.append(Problem(message: "'compare' needs at least two values, one for each panel, not \(texts.count)", index: nil))
        } else if texts.count > ListComparison.maximumCount {
            problems.append(Problem(message: "'compare' takes at most \(ListComparison.maximumCount) values, not \(texts.count): "
                                        + "more panels side by side are too narrow to read", index: nil))
        }
        return (problems.isEmpty ? ListComparison(values: values) : nil, problems)
    }

    /// One value, or nil when `text` names none (under `settingName`, when given).
    public func value(_ text: String, settingName: String? = nil) -> ComparedValue? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch settingName {
        case "system": return Self.system(trimmed, bareNumber: true).map(ComparedValue.system)
        case "device": return Self.device(trimmed).map(ComparedValue.device)
        case "contentSizeCategory": return Self.category(trimmed).map(ComparedValue.contentSizeCategory)
        case "idiom": return idiom(trimmed).map(ComparedValue.device)
        default:
            if let system = Self.system(trimmed, bareNumber: false) { return .system(system) }
            if let device = Self.device(trimmed) { return .device(device) }
            if let category = Self.category(trimmed) { return .contentSizeCategory(category) }
            return idiom(trimmed).map(ComparedValue.device)
        }
    }

    /// `iOS 18`, `ios18`, `iOS 18.2`; a bare `18` only where the setting is known to be the system.
    static func system(_ text: String, bareNumber: Bool) -> SystemVersion? {
        let squeezed = text.replacingOccurrences(of: " ", with: "")
        let lowered = squeezed.lowercased()
        if lowered.hasPrefix("ios") { return SystemVersion("iOS \(squeezed.dropFirst(3))") }
        return bareNumber ? SystemVersion("iOS \(squeezed)") : nil
    }

    /// A catalogue device, its name in any case and spacing (`iphone15`, `iPad mini`).
    static func device(_ text: String) -> Device? {
        let key = squeezedKey(text)
        return Device.catalogue.first { squeezedKey($0.name) == key }
    }

    /// A text size by its Swift name in any case, or `AX1` to `AX5`.
    static func category(_ text: String) -> ContentSizeCategory? {
        let lowered = text.lowercased()
        if let match = ContentSizeCategory.allCases.first(where: { $0.rawValue.lowercased() == lowered }) { return match }
        let accessibility = ContentSizeCategory.allCases.filter(\.isAccessibilityCategory)
        if lowered.hasPrefix("ax"), let number = Int(lowered.dropFirst(2)), accessibility.indices.contains(number - 1) {
            return accessibility[number - 1]
        }
        return nil
    }

    /// `phone` or `pad`: the spec's device when it is of that idiom, else iPhone 15 or iPad.
    func idiom(_ text: String) -> Device? {
        let isPad = base.device.name.hasPrefix("iPad")
        switch text.lowercased() {
        case "phone", "iphone": return isPad ? Device.named("iPhone 15") : base.device
        case "pad", "ipad": return isPad ? base.device : Device.named("iPad")
        default: return nil
        }
    }

    /// Every name a value may have, for "did you mean".
    static var knownNames: [String] {
        ["iOS 13", "iOS 14", "iOS 15", "iOS 16", "iOS 17", "iOS 18", "iOS 26"] + Device.catalogue.map(\.name)
            + ContentSizeCategory.allCases.map(\.rawValue) + ["phone", "pad"]
    }

    func unknownMessage(_ text: String, settingName: String?) -> String {
        let known: [String], choices: String
        switch settingName {
        case "system":
            known = Self.knownNames.filter { $0.hasPrefix("iOS ") }
            choices = "use iOS 13 to iOS 18, or iOS 26"
        case "device":
            known = Device.catalogue.map(\.name)
            choices = "known devices: \(known.joined(separator: ", "))"
        case "contentSizeCategory":
            known = ContentSizeCategory.allCases.map(\.rawValue)
            choices = "use one of \(known.joined(separator: ", ")), or AX1 to AX5"
        case "idiom":
            known = ["phone", "pad"]
            choices = "use phone or pad"
        default:
            known = Self.knownNames
            choices = "compare systems (iOS 13 to iOS 18, iOS 26), devices (iPhone 15, iPad, …), text sizes (large, "
                + "accessibilityLarge, …) or idioms (phone, pad)"
        }
        let what = settingName.map { $0 == "contentSizeCategory" ? "text size" : $0 } ?? "value"
        var message = "unknown \(what) '\(text)' in 'compare'"
        if let suggestion = Self.nearestSystem(to: text, settingName: settingName) ?? Spelling.closest(to: text, in: known),
           suggestion.lowercased() != text.lowercased() {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; \(choices)"
        }
        return message
    }

    /// For a version that does not exist (`iOS 19`, or `19` under `system:`), the known one
    /// nearest in number, the lower of two as near: a typo of a digit is better caught by the number
    /// than by the spelling, which finds `iOS 13` as close to `iOS 19` as `iOS 18` is.
    static func nearestSystem(to text: String, settingName: String?) -> String? {
        let squeezed = text.replacingOccurrences(of: " ", with: "").lowercased()
        let isSystem = squeezed.hasPrefix("ios")
        guard isSystem || settingName == "system",
              let major = Int((isSystem ? squeezed.dropFirst(3) : Substring(squeezed)).prefix { $0.isNumber }) else { return nil }
        let known = Array(13...18) + [26]
        return known.min { (abs($0 - major), $0) < (abs($1 - major), $1) }.map { "iOS \($0)" }
    }

    private static func squeezedKey(_ text: String) -> String {
        text.lowercased().replacingOccurrences(of: " ", with: "")
    }

    private static func noun(_ setting: ComparedSetting) -> String {
        switch setting {
        case .system: "a system"
        case .device: "a device"
        case .contentSizeCategory: "a text size"
        }
    }
}
