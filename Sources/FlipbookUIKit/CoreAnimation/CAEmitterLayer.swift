import Foundation
import FlipbookCore

/// `CAEmitterLayerEmitterShape`: the shape particles are born in.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name ("point", "line", ...).
    public let rawValue: String
    /// Wraps a name; an unknown one is a point.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// At `emitterPosition` (the default).
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// On a line `emitterSize.width` long along x, centred on `emitterPosition`.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// An `emitterSize` rectangle centred on `emitterPosition`.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A rectangle `emitterDepth` deep.
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// A circle of radius `emitterSize.width` about `emitterPosition`.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// A sphere of radius `emitterSize.width`.
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")

    var core: EmitterShape { EmitterShape(rawValue: rawValue) ?? .point }
}

/// `CAEmitterLayerEmitterMode`: where in the shape particles are born.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name ("points", "outline", ...).
    public let rawValue: String
    /// Wraps a name; an unknown one is `.volume`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Points on the shape (as `.volume` here).
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// The shape's outline.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// The shape's surface.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// Anywhere inside the shape (the default).
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")

    var core: EmitterMode { EmitterMode(rawValue: rawValue) ?? .volume }
}

/// `CAEmitterLayerRenderMode`: the order particles are drawn in, and how.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name ("unordered", "additive", ...).
    public let rawValue: String
    /// Wraps a name; an unknown one is `.unordered`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Cell by cell, oldest first within a cell (the default).
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// The oldest drawn first, underneath.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// The oldest drawn last, on top.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// By depth, farthest first.
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Each particle's colour added to what is under it.
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")

    var core: EmitterRenderMode { EmitterRenderMode(rawValue: rawValue) ?? .unordered }
}

/// A layer that emits particles described by its cells (`CAEmitterLayer`, SEMANTICS.md §33),
/// drawn under its sublayers. Particles are born from the layer's time 0 (its local time:
/// `beginTime`, `speed` and `timeOffset`, its own and its ancestors'), particle k of a cell
/// at k / (cell rate x layer rate); what they do is a pure function of the time, so a frame
/// drawn alone equals the same frame drawn after others. A change of the layer's or its cells'
/// values applies to the particles born from then on; those alive keep theirs.
open class CAEmitterLayer: CALayer {
    var emitter = EmitterLayerValues()
    private var cells: [CAEmitterCell]?
    /// The values in force since each change, for the stage recording now.
    private var history: [EmitterSegment] = []
    private weak var historyStage: Stage?
    private var nextSerial = 0
    private var warnedCrowded = false

    /// Creates an emitter with Core Animation's defaults (no cells: it draws nothing).
    public override init() { super.init() }
    /// `init?(coder:)`: the defaults, as `init()` (CALayer's).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `init(layer:)`: a new emitter with the model values of `layer` (its cells, shared, and
    /// its own values) when it is an emitter, as Core Animation's presentation copies are made.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let e = layer as? CAEmitterLayer else { return }
        emitter = e.emitter; cells = e.cells
        emitterShape = e.emitterShape; emitterMode = e.emitterMode; renderMode = e.renderMode
    }

    /// For `presentation()`: this copy takes `model`'s cells and shape and the values that
    /// `shown` (the model with its running animations) has.
    func showValues(of model: CALayer, as shown: LayerState) {
        guard let model = model as? CAEmitterLayer else { return }
        emitter = shown.emitterValues; cells = model.cells
        emitterShape = model.emitterShape; emitterMode = model.emitterMode; renderMode = model.renderMode
    }

    /// A new layer of this class, for `UIView.layerClass` (see `CALayer.makeLayer()`).
    override class func makeLayer() -> CALayer { CAEmitterLayer() }

    /// The cells whose particles the layer emits (`emitterCells`); nil by default.
    open var emitterCells: [CAEmitterCell]? {
        get { cells }
        set { cells = newValue; modelChanged() }
    }
    /// Multiplies every cell's `birthRate` (`birthRate`); default 1.
    open var birthRate: Float {
        get { Float(emitter.birthRate) }
        set { set(\.birthRate, "birthRate", Double(newValue)) }
    }
    /// Multiplies every cell's `lifetime` (`lifetime`); default 1.
    open var lifetime: Float {
        get { Float(emitter.lifetime) }
        set { set(\.lifetime, "lifetime", Double(newValue)) }
    }
    /// Multiplies every cell's `velocity` (`velocity`); default 1.
    open var velocity: Float {
        get { Float(emitter.velocity) }
        set { set(\.velocity, "velocity", Double(newValue)) }
    }
    /// Multiplies every cell's `scale` (`scale`); default 1.
    open var scale: Float {
        get { Float(emitter.scale) }
        set { set(\.scale, "scale", Double(newValue)) }
    }
    /// Multiplies every cell's `spin` (`spin`); default 1.
    open var spin: Float {
        get { Float(emitter.spin) }
        set { set(\.spin, "spin", Double(newValue)) }
    }
    /// The centre of the emission shape, in the layer's bounds space (`emitterPosition`); default (0, 0).
    open var emitterPosition: CGPoint {
        get { emitter.position }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                return reportNonFinite("emitterPosition", "\(newValue)")
            }
            emitter.position = newValue; modelChanged()
        }
    }
    /// The shape's centre on the z axis (`emitterZPosition`); default 0 (depth is not drawn).
    open var emitterZPosition: CGFloat {
        get { CGFloat(emitter.zPosition) }
        set { set(\.zPosition, "emitterZPosition", Double(newValue)) }
    }
    /// The shape's size (`emitterSize`); default zero.
    open var emitterSize: CGSize {
        get { emitter.size }
        set {
            guard newValue.width.isFinite, newValue.height.isFinite else {
                return reportNonFinite("emitterSize", "\(newValue)")
            }
            emitter.size = newValue; modelChanged()
        }
    }
    /// The shape's depth (`emitterDepth`); default 0.
    open var emitterDepth: CGFloat {
        get { CGFloat(emitter.depth) }
        set { set(\.depth, "emitterDepth", Double(newValue)) }
    }
    /// The shape particles are born in (`emitterShape`); default `.point`.
    open var emitterShape: CAEmitterLayerEmitterShape = .point {
        didSet { emitter.shape = emitterShape.core; modelChanged() }
    }
    /// Where in the shape they are born (`emitterMode`); default `.volume`.
    open var emitterMode: CAEmitterLayerEmitterMode = .volume {
        didSet { emitter.mode = emitterMode.core; modelChanged() }
    }
    /// The order and blending they are drawn with (`renderMode`); default `.unordered`.
    open var renderMode: CAEmitterLayerRenderMode = .unordered {
        didSet { emitter.renderMode = renderMode.core; modelChanged() }
    }
    /// The seed of the random draws (`seed`); default 0. Flipbook's draws, not Core Animation's.
    open var seed: UInt32 {
        get { emitter.seed }
        set { emitter.seed = newValue; modelChanged() }
    }
    /// Whether particles keep their depth (`preservesDepth`); default false. Stored: particles
    /// are drawn flat in the layer's plane.
    open var preservesDepth: Bool {
        get { emitter.preservesDepth }
        set { emitter.preservesDepth = newValue; modelChanged() }
    }

    private func set(_ key: WritableKeyPath<EmitterLayerValues, Double>, _ name: String, _ v: Double) {
        guard v.isFinite else { return reportNonFinite(name, "\(v)") }
        emitter[keyPath: key] = v; modelChanged()
    }

    override func addContent(to state: inout LayerState) {
        let cellStates = cells?.map(\.state) ?? []
        guard let stage = RecordingState.current.stage else {
            // Outside a recording (a `frame` read, say): the values as they are, from time 0.
            state.emitter = EmitterState(
                segments: history.isEmpty
                    ? [EmitterSegment(serial: 0, start: 0, layer: emitter, cells: cellStates)] : history)
            return
        }
        if historyStage !== stage {
            history = []; nextSerial = 0; warnedCrowded = false; historyStage = stage
        }
        let now = localTime(scene: stage.now)
        if let last = history.last {
            if last.layer != emitter || last.cells != cellStates {
                if abs(last.start - now) <= Timeline.epsilon || history.count == 1 && now < last.start {
                    history[history.count - 1].layer = emitter
                    history[history.count - 1].cells = cellStates
                } else {
                    nextSerial += 1
                    history.append(EmitterSegment(serial: nextSerial, start: now, layer: emitter, cells: cellStates))
                }
            }
        } else {
            // The first values hold from the layer's time origin (SEMANTICS.md §33).
            history = [EmitterSegment(serial: 0, start: 0, layer: emitter, cells: cellStates)]
        }
        // Segments whose every particle (and theirs) has died are dropped.
        while history.count > 1 {
            let first = history[0]
            let longest = first.cells.map { $0.longestLife(first.layer.lifetime) }.max() ?? 0
            guard history[1].start + longest < now - 1 else { break }
            history.removeFirst()
        }
        state.emitter = EmitterState(segments: history)
        warnIfCrowded(stage)
    }

    /// Logs once per recording when the cells may have more particles alive at once than
    /// `EmitterState.maximumParticleCount`.
    private func warnIfCrowded(_ stage: Stage) {
        guard !warnedCrowded else { return }
        func alive(_ c: EmitterCellState) -> Double {
            guard c.isEnabled else { return 0 }
            let n =
                max(0, min(c.birthRate * emitter.birthRate, EmitterState.maximumBirthRate))
                * max(0, (c.lifetime + abs(c.lifetimeRange)) * emitter.lifetime)
            return n + n * c.subcells.reduce(0) { $0 + alive($1) }
        }
        let total = (cells?.map(\.state) ?? []).reduce(0) { $0 + alive($1) }
        guard total > Double(EmitterState.maximumParticleCount) else { return }
        warnedCrowded = true
        let about = total.isFinite && total < 1e15 ? "\(Int(total))" : "too many"
        stage.log(
            "CAEmitterLayer \(displayName): about \(about) particles alive at once; at most "
                + "\(EmitterState.maximumParticleCount) are drawn (SEMANTICS.md §33)")
    }
}
