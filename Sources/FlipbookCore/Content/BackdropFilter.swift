import Foundation

/// A backdrop filter: what a `UIVisualEffectView` with a `UIBlurEffect` does to the pixels
/// already drawn under its layer (SEMANTICS.md §17, "Materials"). The compositor blurs what
/// lies under the layer's (rounded) bounds by a Gaussian of standard deviation `radius`,
/// scales its saturation by `saturation`, lays `tint` over it at `tintAlpha`, and then draws
/// the layer's own background, content and sublayers on top.
///
/// A vibrancy effect view carries a filter too, with no blur and a `vibrancy`: its subtree is
/// drawn as a mask (its coverage, not its colours) through which what lies under it shows
/// lighter (vibrancy > 0) or darker (< 0).
///
/// The default value (`BackdropFilter.none`) changes nothing: radius 0, saturation 1,
/// tint alpha 0. It is what a blur animates from when an effect is set inside an animation
/// block (`interpolated(to:_:)`).
public struct BackdropFilter: Hashable, Sendable {
    /// The Gaussian's standard deviation, in the layer's points (the compositor blurs by
    /// sigma = radius x the layer's scale in device pixels); 0 or less blurs nothing.
    public var radius: Double
    /// The saturation factor after the blur: 1 keeps the colours, 0 is grey, above 1 is more
    /// vivid (the luminance-preserving saturate matrix of the W3C filter effects).
    public var saturation: Double
    /// The tint laid over the blurred backdrop (its own alpha is ignored: `tintAlpha` is
    /// the tint's coverage).
    public var tint: RGBA
    /// The tint's coverage in [0, 1]; 0 for no tint.
    public var tintAlpha: Double
    /// What a vibrancy effect does, in [-1, 1]: where the layer's subtree covers the
    /// backdrop, `vibrancy` x 255 is added to each of its colour channels (plus-lighter,
    /// above 0) or taken from them (plus-darker, below 0), clamped, by the subtree's coverage
    /// (SEMANTICS.md §17, "Vibrancy"); 0 for none.
    public var vibrancy: Double

    /// A filter with these values.
    public init(
        radius: Double, saturation: Double = 1, tint: RGBA = .white, tintAlpha: Double = 0, vibrancy: Double = 0
    ) {
        self.radius = radius; self.saturation = saturation; self.tint = tint; self.tintAlpha = tintAlpha
        self.vibrancy = vibrancy
    }

    /// No blur, no saturation change, no tint (with the given tint colour, so that an
    /// animation from nothing fades the tint in without changing its hue).
    public static func none(tint: RGBA = .white) -> BackdropFilter {
        BackdropFilter(radius: 0, saturation: 1, tint: tint, tintAlpha: 0)
    }

    /// Whether every number is finite.
    public var isFinite: Bool {
        radius.isFinite && saturation.isFinite && tint.isFinite && tintAlpha.isFinite && vibrancy.isFinite
    }

    /// Whether the filter changes any pixel: a positive radius, a saturation other than 1,
    /// or a visible tint.
    public var isVisible: Bool {
        guard isFinite else { return false }
        return radius > 0 || saturation != 1 || tintAlpha > 0
    }

    /// Whether the layer's subtree is drawn as vibrant content: a finite, non-zero `vibrancy`.
    public var isVibrant: Bool { isFinite && vibrancy != 0 }

    /// Each number linearly between this filter (p = 0) and `other` (p = 1); the tint's
    /// colour channels too.
    public func interpolated(to other: BackdropFilter, _ p: Double) -> BackdropFilter {
        BackdropFilter(
            radius: lerp(radius, other.radius, p), saturation: lerp(saturation, other.saturation, p),
            tint: tint.interpolated(to: other.tint, p), tintAlpha: lerp(tintAlpha, other.tintAlpha, p),
            vibrancy: lerp(vibrancy, other.vibrancy, p))
    }

    /// Between two optional filters: nil counts as `none` with the other's tint colour, so
    /// nil to a blur grows the radius, the saturation and the tint from nothing; at p >= 1
    /// (or p <= 0) the end value itself, nil included.
    public static func mix(_ a: BackdropFilter?, _ b: BackdropFilter?, _ p: Double) -> BackdropFilter? {
        if a == nil && b == nil { return nil }
        if p >= 1 && b == nil { return nil }
        if p <= 0 && a == nil { return nil }
        let from = a ?? .none(tint: b!.tint), to = b ?? .none(tint: a!.tint)
        return from.interpolated(to: to, p)
    }
}
