import Foundation
import FlipbookCore

/// A hint that the timing changed, not the geometry: actual frame `frame` matches expected
/// frame `frame + shift`, and the same shift explains `explained` of the `checked`
/// differing frames tried.
public struct TimeShift: Sendable, Equatable {
    /// The first differing actual frame.
    public var frame: Int
    /// Actual frame k matches expected frame k + shift: negative when the actual animation
    /// runs late, positive when it runs early.
    public var shift: Int
    /// Differing frames that the same shift explains.
    public var explained: Int
    /// Differing frames tried (at most 10, from the first).
    public var checked: Int

    /// Creates a hint (the differ makes them; tests compare with them).
    public init(frame: Int, shift: Int, explained: Int, checked: Int) {
        self.frame = frame; self.shift = shift; self.explained = explained; self.checked = checked
    }

    /// The hint in words; `fps` adds the shift in milliseconds.
    public func sentence(fps: Double? = nil) -> String {
        let n = abs(shift)
        var amount = "\(n) frame\(n == 1 ? "" : "s")"
        if let fps = fps { amount += String(format: " (%.1f ms at %g fps)", 1000 * Double(n) / fps, fps) }
        return "actual frame \(frame) matches expected frame \(frame + shift): the animation runs \(amount) "
            + (shift < 0 ? "late" : "early")
            + "; the same shift explains \(explained) of \(checked) differing frames tried. "
            + "The timing changed, not the geometry."
    }

    /// How many differing frames the search tries by default, from the first.
    public static let sampleSize = 10

    /// Looks for a shift of up to `maxShift` frames that makes the first of `differing`
    /// match, and counts how many of the first `sample` differing frames it explains; picks
    /// the shift explaining the most (ties: the smaller, then the later). `actual(k)` and
    /// `expected(k)` give frame k of each side (nil when there is none); frames run 0..<count.
    public static func search(
        differing: [Int], count: Int, tolerance: DiffTolerance, maxShift: Int = 3, sample: Int = sampleSize,
        actual: (Int) -> Bitmap?, expected: (Int) -> Bitmap?
    ) -> TimeShift? {
        let tried = Array(differing.sorted().prefix(sample))
        guard let first = tried.first else { return nil }
        var actualCache: [Int: Bitmap] = [:], expectedCache: [Int: Bitmap?] = [:]
        func act(_ k: Int) -> Bitmap? {
            if let b = actualCache[k] { return b }
            let b = actual(k); actualCache[k] = b; return b
        }
        func exp(_ k: Int) -> Bitmap? {
            if let b = expectedCache[k] { return b }
            let b = expected(k); expectedCache[k] = b; return b
        }
        func matches(_ k: Int, _ j: Int) -> Bool {
            guard k + j >= 0, k + j < count, let a = act(k), let e = exp(k + j) else { return false }
            return ImageDiff.compare(a, e, tolerance: tolerance, makeImage: false).matches
        }
        var best: TimeShift?
        for m in 1...max(1, maxShift) {
            for j in [-m, m] where matches(first, j) {
                let explained = tried.filter { matches($0, j) }.count
                if best == nil || explained > best!.explained {
                    best = TimeShift(frame: first, shift: j, explained: explained, checked: tried.count)
                }
            }
        }
        return best
    }
}
