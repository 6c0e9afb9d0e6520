import Foundation
import FlipbookCore

/// One frame that did not match, with the metrics `assertGoldens` and `flipbook diff` print.
public struct FrameMismatch: Sendable {
    /// Why the frame did not match.
    public enum Reason: Sendable, Equatable {
        /// More pixels differ than the tolerance allows.
        case pixels
        /// The images have different sizes, "WxH" each; nothing else was compared.
        case sizes(actual: String, expected: String)
        /// There is no expected image (a golden not recorded, record mode `never`).
        case missing(path: String)
        /// The expected image cannot be read; `message` is the decoder's or the OS's.
        case unreadable(path: String, message: String)
        /// Values other than images differ (a text golden); `details` says where, e.g. "at
        /// line 5:\n  expected: ...\n  actual:   ...".
        case differs(details: String)
    }

    /// The frame index in its sequence.
    public var frame: Int
    /// How messages name it: "frame 12", or a file name for `flipbook diff`.
    public var label: String
    /// Why it did not match.
    public var reason: Reason
    /// Pixels that count as different under the tolerance.
    public var differentPixels = 0
    /// Pixels that differ but were taken for anti-aliasing (not counted).
    public var antialiasedPixels = 0
    /// Pixels compared.
    public var totalPixels = 0
    /// The first differing pixel in reading order (x, y), for `.pixels`.
    public var firstPixel: (x: Int, y: Int)?
    /// Mean absolute difference of the R, G, B samples, 0...255, for `.pixels`.
    public var meanAbsoluteDifference = 0.0

    /// A mismatch without pixel metrics.
    public init(frame: Int, label: String, reason: Reason) {
        self.frame = frame; self.label = label; self.reason = reason
    }

    /// The mismatch a failed comparison describes.
    public init(frame: Int, label: String, diff: DiffResult, actual: Bitmap, expected: Bitmap) {
        self.init(
            frame: frame, label: label,
            reason: diff.size == nil
                ? .sizes(actual: "\(actual.width)x\(actual.height)", expected: "\(expected.width)x\(expected.height)")
                : .pixels)
        differentPixels = diff.differentPixels; antialiasedPixels = diff.antialiasedPixels
        totalPixels = diff.totalPixels; firstPixel = diff.firstDifference
        meanAbsoluteDifference = diff.meanAbsoluteDifference
    }

    /// Whether both images were there and could be compared (pixels or sizes).
    public var isComparison: Bool {
        switch reason {
        case .pixels, .sizes, .differs: return true
        case .missing, .unreadable: return false
        }
    }

    /// The facts after the label: "120 of 250125 pixels differ (0.048%), first at (34, 56),
    /// mean abs diff 0.123 of 255".
    public var details: String {
        switch reason {
        case .pixels:
            return FrameMismatch.metrics(
                differentPixels, antialiasedPixels, totalPixels, firstPixel, meanAbsoluteDifference)
        case .sizes(let a, let e): return "sizes differ: actual \(a), expected \(e)"
        case .missing(let path): return "no expected image at \(path)"
        case .unreadable(let path, let message): return "the expected image \(path) cannot be read: \(message)"
        case .differs(let details): return details
        }
    }

    /// "label: details".
    public var summary: String { "\(label): \(details)" }

    static func metrics(_ different: Int, _ aa: Int, _ total: Int, _ first: (x: Int, y: Int)?, _ mad: Double) -> String
    {
        var s = "\(different) of \(total) pixels differ (\(percent(different, total)))"
        if let p = first { s += ", first at (\(p.x), \(p.y))" }
        s += ", mean abs diff " + String(format: "%.3f", mad) + " of 255"
        if aa > 0 { s += ", \(aa) anti-aliased pixel\(aa == 1 ? "" : "s") ignored" }
        return s
    }

    static func percent(_ n: Int, _ total: Int) -> String {
        guard total > 0 else { return "0%" }
        return String(format: "%.3g%%", 100 * Double(n) / Double(total))
    }
}

/// "3, 5-9, 12": frame numbers with runs collapsed, at most `limit` items then "...".
package func compactList(_ frames: [Int], limit: Int = 12) -> String {
    var parts: [String] = []
    var i = 0
    let s = frames.sorted()
    while i < s.count {
        var j = i
        while j + 1 < s.count, s[j + 1] == s[j] + 1 { j += 1 }
        parts.append(j > i ? "\(s[i])-\(s[j])" : "\(s[i])")
        i = j + 1
    }
    return parts.count > limit ? parts.prefix(limit).joined(separator: ", ") + ", ..." : parts.joined(separator: ", ")
}
