import Foundation

/// A stable identity for a layer across the snapshots of one timeline.
public struct LayerID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The raw number, unique within one stage.
    public let raw: Int
    /// Creates an id from its raw number.
    public init(_ raw: Int) { self.raw = raw }
    public static func < (a: LayerID, b: LayerID) -> Bool { a.raw < b.raw }
    public var description: String { "#\(raw)" }
}

/// One layer of a snapshot: plain values, as Core Animation's presentation layer has them.
///
/// Geometry follows `CALayer` (SEMANTICS.md §1): `bounds` is the layer's own coordinate
/// space, `position` is where its `anchorPoint` (unit coordinates of the bounds) sits in the
/// parent's bounds space, and `transform` is applied about the anchor point.
public struct LayerState: Hashable, Sendable {
    /// The layer's identity.
    public var id: LayerID
    /// A name for diagnostics (e.g. "A.card"); never drawn.
    public var name: String
    /// The layer's own coordinate space, in points (`CALayer.bounds`).
    public var bounds: CGRect
    /// Where the anchor point sits in the parent's coordinates, in points (`CALayer.position`).
    public var position: CGPoint
    /// Unit coordinates of the bounds; default (0.5, 0.5) (`CALayer.anchorPoint`).
    public var anchorPoint: CGPoint
    /// Applied about the anchor point (`CALayer.transform`).
    public var transform: Transform3D
    /// Group opacity in [0, 1] when drawn; default 1 (`CALayer.opacity`, `UIView.alpha`).
    public var opacity: Double
    /// Whether opacity composites the subtree as one group (default true; `CALayer.allowsGroupOpacity`).
    public var allowsGroupOpacity: Bool
    /// Fill colour; nil draws nothing (`CALayer.backgroundColor`). With `backgroundPattern`
    /// set, it is the colour that stands for the pattern (the image's average) where one
    /// colour must: under a perspective placement.
    public var backgroundColor: RGBA?
    /// Circular corner radius, in points (`CALayer.cornerRadius`).
    public var cornerRadius: Double
    /// Border width, in points, drawn inside the bounds (`CALayer.borderWidth`).
    public var borderWidth: Double
    /// Border colour (`CALayer.borderColor`).
    public var borderColor: RGBA
    /// Skips the whole subtree (`CALayer.isHidden`).
    public var isHidden: Bool
    /// Clips the sublayers to the (rounded) bounds (`CALayer.masksToBounds`, `UIView.clipsToBounds`).
    public var masksToBounds: Bool
    /// Whether the back face is drawn when a 3-D transform turns it away; default true
    /// (`CALayer.isDoubleSided`).
    public var isDoubleSided: Bool
    /// Children in drawing order, later on top.
    public var sublayers: [LayerState]
    /// Applied to the sublayers about the anchor point when they are drawn, typically a
    /// perspective (`m34`); default identity (`CALayer.sublayerTransform`, SEMANTICS.md §10).
    public var sublayerTransform: Transform3D = .identity
    /// The bounds size the sublayers were laid out for, when they are a picture to stretch
    /// (a snapshot view's, SEMANTICS.md §14): the sublayers are drawn scaled by
    /// `bounds.size / sublayersStretchedFrom` from the bounds' origin, so they follow the
    /// bounds as they change or animate; nil (the default) for every other layer.
    public var sublayersStretchedFrom: CGSize? = nil
    /// False for a `CATransformLayer`: its sublayers keep their depth in the parent's 3-D
    /// space instead of being flattened into its plane, and it draws nothing itself; default true.
    public var flattensSublayers = true
    /// The layer's own `CAMediaTiming` (`beginTime`, `speed`, `timeOffset`), which maps its
    /// parent's time to the time of its Core Animation animations and its sublayers'.
    public var mediaTiming = LayerMediaTiming()
    /// The layer's position on the z axis, in points (`CALayer.zPosition`); default 0.
    /// Siblings are drawn in increasing zPosition (stable, so sublayer order breaks ties), and
    /// under a perspective it moves the layer towards (positive) or away from the eye.
    public var zPosition: Double = 0

    // Effects (SEMANTICS.md §14): defaults draw nothing, so a layer without them draws as before.
    /// A `CAShapeLayer`'s path and style, drawn over the background; nil for other layers.
    public var shape: ShapeContent? = nil
    /// A `CAGradientLayer`'s gradient, drawn over the background; nil for other layers.
    public var gradient: GradientContent? = nil
    /// The drop shadow (`shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`,
    /// `shadowPath`); invisible by default (opacity 0).
    public var shadow = LayerShadow()
    /// The mask layer, whose alpha multiplies everything the layer draws (`CALayer.mask`).
    public var mask: LayerMask? = nil
    /// Which corners `cornerRadius` rounds; default all (`CALayer.maskedCorners`).
    public var maskedCorners: CornerMask = .all
    /// The corners' curve; default `.circular` (`CALayer.cornerCurve`).
    public var cornerCurve: CornerCurve = .circular
    /// An image tiled over the rounded bounds in place of `backgroundColor` (a view's
    /// `UIColor(patternImage:)` background; SEMANTICS.md §14, "Pattern backgrounds"); nil (the
    /// default) fills with the colour.
    public var backgroundPattern: BackgroundPattern? = nil
    /// The image and text drawn in the bounds (SEMANTICS.md §14); default none.
    public var content: LayerContent = .none
    /// The backdrop filter (a `UIVisualEffectView`'s blur, SEMANTICS.md §17): what is
    /// already drawn under the layer's rounded bounds is blurred, saturated and tinted before
    /// the layer draws; nil (the default) for none.
    public var backdrop: BackdropFilter? = nil
    /// The scale the layer and its sublayers are drawn into a bitmap at before compositing
    /// (`CALayer.rasterizationScale` when `shouldRasterize` is set; SEMANTICS.md §14,
    /// "Rendering hints"); nil (the default) draws them straight onto the frame.
    public var rasterizationScale: Double? = nil
    /// A `CAReplicatorLayer`'s instance values (SEMANTICS.md §29); nil (the default) for every
    /// other layer. A timeline's frame tree has none: its copies are expanded into layers.
    public var replicator: ReplicatorInstances? = nil
    /// A `CAEmitterLayer`'s values and their history (SEMANTICS.md §33); nil (the default) for
    /// every other layer. A timeline's frame tree has none: its particles are expanded into layers.
    public var emitter: EmitterState? = nil

    /// Creates a layer with Core Animation's defaults.
    public init(
        id: LayerID, name: String = "", bounds: CGRect = .zero, position: CGPoint = .zero,
        anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), transform: Transform3D = .identity,
        opacity: Double = 1, allowsGroupOpacity: Bool = true, backgroundColor: RGBA? = nil,
        cornerRadius: Double = 0, borderWidth: Double = 0, borderColor: RGBA = .black,
        isHidden: Bool = false, masksToBounds: Bool = false, isDoubleSided: Bool = true,
        sublayers: [LayerState] = [], content: LayerContent = .none
    ) {
        self.id = id; self.name = name; self.bounds = bounds; self.position = position
        self.anchorPoint = anchorPoint; self.transform = transform; self.opacity = opacity
        self.allowsGroupOpacity = allowsGroupOpacity; self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius; self.borderWidth = borderWidth; self.borderColor = borderColor
        self.isHidden = isHidden; self.masksToBounds = masksToBounds; self.isDoubleSided = isDoubleSided
        self.sublayers = sublayers
        self.content = content
    }

    /// The frame in the parent's coordinates when the transform is the identity:
    /// `origin = position - anchorPoint * size` (SEMANTICS.md §1).
    public var untransformedFrame: CGRect {
        CGRect(
            x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
            width: bounds.width, height: bounds.height)
    }

    /// The map from this layer's bounds space to its parent's bounds space:
    /// `q' = position + T * (q - bounds.origin - anchorPoint * size)` (SEMANTICS.md §1).
    public var localToParent: Transform3D {
        let ax = bounds.origin.x + anchorPoint.x * bounds.width
        let ay = bounds.origin.y + anchorPoint.y * bounds.height
        return Transform3D.translation(-ax, -ay, 0)
            .concatenating(transform)
            .concatenating(.translation(position.x, position.y, zPosition))
    }

    /// Depth-first search for a layer by id.
    public func find(_ id: LayerID) -> LayerState? {
        if self.id == id { return self }
        for s in sublayers { if let f = s.find(id) { return f } }
        return nil
    }

    /// Depth-first search for a layer by name.
    public func find(named name: String) -> LayerState? {
        if self.name == name { return self }
        for s in sublayers { if let f = s.find(named: name) { return f } }
        return nil
    }

    /// Every layer of the subtree, depth first, parents before children.
    public var flattened: [LayerState] {
        var out: [LayerState] = [self]
        for s in sublayers { out += s.flattened }
        return out
    }
}

/// A whole snapshot: the size of the screen and the root layer (the window), drawn over
/// an opaque black backdrop.
public struct LayerTree: Hashable, Sendable {
    /// The screen size in points (375 x 667 for the showcase).
    public var size: CGSize
    /// The root layer, normally the window's.
    public var root: LayerState
    /// Creates a snapshot.
    public init(size: CGSize, root: LayerState) { self.size = size; self.root = root }
}
