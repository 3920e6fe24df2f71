// Declarations only: the visual effects a list's separators and backgrounds can draw with.

@MainActor open class UIVisualEffect: NSObject {}

@MainActor open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    }
    public convenience init(style: UIBlurEffect.Style) { self.init() }
}

public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

@MainActor open class UIVibrancyEffect: UIVisualEffect {
    public convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) { self.init() }
}
