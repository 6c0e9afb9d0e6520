import FlipbookCore

extension Compositor {
    /// The frame size in pixels, `round(points * scale)` a side, after checking the range.
    static func pixelSize(of tree: LayerTree, scale: Double) throws -> (width: Int, height: Int) {
        let w = Double(tree.size.width), h = Double(tree.size.height)
        let bad = RenderError.invalidSize(width: w, height: h, scale: scale)
        guard scale.isFinite, scale > 0, w.isFinite, w > 0, h.isFinite, h > 0 else { throw bad }
        let pw = (w * scale).rounded(), ph = (h * scale).rounded()
        let side = Double(maximumSide)
        guard pw >= 1, ph >= 1, pw <= side, ph <= side, pw * ph <= Double(maximumPixelCount) else { throw bad }
        return (Int(pw), Int(ph))
    }

    /// `round(points * scale)` as text for error messages ("nan" or "inf" when not finite).
    static func pixelExtent(_ points: Double, _ scale: Double) -> String {
        let v = (points * scale).rounded()
        return v.isFinite && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
