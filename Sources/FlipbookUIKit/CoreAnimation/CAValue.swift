import Foundation
import FlipbookCore

/// The `Any?` values of Core Animation (`fromValue`, `values`, ...) made typed, at the API's
/// edge (SEMANTICS.md §10): numbers as `NSNumber`, `CGFloat`, `Double`, `Float` or `Int`;
/// `CGPoint`, `CGSize`, `CGRect`, `CATransform3D` bare or in an `NSValue`; `CGColor`
/// (and `UIColor`, which UIKit would reject, is accepted through its `cgColor`).
enum CAValue {
    /// The value converted to `path`'s kind; nil for nil. A value of another type is an
    /// error naming the animation, the key path, the field, the value and what is accepted.
    static func convert(
        _ value: Any?, _ field: String, _ path: LayerKeyPath,
        _ anim: CAAnimation
    ) throws(CAAnimationError) -> AnimatedValue? {
        guard let value else { return nil }
        if let v = typed(value), v.kind == path.kind {
            guard v.isFinite else {
                throw CAAnimationError(
                    description: "\(type(of: anim)) \"\(path.name)\": \(field) \(v) is not a finite value")
            }
            return v
        }
        throw CAAnimationError(
            description: "\(type(of: anim)) \"\(path.name)\": \(field) \(value) (\(type(of: value))) "
                + "is not a \(path.kind.rawValue); \(path.name) takes \(accepted(path.kind))")
    }

    /// What a content key path takes, for errors.
    static func acceptedContent(_ name: String) -> String {
        switch name {
        case "path", "shadowPath": return "a CGPath or UIBezierPath" + (name == "path" ? " (on a CAShapeLayer)" : "")
        case "fillColor", "strokeColor": return "a CGColor or UIColor (on a CAShapeLayer)"
        case "shadowColor": return "a CGColor or UIColor"
        case "colors": return "an array of CGColor or UIColor (on a CAGradientLayer)"
        case "locations": return "an array of numbers (on a CAGradientLayer)"
        case "startPoint", "endPoint": return "a CGPoint in unit coordinates (on a CAGradientLayer)"
        case "shadowOffset": return "a CGSize"
        case "shadowOpacity", "shadowRadius": return "a number (NSNumber, CGFloat, Double, Float, Int)"
        default: return "a number (NSNumber, CGFloat, Double, Float, Int) (on a CAShapeLayer)"
        }
    }

    /// The change a content key path's animation makes from `from` to `to` on `layer` (nil
    /// ends take the layer's value); an error naming the animation, the key path and the
    /// value refused (or the layer, when the property is not one of its kind).
    static func contentChange(
        _ path: LayerKeyPath, _ from: Any?, _ to: Any?, _ by: Any?, on layer: CALayer,
        _ anim: CAAnimation
    ) throws(CAAnimationError) -> ContentChange {
        if let by {
            throw CAAnimationError(
                description: "\(type(of: anim)) \"\(path.name)\": byValue \(by) is not accepted for a content "
                    + "key path; set fromValue and toValue")
        }
        if let change = layer.contentChange(keyPath: path.name, from: from, to: to), change.isFinite { return change }
        try check(path, from, "fromValue", on: layer, anim)
        try check(path, to, "toValue", on: layer, anim)
        throw CAAnimationError(description: "\(type(of: anim)) \"\(path.name)\": the values are not finite")
    }

    /// The changes between consecutive `values` of a content keyframe animation (one change
    /// from the value to itself for a single value).
    static func contentChanges(
        _ path: LayerKeyPath, _ values: [Any], on layer: CALayer,
        _ anim: CAAnimation
    ) throws(CAAnimationError) -> [ContentChange] {
        for (i, v) in values.enumerated() { try check(path, v, "values[\(i)]", on: layer, anim) }
        let pairs = values.count == 1 ? [(values[0], values[0])] : Array(zip(values, values.dropFirst()))
        var out: [ContentChange] = []
        for (a, b) in pairs {
            guard let c = layer.contentChange(keyPath: path.name, from: a, to: b), c.isFinite else {
                throw CAAnimationError(description: "\(type(of: anim)) \"\(path.name)\": the values are not finite")
            }
            out.append(c)
        }
        return out
    }

    private static func check(
        _ path: LayerKeyPath, _ v: Any?, _ field: String, on layer: CALayer,
        _ anim: CAAnimation
    ) throws(CAAnimationError) {
        if layer.contentChange(keyPath: path.name, from: nil, to: nil) == nil {
            throw CAAnimationError(
                description: "\(type(of: anim)) \"\(path.name)\": layer \(layer.displayName) (\(type(of: layer))) "
                    + "has no \(path.name); \(path.name) takes \(acceptedContent(path.name))")
        }
        guard let v else { return }
        guard let c = layer.contentChange(keyPath: path.name, from: v, to: nil) else {
            throw CAAnimationError(
                description: "\(type(of: anim)) \"\(path.name)\": \(field) \(v) (\(type(of: v))) is not accepted; "
                    + "\(path.name) takes \(acceptedContent(path.name))")
        }
        guard c.isFinite else {
            throw CAAnimationError(
                description: "\(type(of: anim)) \"\(path.name)\": \(field) \(v) is not a finite value")
        }
    }

    /// The plain value behind a typed one (for `fromValue`).
    static func any(_ v: AnimatedValue) -> Any {
        switch v {
        case .number(let d): return d
        case .point(let p): return p
        case .size(let s): return s
        case .rect(let r): return r
        case .transform(let t): return t
        case .color(let c): return c
        }
    }

    static func accepted(_ kind: AnimatedValueKind) -> String {
        switch kind {
        case .number: return "a number (NSNumber, CGFloat, Double, Float, Int)"
        case .point: return "a CGPoint or NSValue(cgPoint:)"
        case .size: return "a CGSize or NSValue(cgSize:)"
        case .rect: return "a CGRect or NSValue(cgRect:)"
        case .transform: return "a CATransform3D or NSValue(caTransform3D:)"
        case .color: return "a CGColor"
        }
    }

    static func typed(_ value: Any) -> AnimatedValue? {
        switch value {
        case let v as Double: return .number(v)
        case let v as CGFloat: return .number(Double(v))
        case let v as Float: return .number(Double(v))
        case let v as Int: return .number(Double(v))
        case let v as CGPoint: return .point(v)
        case let v as CGSize: return .size(v)
        case let v as CGRect: return .rect(v)
        case let v as Transform3D: return .transform(v)
        case let v as RGBA: return .color(v)
        case let v as UIColor: return .color(v.cgColor)
        case let v as NSNumber: return .number(v.doubleValue)
        case let v as NSValue:
            switch String(cString: v.objCType) {
            case NSValue.transformType: return .transform(v.caTransform3DValue)
            case "{CGPoint=dd}": return .point(v.pointValue)
            case "{CGSize=dd}": return .size(v.sizeValue)
            case "{CGRect={CGPoint=dd}{CGSize=dd}}": return .rect(v.rectValue)
            default: return nil
            }
        default: return nil
        }
    }
}

extension NSValue {
    static let transformType = "[16d]"

    /// `NSValue(caTransform3D:)`: a transform boxed for `Any` APIs.
    public convenience init(caTransform3D t: CATransform3D) {
        let entries = t.entries
        self.init(bytes: entries, objCType: NSValue.transformType)
    }

    /// The boxed transform (`caTransform3DValue`); the identity for a value of another type.
    public var caTransform3DValue: CATransform3D {
        guard String(cString: objCType) == NSValue.transformType else { return .identity }
        var out = [Double](repeating: 0, count: 16)
        out.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return Transform3D(entries: out)
    }

    /// `NSValue(cgPoint:)`.
    public convenience init(cgPoint p: CGPoint) { self.init(point: p) }
    /// `NSValue(cgSize:)`.
    public convenience init(cgSize s: CGSize) { self.init(size: s) }
    /// `NSValue(cgRect:)`.
    public convenience init(cgRect r: CGRect) { self.init(rect: r) }
    /// `cgPointValue`.
    public var cgPointValue: CGPoint { pointValue }
    /// `cgSizeValue`.
    public var cgSizeValue: CGSize { sizeValue }
    /// `cgRectValue`.
    public var cgRectValue: CGRect { rectValue }
}
