/// How long an animated-PNG frame stays on screen: `numerator / denominator` seconds, as the
/// fcTL chunk stores it (`delay_num`, `delay_den`, 16 bits each).
///
/// The counterpart of `UIImage.animatedImage(with:duration:)`'s per-frame share of the
/// duration, but exact: 1/60 s is stored as 1/60, not rounded to milliseconds. A denominator
/// of 0 in a file means 100 (the APNG specification); this type never writes one.
public struct APNGFrameDelay: Hashable, Sendable, CustomStringConvertible {
    /// `delay_num`.
    public let numerator: UInt16
    /// `delay_den`, never 0 here.
    public let denominator: UInt16

    /// A delay of exactly `numerator / denominator` seconds; a `denominator` of 0 reads as
    /// 100, as the APNG specification says.
    public init(numerator: UInt16, denominator: UInt16) {
        self.numerator = numerator
        self.denominator = denominator == 0 ? 100 : denominator
    }

    /// `seconds` as a fraction whose numerator and denominator fit in 16 bits: exact for
    /// every fraction that fits (1/60, 31/60, 1001/24000, 100/2997), otherwise the last
    /// continued-fraction convergent that fits (pi gives 355/113, 2.7e-7 s off).
    ///
    /// Throws `APNGError.invalidDelay` for a negative, non-finite or over-65,535 s value.
    public init(seconds: Double) throws {
        guard seconds.isFinite, seconds >= 0, seconds <= 65_535 else { throw APNGError.invalidDelay(seconds) }
        let limit = 65_535.0
        // Continued fraction convergents h/k of `seconds`.
        var (h0, h1) = (0.0, 1.0), (k0, k1) = (1.0, 0.0)
        var x = seconds
        var best = (n: seconds.rounded(.down), d: 1.0)
        for _ in 0..<64 {
            let a = x.rounded(.down)
            let (h2, k2) = (a * h1 + h0, a * k1 + k0)
            guard h2 <= limit, k2 <= limit else { break }
            best = (h2, k2)
            (h0, h1, k0, k1) = (h1, h2, k1, k2)
            let rest = x - a
            // Stop once the convergent matches to within rounding of the input.
            if rest < 1e-9 || abs(h2 / k2 - seconds) <= 1e-12 * max(seconds, 1) { break }
            x = 1 / rest
        }
        self.init(numerator: UInt16(best.n), denominator: UInt16(best.d))
    }

    /// The delay in seconds.
    public var seconds: Double { Double(numerator) / Double(denominator) }

    /// "1/60 s".
    public var description: String { "\(numerator)/\(denominator) s" }
}
