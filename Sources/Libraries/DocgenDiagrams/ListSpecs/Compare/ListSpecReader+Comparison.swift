import DocgenCore
import Foundation
import DocgenYAML

extension ListSpecReader {
    /// Reads `compare:`, in any of the forms an author writes: a list (`[iOS 18, iOS 26]`), the
    /// same as one line (`iOS 18, iOS 26`), or one setting and its list (`{system: [18, 26]}`).
    /// Each problem is located at the value it is about. Reads after `device`, which an idiom
    /// keeps, and reports the keys the comparison overrides.
    static func readComparison(_ reader: inout YAMLFieldReader, spec: ListSpec) -> ListComparison? {
        guard let node = reader.node("compare"), !node.isNull else { return nil }
        var settingName: String?
        var list = node
        if let pairs = node.mapping {
            guard pairs.count == 1, let pair = pairs.first, let key = pair.key.stringValue else {
                reader.report(.error("'compare' varies one setting: give one of \(ComparedValueParser.settingNames.joined(separator: ", ")) "
                                     + "and its values", at: reader.locate(node)))
                return nil
            }
            guard ComparedValueParser.settingNames.contains(key) else {
                var message = "unknown setting '\(key)' in 'compare'"
                if let suggestion = Spelling.closest(to: key, in: ComparedValueParser.settingNames) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += "; use one of \(ComparedValueParser.settingNames.joined(separator: ", "))"
                }
                reader.report(.error(message, at: reader.locate(pair.key)))
                return nil
            }
            settingName = key
            list = pair.value
        }
        let items: [(text: String, node: YAMLNode)]
        if let sequence = list.sequence {
            var texts: [(String, YAMLNode)] = []
            for item in sequence {
                guard let text = item.stringValue else {
                    reader.report(.error("'compare' must list values such as iOS 18, not \(item.kindDescription)", at: reader.locate(item)))
                    return nil
                }
                texts.append((text, item))
            }
            items = texts
        } else if let text = list.stringValue {
            items = text.split(separator: ",").map { (String($0).trimmingCharacters(in: .whitespaces), list) }
        } else {
            reader.report(.error("'compare' must list the values to compare, such as [iOS 18, iOS 26], not \(list.kindDescription)",
                                 at: reader.locate(list)))
            return nil
        }
        let (comparison, problems) = ComparedValueParser(base: spec).comparison(items.map(\.text), settingName: settingName)
        for problem in problems {
            reader.report(.error(problem.message, at: reader.locate(problem.index.map { items[$0].node } ?? node)))
        }
        guard let comparison else { return nil }
        reportOverriddenKeys(&reader, by: comparison, spec: spec)
        return comparison
    }

    /// A warning on each key whose value the comparison replaces in every panel (a value that is
    /// one of the panels', as the device an idiom keeps, does have an effect), and an error on
    /// `views` other than `list`: a comparison draws each panel's list.
    private static func reportOverriddenKeys(_ reader: inout YAMLFieldReader, by comparison: ListComparison, spec: ListSpec) {
        let keys: [String], own: ComparedValue
        switch comparison.setting {
        case .system: (keys, own) = (["system"], .system(spec.system))
        case .device: (keys, own) = (["device", "width"], .device(spec.device))
        case .contentSizeCategory: (keys, own) = (["contentSizeCategory"], .contentSizeCategory(spec.contentSizeCategory))
        }
        for key in keys where !comparison.values.contains(own) {
            if let overridden = reader.node(key), !overridden.isNull {
                reader.report(.warning("'\(key)' has no effect: 'compare' gives each panel its own \(key == "width" ? "device" : key)",
                                       at: reader.locate(overridden), rule: .diagramSetting))
            }
        }
        if let views = reader.node("views"), !views.isNull, (views.sequence ?? [views]).contains(where: { $0.stringValue != "list" }) {
            reader.report(.error("'views' cannot be combined with 'compare': a comparison draws the list view of each panel",
                                 at: reader.locate(views)))
        }
    }
}
