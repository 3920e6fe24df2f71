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

    @Test func everyPlatformIsOneOfTheNames() {
        for name in PlatformVersions.names {
            #expect(PlatformVersions.keptTogether("\(name) 1") == "\(name)\u{A0}1")
        }
    }
}
