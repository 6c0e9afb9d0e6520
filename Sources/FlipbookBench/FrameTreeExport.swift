import Foundation
import FlipbookCore
import FlipbookPNG
import FlipbookShowcase

/// `flipbook-bench frame-trees`: every showcase frame's presentation tree written out as plain
/// values, for the pycairo baseline (bench/pycairo/baseline.py) to draw the same frames.
///
/// One folder per scene: `frames.jsonl` (a header line, then one line per frame, each frame's
/// whole layer tree in points, as `Timeline.presentation(at:)` gives it: bounds, position,
/// anchor point, 4x4 transforms, opacity, colours, corners, border, clip, shape, gradient,
/// shadow, mask, image and text request) and `image-ID.png` for each image a layer shows.
/// Hidden layers are left out; every other value a layer's default leaves unchanged is left
/// out too. The geometry is not worked out here: the reader composes the transforms itself.
enum FrameTreeExport {
    static func run(_ args: [String]) throws -> Int32 {
        let fps = Double(option("fps", args, default: "60")) ?? 60
        let out = option("out", args, default: "")
        guard !out.isEmpty else {
            FileHandle.standardError.write(Data("usage: flipbook-bench frame-trees --out DIR [--fps 60]\n".utf8))
            return 2
        }
        var frames = 0
        for scene in Showcase.scenes {
            let timeline = try scene.record(fps: fps)
            let dir = out + "/" + scene.name
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            let count = timeline.frameCount(fps: fps)
            var writer = SceneWriter(folder: dir)
            let first = timeline.presentation(at: 0)
            var text = "{\"scene\":\(quoted(scene.name)),\"width\":\(num(first.size.width)),"
            text += "\"height\":\(num(first.size.height)),\"fps\":\(num(fps)),\"frames\":\(count)}\n"
            for k in 0..<count {
                let tree = timeline.presentation(at: timeline.time(ofFrame: k, fps: fps))
                try writer.layer(tree.root, into: &text)
                text += "\n"
            }
            try text.write(toFile: dir + "/frames.jsonl", atomically: true, encoding: .utf8)
            frames += count
        }
        print("frame-trees: \(Showcase.scenes.count) scenes, \(frames) frames written to \(out)")
        return 0
    }

    /// Writes one scene's layers, and each image once.
    struct SceneWriter {
        let folder: String
        var written: Set<Int> = []

        mutating func layer(_ l: LayerState, into s: inout String) throws {
            let b = l.bounds
            s += "{\"b\":[\(num(b.minX)),\(num(b.minY)),\(num(b.width)),\(num(b.height))]"
            s += ",\"p\":[\(num(l.position.x)),\(num(l.position.y))]"
            if l.anchorPoint != CGPoint(x: 0.5, y: 0.5) {
                s += ",\"a\":[\(num(l.anchorPoint.x)),\(num(l.anchorPoint.y))]"
            }
            if !l.transform.isIdentity { s += ",\"t\":" + matrix(l.transform) }
            if !l.sublayerTransform.isIdentity { s += ",\"st\":" + matrix(l.sublayerTransform) }
            if let from = l.sublayersStretchedFrom { s += ",\"sf\":[\(num(from.width)),\(num(from.height))]" }
            if l.zPosition != 0 { s += ",\"z\":\(num(l.zPosition))" }
            if l.opacity != 1 { s += ",\"o\":\(num(l.opacity))" }
            if !l.allowsGroupOpacity { s += ",\"ng\":1" }
            if let c = l.backgroundColor { s += ",\"bg\":" + color(c) }
            if l.cornerRadius != 0 { s += ",\"cr\":\(num(l.cornerRadius))" }
            if l.maskedCorners != .all { s += ",\"mc\":\(l.maskedCorners.rawValue)" }
            if l.borderWidth != 0 { s += ",\"bw\":\(num(l.borderWidth)),\"bc\":" + color(l.borderColor) }
            if l.masksToBounds { s += ",\"clip\":1" }
            if !l.isDoubleSided { s += ",\"ss\":1" }
            if !l.flattensSublayers { s += ",\"tl\":1" }
            if let shape = l.shape { s += ",\"shape\":" + self.shape(shape) }
            if let g = l.gradient { s += ",\"grad\":" + gradient(g) }
            if l.shadow.isVisible { s += ",\"shadow\":" + shadow(l.shadow) }
            if let b = l.backdrop, b.isFinite {
                s +=
                    ",\"backdrop\":{\"radius\":\(num(b.radius)),\"tint\":\(color(b.tint)),\"tintAlpha\":\(num(b.tintAlpha))}"
            }
            if let image = l.content.image {
                try write(image)
                s += ",\"img\":\(image.id),\"iw\":\(num(image.pointSize.width)),\"ih\":\(num(image.pointSize.height))"
                s += ",\"grav\":\"\(l.content.gravity.rawValue)\""
            }
            if let t = l.content.text, !t.text.isEmpty {
                s += ",\"text\":{\"s\":\(quoted(t.text)),\"family\":\(quoted(t.font.family ?? "Inter"))"
                s += ",\"weight\":\(t.font.weight),\"size\":\(num(t.font.pointSize))"
                if t.font.italic { s += ",\"italic\":1" }
                s += ",\"color\":\(color(t.color)),\"align\":\"\(t.alignment.rawValue)\",\"lines\":\(t.numberOfLines)}"
            }
            if let m = l.mask {
                s += ",\"mask\":"
                try layer(m.layer, into: &s)
            }
            let shown = l.sublayers.filter { !$0.isHidden }
            if !shown.isEmpty {
                s += ",\"s\":["
                for (i, sub) in shown.enumerated() {
                    if i > 0 { s += "," }
                    try layer(sub, into: &s)
                }
                s += "]"
            }
            s += "}"
        }

        /// Writes `image` as `image-ID.png` the first time it is seen.
        mutating func write(_ image: ContentImage) throws {
            guard written.insert(image.id).inserted else { return }
            try PNGFile.write(
                image.bitmap, to: folder + "/image-\(image.id).png", encoder: PNGEncoder(compressionLevel: 1))
        }

        func shape(_ c: ShapeContent) -> String {
            var s = "{\"path\":" + path(c.path)
            if let f = c.fillColor { s += ",\"fill\":" + color(f) }
            if c.fillRule == .evenOdd { s += ",\"evenOdd\":1" }
            if let k = c.strokeColor {
                s += ",\"stroke\":" + color(k) + ",\"lw\":\(num(c.lineWidth)),\"cap\":\"\(c.lineCap.rawValue)\""
                s += ",\"join\":\"\(c.lineJoin.rawValue)\",\"miter\":\(num(c.miterLimit))"
                if !c.lineDashPattern.isEmpty {
                    s +=
                        ",\"dash\":[" + c.lineDashPattern.map(num).joined(separator: ",")
                        + "],\"phase\":\(num(c.lineDashPhase))"
                }
                if c.strokeStart != 0 || c.strokeEnd != 1 {
                    s += ",\"start\":\(num(c.strokeStart)),\"end\":\(num(c.strokeEnd))"
                }
            }
            return s + "}"
        }

        func gradient(_ g: GradientContent) -> String {
            let stops = g.stops.map { "[\(num($0.location)),\(color($0.color))]" }.joined(separator: ",")
            return "{\"kind\":\"\(g.kind.rawValue)\",\"stops\":[\(stops)],"
                + "\"start\":[\(num(g.startPoint.x)),\(num(g.startPoint.y))],\"end\":[\(num(g.endPoint.x)),\(num(g.endPoint.y))]}"
        }

        func shadow(_ sh: LayerShadow) -> String {
            var s = "{\"color\":" + color(sh.color ?? .black) + ",\"opacity\":\(num(sh.opacity))"
            s += ",\"offset\":[\(num(sh.offset.width)),\(num(sh.offset.height))],\"radius\":\(num(sh.radius))"
            if let p = sh.path { s += ",\"path\":" + path(p) }
            return s + "}"
        }

        /// `[["M",x,y],["L",x,y],["Q",cx,cy,x,y],["C",c1x,c1y,c2x,c2y,x,y],["Z"]]`.
        func path(_ p: VectorPath?) -> String {
            guard let p else { return "[]" }
            let parts = p.elements.map { e -> String in
                func pt(_ q: CGPoint) -> String { "\(num(q.x)),\(num(q.y))" }
                switch e {
                case .move(let q): return "[\"M\",\(pt(q))]"
                case .line(let q): return "[\"L\",\(pt(q))]"
                case .quadCurve(let q, let c): return "[\"Q\",\(pt(c)),\(pt(q))]"
                case .curve(let q, let c1, let c2): return "[\"C\",\(pt(c1)),\(pt(c2)),\(pt(q))]"
                case .close: return "[\"Z\"]"
                }
            }
            return "[" + parts.joined(separator: ",") + "]"
        }
    }

    static func matrix(_ m: Transform3D) -> String {
        let e = [
            m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43,
            m.m44,
        ]
        return "[" + e.map(num).joined(separator: ",") + "]"
    }

    static func color(_ c: RGBA) -> String { "[\(num(c.red)),\(num(c.green)),\(num(c.blue)),\(num(c.alpha))]" }

    /// A JSON number; Python's reader takes NaN and Infinity as they are spelled here.
    static func num(_ v: Double) -> String {
        if v.isNaN { return "NaN" }
        if v.isInfinite { return v > 0 ? "Infinity" : "-Infinity" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return "\(v)"
    }

    static func num(_ v: CGFloat) -> String { num(Double(v)) }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 { out += String(format: "\\u%04x", u.value) } else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }
}

extension FrameTreeExport.SceneWriter {
    func matrix(_ m: Transform3D) -> String { FrameTreeExport.matrix(m) }
    func color(_ c: RGBA) -> String { FrameTreeExport.color(c) }
    func num(_ v: Double) -> String { FrameTreeExport.num(v) }
    func num(_ v: CGFloat) -> String { FrameTreeExport.num(v) }
    func quoted(_ s: String) -> String { FrameTreeExport.quoted(s) }
}
