import Foundation

/// A `CAReplicatorLayer`'s instance values (SEMANTICS.md §29): how many times its sublayers
/// are drawn and how each copy differs from the one before it. A timeline's frame tree holds
/// the copies as plain layers (`Timeline.presentation(at:)` expands them), so the renderer
/// never sees this value.
public struct ReplicatorInstances: Hashable, Sendable {
    /// The most copies drawn: a larger `instanceCount` draws this many (chosen).
    public static let maximumCount = 1_000

    /// How many times the sublayers are drawn (`instanceCount`), already clamped to
    /// 0...`maximumCount`; default 1.
    public var count: Int = 1
    /// Applied to copy i - 1 to give copy i, about the centre of the replicator's bounds
    /// (`instanceTransform`); default identity.
    public var transform: Transform3D = .identity
    /// Seconds by which each copy's time lags the one before it (`instanceDelay`); default 0.
    public var delay: Double = 0
    /// The first copy's colour multiplier (`instanceColor`); default opaque white.
    public var color: RGBA = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
    /// Added to the multiplier's components once per copy (`instanceRedOffset`,
    /// `instanceGreenOffset`, `instanceBlueOffset`, `instanceAlphaOffset`); default 0.
    public var redOffset: Double = 0
    /// See `redOffset`.
    public var greenOffset: Double = 0
    /// See `redOffset`.
    public var blueOffset: Double = 0
    /// See `redOffset`.
    public var alphaOffset: Double = 0
    /// Whether the copies keep their depth (`preservesDepth`); default false.
    public var preservesDepth = false

    /// Creates the defaults: one copy, unchanged.
    public init() {}

    /// `instanceCount` as drawn: negative counts draw nothing, counts above
    /// `maximumCount` draw `maximumCount` copies.
    public static func clampedCount(_ n: Int) -> Int { min(max(n, 0), maximumCount) }

    /// The transform of copy `i`: `transform` applied `i` times (identity for copy 0).
    public func transform(ofCopy i: Int) -> Transform3D {
        var t = Transform3D.identity
        for _ in 0..<max(i, 0) { t = t.concatenating(transform) }
        return t
    }

    /// The colour multiplier of copy `i`: `color` plus `i` times each offset, every
    /// component clamped to 0...1.
    public func color(ofCopy i: Int) -> RGBA {
        func c(_ v: Double, _ d: Double) -> Double { min(max(v + Double(i) * d, 0), 1) }
        return RGBA(
            red: c(color.red, redOffset), green: c(color.green, greenOffset), blue: c(color.blue, blueOffset),
            alpha: c(color.alpha, alphaOffset))
    }

    /// The time shift of copy `i`: it shows its sublayers as they are `i * delay` seconds earlier.
    public func timeShift(ofCopy i: Int) -> Double { Double(i) * delay }
}

extension LayerState {
    /// Whether this layer or one below it is a replicator (masks included). Walked with a
    /// stack of its own, not by recursion, so that a tree of any depth is looked through
    /// (the recording accepts trees far deeper than the thread's stack would allow).
    public var containsReplicator: Bool {
        var pending: [LayerState] = [self]
        while let layer = pending.popLast() {
            if layer.replicator != nil { return true }
            pending.append(contentsOf: layer.sublayers)
            if let mask = layer.mask { pending.append(mask.layer) }
        }
        return false
    }

    /// Multiplies every colour the layer and its sublayers draw by `m`'s red, green and blue
    /// (backgrounds, borders, shapes' fills and strokes, gradients, text, shadows, an emitter's
    /// particles); images and custom drawings are left as they are (SEMANTICS.md §29).
    mutating func multiplyColors(by m: RGBA) {
        func x(_ c: RGBA) -> RGBA {
            RGBA(red: c.red * m.red, green: c.green * m.green, blue: c.blue * m.blue, alpha: c.alpha)
        }
        backgroundColor = backgroundColor.map(x)
        borderColor = x(borderColor)
        if shape != nil {
            shape!.fillColor = shape!.fillColor.map(x)
            shape!.strokeColor = shape!.strokeColor.map(x)
        }
        if gradient != nil { gradient!.colors = gradient!.colors.map(x) }
        if content.text != nil { content.text!.color = x(content.text!.color) }
        shadow.color = shadow.color.map(x)
        if emitter != nil { emitter!.colorMultiplier = x(emitter!.colorMultiplier) }
        for i in sublayers.indices { sublayers[i].multiplyColors(by: m) }
    }
}

extension Timeline {
    /// Replaces each replicator's sublayers by their copies (SEMANTICS.md §29): copy i of the
    /// sublayers is a layer that draws nothing itself, the size of the replicator's bounds,
    /// placed at their centre with the instance transform applied i times and the copy's
    /// alpha multiplier as its opacity, holding the sublayers as they are at `t - i * delay`
    /// with their colours multiplied. `animated(t)` gives the animated tree at scene time t.
    static func expandReplicators(
        in layer: inout LayerState, at t: Double, animated: (Double) -> LayerState
    ) {
        if let r = layer.replicator {
            layer.replicator = nil
            var copies: [LayerState] = []
            copies.reserveCapacity(r.count)
            for i in 0..<r.count {
                let shift = r.timeShift(ofCopy: i)
                var subs = layer.sublayers
                if shift != 0, let shifted = animated(t - shift).find(layer.id) { subs = shifted.sublayers }
                let color = r.color(ofCopy: i)
                var copy = LayerState(
                    id: LayerID(-4_000_000_000 - layer.id.raw * 1_000 - i), name: "\(layer.name) copy \(i)",
                    bounds: layer.bounds,
                    position: CGPoint(x: layer.bounds.midX, y: layer.bounds.midY),
                    transform: r.transform(ofCopy: i), opacity: color.alpha, sublayers: subs)
                if color.red != 1 || color.green != 1 || color.blue != 1 {
                    for k in copy.sublayers.indices { copy.sublayers[k].multiplyColors(by: color) }
                }
                for k in copy.sublayers.indices {
                    expandReplicators(in: &copy.sublayers[k], at: t - shift, animated: animated)
                }
                // An emitter in the copy emits on the copy's time (SEMANTICS.md §33): the
                // particles are worked out after this from each layer's local time.
                if shift != 0 { copy.mediaTiming.timeOffset = -shift }
                if r.preservesDepth { copy.flattensSublayers = false }
                copies.append(copy)
            }
            if r.preservesDepth {
                // SEMANTICS.md §29: the copies keep their depth, as a CATransformLayer's
                // sublayers do; the replicator's own drawing becomes a layer of its own at
                // depth 0 under them, since a layer that keeps depth draws nothing itself.
                var own = layer
                own.id = LayerID(-4_000_000_000 - layer.id.raw * 1_000 + 1)
                own.name = "\(layer.name) own"
                own.sublayers = []
                own.mask = nil
                own.position = CGPoint(x: layer.bounds.midX, y: layer.bounds.midY)
                own.anchorPoint = CGPoint(x: 0.5, y: 0.5)
                own.transform = .identity
                own.zPosition = 0
                own.opacity = 1
                own.sublayerTransform = .identity
                own.mediaTiming = LayerMediaTiming()
                layer.flattensSublayers = false
                layer.sublayers = [own] + copies
            } else {
                layer.sublayers = copies
            }
        } else {
            for i in layer.sublayers.indices { expandReplicators(in: &layer.sublayers[i], at: t, animated: animated) }
        }
        if layer.mask != nil { expandReplicators(in: &layer.mask!.layer, at: t, animated: animated) }
    }
}
