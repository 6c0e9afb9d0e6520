import Foundation
import FlipbookCore

/// A layer that draws its sublayers `instanceCount` times (`CAReplicatorLayer`, SEMANTICS.md
/// §29): copy i (from 0) has `instanceTransform` applied i times about the centre of the
/// replicator's bounds, its time `i * instanceDelay` seconds behind (an animation on a
/// sublayer runs later in each copy), and its colour multiplied by `instanceColor` plus i
/// times each offset (clamped to 0...1). The replicator draws its own background, border and
/// content under the copies, as any layer does.
open class CAReplicatorLayer: CALayer {
    var instances = ReplicatorInstances()

    /// Creates a replicator layer with Core Animation's defaults (one copy, unchanged).
    public override init() { super.init() }
    /// `init?(coder:)`: the defaults, as `init()` (CALayer's).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A new layer of this class, for `UIView.layerClass` (see `CALayer.makeLayer()`).
    override class func makeLayer() -> CALayer { CAReplicatorLayer() }

    /// How many copies are drawn (`instanceCount`); default 1, 0 draws no sublayers. A
    /// negative count draws none, a count above 1,000 draws 1,000; the value set is kept.
    open var instanceCount: Int = 1 {
        didSet { instances.count = ReplicatorInstances.clampedCount(instanceCount); modelChanged() }
    }

    /// Applied to each copy to give the next, about the centre of the bounds
    /// (`instanceTransform`); default identity. A non-finite one is refused and reported.
    open var instanceTransform: CATransform3D {
        get { instances.transform }
        set {
            guard newValue.isFinite else { return reportNonFinite("instanceTransform", "\(newValue.entries)") }
            instances.transform = newValue; modelChanged()
        }
    }

    /// Seconds by which each copy lags the one before it (`instanceDelay`); default 0. A
    /// non-finite one is refused and reported.
    open var instanceDelay: CFTimeInterval {
        get { instances.delay }
        set {
            guard newValue.isFinite else { return reportNonFinite("instanceDelay", "\(newValue)") }
            instances.delay = newValue; modelChanged()
        }
    }

    /// The first copy's colour multiplier (`instanceColor`); default opaque white, nil is white.
    open var instanceColor: CGColor? {
        get { instances.color }
        set {
            let c = newValue ?? RGBA(red: 1, green: 1, blue: 1, alpha: 1)
            guard c.isFinite else { return reportNonFinite("instanceColor", "\(c)") }
            instances.color = c; modelChanged()
        }
    }

    /// Added to the red multiplier once per copy (`instanceRedOffset`); default 0.
    open var instanceRedOffset: Float {
        get { Float(instances.redOffset) }
        set { setOffset(\.redOffset, "instanceRedOffset", newValue) }
    }
    /// Added to the green multiplier once per copy (`instanceGreenOffset`); default 0.
    open var instanceGreenOffset: Float {
        get { Float(instances.greenOffset) }
        set { setOffset(\.greenOffset, "instanceGreenOffset", newValue) }
    }
    /// Added to the blue multiplier once per copy (`instanceBlueOffset`); default 0.
    open var instanceBlueOffset: Float {
        get { Float(instances.blueOffset) }
        set { setOffset(\.blueOffset, "instanceBlueOffset", newValue) }
    }
    /// Added to the alpha multiplier once per copy (`instanceAlphaOffset`); default 0.
    open var instanceAlphaOffset: Float {
        get { Float(instances.alphaOffset) }
        set { setOffset(\.alphaOffset, "instanceAlphaOffset", newValue) }
    }

    /// Whether the copies keep their depth (`preservesDepth`); default false, which flattens
    /// each copy into the replicator's plane; true draws them back to front in 3-D, as a
    /// `CATransformLayer`'s sublayers (SEMANTICS.md §29, "Depth").
    open var preservesDepth: Bool {
        get { instances.preservesDepth }
        set { instances.preservesDepth = newValue; modelChanged() }
    }

    private func setOffset(_ key: WritableKeyPath<ReplicatorInstances, Double>, _ name: String, _ v: Float) {
        guard v.isFinite else { return reportNonFinite(name, "\(v)") }
        instances[keyPath: key] = Double(v); modelChanged()
    }

    override func addContent(to state: inout LayerState) { state.replicator = instances }
}
