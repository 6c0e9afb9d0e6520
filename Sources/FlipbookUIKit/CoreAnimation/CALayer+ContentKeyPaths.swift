import Foundation
import FlipbookCore

extension CALayer {
    /// The Core Animation key paths of content properties (SEMANTICS.md §14), in the order
    /// `contentChange(keyPath:from:to:)` knows them.
    public static let contentKeyPaths = [
        "path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase", "strokeStart", "strokeEnd",
        "colors", "locations", "startPoint", "endPoint",
        "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowPath",
        "fontSize", "foregroundColor",
    ]

    /// The typed change a `CABasicAnimation` of a content key path makes on this layer
    /// (`path`, `strokeEnd`, `colors`, `shadowOpacity`, ...: `contentKeyPaths`), from the
    /// animation's `fromValue` and `toValue` as apps pass them (`CGPath`, `UIBezierPath`,
    /// `CGColor`, `UIColor`, `NSNumber` or any Swift number, `CGPoint`, `CGSize`, arrays of
    /// colours or numbers). A nil end takes the layer's current value, as Core Animation
    /// does. Nil when the key path is not a content property or a value has the wrong type
    /// (the caller names the key path in its error). For the explicit animations' key-path
    /// table: one line per key path.
    public func contentChange(keyPath: String, from: Any?, to: Any?) -> ContentChange? {
        let state = snapshot()
        let shape = state.shape, gradient = state.gradient, shadow = state.shadow
        func number(_ v: Any?, _ current: Double?) -> Double? {
            guard let v else { return current }
            switch v {
            case let n as NSNumber: return n.doubleValue
            case let d as Double: return d
            case let f as Float: return Double(f)
            case let i as Int: return Double(i)
            default: return nil
            }
        }
        func color(_ v: Any?, _ current: RGBA?) -> RGBA?? {
            guard let v else { return .some(current) }
            if let c = v as? RGBA { return c }
            if let c = v as? UIColor { return c.rgba }
            return nil
        }
        func path(_ v: Any?, _ current: VectorPath?) -> VectorPath?? {
            guard let v else { return .some(current) }
            if let p = v as? CGPath { return p.value }
            if let p = v as? UIBezierPath { return p.value }
            return nil
        }
        func point(_ v: Any?, _ current: CGPoint) -> CGPoint? { v == nil ? current : v as? CGPoint }
        func numbers(_ v: Any?, _ current: [Double]?) -> [Double]?? {
            guard let v else { return .some(current) }
            guard let a = v as? [Any] else { return nil }
            let out = a.compactMap { number($0, nil) }
            return out.count == a.count ? out : nil
        }
        func colors(_ v: Any?, _ current: [RGBA]) -> [RGBA]? {
            guard let v else { return current }
            guard let a = v as? [Any] else { return nil }
            let out = a.compactMap { color($0, nil) ?? nil }
            return out.count == a.count ? out : nil
        }
        switch keyPath {
        case "path":
            guard let s = shape, let a = path(from, s.path), let b = path(to, s.path) else { return nil }
            return .path(from: a, to: b)
        case "shadowPath":
            guard let a = path(from, shadow.path), let b = path(to, shadow.path) else { return nil }
            return .shadowPath(from: a, to: b)
        case "fillColor", "strokeColor":
            guard let s = shape else { return nil }
            let current = keyPath == "fillColor" ? s.fillColor : s.strokeColor
            guard let a = color(from, current), let b = color(to, current) else { return nil }
            return keyPath == "fillColor" ? .fillColor(from: a, to: b) : .strokeColor(from: a, to: b)
        case "shadowColor":
            guard let a = color(from, shadow.color), let b = color(to, shadow.color) else { return nil }
            return .shadowColor(from: a, to: b)
        case "lineWidth", "miterLimit", "lineDashPhase", "strokeStart", "strokeEnd":
            guard let s = shape else { return nil }
            let current: Double = [
                "lineWidth": s.lineWidth, "miterLimit": s.miterLimit, "lineDashPhase": s.lineDashPhase,
                "strokeStart": s.strokeStart, "strokeEnd": s.strokeEnd,
            ][keyPath]!
            guard let a = number(from, current), let b = number(to, current) else { return nil }
            switch keyPath {
            case "lineWidth": return .lineWidth(from: a, to: b)
            case "miterLimit": return .miterLimit(from: a, to: b)
            case "lineDashPhase": return .lineDashPhase(from: a, to: b)
            case "strokeStart": return .strokeStart(from: a, to: b)
            default: return .strokeEnd(from: a, to: b)
            }
        case "shadowOpacity", "shadowRadius":
            let current = keyPath == "shadowOpacity" ? shadow.opacity : shadow.radius
            guard let a = number(from, current), let b = number(to, current) else { return nil }
            return keyPath == "shadowOpacity" ? .shadowOpacity(from: a, to: b) : .shadowRadius(from: a, to: b)
        case "shadowOffset":
            guard let a = from == nil ? shadow.offset : from as? CGSize,
                let b = to == nil ? shadow.offset : to as? CGSize
            else { return nil }
            return .shadowOffset(from: a, to: b)
        case "colors":
            guard let g = gradient, let a = colors(from, g.colors), let b = colors(to, g.colors) else { return nil }
            return .colors(from: a, to: b)
        case "locations":
            guard let g = gradient, let a = numbers(from, g.locations), let b = numbers(to, g.locations) else {
                return nil
            }
            return .locations(from: a, to: b)
        case "startPoint", "endPoint":
            guard let g = gradient else { return nil }
            let current = keyPath == "startPoint" ? g.startPoint : g.endPoint
            guard let a = point(from, current), let b = point(to, current) else { return nil }
            return keyPath == "startPoint" ? .startPoint(from: a, to: b) : .endPoint(from: a, to: b)
        case "fontSize":
            // A text layer's (its text's size; a layer with no text shows none to animate).
            guard let t = state.content.text, let a = number(from, t.font.pointSize),
                let b = number(to, t.font.pointSize)
            else { return nil }
            return .fontSize(from: a, to: b)
        case "foregroundColor":
            guard let t = state.content.text, let a = color(from, t.color) ?? nil, let b = color(to, t.color) ?? nil
            else { return nil }
            return .foregroundColor(from: a, to: b)
        default:
            return nil
        }
    }
}
