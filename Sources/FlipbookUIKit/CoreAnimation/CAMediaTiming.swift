import Foundation
import FlipbookCore

/// Core Foundation's time interval in seconds (`CFTimeInterval`), as Core Animation uses it.
public typealias CFTimeInterval = Double

/// `CACurrentMediaTime()`: the stage's virtual time now, in seconds (SEMANTICS.md §10).
/// 0 when no stage is recording on this thread.
public func CACurrentMediaTime() -> CFTimeInterval { Stage.current?.now ?? 0 }

/// `CAMediaTiming`: the timing properties shared by layers and animations.
public protocol CAMediaTiming: AnyObject {
    /// Start time in the parent's time, in seconds.
    var beginTime: CFTimeInterval { get set }
    /// One simple duration, in seconds.
    var duration: CFTimeInterval { get set }
    /// Rate relative to the parent.
    var speed: Float { get set }
    /// Offset added to the active local time, in seconds.
    var timeOffset: CFTimeInterval { get set }
    /// Number of cycles.
    var repeatCount: Float { get set }
    /// Seconds to repeat for.
    var repeatDuration: CFTimeInterval { get set }
    /// Plays each cycle forwards then backwards.
    var autoreverses: Bool { get set }
    /// What shows outside the active time.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// `CAMediaTimingFillMode` (default `.removed`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The raw name ("forwards").
    public let rawValue: String
    /// Creates a fill mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Shows the end value after the active time (with `isRemovedOnCompletion = false`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Shows the start value before the active time.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Neither (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")

    var core: AnimationFillMode { AnimationFillMode(rawValue: rawValue) ?? .removed }
}

/// `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The raw name.
    public let rawValue: String
    /// Creates a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// (0, 0, 1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// (0.42, 0, 1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// (0, 0, 0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// (0.25, 0.1, 0.25, 1), implicit animations' curve.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to (1, 1) (SEMANTICS.md §3, §10).
open class CAMediaTimingFunction: NSObject {
    /// The curve.
    public let curve: CubicBezier

    /// A named curve: `.linear`, `.easeIn`, `.easeOut`, `.easeInEaseOut`, `.default`
    /// (an unknown name is linear, as no curve can be guessed).
    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .easeInEaseOut: curve = .easeInOut
        case .default: curve = .caDefault
        default: curve = .linear
        }
        super.init()
    }

    /// A curve through control points (c1x, c1y) and (c2x, c2y) (`init(controlPoints:::)`).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = CubicBezier(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
        super.init()
    }

    /// Control point `index` (0 ... 3) into `ptr` as two floats (`getControlPoint(at:values:)`).
    open func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points = [(0.0, 0.0), (curve.x1, curve.y1), (curve.x2, curve.y2), (1.0, 1.0)]
        let p = points[min(max(index, 0), 3)]
        ptr[0] = Float(p.0); ptr[1] = Float(p.1)
    }
}
