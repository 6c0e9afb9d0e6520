import Foundation

extension VectorPath {
    /// Every element that draws (lines, curves and closes; not moves), as a polyline from
    /// its start point: curves are cut into `pieces` straight pieces of equal parameter. A
    /// keyframe animation's `path` is followed along these (SEMANTICS.md §10).
    public func drawnElements(pieces: Int = 32) -> [[CGPoint]] {
        var out: [[CGPoint]] = []
        var start = CGPoint.zero, current = CGPoint.zero
        func bezier(_ f: (Double) -> CGPoint) -> [CGPoint] { (0...pieces).map { f(Double($0) / Double(pieces)) } }
        for e in elements {
            switch e {
            case .move(let p):
                start = p; current = p
            case .line(let p):
                out.append([current, p]); current = p
            case let .quadCurve(p, c):
                let a = current
                out.append(
                    bezier { t in
                        let u = 1 - t
                        return CGPoint(
                            x: u * u * a.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * a.y + 2 * u * t * c.y + t * t * p.y)
                    })
                current = p
            case let .curve(p, c1, c2):
                let a = current
                out.append(
                    bezier { t in
                        let u = 1 - t
                        let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                        return CGPoint(
                            x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * p.x,
                            y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * p.y)
                    })
                current = p
            case .close:
                out.append([current, start]); current = start
            }
        }
        return out
    }
}
