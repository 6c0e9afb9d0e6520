import Foundation
import FlipbookCore

/// The last layer id handed out.
private let lastLayerID = Locked(0)

/// The model layer behind every `UIView` (`CALayer`): geometry, appearance and sublayers.
///
/// Setting an animatable property of a view's layer inside a `UIView.animate` block records
/// an animation from the old to the new value; outside one, it changes at once. A layer
/// without a view animates implicitly instead, as Core Animation's `CATransaction` does
/// (SEMANTICS.md §10, `CATransaction.swift`). Explicit animations, `sublayerTransform` and the
/// layer's own timing are in `CALayer+Animations.swift`.
open class CALayer {
    /// A stable identity for the recorded timeline.
    public let layerID: LayerID
    /// A name for diagnostics (`CALayer.name`).
    open var name: String?
    /// The view this layer backs (its `delegate` in UIKit).
    public internal(set) weak var owningView: UIView?
    /// The parent layer.
    public internal(set) weak var superlayer: CALayer?
    /// The children in drawing order, later on top; nil when empty, as in Core Animation.
    public var sublayers: [CALayer]? { children.isEmpty ? nil : children }
    var children: [CALayer] = []

    /// Core Animation's side of the layer: attached animations, media timing and
    /// `sublayerTransform` (see `CALayer+Animations.swift`).
    let animationState = LayerAnimationState()

    /// A new layer of this class, for `UIView.layerClass` and `presentation()` (Swift cannot
    /// call a non-required initialiser through a class value, and a required one would
    /// break the `override init()` of apps' subclasses); a subclass of an app gets the
    /// layer of its nearest Flipbook class.
    class func makeLayer() -> CALayer { CALayer() }

    /// Creates a layer with Core Animation's defaults.
    public init() {
        layerID = CALayer.makeLayerID()
    }

    /// `init?(coder:)` (NSCoding's, so required of a subclass with initialisers of its own, as
    /// on iOS): Flipbook reads no archived layers, so this is a layer with the defaults.
    public required init?(coder: NSCoder) {
        layerID = CALayer.makeLayerID()
    }

    /// A new layer id, unique within the process.
    static func makeLayerID() -> LayerID {
        LayerID(
            lastLayerID.withLock {
                $0 += 1; return $0
            })
    }

    /// `init(layer:)`: a new layer with the model properties of `layer` when it is a
    /// `CALayer` (Core Animation makes presentation copies with it; subclasses override it
    /// to copy their own properties). Nothing is recorded.
    public init(layer: Any) {
        layerID = CALayer.makeLayerID()
        guard let l = layer as? CALayer else { return }
        name = l.name; bounds = l.bounds; position = l.position; anchorPoint = l.anchorPoint
        transform = l.transform; opacity = l.opacity; backgroundColor = l.backgroundColor
        cornerRadius = l.cornerRadius; borderWidth = l.borderWidth; borderColor = l.borderColor
        isHidden = l.isHidden; masksToBounds = l.masksToBounds; allowsGroupOpacity = l.allowsGroupOpacity
        isDoubleSided = l.isDoubleSided; backgroundPatternColor = l.backgroundPatternColor
        animationState.customValues = l.animationState.customValues
    }

    /// The layer's own coordinate space, in points.
    open var bounds: CGRect = .zero {
        didSet {
            record(.bounds(from: oldValue, to: bounds))
            if needsDisplayOnBoundsChange && bounds.size != oldValue.size { setNeedsDisplay() }
        }
    }
    /// Where the anchor point sits in the superlayer, in points.
    open var position: CGPoint = .zero { didSet { record(.position(from: oldValue, to: position)) } }
    /// Unit coordinates of the bounds about which the transform applies; default (0.5, 0.5).
    /// Changing it keeps `position` and so moves the frame (SEMANTICS.md §1).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet { record(.anchorPoint(from: oldValue, to: anchorPoint)) }
    }
    /// The 3-D transform, applied about the anchor point.
    open var transform: CATransform3D = CATransform3DIdentity {
        didSet { record(.transform(from: oldValue, to: transform)) }
    }
    /// `setAffineTransform(_:)`: sets `transform` to the 3-D form of `m` (as
    /// `CATransform3DMakeAffineTransform`), so it records and animates as `transform` does.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }
    /// `affineTransform()`: the affine part of `transform` (as `CATransform3DGetAffineTransform`;
    /// the z and perspective terms of a 3-D transform are dropped).
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    /// Group opacity, 0...1 (values outside are clamped when drawn).
    open var opacity: Float = 1 { didSet { record(.opacity(from: Double(oldValue), to: Double(opacity))) } }
    /// Fill colour; nil draws nothing. Setting it ends a pattern background.
    open var backgroundColor: CGColor? {
        didSet {
            if backgroundPatternColor != nil { backgroundPatternColor = nil }
            record(.backgroundColor(from: oldValue, to: backgroundColor))
        }
    }
    /// The view's `UIColor(patternImage:)` background, whose image this layer tiles in place
    /// of `backgroundColor` (which holds the colour standing for it); nil for none. Set only
    /// by `UIView.backgroundColor`, after `backgroundColor` (SEMANTICS.md §14, "Pattern
    /// backgrounds").
    var backgroundPatternColor: UIColor? { didSet { modelChanged() } }
    /// Circular corner radius in points.
    open var cornerRadius: CGFloat = 0 { didSet { record(.cornerRadius(from: oldValue, to: cornerRadius)) } }
    /// Border width in points, drawn inside the bounds.
    open var borderWidth: CGFloat = 0 { didSet { record(.borderWidth(from: oldValue, to: borderWidth)) } }
    /// Border colour (default opaque black).
    open var borderColor: CGColor? = .black {
        didSet { record(.borderColor(from: oldValue ?? .black, to: borderColor ?? .black)) }
    }
    /// Skips the layer and its sublayers.
    open var isHidden = false { didSet { modelChanged() } }
    /// Clips sublayers to the (rounded) bounds.
    open var masksToBounds = false { didSet { modelChanged() } }
    /// Whether opacity composites the subtree as one group (default true).
    open var allowsGroupOpacity = true { didSet { modelChanged() } }
    /// Whether the back face shows when a 3-D transform turns the layer away (default true).
    open var isDoubleSided = true { didSet { modelChanged() } }

    // Rendering hints (SEMANTICS.md §14, "Rendering hints"): kept and read back with Core
    // Animation's defaults; only `shouldRasterize` and `rasterizationScale` change the drawing.
    /// `shouldRasterize` (default false): the layer and its sublayers are drawn into a bitmap
    /// at `rasterizationScale`, then composited.
    open var shouldRasterize = false { didSet { modelChanged() } }
    /// `rasterizationScale` (default 1, Core Animation's).
    open var rasterizationScale: CGFloat = 1 { didSet { modelChanged() } }
    /// `contentsScale`: once set, the value set; else the screen's scale for a layer that backs
    /// a view (UIKit sets those) and 1 for a layer made alone (Core Animation's default).
    open var contentsScale: CGFloat {
        get { contentsScaleSet ?? (owningView != nil ? UIScreen.main.scale : 1) }
        set { contentsScaleSet = newValue }
    }
    private var contentsScaleSet: CGFloat?
    /// `isOpaque` (default false).
    open var isOpaque = false
    /// `drawsAsynchronously` (default false).
    open var drawsAsynchronously = false
    /// `allowsEdgeAntialiasing` (default false).
    open var allowsEdgeAntialiasing = false
    /// `needsDisplayOnBoundsChange` (default false).
    open var needsDisplayOnBoundsChange = false
    /// Shadow, mask, corner and snapshot settings (`CALayer+Effects.swift`, SEMANTICS.md §14).
    var effects = LayerEffectsStorage()

    // Drawing (CoreGraphics/CALayer+Display.swift, SEMANTICS.md §27): declared here so that
    // subclasses can override them.
    /// `delegate`: draws or displays the layer's content when it has no view
    /// (`CALayerDelegate`); a view-backed layer draws through its view.
    open weak var delegate: CALayerDelegate?
    /// Whether `display()` is due at the next snapshot (`setNeedsDisplay()`).
    var displayPending = false
    /// `display()`: the delegate's `display(_:)` when it has one, else a flipped context of the
    /// bounds' size at `contentsScale` handed to `draw(in:)`, whose drawing becomes the contents.
    open func display() { displayContents() }
    /// `draw(in:)`: the delegate's (or view's) drawing; nothing for a plain layer.
    open func draw(in ctx: CGContext) { drawThroughDelegate(in: ctx) }
    /// `setNeedsDisplay()`: `display()` runs before the next frame is taken.
    open func setNeedsDisplay() { markNeedsDisplay() }
    /// `setNeedsDisplay(_:)`: the whole layer is drawn again (the rect is not used).
    open func setNeedsDisplay(_ r: CGRect) { markNeedsDisplay() }
    /// `needsDisplay()`.
    open func needsDisplay() -> Bool { displayPending }
    /// `displayIfNeeded()`.
    open func displayIfNeeded() {
        guard displayPending else { return }
        displayPending = false
        display()
    }
    /// `needsDisplay(forKey:)`: whether a change of the key redraws the layer, and an
    /// animation of it redraws the layer at every frame (SEMANTICS.md §27.6); false here.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    // Key-value coding of the layer's own properties (CALayer+CustomProperties.swift,
    // SEMANTICS.md §27.6).
    /// `value(forKey:)`: an animatable key path's value (as `value(forKeyPath:)`), else the
    /// value stored under the key by `setValue(_:forKey:)` or an `@NSManaged` property, else
    /// `defaultValue(forKey:)`.
    open func value(forKey key: String) -> Any? { keyedValue(forKey: key) }
    /// `setValue(_:forKey:)`: an animatable key path is set as `setValue(_:forKeyPath:)` sets
    /// it; any other key is a property of the layer's own (Core Animation's key-value coding
    /// keeps any key): stored, and when the class's `needsDisplay(forKey:)` says so the layer
    /// is displayed again; on a layer in the window, `action(forKey:)` is asked for an action
    /// and runs it (an animation is added under the key, from the value shown before).
    open func setValue(_ value: Any?, forKey key: String) { setKeyedValue(value, forKey: key) }
    /// `defaultValue(forKey:)`: the value of a key never set; nil here (subclasses give their
    /// properties' defaults).
    open class func defaultValue(forKey key: String) -> Any? { nil }
    /// `action(forKey:)`: the action for a change of the layer's own property `event`; nil
    /// here (the built-in properties' implicit animations are Core Animation's own, §10).
    open func action(forKey event: String) -> CAAction? { nil }

    /// Adds what a subclass draws (a shape, a gradient) to its snapshot; nothing here.
    func addContent(to state: inout LayerState) {}

    /// The image and text drawn in the bounds (SEMANTICS.md §14): what `contents`,
    /// `contentsGravity`, `UIImageView` and `UILabel` set. Not animatable.
    var content = LayerContent.none { didSet { if content != oldValue { modelChanged() } } }

    /// The frame in the superlayer's coordinates. Getting it with a non-identity transform
    /// gives the bounding box of the transformed bounds; setting it sets `bounds.size` and
    /// `position = origin + anchorPoint * size` (SEMANTICS.md §1).
    open var frame: CGRect {
        get {
            let s = state(sublayers: false)
            if transform.isIdentity { return s.untransformedFrame }
            let m = s.localToParent
            let pts = [
                (bounds.minX, bounds.minY), (bounds.maxX, bounds.minY),
                (bounds.minX, bounds.maxY), (bounds.maxX, bounds.maxY),
            ].map { p -> CGPoint in
                let h = m.apply(x: p.0, y: p.1)
                let w = h.w == 0 ? 1 : h.w
                return CGPoint(x: h.x / w, y: h.y / w)
            }
            let xs = pts.map(\.x), ys = pts.map(\.y)
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        set {
            if !newValue.isFiniteRect { reportNonFinite("frame", "\(newValue)") }
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
            position = CGPoint(
                x: newValue.origin.x + anchorPoint.x * newValue.width,
                y: newValue.origin.y + anchorPoint.y * newValue.height)
        }
    }

    // MARK: - Sublayers

    /// Appends a sublayer on top (`addSublayer(_:)`).
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(children.count)) }

    /// Inserts a sublayer at an index in the drawing order (`insertSublayer(_:at:)`).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        var i = Int(index)
        if layer.superlayer === self, let old = children.firstIndex(where: { $0 === layer }) {
            children.remove(at: old)
            if old < i { i -= 1 }
        } else {
            layer.removeFromSuperlayer()
        }
        children.insert(layer, at: min(max(i, 0), children.count))
        layer.superlayer = self
        layer.animationState.insertedAt = Stage.current?.now ?? -.infinity
        modelChanged()
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.children.removeAll { $0 === self }
        superlayer = nil
        modelChanged()
    }

    // MARK: - Recording

    var displayName: String {
        if let n = name, !n.isEmpty { return n }
        if let v = owningView {
            if let id = v.accessibilityIdentifier, !id.isEmpty { return id }
            return String(describing: type(of: v))
        }
        return RecordingState.current.stage?.unnamedLayerName(self) ?? String(describing: type(of: self))
    }

    func modelChanged() { RecordingState.current.stage?.markDirty() }

    func record(_ change: PropertyChange) {
        let state = RecordingState.current
        guard let stage = state.stage else { return }
        stage.markDirty()
        guard change.isFinite else {
            reportNonFinite(change.property.rawValue, change.endDescription)
            return
        }
        if owningView == nil { return recordImplicitAnimation(change) }
        guard owningView != nil, state.withoutAnimation == 0, state.animationsEnabled,
            let block = state.animationStack.last
        else { return }
        block.add(layer: self, change: change)
    }

    /// Reports a NaN or infinite value set through `property`, naming the running transition's
    /// animator; the first report of a recording wins.
    func reportNonFinite(_ property: String, _ value: String) {
        guard let stage = RecordingState.current.stage else { return }
        stage.report(
            .nonFinite(
                property: property, layer: displayName, value: value,
                animator: stage.activeTransition?.animatorName, time: stage.now))
    }

    /// This layer and its sublayers as plain values (CALayer+Snapshot.swift: built without
    /// recursion, so a deep tree cannot overflow the stack here).
    func snapshot() -> LayerState { deepSnapshot() }

    func state(sublayers: Bool) -> LayerState { sublayers ? snapshot() : state(built: nil) }

    /// This layer's values with `built` as its sublayers' (nil: no sublayers, no mask).
    func state(built: [LayerState]?) -> LayerState {
        var s = LayerState(
            id: layerID, name: displayName, bounds: bounds, position: position, anchorPoint: anchorPoint,
            transform: transform, opacity: Double(opacity), allowsGroupOpacity: allowsGroupOpacity,
            backgroundColor: backgroundColor, cornerRadius: cornerRadius, borderWidth: borderWidth,
            borderColor: borderColor ?? .black, isHidden: isHidden, masksToBounds: masksToBounds,
            isDoubleSided: isDoubleSided, sublayers: built ?? [],
            content: content)
        s.backgroundPattern = backgroundPatternColor?.backgroundPattern
        animationState.describe(into: &s, transformLayer: self is CATransformLayer)
        addContent(to: &s)
        addEffects(to: &s, sublayers: built != nil)
        if shouldRasterize { s.rasterizationScale = Double(rasterizationScale) }
        return s
    }
}
