import DocgenCore
import Testing

@Suite struct PlatformVersionsTests {
    @Test func aPlatformStaysOnOneLineWithItsVersion() {
        #expect(PlatformVersions.keptTogether("on iOS 26 and iPadOS 18.2") == "on iOS\u{A0}26 and iPadOS\u{A0}18.2")
        #expect(PlatformVersions.keptTogether("在 iOS 26 上，用 Xcode 16 构建") == "在 iOS\u{A0}26 上，用 Xcode\u{A0}16 构建")
        #expect(PlatformVersions.keptTogether("macOS 15, tvOS 18, watchOS 11, visionOS 2") == "macOS\u{A0}15, tvOS\u{A0}18, watchOS\u{A0}11, visionOS\u{A0}2")
        #expect(PlatformVersions.keptTogether("iOS 13–18") == "iOS\u{A0}13–18")
        #expect(PlatformVersions.keptTogether("在iOS 26上") == "在iOS\u{A0}26上", "an ideograph before the name")
    }

    @Test func otherSpacesStay() {
        for text in ["iOS and 26", "iOS  26", "iOS\t26", "myiOS 26", "iOS", "iOS ", "OS 2", "iOS 版本", "the iOS SDK", "", "Xcode's 16"] {
            #expect(PlatformVersions.keptTogether(text) == text, "\(text)")
        }
    }

    @Test func aDeviceStaysOnOneLineWithItsModel() {
        #expect(PlatformVersions.keptTogether("on an iPhone 15 or iPhone 13 Pro") == "on an iPhone\u{A0}15 or iPhone\u{A0}13\u{A0}Pro")
        #expect(PlatformVersions.keptTogether("在 iPhone 15 Pro Max 上") == "在 iPhone\u{A0}15\u{A0}Pro\u{A0}Max 上")
        #expect(PlatformVersions.keptTogether("13 英寸 iPad Pro 和 iPad mini") == "13\u{A0}英寸 iPad\u{A0}Pro 和 iPad\u{A0}mini")
        #expect(PlatformVersions.keptTogether("the iPad Pro 13-inch (1032 pt)") == "the iPad\u{A0}Pro\u{A0}13-inch (1032\u{A0}pt)")
        #expect(PlatformVersions.keptTogether("on an iPhone SE. The iPad Air, and") == "on an iPhone\u{A0}SE. The iPad\u{A0}Air, and")
        #expect(PlatformVersions.keptTogether("用iPhone 16 Pro测") == "用iPhone\u{A0}16\u{A0}Pro测", "ideographs around the device")
    }

    @Test func aNumberStaysOnOneLineWithItsUnit() {
        #expect(PlatformVersions.keptTogether("26 pt 的圆角，16.7 ms，212 GB，60 fps") == "26\u{A0}pt 的圆角，16.7\u{A0}ms，212\u{A0}GB，60\u{A0}fps")
        #expect(PlatformVersions.keptTogether("0.13–0.85 ms (2.8 MB).") == "0.13–0.85\u{A0}ms (2.8\u{A0}MB).")
        #expect(PlatformVersions.keptTogether("a 402 pt wide iPhone 16 Pro at 120 Hz") == "a 402\u{A0}pt wide iPhone\u{A0}16\u{A0}Pro at 120\u{A0}Hz")
        for unit in PlatformVersions.units {
            #expect(PlatformVersions.keptTogether("1 \(unit)") == "1\u{A0}\(unit)")
        }
    }

    @Test func otherSpacesBesideDevicesAndNumbersStay() {
        for text in ["iPhone and iPad", "iPhone 上", "the iPad, 2", "Pro Max", "Pro 13", "myiPhone 15",
                     "12 pts", "5 pixels", "2 x", "x pt", "pt 26", "26  pt", "3 ptx", "iPhone  15", "Section 1 has 3 rows"] {
            #expect(PlatformVersions.keptTogether(text) == text, "\(text)")
        }
        #expect(PlatformVersions.keptTogether("iPhone 15 16") == "iPhone\u{A0}15 16", "a model has one number")
        #expect(PlatformVersions.keptTogether("iPhone 15 and Pro") == "iPhone\u{A0}15 and Pro", "a model word right after the model")
    }

    @Test func everyPlatformIsOneOfTheNames() {
        for name in PlatformVersions.names {
            #expect(PlatformVersions.keptTogether("\(name) 1") == "\(name)\u{A0}1")
        }
    }

    /// Texts are passed over 8 bytes at a time until a digit or a `P` turns up: a platform, a
    /// device and a unit are kept together at every place in the text, across those words'
    /// boundaries, and text with neither is returned as it is.
    @Test func everyPlaceInTheTextIsLookedAt() {
        for padding in 0..<20 {
            let filler = String(repeating: "x", count: padding) + " "
            #expect(PlatformVersions.keptTogether(filler + "iOS 26") == filler + "iOS\u{A0}26", "\(padding)")
            #expect(PlatformVersions.keptTogether(filler + "iPhone SE") == filler + "iPhone\u{A0}SE", "\(padding)")
            #expect(PlatformVersions.keptTogether(filler + "26 pt") == filler + "26\u{A0}pt", "\(padding)")
            #expect(PlatformVersions.keptTogether(filler + "plain words only") == filler + "plain words only", "\(padding)")
        }
    }
}
