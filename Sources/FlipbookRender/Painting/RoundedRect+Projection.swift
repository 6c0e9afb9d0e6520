import Foundation
import FlipbookCore

extension RoundedRect {
    /// How far, in pixels, a flattened corner arc may stray from the true circle: half
    /// Cairo's default curve tolerance, so the projected path stays as close to the circle
    /// as Cairo's own arcs on the affine path.
    static let flatteningTolerance = 0.05

    /// The outline through a perspective map, as a closed polygon in device pixels.
    ///
    /// Straight sides stay straight under a homography, so only the corners are flattened:
    /// each quarter arc into enough chords that none strays more than
    /// `flatteningTolerance` pixels from the arc as drawn (its radius measured after
    /// projection), capped at 256 chords. The caller guarantees w > 0 on the rectangle.
    func projectedOutline(through h: Homography) -> [SIMD2<Double>] {
        guard radius > 0 else { return corners.map { h.project(x: $0.x, y: $0.y) } }
        let r = radius
        // Corner centres and the start angle of each quarter arc, clockwise on screen
        // (y down) starting at the top right.
        let arcs: [(cx: Double, cy: Double, start: Double)] = [
            (maxX - r, minY + r, -Double.pi / 2), (maxX - r, maxY - r, 0),
            (minX + r, maxY - r, Double.pi / 2), (minX + r, minY + r, Double.pi),
        ]
        var points: [SIMD2<Double>] = []
        points.reserveCapacity(4 * 16)
        let masks: [CornerMask] = [.maxXMinY, .maxXMaxY, .minXMaxY, .minXMinY]
        let squares = [corners[1], corners[2], corners[3], corners[0]]
        for (i, arc) in arcs.enumerated() {
            if !roundedCorners.contains(masks[i]) {
                points.append(h.project(x: squares[i].x, y: squares[i].y))
                continue
            }
            let n = Self.chordCount(
                projectedRadius: projectedRadius(cx: arc.cx, cy: arc.cy, start: arc.start, through: h))
            for i in 0...n {
                let a = arc.start + Double.pi / 2 * Double(i) / Double(n)
                points.append(h.project(x: arc.cx + r * cos(a), y: arc.cy + r * sin(a)))
            }
        }
        return points
    }

    /// The largest drawn distance from a corner's centre to its arc's ends and middle.
    private func projectedRadius(cx: Double, cy: Double, start: Double, through h: Homography) -> Double {
        let c = h.project(x: cx, y: cy)
        var longest = 0.0
        for a in [start, start + Double.pi / 4, start + Double.pi / 2] {
            let p = h.project(x: cx + radius * cos(a), y: cy + radius * sin(a))
            let d = p - c
            longest = max(longest, (d.x * d.x + d.y * d.y).squareRoot())
        }
        return longest
    }

    /// Chords for a quarter circle of radius `r` pixels: a chord of angle t strays
    /// r * (1 - cos(t / 2)) from the arc.
    static func chordCount(projectedRadius r: Double) -> Int {
        guard r > flatteningTolerance, r.isFinite else { return 1 }
        let step = 2 * acos(1 - flatteningTolerance / r)
        return min(256, max(1, Int((Double.pi / 2 / step).rounded(.up))))
    }
}
