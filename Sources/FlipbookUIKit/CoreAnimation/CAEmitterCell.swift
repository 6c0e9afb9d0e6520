import Foundation
import FlipbookCore

/// The description of the particles a `CAEmitterLayer` emits (`CAEmitterCell`, SEMANTICS.md
/// §33): how many per second, how long they live, how they move, turn, grow and change
/// colour, and the image they draw. Every `...Range` is the most by which the value varies
/// either way, drawn per particle. A change shows from the next moment the stage records.
open class CAEmitterCell: NSObject, CAMediaTiming {
    var values = EmitterCellState()
    private var cellContents: CGImage?
    private var cells: [CAEmitterCell]?

    /// Creates a cell with Core Animation's defaults (it emits nothing until `birthRate` and
    /// `lifetime` are set).
    public override init() { super.init() }

    /// `init?(coder:)` (Core Animation's cells adopt `NSSecureCoding`): the coder is not read;
    /// a cell with the defaults. Required, so an app's subclass that writes it compiles.
    public required init?(coder: NSCoder) { super.init() }

    /// The cell's name, for key paths such as "emitterCells.NAME.birthRate" (`name`).
    open var name: String? {
        get { values.name }
        set { values.name = newValue; changed() }
    }
    /// Whether the cell emits (`isEnabled`); default true.
    open var isEnabled: Bool {
        get { values.isEnabled }
        set { values.isEnabled = newValue; changed() }
    }
    /// Particles per second (`birthRate`), times the layer's; default 0. Negative emits none.
    open var birthRate: Float {
        get { Float(values.birthRate) }
        set { set(\.birthRate, "birthRate", Double(newValue)) }
    }
    /// Seconds each particle lives (`lifetime`), times the layer's; default 0.
    open var lifetime: Float {
        get { Float(values.lifetime) }
        set { set(\.lifetime, "lifetime", Double(newValue)) }
    }
    /// The most by which `lifetime` varies either way (`lifetimeRange`); default 0.
    open var lifetimeRange: Float {
        get { Float(values.lifetimeRange) }
        set { set(\.lifetimeRange, "lifetimeRange", Double(newValue)) }
    }
    /// Points per second at birth (`velocity`), times the layer's; default 0.
    open var velocity: CGFloat {
        get { CGFloat(values.velocity) }
        set { set(\.velocity, "velocity", Double(newValue)) }
    }
    /// The most by which `velocity` varies either way (`velocityRange`); default 0.
    open var velocityRange: CGFloat {
        get { CGFloat(values.velocityRange) }
        set { set(\.velocityRange, "velocityRange", Double(newValue)) }
    }
    /// Points per second squared along x (`xAcceleration`); default 0.
    open var xAcceleration: CGFloat {
        get { CGFloat(values.xAcceleration) }
        set { set(\.xAcceleration, "xAcceleration", Double(newValue)) }
    }
    /// Points per second squared along y, downwards on screen (`yAcceleration`); default 0.
    open var yAcceleration: CGFloat {
        get { CGFloat(values.yAcceleration) }
        set { set(\.yAcceleration, "yAcceleration", Double(newValue)) }
    }
    /// Points per second squared along z (`zAcceleration`); default 0 (depth is not drawn).
    open var zAcceleration: CGFloat {
        get { CGFloat(values.zAcceleration) }
        set { set(\.zAcceleration, "zAcceleration", Double(newValue)) }
    }
    /// The emission direction out of the x-y plane, radians (`emissionLatitude`); default 0.
    open var emissionLatitude: CGFloat {
        get { CGFloat(values.emissionLatitude) }
        set { set(\.emissionLatitude, "emissionLatitude", Double(newValue)) }
    }
    /// The emission direction in the x-y plane, radians from +x; positive turns towards +y,
    /// clockwise on screen, so -π/2 is up (`emissionLongitude`); default 0.
    open var emissionLongitude: CGFloat {
        get { CGFloat(values.emissionLongitude) }
        set { set(\.emissionLongitude, "emissionLongitude", Double(newValue)) }
    }
    /// The most by which the direction varies either way, radians (`emissionRange`); default 0.
    open var emissionRange: CGFloat {
        get { CGFloat(values.emissionRange) }
        set { set(\.emissionRange, "emissionRange", Double(newValue)) }
    }
    /// The image's scale (`scale`), times the layer's; default 1.
    open var scale: CGFloat {
        get { CGFloat(values.scale) }
        set { set(\.scale, "scale", Double(newValue)) }
    }
    /// The most by which `scale` varies either way (`scaleRange`); default 0.
    open var scaleRange: CGFloat {
        get { CGFloat(values.scaleRange) }
        set { set(\.scaleRange, "scaleRange", Double(newValue)) }
    }
    /// The change of scale per second (`scaleSpeed`); default 0.
    open var scaleSpeed: CGFloat {
        get { CGFloat(values.scaleSpeed) }
        set { set(\.scaleSpeed, "scaleSpeed", Double(newValue)) }
    }
    /// Radians per second the image turns, clockwise on screen when positive (`spin`), times
    /// the layer's; default 0.
    open var spin: CGFloat {
        get { CGFloat(values.spin) }
        set { set(\.spin, "spin", Double(newValue)) }
    }
    /// The most by which `spin` varies either way (`spinRange`); default 0.
    open var spinRange: CGFloat {
        get { CGFloat(values.spinRange) }
        set { set(\.spinRange, "spinRange", Double(newValue)) }
    }
    /// The colour the image is multiplied by (`color`); default opaque white, nil is white.
    open var color: CGColor? {
        get { values.color }
        set {
            let c = newValue ?? RGBA(red: 1, green: 1, blue: 1, alpha: 1)
            guard c.isFinite else { return report("color", "\(c)") }
            values.color = c; changed()
        }
    }
    /// The most by which the red component varies either way (`redRange`); default 0.
    open var redRange: Float {
        get { Float(values.colorRange.red) }
        set { set(\.colorRange.red, "redRange", Double(newValue)) }
    }
    /// See `redRange` (`greenRange`).
    open var greenRange: Float {
        get { Float(values.colorRange.green) }
        set { set(\.colorRange.green, "greenRange", Double(newValue)) }
    }
    /// See `redRange` (`blueRange`).
    open var blueRange: Float {
        get { Float(values.colorRange.blue) }
        set { set(\.colorRange.blue, "blueRange", Double(newValue)) }
    }
    /// See `redRange` (`alphaRange`).
    open var alphaRange: Float {
        get { Float(values.colorRange.alpha) }
        set { set(\.colorRange.alpha, "alphaRange", Double(newValue)) }
    }
    /// The change of the red component per second of a particle's life (`redSpeed`); default 0.
    open var redSpeed: Float {
        get { Float(values.colorSpeed.red) }
        set { set(\.colorSpeed.red, "redSpeed", Double(newValue)) }
    }
    /// See `redSpeed` (`greenSpeed`).
    open var greenSpeed: Float {
        get { Float(values.colorSpeed.green) }
        set { set(\.colorSpeed.green, "greenSpeed", Double(newValue)) }
    }
    /// See `redSpeed` (`blueSpeed`).
    open var blueSpeed: Float {
        get { Float(values.colorSpeed.blue) }
        set { set(\.colorSpeed.blue, "blueSpeed", Double(newValue)) }
    }
    /// See `redSpeed` (`alphaSpeed`).
    open var alphaSpeed: Float {
        get { Float(values.colorSpeed.alpha) }
        set { set(\.colorSpeed.alpha, "alphaSpeed", Double(newValue)) }
    }
    /// The image each particle draws, a `CGImage` (`contents`); anything else, or nil, draws nothing.
    open var contents: Any? {
        get { cellContents }
        set {
            cellContents = newValue as? CGImage
            values.image = cellContents?.content; changed()
        }
    }
    /// The part of the image drawn, in unit coordinates (`contentsRect`); default the whole.
    open var contentsRect: CGRect {
        get { values.contentsRect }
        set {
            guard newValue.isFiniteRect else { return report("contentsRect", "\(newValue)") }
            values.contentsRect = newValue; changed()
        }
    }
    /// Image pixels per point (`contentsScale`); default 1, so an image's pixels are points.
    open var contentsScale: CGFloat {
        get { CGFloat(values.contentsScale) }
        set { set(\.contentsScale, "contentsScale", Double(newValue)) }
    }
    /// `minificationFilter` (stored; images are always filtered bilinearly).
    open var minificationFilter = "linear"
    /// `magnificationFilter` (stored; images are always filtered bilinearly).
    open var magnificationFilter = "linear"
    /// `minificationFilterBias` (stored).
    open var minificationFilterBias: Float = 0
    /// `style` (stored).
    open var style: [AnyHashable: Any]?
    /// The cells each particle of this one emits, from where it is, in the direction it moves
    /// (`emitterCells`); their particles' scale and colour are multiplied by this particle's.
    open var emitterCells: [CAEmitterCell]? {
        get { cells }
        set { cells = newValue; changed() }
    }

    // CAMediaTiming: the cell emits while its time, from the emitter's, is in 0 ..< duration x repeats.
    /// When the cell starts emitting, in the emitter's time (`beginTime`); default 0.
    open var beginTime: CFTimeInterval {
        get { values.timing.beginTime }
        set { set(\.timing.beginTime, "beginTime", newValue) }
    }
    /// How long the cell emits (`duration`); default 0, for ever.
    open var duration: CFTimeInterval {
        get { values.duration }
        set { set(\.duration, "duration", newValue) }
    }
    /// The rate of the cell's time (`speed`); default 1.
    open var speed: Float {
        get { Float(values.timing.speed) }
        set { set(\.timing.speed, "speed", Double(newValue)) }
    }
    /// Added to the cell's time (`timeOffset`); default 0.
    open var timeOffset: CFTimeInterval {
        get { values.timing.timeOffset }
        set { set(\.timing.timeOffset, "timeOffset", newValue) }
    }
    /// How many times `duration` is emitted for (`repeatCount`); default 0, once.
    open var repeatCount: Float {
        get { Float(values.repeatCount) }
        set {
            guard !newValue.isNaN else { return report("repeatCount", "\(newValue)") }
            values.repeatCount = Double(newValue); changed()
        }
    }
    /// `repeatDuration` (stored).
    open var repeatDuration: CFTimeInterval = 0
    /// `autoreverses` (stored).
    open var autoreverses = false
    /// `fillMode` (stored).
    open var fillMode: CAMediaTimingFillMode = .removed

    /// How deep sub-cells are followed (chosen): a cell nested deeper, as in a cell that lists
    /// itself among its own `emitterCells`, emits nothing.
    static let maximumDepth = 8

    /// The cell and its sub-cells as plain values.
    var state: EmitterCellState { state(depth: 1) }

    private func state(depth: Int) -> EmitterCellState {
        var s = values
        s.subcells = depth < Self.maximumDepth ? (cells?.map { $0.state(depth: depth + 1) } ?? []) : []
        return s
    }

    private func set(_ key: WritableKeyPath<EmitterCellState, Double>, _ name: String, _ v: Double) {
        guard v.isFinite else { return report(name, "\(v)") }
        values[keyPath: key] = v; changed()
    }

    private func changed() { RecordingState.current.stage?.markDirty() }

    /// Reports a NaN or infinite value, as a layer property's is (the recording stops).
    private func report(_ property: String, _ value: String) {
        guard let stage = RecordingState.current.stage else { return }
        stage.report(
            .nonFinite(
                property: property, layer: "CAEmitterCell \(name ?? "(unnamed)")", value: value,
                animator: stage.activeTransition?.animatorName, time: stage.now))
    }
}
