import Foundation

/// How two images may differ and still match. There is no UIKit counterpart; the knobs are
/// those of pixelmatch (`threshold`, `includeAA`) and Playwright (`maxDiffPixels`,
/// `maxDiffPixelRatio`).
///
/// A pixel *differs* when its colour distance exceeds `threshold` and, with
/// `ignoresAntialiasing`, it is not taken for an anti-aliased edge pixel. The images *match*
/// when no more pixels differ than `allowedDifferentPixels(outOf:)` permits.
public struct DiffTolerance: Hashable, Sendable, CustomStringConvertible {
    /// Per-pixel colour distance threshold in [0, 1] on pixelmatch's YIQ scale (0.1 is
    /// pixelmatch's default). 0 (the default) is stricter than pixelmatch's 0: any change of
    /// any channel counts, even one that blending over white would hide.
    public let threshold: Double
    /// How many pixels may differ; nil: no allowance by count.
    public let maxDifferentPixels: Int?
    /// Which share of all pixels may differ, in [0, 1]; nil: no allowance by ratio. With both
    /// limits, both must hold (the smaller allowance wins), as in Playwright.
    public let maxDifferentRatio: Double?
    /// Whether pixels that differ only because an anti-aliased edge moved by a sub-pixel
    /// amount are ignored (pixelmatch's detection; its `includeAA: false`). Default false.
    public let ignoresAntialiasing: Bool

    /// Creates a tolerance; throws `DiffToleranceError` naming a value out of range.
    public init(
        threshold: Double = 0, maxDifferentPixels: Int? = nil, maxDifferentRatio: Double? = nil,
        ignoresAntialiasing: Bool = false
    ) throws {
        guard threshold.isFinite, threshold >= 0, threshold <= 1 else {
            throw DiffToleranceError(name: "threshold", value: "\(threshold)", accepted: "a number from 0 to 1")
        }
        if let n = maxDifferentPixels, n < 0 {
            throw DiffToleranceError(name: "maxDifferentPixels", value: "\(n)", accepted: "a whole number, 0 or more")
        }
        if let r = maxDifferentRatio, !(r.isFinite && r >= 0 && r <= 1) {
            throw DiffToleranceError(name: "maxDifferentRatio", value: "\(r)", accepted: "a number from 0 to 1")
        }
        self.init(unchecked: threshold, maxDifferentPixels, maxDifferentRatio, ignoresAntialiasing)
    }

    private init(unchecked threshold: Double, _ pixels: Int?, _ ratio: Double?, _ aa: Bool) {
        self.threshold = threshold; maxDifferentPixels = pixels; maxDifferentRatio = ratio; ignoresAntialiasing = aa
    }

    /// Every byte of every pixel must match (the default).
    public static let exact = DiffTolerance(unchecked: 0, nil, nil, false)
    /// pixelmatch's defaults: YIQ threshold 0.1, anti-aliased pixels ignored, no differing
    /// pixel allowed.
    public static let perceptual = DiffTolerance(unchecked: 0.1, nil, nil, true)

    /// Whether this is the exact tolerance.
    public var isExact: Bool { self == .exact }

    /// How many differing pixels an image of `total` pixels may have and still match.
    public func allowedDifferentPixels(outOf total: Int) -> Int {
        let byRatio = maxDifferentRatio.map { Int((Double(total) * $0).rounded(.down)) }
        switch (maxDifferentPixels, byRatio) {
        case let (n?, r?): return min(n, r)
        case let (n?, nil): return n
        case let (nil, r?): return r
        case (nil, nil): return 0
        }
    }

    /// The tolerance in words, as failure messages name it.
    public var description: String {
        if isExact { return "exact: every channel of every pixel" }
        var parts = [threshold == 0 ? "any channel change counts" : "YIQ threshold \(Self.number(threshold))"]
        if ignoresAntialiasing { parts.append("anti-aliased pixels ignored") }
        if let n = maxDifferentPixels { parts.append("at most \(n) differing pixel\(n == 1 ? "" : "s")") }
        if let r = maxDifferentRatio { parts.append("at most \(Self.number(r * 100))% differing pixels") }
        return parts.joined(separator: ", ")
    }

    static func number(_ v: Double) -> String { String(format: "%g", v) }
}

/// A `DiffTolerance` value out of its range; names the value and what is accepted.
public struct DiffToleranceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The parameter's name ("threshold", "maxDifferentPixels", "maxDifferentRatio").
    public var name: String
    /// The value given, as text.
    public var value: String
    /// The accepted range, in words.
    public var accepted: String
    public var description: String { "\(name) must be \(accepted); got \(value)" }
}
