import Foundation

extension LayerTransitionStyle {
    /// The eye distance of a flip's perspective, in points: the eye is this far in front of
    /// the turning picture's centre (`m34 = -1 / flipEyeDistance`). The system flip of a modal
    /// presentation uses it too (SEMANTICS.md §9 and §10, "Flips and curls").
    public static let flipEyeDistance = 1200.0

    /// The radius of the curl's cylinder as a share of the picture's shorter side.
    public static let curlRadiusShare = 1.0 / 6
    /// How many flat strips draw the curl's half turn of cylinder.
    public static let curlStrips = 24
    /// The opacity of the white over the back of the curled page (paper seen through).
    public static let curlBackVeil = 0.75
    /// The opacity of the black over the front of the cylinder where it faces straight up
    /// the screen (at angle a round the cylinder: `curlShade` x sin a).
    public static let curlShade = 0.3

    /// The flip at progress p (clamped to [0, 1]): both pictures turn about the axis through
    /// their centre by pi p, with the perspective of `flipEyeDistance`, the old one from 0 and
    /// the new one from a half turn the other side, each hidden while it faces away, so the
    /// old content shows until p = 0.5 and the new one after. The side named by the
    /// subtype moves towards the viewer: from the left, the left edge comes forward (positive
    /// angles about y, since a point at x from the centre goes to depth -x sin(angle)); from
    /// the right, negative angles about y; from the top, negative angles about x (a point at
    /// y goes to depth y sin(angle)); from the bottom, positive ones.
    func applyFlip(progress p: Double, old: LayerState, new: LayerState) -> [LayerState] {
        let q = min(max(p, 0), 1)
        let (axis, sign): (PropertyChange.Axis, Double)
        switch direction {
        case .fromLeft: (axis, sign) = (.y, 1)
        case .fromRight: (axis, sign) = (.y, -1)
        case .fromTop: (axis, sign) = (.x, -1)
        case .fromBottom: (axis, sign) = (.x, 1)
        }
        let m34 = -1 / Self.flipEyeDistance
        var front = old, back = new
        front.isDoubleSided = false
        back.isDoubleSided = false
        PropertyChange.rotation(axis: axis, from: 0, to: sign * .pi, m34: m34).apply(to: &front, progress: q)
        PropertyChange.rotation(axis: axis, from: -sign * .pi, to: 0, m34: m34).apply(to: &back, progress: q)
        return [front, back]
    }

    /// The page curl at progress p (clamped to [0, 1]; `.curlDown` shows the curl up at
    /// 1 - p with the pictures exchanged). Seen from straight above (no perspective): the
    /// page (the old picture) of height H lies flat above a horizontal curl line at y = c
    /// and wraps below it round a cylinder of radius r = `curlRadiusShare` x min(W, H) lying
    /// on the page, then lies flat again on top of itself, face down. A point of the page
    /// at distance s below the line is drawn at y = c + r sin(s / r) while s < pi r (on the
    /// cylinder), at y = c - (s - pi r) beyond (the flap). The line moves from c = H to
    /// c = -r, c = H - p (H + r), so the page's bottom edge rolls up and the page is gone at
    /// the end. The cylinder is drawn as `curlStrips` flat strips; the back of the page (the
    /// cylinder's far half and the flap) shows the content mirrored under white at
    /// `curlBackVeil`; the front of the cylinder darkens under black growing linearly down
    /// the screen from 0 at the line to `curlShade` at c + r (`curlShade` x sin(s / r)).
    /// The new picture lies beneath.
    func applyCurl(progress p: Double, old: LayerState, new: LayerState, bounds b: CGRect, ghostID: LayerID)
        -> [LayerState]
    {
        let q = min(max(p, 0), 1)
        let (t, page, under) = kind == .curlDown ? (1 - q, new, old) : (q, old, new)
        let w = Double(b.width), h = Double(b.height)
        let r = max(min(w, h) * Self.curlRadiusShare, 1e-6)
        let c = h - t * (h + r)
        var serial = 0
        func nextID() -> LayerID {
            serial += 1
            return LayerID(-2_000_000 - abs(ghostID.raw) * 1_000 - serial)
        }
        /// The page rows [y0, y1] (bounds space, from the top of the bounds) drawn from screen
        /// y = top on, scaled by `scale` down the screen (negative: the back, mirrored).
        func piece(_ y0: Double, _ y1: Double, top: Double, scale: Double) -> LayerState {
            LayerState(
                id: nextID(), name: "\(page.name) (curl)",
                bounds: CGRect(x: b.minX, y: b.minY + y0, width: b.width, height: y1 - y0),
                position: CGPoint(x: b.midX, y: b.minY + top), anchorPoint: CGPoint(x: 0.5, y: 0),
                transform: .scale(1, scale, 1), masksToBounds: true, sublayers: [page])
        }
        /// A layer over the screen rows [y0, y1] of the bounds, one colour or a gradient down.
        func overlay(_ name: String, _ y0: Double, _ y1: Double, colour: RGBA?, gradient: [RGBA]? = nil) -> LayerState {
            var l = LayerState(
                id: nextID(), name: "\(page.name) (\(name))",
                bounds: CGRect(x: 0, y: 0, width: b.width, height: max(y1 - y0, 0)),
                position: CGPoint(x: b.midX, y: b.minY + (y0 + y1) / 2), backgroundColor: colour)
            if let gradient { l.gradient = GradientContent(colors: gradient) }
            return l
        }
        /// The front of the cylinder's shading over the screen rows [y0, y1]: black at
        /// `curlShade` x (y - c) / r.
        func shading(_ y0: Double, _ y1: Double) -> LayerState {
            func black(_ y: Double) -> RGBA { RGBA(red: 0, green: 0, blue: 0, alpha: Self.curlShade * (y - c) / r) }
            return overlay("curl shading", y0, y1, colour: nil, gradient: [black(y0), black(y1)])
        }
        if c >= h { return [under, page] }
        var layers = [under]
        // The flat part above the line.
        if c > 0 { layers.append(piece(0, c, top: 0, scale: 1)) }
        // The page below the line: s from sA (the top edge, when the line has passed it) to sB.
        let sA = max(0, -c), sB = h - c, half = Double.pi * r
        if sA < half {
            let end = min(sB, half)
            let n = Self.curlStrips
            let step = half / Double(n)
            var shaded = false
            for j in 0..<n {
                let s0 = max(Double(j) * step, sA), s1 = min(Double(j + 1) * step, end)
                guard s1 > s0 else { continue }
                if !shaded, s0 >= half / 2 {
                    // The front of the cylinder darkens towards its top: black from 0 at the
                    // line to `curlShade` at c + r, over the front strips drawn so far.
                    layers.append(shading(c + r * sin(sA / r), c + r))
                    shaded = true
                }
                let y0 = c + r * sin(s0 / r), y1 = c + r * sin(s1 / r)
                let scale = (y1 - y0) / (s1 - s0)
                // Each strip reaches one screen point (at most a strip) back over the one
                // drawn before it, so that no seam shows between them.
                let overlap = min(1 / max(abs(scale), 1e-9), step)
                let a = max(c + s0 - overlap, 0), e = min(c + s1, h)
                // The screen position of page row a, on the chord through the strip's ends.
                layers.append(piece(a, e, top: y0 + (a - (c + s0)) * scale, scale: scale))
            }
            if !shaded, sA < half / 2 {
                layers.append(shading(c + r * sin(sA / r), c + r * sin(min(end, half / 2) / r)))
            }
        }
        var backTop = Double.infinity, backBottom = -Double.infinity
        if sB > half / 2, sA < half {
            // The back of the cylinder: from the line's far side up to its top.
            backTop = c + r * sin(min(sB, half) / r)
            backBottom = c + r * sin(max(sA, half / 2) / r)
        }
        if sB > half {
            let s0 = max(sA, half)
            // The flap: page row c + s is drawn at c - (s - pi r), going up.
            layers.append(piece(c + s0, h, top: c - (s0 - half), scale: -1))
            backTop = min(backTop, c - (sB - half))
            backBottom = max(backBottom, c - (s0 - half))
        }
        if backBottom > backTop {
            // The back of the page, paper seen through: white over it.
            var veil = overlay("back of the page", backTop, backBottom, colour: .white)
            veil.opacity = Self.curlBackVeil
            layers.append(veil)
        }
        return layers
    }
}
