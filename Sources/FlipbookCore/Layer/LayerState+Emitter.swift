import Foundation

/// The shape particles are born in (`CAEmitterLayer.emitterShape`, SEMANTICS.md §33).
public enum EmitterShape: String, Hashable, Sendable {
    /// At `position` (the default).
    case point
    /// On a horizontal line `size.width` long, centred on `position`.
    case line
    /// In or on a `size` rectangle centred on `position`.
    case rectangle
    /// A rectangle with a depth (drawn flat: as `rectangle`).
    case cuboid
    /// In or on a circle of radius `size.width` about `position`.
    case circle
    /// A sphere of radius `size.width` (drawn flat: as `circle`).
    case sphere
}

/// Where in the shape particles are born (`CAEmitterLayer.emitterMode`, SEMANTICS.md §33).
public enum EmitterMode: String, Hashable, Sendable {
    /// Anywhere in the shape, as `volume` (chosen).
    case points
    /// On the shape's outline.
    case outline
    /// Anywhere in the shape (flat shapes have no other surface).
    case surface
    /// Anywhere in the shape (the default).
    case volume
}

/// The order and blending particles are drawn with (`CAEmitterLayer.renderMode`, SEMANTICS.md §33).
public enum EmitterRenderMode: String, Hashable, Sendable {
    /// Cell by cell, each cell's particles oldest first (the default).
    case unordered
    /// Every particle by its birth time, oldest first (the oldest underneath).
    case oldestFirst
    /// Every particle by its birth time, oldest last (the oldest on top).
    case oldestLast
    /// By the particles' z, farthest (most negative) first, ties oldest first (the depth
    /// itself is not drawn).
    case backToFront
    /// As `unordered`, each particle's colour added to what is below it.
    case additive
}

/// One `CAEmitterCell` as plain values (SEMANTICS.md §33): Core Animation's defaults, angles in
/// radians, rates per second.
public struct EmitterCellState: Hashable, Sendable {
    /// `name`, for key paths; nil by default.
    public var name: String? = nil
    /// `isEnabled`; a disabled cell emits nothing.
    public var isEnabled = true
    /// Particles per second (`birthRate`); default 0.
    public var birthRate = 0.0
    /// Seconds a particle lives (`lifetime`) and by how much that varies (`lifetimeRange`).
    public var lifetime = 0.0
    /// See `lifetime`.
    public var lifetimeRange = 0.0
    /// Points per second at birth (`velocity`) and its variation (`velocityRange`).
    public var velocity = 0.0
    /// See `velocity`.
    public var velocityRange = 0.0
    /// Points per second squared (`xAcceleration`, `yAcceleration`, `zAcceleration`).
    public var xAcceleration = 0.0
    /// See `xAcceleration`.
    public var yAcceleration = 0.0
    /// See `xAcceleration`.
    public var zAcceleration = 0.0
    /// The direction out of the x-y plane (`emissionLatitude`).
    public var emissionLatitude = 0.0
    /// The direction in the x-y plane, 0 along +x, positive towards +y (`emissionLongitude`).
    public var emissionLongitude = 0.0
    /// How far the direction varies either way (`emissionRange`).
    public var emissionRange = 0.0
    /// The image's scale (`scale`), its variation (`scaleRange`) and change per second (`scaleSpeed`).
    public var scale = 1.0
    /// See `scale`.
    public var scaleRange = 0.0
    /// See `scale`.
    public var scaleSpeed = 0.0
    /// Radians per second the image turns (`spin`) and the variation (`spinRange`).
    public var spin = 0.0
    /// See `spin`.
    public var spinRange = 0.0
    /// The colour the image is multiplied by (`color`); default opaque white.
    public var color = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
    /// Variations of the colour's components (`redRange`, ...), in 0...1 units.
    public var colorRange = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    /// Changes of the colour's components per second (`redSpeed`, ...).
    public var colorSpeed = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    /// The image (`contents`); nil draws nothing.
    public var image: ContentImage? = nil
    /// The part of the image drawn, in unit coordinates (`contentsRect`); default the whole.
    public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Image pixels per point (`contentsScale`); default 1.
    public var contentsScale = 1.0
    /// The cell's `CAMediaTiming` (`beginTime`, `speed`, `timeOffset`) from the emitter's time.
    public var timing = LayerMediaTiming()
    /// The cell's `duration` (0: emits for ever) and `repeatCount`.
    public var duration = 0.0
    /// See `duration`.
    public var repeatCount = 0.0
    /// Cells each particle of this one emits (`emitterCells`).
    public var subcells: [EmitterCellState] = []

    /// Creates a cell with Core Animation's defaults.
    public init() {}
}

/// A `CAEmitterLayer`'s own values (SEMANTICS.md §33): the multipliers of every cell's and the
/// shape particles are born in, in the layer's bounds space.
public struct EmitterLayerValues: Hashable, Sendable {
    /// Multipliers of the cells' values (`birthRate`, `lifetime`, `velocity`, `scale`, `spin`); default 1.
    public var birthRate = 1.0
    /// See `birthRate`.
    public var lifetime = 1.0
    /// See `birthRate`.
    public var velocity = 1.0
    /// See `birthRate`.
    public var scale = 1.0
    /// See `birthRate`.
    public var spin = 1.0
    /// The centre of the shape (`emitterPosition`, `emitterZPosition`).
    public var position = CGPoint.zero
    /// See `position`.
    public var zPosition = 0.0
    /// The shape's size (`emitterSize`, `emitterDepth`).
    public var size = CGSize.zero
    /// See `size`.
    public var depth = 0.0
    /// `emitterShape`, `emitterMode`, `renderMode`.
    public var shape = EmitterShape.point
    /// See `shape`.
    public var mode = EmitterMode.volume
    /// See `shape`.
    public var renderMode = EmitterRenderMode.unordered
    /// The seed of the random draws (`seed`).
    public var seed: UInt32 = 0
    /// `preservesDepth` (stored; particles are drawn flat).
    public var preservesDepth = false

    /// Creates Core Animation's defaults.
    public init() {}
}

/// The values in force from one moment of the emitter's time: particles born then and until
/// the next segment starts have these values for their whole life (SEMANTICS.md §33).
public struct EmitterSegment: Hashable, Sendable {
    /// Counts the segments of one emitter, for the random draws: never reused.
    public var serial: Int
    /// The emitter's local time the segment starts at (the first: 0).
    public var start: Double
    /// The layer's values.
    public var layer: EmitterLayerValues
    /// The cells (`emitterCells`), in order.
    public var cells: [EmitterCellState]

    /// Creates a segment.
    public init(serial: Int, start: Double, layer: EmitterLayerValues, cells: [EmitterCellState]) {
        self.serial = serial; self.start = start; self.layer = layer; self.cells = cells
    }
}

/// A `CAEmitterLayer`'s history (SEMANTICS.md §33): its values, one segment for each time they
/// changed. A timeline's frame tree has none: its particles are expanded into layers.
public struct EmitterState: Hashable, Sendable {
    /// The most particles drawn for one emitter layer at one moment (chosen).
    public static let maximumParticleCount = 10_000
    /// The most particles one cell may be asked to make per second (chosen): a larger
    /// product of the birth rates is this many.
    public static let maximumBirthRate = 1_000_000.0

    /// The segments in time order; the particles alive at a moment come from these.
    public var segments: [EmitterSegment]
    /// The layer's values as a Core Animation animation of one of its key paths shows them at
    /// the frame's moment (`LayerKeyPath`'s emitter entries write here); nil for the model's.
    /// Particles take the values animated at their own birth instead (SEMANTICS.md §33).
    public var animatedValues: EmitterLayerValues? = nil
    /// The cells as animations of their key paths ("emitterCells.NAME.birthRate") show them at
    /// the frame's moment; nil for the model's.
    public var animatedCells: [EmitterCellState]? = nil

    /// What every particle's colour is multiplied by, red, green and blue: the colour of the
    /// replicator copies the emitter is in (`CAReplicatorLayer.instanceColor` and its offsets,
    /// SEMANTICS.md §29); opaque white outside any.
    public var colorMultiplier: RGBA {
        get { multiplierStorage.first ?? RGBA(red: 1, green: 1, blue: 1, alpha: 1) }
        set { multiplierStorage = [newValue] }
    }
    /// `colorMultiplier`, empty for white: kept out of line, so that every layer's state (which
    /// holds an optional EmitterState) stays as small as it was; frame trees as deep as
    /// `LayerTree.maximumDepth` are walked on a worker's stack.
    private var multiplierStorage: [RGBA] = []

    /// Creates a history.
    public init(segments: [EmitterSegment]) { self.segments = segments }
}

extension EmitterCellState {
    /// The longest a particle of this cell, or one its particles emit, can be seen after this
    /// cell's birth, with the layer's lifetime multiplier `m`.
    public func longestLife(_ m: Double) -> Double {
        let own = max(0, (lifetime + abs(lifetimeRange)) * m)
        let sub = subcells.map { $0.longestLife(m) }.max() ?? 0
        let l = own + sub
        return l.isFinite ? l : .greatestFiniteMagnitude
    }
}

extension LayerState {
    /// A `CAEmitterLayer`'s values as animations show them (`EmitterState.animatedValues`, else
    /// the latest segment's); Core Animation's defaults for any other layer, where setting
    /// them does nothing. What the emitter key paths of `LayerKeyPath` read and write.
    public var emitterValues: EmitterLayerValues {
        get { emitter?.animatedValues ?? emitter?.segments.last?.layer ?? EmitterLayerValues() }
        set { if emitter != nil { emitter!.animatedValues = newValue } }
    }

    /// A `CAEmitterLayer`'s cells as animations show them (`EmitterState.animatedCells`, else
    /// the latest segment's); none for any other layer, where setting them does nothing.
    public var emitterCellValues: [EmitterCellState] {
        get { emitter?.animatedCells ?? emitter?.segments.last?.cells ?? [] }
        set { if emitter != nil { emitter!.animatedCells = newValue } }
    }

    /// Whether this layer or one below it is an emitter (masks not searched). Walked with a
    /// stack of its own, not by recursion, as `containsReplicator` is.
    public var containsEmitter: Bool {
        var pending: [LayerState] = [self]
        while let layer = pending.popLast() {
            if layer.emitter != nil { return true }
            pending.append(contentsOf: layer.sublayers)
        }
        return false
    }
}
