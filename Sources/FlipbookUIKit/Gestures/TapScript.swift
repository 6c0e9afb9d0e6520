import Foundation

/// Taps of one finger: each is a touch down at its time and up `tapDuration` later, at one
/// location. Played on a view (`UIView.playTaps(_:)`) or a tap recognizer (`play(_:)`).
public struct TapScript: Hashable, Sendable {
    /// One tap: seconds from the moment the script is played, and a location in points.
    public struct Tap: Hashable, Sendable {
        /// When the finger touches down, in seconds from the moment the script is played.
        public var time: Double
        /// Where, in points.
        public var location: CGPoint
        /// Creates a tap.
        public init(time: Double, location: CGPoint) { self.time = time; self.location = location }
    }

    /// The taps, in increasing time.
    public let taps: [Tap]
    /// How long the finger stays down in each tap, in seconds (**chosen**: 0.05 s).
    public static let tapDuration = 0.05

    /// Creates a script; throws when there are no taps, a value is not finite or out of
    /// `GestureScript`'s ranges, or a tap starts before the previous one has lifted.
    public init(taps: [Tap]) throws {
        guard !taps.isEmpty else { throw StageError.gestureScript("a tap script needs at least one tap") }
        for (i, tap) in taps.enumerated() {
            guard tap.time.isFinite, tap.location.x.isFinite, tap.location.y.isFinite else {
                throw StageError.gestureScript(
                    "tap \(i) is not finite: t = \(tap.time), (\(tap.location.x), \(tap.location.y))")
            }
            guard tap.time >= 0, tap.time + Self.tapDuration <= GestureScript.maxTime else {
                throw StageError.gestureScript(
                    "tap \(i) at \(tap.time) s is outside 0...\(Int(GestureScript.maxTime)) s")
            }
            guard abs(tap.location.x) <= GestureScript.maxCoordinate, abs(tap.location.y) <= GestureScript.maxCoordinate
            else {
                throw StageError.gestureScript(
                    "tap \(i) at (\(tap.location.x), \(tap.location.y)) is more than \(Int(GestureScript.maxCoordinate)) points from the origin on an axis"
                )
            }
            if i > 0 && !(tap.time > taps[i - 1].time + Self.tapDuration) {
                throw StageError.gestureScript(
                    "tap \(i) at \(tap.time) s starts before tap \(i - 1) (at \(taps[i - 1].time) s) has lifted; taps last \(Self.tapDuration) s"
                )
            }
        }
        self.taps = taps
    }

    /// `count` taps at one point, `interval` seconds apart (touch down to touch down).
    public static func taps(at point: CGPoint, count: Int, interval: Double = 0.15) throws -> TapScript {
        guard count >= 1, count <= 100 else { throw StageError.gestureScript("tap count \(count) is not in 1...100") }
        return try TapScript(taps: (0..<count).map { Tap(time: Double($0) * interval, location: point) })
    }

    /// The time the last finger lifts, in seconds from the start.
    public var endTime: Double { taps[taps.count - 1].time + Self.tapDuration }
}

/// What a recognizer is shown: a path of one finger, taps, or several fingers' paths.
enum TouchInput {
    case path(GestureScript)
    case taps(TapScript)
    case fingers(MultiTouchScript)

    /// One finger's path as itself; several fingers as one finger at their centroid while
    /// all are down (what a pan follows); taps make no path.
    var centroidPath: GestureScript? {
        switch self {
        case .path(let s): return s
        case .taps: return nil
        case .fingers(let m): return m.fingers.count == 1 ? m.fingers[0] : m.centroidPath
        }
    }

    /// The locations of the fingers down at `t` (`lifting`: one lifting at `t` is not down).
    func touches(at t: Double, lifting: Bool) -> [CGPoint] {
        let eps = 1e-9
        switch self {
        case .path(let s):
            return MultiTouchScript.locations(of: [s], at: t, lifting: lifting)
        case .fingers(let m): return MultiTouchScript.locations(of: m.fingers, at: t, lifting: lifting)
        case .taps(let taps):
            return taps.taps.filter { tap in
                let up = tap.time + TapScript.tapDuration
                return t >= tap.time - eps && (lifting ? t < up - eps : t <= up + eps)
            }.map(\.location)
        }
    }

    /// When the last finger lifts, in seconds from the start.
    var endTime: Double {
        switch self {
        case .path(let s): return s.samples[s.samples.count - 1].time
        case .taps(let t): return t.endTime
        case .fingers(let m): return m.endTime
        }
    }

    /// When the first finger touches down, in seconds from the start.
    var startTime: Double {
        switch self {
        case .path(let s): return s.samples[0].time
        case .taps(let t): return t.taps[0].time
        case .fingers(let m): return m.startTime
        }
    }

    /// Where the first finger touches down.
    var firstLocation: CGPoint {
        switch self {
        case .path(let s): return s.samples[0].location
        case .taps(let t): return t.taps[0].location
        case .fingers(let m): return m.fingers[0].samples[0].location
        }
    }
}

/// When a recognizer recognizes (nil: never) or fails, and the events it then delivers, in
/// seconds from the start of the touch.
struct GesturePlan {
    struct Event {
        var time: Double; var state: UIGestureRecognizer.State; var location: CGPoint; var velocity: CGPoint
    }
    var recognizesAt: Double?
    var failsAt: Double
    var events: [Event]
}

/// A weak reference to a recognizer (for `require(toFail:)`).
struct WeakRecognizer { weak var value: UIGestureRecognizer? }
