/// The mixed-case names of SVG and MathML, which libxml2's HTML parser lower-cases.
///
/// The tables are the HTML Living Standard's: "adjust SVG attributes", "adjust MathML
/// attributes" and the SVG element names of the tree builder's "any other start tag" in
/// foreign content. A raw-HTML `<svg viewBox>` repaired as HTML keeps `viewBox` in XHTML,
/// where names are case-sensitive.
enum ForeignNames {
    /// SVG element names by their lower-cased form.
    static let svgElements: [String: String] = Dictionary(uniqueKeysWithValues: [
        "altGlyph", "altGlyphDef", "altGlyphItem", "animateColor", "animateMotion", "animateTransform", "clipPath",
        "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feConvolveMatrix", "feDiffuseLighting",
        "feDisplacementMap", "feDistantLight", "feDropShadow", "feFlood", "feFuncA", "feFuncB", "feFuncG", "feFuncR",
        "feGaussianBlur", "feImage", "feMerge", "feMergeNode", "feMorphology", "feOffset", "fePointLight",
        "feSpecularLighting", "feSpotLight", "feTile", "feTurbulence", "foreignObject", "glyphRef", "linearGradient",
        "radialGradient", "textPath",
    ].map { ($0.lowercased(), $0) })

    /// SVG attribute names by their lower-cased form.
    static let svgAttributes: [String: String] = Dictionary(uniqueKeysWithValues: [
        "attributeName", "attributeType", "baseFrequency", "baseProfile", "calcMode", "clipPathUnits", "diffuseConstant",
        "edgeMode", "filterUnits", "glyphRef", "gradientTransform", "gradientUnits", "kernelMatrix", "kernelUnitLength",
        "keyPoints", "keySplines", "keyTimes", "lengthAdjust", "limitingConeAngle", "markerHeight", "markerUnits",
        "markerWidth", "maskContentUnits", "maskUnits", "numOctaves", "pathLength", "patternContentUnits",
        "patternTransform", "patternUnits", "pointsAtX", "pointsAtY", "pointsAtZ", "preserveAlpha",
        "preserveAspectRatio", "primitiveUnits", "refX", "refY", "repeatCount", "repeatDur", "requiredExtensions",
        "requiredFeatures", "specularConstant", "specularExponent", "spreadMethod", "startOffset", "stdDeviation",
        "stitchTiles", "surfaceScale", "systemLanguage", "tableValues", "targetX", "targetY", "textLength", "viewBox",
        "viewTarget", "xChannelSelector", "yChannelSelector", "zoomAndPan",
    ].map { ($0.lowercased(), $0) })

    /// MathML's one mixed-case attribute.
    static let mathMLAttributes = ["definitionurl": "definitionURL"]

    /// The namespaces a repaired root `<svg>` or `<math>` declares.
    static let namespaces = ["svg": "http://www.w3.org/2000/svg", "math": "http://www.w3.org/1998/Math/MathML"]
    static let xlinkNamespace = "http://www.w3.org/1999/xlink"
}
