import DocgenCore
import Foundation

extension TemplateValue {
    /// Converts a `JSONSerialization` result into a template value.
    ///
    /// `JSONSerialization` returns every number and boolean as `NSNumber`, and on Linux
    /// `NSNumber(1) as? Bool` succeeds, so booleans are told apart by their Objective-C type
    /// encoding (`c`, the `char` a boolean is stored as) before any bridging cast.
    init(jsonObject: Any) {
        switch jsonObject {
        case let number as NSNumber:
            self = Self(jsonNumber: number)
        case let string as String:
            self = .string(string)
        case let array as [Any]:
            self = .list(array.map(TemplateValue.init(jsonObject:)))
        case let object as [String: Any]:
            self = .object(Dictionary(uniqueKeysWithValues: object.map { (TemplateKey($0.key), TemplateValue(jsonObject: $0.value)) }))
        default:
            self = .null
        }
    }

    private init(jsonNumber number: NSNumber) {
        switch String(cString: number.objCType) {
        case "c", "B":
            self = .bool(number.boolValue)
        case "f", "d":
            self = .double(number.doubleValue)
        default:
            self = (number as? Int).map(TemplateValue.int) ?? .double(number.doubleValue)
        }
    }
}
