import Foundation

extension EmitterState {
    /// The step an animated birth rate is sampled at, in seconds of the emitter's time, from
    /// the segment's start (chosen): one sample a step, at its middle, the rate taken as
    /// constant across the step.
    public static let birthRateStep = 1.0 / 240
    /// The most steps integrated (chosen): over a longer segment only the last this many are,
    /// counted from 0 there (about 69 minutes at `birthRateStep`).
    public static let maximumBirthRateSteps = 1_000_000
}

extension ParticleRun {
    /// The births of `cell` from `start` up to `end` (and `t`) when the layer's birth rate or
    /// lifetime is animated (SEMANTICS.md §33): birth k is where the integral of the rate from
    /// the start reaches k, the rate sampled every `EmitterState.birthRateStep` and taken as
    /// constant within a step, so the births of a moment are the same in every frame. Newest
    /// first, those that can still be seen at `t` only, at most `maximumBirthsExamined`.
    func animatedBirths(
        _ cell: EmitterCellState, path: [Int], from start: Double, until end: Double, layer: EmitterLayerValues,
        valuesAt: EmitterValuesAt
    ) -> [(Double, Double)] {
        let last = min(end, t + Timeline.epsilon)
        guard last > start, (last - start).isFinite else { return [] }
        let h = EmitterState.birthRateStep
        let total = ((last - start) / h).rounded(.up)
        guard total.isFinite else { return [] }
        let skipped = max(0, total - Double(EmitterState.maximumBirthRateSteps))
        let steps = Int(total - skipped)
        // The rate and the longest life at each step's middle, then the integral at its start.
        var rates = [Double](repeating: 0, count: steps)
        var longest = 0.0
        for i in 0..<steps {
            let (v, cells) = valuesAt(start + (skipped + Double(i) + 0.5) * h, layer, segmentCells)
            let c = cells.cell(at: path) ?? cell
            let r = c.birthRate * v.birthRate
            rates[i] = r > 0 ? min(r, EmitterState.maximumBirthRate) : 0
            longest = max(longest, c.longestLife(v.lifetime))
        }
        var counts = [Double](repeating: 0, count: steps + 1)
        for i in 0..<steps { counts[i + 1] = counts[i] + rates[i] * h }
        let oldest = t - longest
        var births: [(Double, Double)] = []
        // Newest first: from the last step back, the whole numbers the integral passes.
        var i = steps - 1
        while i >= 0 && births.count < EmitterState.maximumBirthsExamined {
            defer { i -= 1 }
            let s0 = start + (skipped + Double(i)) * h
            if s0 + h < oldest - Timeline.epsilon { break }
            let r = rates[i]
            guard r > 0 else { continue }
            let c0 = counts[i]
            let c1 = c0 + r * (min(s0 + h, last) - s0)
            var k = (c1 + 1e-9).rounded(.down)
            while k > c0 + 1e-9 && births.count < EmitterState.maximumBirthsExamined {
                let b = s0 + (k - c0) / r
                if b < oldest - Timeline.epsilon { break }
                births.append((k, b))
                k -= 1
            }
        }
        return births
    }
}
