import Foundation

/// A finger's path: (time, location) samples, linearly interpolated (SEMANTICS.md §7).
public struct GestureScript: Hashable, Sendable {
    /// One sample: seconds from the moment the script is played, and a location in points.
    public struct Sample: Hashable, Sendable {
        /// Seconds from the moment the script is played.
        public var time: Double
        /// The finger's position, in points.
        public var location: CGPoint
        /// Creates a sample.
        public init(time: Double, location: CGPoint) { self.time = time; self.location = location }
    }

    /// The samples, in strictly increasing time.
    public let samples: [Sample]

    /// The largest coordinate accepted, in points either side of 0 (a finger stays near the
    /// screen; the bound keeps interpolated locations and velocities finite).
    public static let maxCoordinate = 1_000_000.0
    /// The latest sample time accepted, in seconds (a stage refuses scripts past its own
    /// `timeLimit`, 600 s by default, when they are played).
    public static let maxTime = 1_000_000.0
    /// The least time between two samples, in seconds (1 µs).
    public static let minInterval = 1e-6

    /// Creates a script; throws when there are no samples, a value is not finite or out of
    /// range (coordinates within ±`maxCoordinate`, times in 0...`maxTime`), or times do not
    /// increase by at least `minInterval`.
    public init(samples: [Sample]) throws {
        guard !samples.isEmpty else { throw StageError.gestureScript("a script needs at least one sample") }
        for (i, s) in samples.enumerated() {
            guard s.time.isFinite, s.location.x.isFinite, s.location.y.isFinite else {
                throw StageError.gestureScript(
                    "sample \(i) is not finite: t = \(s.time), (\(s.location.x), \(s.location.y))")
            }
            guard s.time >= 0 else {
                throw StageError.gestureScript(
                    "sample \(i) has a negative time \(s.time); times are seconds from the start")
            }
            guard s.time <= Self.maxTime else {
                throw StageError.gestureScript("sample \(i) at \(s.time) s is later than \(Int(Self.maxTime)) s")
            }
            guard abs(s.location.x) <= Self.maxCoordinate, abs(s.location.y) <= Self.maxCoordinate else {
                throw StageError.gestureScript(
                    "sample \(i) at (\(s.location.x), \(s.location.y)) is more than \(Int(Self.maxCoordinate)) points from the origin on an axis"
                )
            }
            if i > 0 && !(s.time > samples[i - 1].time) {
                throw StageError.gestureScript(
                    "sample times must increase: sample \(i) at \(s.time) s follows \(samples[i - 1].time) s")
            }
            if i > 0 && s.time - samples[i - 1].time < Self.minInterval {
                throw StageError.gestureScript(
                    "samples must be at least 1 µs apart: sample \(i) at \(s.time) s follows \(samples[i - 1].time) s")
            }
        }
        self.samples = samples
    }

    /// A straight drag from `from` to `to` over `duration` seconds, starting at 0.
    public static func drag(from: CGPoint, to: CGPoint, duration: Double) throws -> GestureScript {
        try GestureScript(samples: [Sample(time: 0, location: from), Sample(time: duration, location: to)])
    }

    /// The interpolated location at `t` seconds (held before the first and after the last).
    public func location(at t: Double) -> CGPoint {
        if t <= samples[0].time { return samples[0].location }
        for i in 1..<samples.count where t <= samples[i].time {
            let a = samples[i - 1], b = samples[i]
            let u = (t - a.time) / (b.time - a.time)
            return CGPoint(
                x: a.location.x + (b.location.x - a.location.x) * u,
                y: a.location.y + (b.location.y - a.location.y) * u)
        }
        return samples[samples.count - 1].location
    }

    /// The velocity of the segment in force at `t`, in points per second (the last
    /// segment's at and after the end; zero for a single sample).
    public func velocity(at t: Double) -> CGPoint {
        guard samples.count > 1 else { return .zero }
        var i = 1
        while i < samples.count - 1 && t > samples[i].time { i += 1 }
        let a = samples[i - 1], b = samples[i]
        let dt = b.time - a.time
        return CGPoint(x: (b.location.x - a.location.x) / dt, y: (b.location.y - a.location.y) / dt)
    }

    /// Parses "t:x,y t:x,y ..." (seconds and points, separated by spaces or semicolons).
    public init(parsing text: String) throws {
        var samples: [Sample] = []
        let parts = text.split(whereSeparator: { $0 == " " || $0 == ";" || $0 == "\n" || $0 == "\t" })
        for (i, part) in parts.enumerated() {
            let tp = part.split(separator: ":", omittingEmptySubsequences: false)
            let xy = tp.count == 2 ? tp[1].split(separator: ",", omittingEmptySubsequences: false) : []
            guard tp.count == 2, xy.count == 2, let t = Double(tp[0]), let x = Double(xy[0]), let y = Double(xy[1])
            else {
                throw StageError.gestureScript(
                    "sample \(i) '\(part.prefix(40))' is not of the form t:x,y (e.g. 0.5:187.5,300)")
            }
            samples.append(Sample(time: t, location: CGPoint(x: x, y: y)))
        }
        try self.init(samples: samples)
    }
}
