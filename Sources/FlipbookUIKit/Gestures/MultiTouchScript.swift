import Foundation

/// Several fingers at once: a `GestureScript` per finger, on one clock (SEMANTICS.md §7,
/// "Several fingers"). Played on a view (`UIView.playTouch(_:)`) or a recognizer
/// (`play(_:)`). Fingers may touch down and lift at different times, but there must be a
/// moment when all are down: the interval from the last touch down to the first lift,
/// `commonStart...commonEnd`, in which a pinch, a rotation and the centroid are defined.
public struct MultiTouchScript: Hashable, Sendable {
    /// The fingers' paths, in the order `location(ofTouch:in:)` numbers them.
    public let fingers: [GestureScript]
    /// The most fingers a script may have (**chosen**: 10, two hands).
    public static let maxFingers = 10

    /// Creates a script; throws for no fingers, more than `maxFingers`, or fingers that are
    /// never all down together for at least `GestureScript.minInterval`.
    public init(fingers: [GestureScript]) throws {
        guard !fingers.isEmpty else { throw StageError.gestureScript("a multi-touch script needs at least one finger") }
        guard fingers.count <= Self.maxFingers else {
            throw StageError.gestureScript("\(fingers.count) fingers: at most \(Self.maxFingers) are accepted")
        }
        let start = fingers.map { $0.samples[0].time }.max()!
        let end = fingers.map { $0.samples[$0.samples.count - 1].time }.min()!
        guard fingers.count == 1 || end - start >= GestureScript.minInterval else {
            throw StageError.gestureScript(
                "the fingers are never down together: the last touches down at \(start) s, the first lifts at \(end) s")
        }
        self.fingers = fingers
    }

    /// Parses fingers separated by `|`, each in `GestureScript(parsing:)`'s form
    /// ("0:100,300 0.5:50,300 | 0:200,300 0.5:250,300").
    public init(parsing text: String) throws {
        let parts = text.split(separator: "|", omittingEmptySubsequences: false)
        var fingers: [GestureScript] = []
        for (i, part) in parts.enumerated() {
            do { fingers.append(try GestureScript(parsing: String(part))) } catch let StageError.gestureScript(why) {
                throw StageError.gestureScript("finger \(i): \(why)")
            }
        }
        try self.init(fingers: fingers)
    }

    /// Two fingers on either side of `center`, `angle` radians from the x axis (0: side by
    /// side), moving apart from `fromDistance` to `toDistance` points between them over
    /// `duration` seconds (a pinch out when `toDistance` is larger).
    public static func pinch(
        center: CGPoint, fromDistance: Double, toDistance: Double, angle: Double = 0, duration: Double
    ) throws -> MultiTouchScript {
        let c = cos(angle), s = sin(angle)
        func finger(_ sign: Double) throws -> GestureScript {
            try .drag(
                from: CGPoint(x: center.x + sign * c * fromDistance / 2, y: center.y + sign * s * fromDistance / 2),
                to: CGPoint(x: center.x + sign * c * toDistance / 2, y: center.y + sign * s * toDistance / 2),
                duration: duration)
        }
        return try MultiTouchScript(fingers: [finger(-1), finger(1)])
    }

    /// Two fingers `radius` points either side of `center`, turning about it from `from` to
    /// `to` radians (clockwise on screen for a larger `to`: y grows downwards), sampled every
    /// `duration / steps` seconds (the fingers move in straight lines between samples).
    public static func rotation(
        center: CGPoint, radius: Double, from: Double, to: Double, duration: Double, steps: Int = 32
    ) throws -> MultiTouchScript {
        guard steps >= 1, steps <= 10_000 else { throw StageError.gestureScript("steps \(steps) is not in 1...10000") }
        func finger(_ phase: Double) throws -> GestureScript {
            try GestureScript(
                samples: (0...steps).map { k in
                    let u = Double(k) / Double(steps), a = from + (to - from) * u + phase
                    return .init(
                        time: duration * u,
                        location: CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)))
                })
        }
        return try MultiTouchScript(fingers: [finger(.pi), finger(0)])
    }

    /// When the last finger touches down, in seconds from the start.
    public var commonStart: Double { fingers.map { $0.samples[0].time }.max()! }
    /// When the first finger lifts, in seconds from the start.
    public var commonEnd: Double { fingers.map { $0.samples[$0.samples.count - 1].time }.min()! }
    /// When the first finger touches down.
    public var startTime: Double { fingers.map { $0.samples[0].time }.min()! }
    /// When the last finger lifts.
    public var endTime: Double { fingers.map { $0.samples[$0.samples.count - 1].time }.max()! }

    /// The mean of the fingers' locations at `t` (each held before its first sample and
    /// after its last).
    public func centroid(at t: Double) -> CGPoint {
        var x = 0.0, y = 0.0
        for f in fingers {
            let p = f.location(at: t)
            x += p.x; y += p.y
        }
        return CGPoint(x: x / Double(fingers.count), y: y / Double(fingers.count))
    }

    /// The centroid's path over `commonStart...commonEnd`, exact: the mean of straight
    /// segments is straight between the union of the fingers' sample times.
    public var centroidPath: GestureScript {
        let a = commonStart, b = commonEnd
        var times = Set([a, b])
        for f in fingers { for s in f.samples where s.time > a && s.time < b { times.insert(s.time) } }
        var sorted = times.sorted()
        // Keep GestureScript's least interval between samples.
        var kept: [Double] = []
        for t in sorted where kept.isEmpty || t - kept[kept.count - 1] >= GestureScript.minInterval { kept.append(t) }
        if kept.count > 1, b - kept[kept.count - 1] < GestureScript.minInterval { kept[kept.count - 1] = b }
        sorted = kept
        // The init only throws for non-finite or out-of-range values, which the fingers' own
        // checks exclude.
        return try! GestureScript(samples: sorted.map { .init(time: $0, location: centroid(at: $0)) })
    }

    /// The locations of the fingers down at `t`: touched down at or before it and not yet
    /// lifted (`lifting`: a finger whose last sample is at `t` counts as lifted).
    static func locations(of fingers: [GestureScript], at t: Double, lifting: Bool) -> [CGPoint] {
        fingers.compactMap { f in
            let start = f.samples[0].time, end = f.samples[f.samples.count - 1].time
            let eps = 1e-9
            guard t >= start - eps else { return nil }
            if lifting ? t >= end - eps : t > end + eps { return nil }
            return f.location(at: t)
        }
    }
}
