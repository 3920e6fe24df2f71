/// An axis from a "nice" lower bound to a "nice" upper bound, with ticks every 1, 2 or 5 × 10ⁿ.
///
/// Any finite bounds work, from subnormal numbers to ±1.8 × 10³⁰⁸: where rounding a bound out
/// to the next tick would overflow, the axis ends at the bound itself.
struct NiceAxis {
    let lower: Double
    let upper: Double
    let step: Double
    let ticks: [Double]
    /// Decimals needed to print the ticks (at most 10).
    let decimals: Int

    init(minimum: Double, maximum: Double, targetTicks: Int = 5) {
        guard minimum.isFinite, maximum.isFinite, minimum < maximum else {
            lower = 0; upper = 1; step = 1; ticks = [0, 1]; decimals = 0
            return
        }
        // Each bound divided first, so that the span of ±1.8e308 does not overflow; a span
        // too small to divide (subnormal) is its own rough step.
        let parts = Double(max(targetTicks, 1))
        let span = maximum - minimum
        var rough = span.isFinite ? span / parts : maximum / parts - minimum / parts
        if !(rough > 0) { rough = span }
        var magnitude = 1.0
        while magnitude * 10 <= rough { magnitude *= 10 }
        while magnitude > rough && magnitude / 10 > 0 { magnitude /= 10 }
        let residual = rough / magnitude
        let step = (residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 5 ? 5 : 10) * magnitude
        let roundedLower = (minimum / step).rounded(.down) * step
        let roundedUpper = (maximum / step).rounded(.up) * step
        let lower = roundedLower.isFinite ? roundedLower : minimum
        let upper = roundedUpper.isFinite ? roundedUpper : maximum
        // Tick multiples from the first at or above `lower` to the last at or below `upper`:
        // a few dozen at most, since the step is about a fifth of the span.
        let first = (lower / step).rounded(.up), last = (upper / step).rounded(.down)
        var ticks: [Double] = []
        var multiple = first
        while multiple <= last && ticks.count <= 10 * targetTicks + 2 {
            ticks.append(multiple * step)
            multiple += 1
        }
        var decimals = 0
        var probe = step
        while probe < 1 - 1e-9 && decimals < 10 {
            probe *= 10
            decimals += 1
        }
        self.step = step
        self.lower = lower
        self.upper = upper
        self.ticks = ticks.isEmpty ? [lower, upper] : ticks
        self.decimals = decimals
    }

    /// Where `value` lies between `lower` (0) and `upper` (1), clamped to that range; computed
    /// on halves when the span itself would overflow.
    func fraction(of value: Double) -> Double {
        let span = upper - lower
        let fraction = span.isFinite ? (value - lower) / span : (value / 2 - lower / 2) / (upper / 2 - lower / 2)
        return fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    }
}
