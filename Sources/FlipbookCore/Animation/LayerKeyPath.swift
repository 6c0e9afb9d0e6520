import Foundation

/// A Core Animation key path parsed once, at the API's edge, into an entry of
/// `LayerKeyPath.table` (SEMANTICS.md §10; DESIGN.md "typed properties"): the entry knows the
/// value's kind and how to read and write it on a `LayerState`.
///
/// Adding an animatable property is one line in `table` (for example
/// `.number("strokeEnd", \.strokeEnd)` once the layer has that field).
public struct LayerKeyPath: Hashable, Sendable, CustomStringConvertible {
    /// The key path as Core Animation spells it ("transform.rotation.y").
    public let name: String
    let index: Int
    /// A custom property's kind (`custom(_:kind:)`); nil for the table's key paths.
    let customKind: AnimatedValueKind?

    /// Parses `name`; throws `LayerKeyPathError.unknown` naming it and the accepted key paths.
    /// A named emitter cell's value ("emitterCells.NAME.birthRate", SEMANTICS.md §33) is one
    /// of `EmitterCellKeyPath`'s.
    public init(parsing name: String) throws(LayerKeyPathError) {
        customKind = nil
        if let i = LayerKeyPath.table.firstIndex(where: { $0.name == name }) {
            self.name = name; index = i
        } else if let cell = EmitterCellKeyPath(parsing: name) {
            self.name = name; index = -2 - cell.property
        } else {
            throw .unknown(name)
        }
    }

    /// The cell and value an emitter cell's key path names; nil for other key paths.
    var cellPath: EmitterCellKeyPath? { index <= -2 ? EmitterCellKeyPath(parsing: name) : nil }

    private init(name: String, index: Int) {
        self.name = name; self.index = index; customKind = nil
    }

    /// A property a `CALayer` subclass declares (`@NSManaged var progress: CGFloat`,
    /// SEMANTICS.md §27.6), animated by key: its values are of `kind`, it is not a field of
    /// `LayerState` (reading gives 0 of the kind, writing does nothing), and the layer's class
    /// redraws with it when it asks to (`needsDisplay(forKey:)`).
    public static func custom(_ name: String, kind: AnimatedValueKind) -> LayerKeyPath {
        LayerKeyPath(name: name, index: -1, kind: kind)
    }

    private init(name: String, index: Int, kind: AnimatedValueKind) {
        self.name = name; self.index = index; customKind = kind
    }

    /// Whether this is a custom property's key path (`custom(_:kind:)`).
    public var isCustom: Bool { customKind != nil }

    /// What a `CATransition` animates: the layer's whole content (its background and
    /// sublayers), not a value; reading gives 0 and writing does nothing.
    public static let transition = LayerKeyPath(name: "transition", index: -1)

    /// The kind of value this key path takes (a content key path's track is a progress number).
    public var kind: AnimatedValueKind {
        if let customKind { return customKind }
        if index <= -2 { return EmitterCellKeyPath.table[-2 - index].kind }
        return index < 0 ? .number : LayerKeyPath.table[index].kind
    }

    /// Whether this is a content key path (`path`, `strokeEnd`, `colors`, `shadowOpacity`, ...:
    /// SEMANTICS.md §14): its values are turned into a `ContentChange` by the layer, and its
    /// animation's track is `AnimationTrack.content`. Reading gives 0 and writing does nothing.
    public var isContent: Bool { index >= 0 && LayerKeyPath.table[index].isContent }

    /// Whether this is one of a `CAEmitterLayer`'s key paths (`emitterPosition`, `velocity`,
    /// ...: SEMANTICS.md §33), which other layers refuse.
    public var isEmitter: Bool { index <= -2 || index >= 0 && LayerKeyPath.table[index].isEmitter }

    /// Reads the value from a layer.
    public func read(_ layer: LayerState) -> AnimatedValue {
        if let c = cellPath { return c.read(layer) }
        if let customKind { return .zero(of: customKind) }
        return index < 0 ? .number(0) : LayerKeyPath.table[index].read(layer)
    }

    /// Writes a value of this key path's kind to a layer (a value of another kind is ignored).
    public func write(_ value: AnimatedValue, to layer: inout LayerState) {
        guard value.kind == kind else { return }
        if let c = cellPath { return c.write(value, to: &layer) }
        guard index >= 0 else { return }
        LayerKeyPath.table[index].write(&layer, value)
    }

    public var description: String { name }

    /// Every accepted key path, in table order.
    public static var names: [String] { table.map(\.name) }

    /// The table: one line per key path.
    static let table: [Entry] =
        [
            .number("opacity", \.opacity),
            .number("cornerRadius", \.cornerRadius),
            .number("borderWidth", \.borderWidth),
            .optionalColor("backgroundColor", \.backgroundColor),
            .color("borderColor", \.borderColor),
            .point("position", \.position),
            .cgFloat("position.x", \.position.x),
            .cgFloat("position.y", \.position.y),
            .point("anchorPoint", \.anchorPoint),
            .cgFloat("anchorPoint.x", \.anchorPoint.x),
            .cgFloat("anchorPoint.y", \.anchorPoint.y),
            .rect("bounds", \.bounds),
            .point("bounds.origin", \.bounds.origin),
            .size("bounds.size", \.bounds.size),
            .cgFloat("bounds.size.width", \.bounds.size.width),
            .cgFloat("bounds.size.height", \.bounds.size.height),
            .number("zPosition", \.zPosition),
            .transform("transform", \.transform),
            .transform("sublayerTransform", \.sublayerTransform),
            .content("path"),
            .content("fillColor"),
            .content("strokeColor"),
            .content("lineWidth"),
            .content("miterLimit"),
            .content("lineDashPhase"),
            .content("strokeStart"),
            .content("strokeEnd"),
            .content("colors"),
            .content("locations"),
            .content("startPoint"),
            .content("endPoint"),
            .content("shadowColor"),
            .content("shadowOpacity"),
            .content("shadowOffset"),
            .content("shadowRadius"),
            .content("shadowPath"),
            .content("fontSize"),
            .content("foregroundColor"),
            .emitter(.point("emitterPosition", \.emitterValues.position)),
            .emitter(.size("emitterSize", \.emitterValues.size)),
            .emitter(.number("emitterZPosition", \.emitterValues.zPosition)),
            .emitter(.number("emitterDepth", \.emitterValues.depth)),
            .emitter(.number("birthRate", \.emitterValues.birthRate)),
            .emitter(.number("lifetime", \.emitterValues.lifetime)),
            .emitter(.number("velocity", \.emitterValues.velocity)),
            .emitter(.number("scale", \.emitterValues.scale)),
            .emitter(.number("spin", \.emitterValues.spin)),
        ]
        + TransformComponent.allCases.flatMap { c -> [Entry] in
            [
                .component("transform.\(c.rawValue)", \.transform, c),
                .component("sublayerTransform.\(c.rawValue)", \.sublayerTransform, c),
            ]
        }

    /// One row of the table. Key paths are immutable values, so sharing them is safe.
    struct Entry: Sendable {
        let name: String
        let kind: AnimatedValueKind
        let read: @Sendable (LayerState) -> AnimatedValue
        let write: @Sendable (inout LayerState, AnimatedValue) -> Void
        var isContent = false
        var isEmitter = false

        /// A `CAEmitterLayer`'s key path (SEMANTICS.md §33): only an emitter takes it.
        static func emitter(_ e: Entry) -> Entry {
            var e = e
            e.isEmitter = true
            return e
        }

        /// A content key path: its values become a `ContentChange` (which knows the layer's
        /// storage), so the entry itself neither reads nor writes.
        static func content(_ n: String) -> Entry {
            Entry(name: n, kind: .number, read: { _ in .number(0) }, write: { _, _ in }, isContent: true)
        }

        static func number(_ n: String, _ k: WritableKeyPath<LayerState, Double> & Sendable) -> Entry {
            Entry(
                name: n, kind: .number, read: { .number($0[keyPath: k]) },
                write: { if case .number(let v) = $1 { $0[keyPath: k] = v } })
        }
        static func cgFloat(_ n: String, _ k: WritableKeyPath<LayerState, CGFloat> & Sendable) -> Entry {
            Entry(
                name: n, kind: .number, read: { .number(Double($0[keyPath: k])) },
                write: { if case .number(let v) = $1 { $0[keyPath: k] = CGFloat(v) } })
        }
        static func point(_ n: String, _ k: WritableKeyPath<LayerState, CGPoint> & Sendable) -> Entry {
            Entry(
                name: n, kind: .point, read: { .point($0[keyPath: k]) },
                write: { if case .point(let v) = $1 { $0[keyPath: k] = v } })
        }
        static func size(_ n: String, _ k: WritableKeyPath<LayerState, CGSize> & Sendable) -> Entry {
            Entry(
                name: n, kind: .size, read: { .size($0[keyPath: k]) },
                write: { if case .size(let v) = $1 { $0[keyPath: k] = v } })
        }
        static func rect(_ n: String, _ k: WritableKeyPath<LayerState, CGRect> & Sendable) -> Entry {
            Entry(
                name: n, kind: .rect, read: { .rect($0[keyPath: k]) },
                write: { if case .rect(let v) = $1 { $0[keyPath: k] = v } })
        }
        static func transform(_ n: String, _ k: WritableKeyPath<LayerState, Transform3D> & Sendable) -> Entry {
            Entry(
                name: n, kind: .transform, read: { .transform($0[keyPath: k]) },
                write: { if case .transform(let v) = $1 { $0[keyPath: k] = v } })
        }
        static func color(_ n: String, _ k: WritableKeyPath<LayerState, RGBA> & Sendable) -> Entry {
            Entry(
                name: n, kind: .color, read: { .color($0[keyPath: k]) },
                write: { if case .color(let v) = $1 { $0[keyPath: k] = v } })
        }
        static func optionalColor(_ n: String, _ k: WritableKeyPath<LayerState, RGBA?> & Sendable) -> Entry {
            Entry(
                name: n, kind: .color, read: { .color($0[keyPath: k] ?? .clear) },
                write: { if case .color(let v) = $1 { $0[keyPath: k] = v } })
        }
        static func component(
            _ n: String, _ k: WritableKeyPath<LayerState, Transform3D> & Sendable,
            _ c: TransformComponent
        ) -> Entry {
            Entry(
                name: n, kind: c.kind, read: { c.read($0[keyPath: k]) },
                write: { $0[keyPath: k] = c.replacing($1, in: $0[keyPath: k]) })
        }
    }
}

/// Why a key path or value was refused.
public enum LayerKeyPathError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The key path is not animatable here.
    case unknown(String)

    public var description: String {
        switch self {
        case .unknown(let name):
            return
                "unknown key path \"\(name)\"; animatable key paths are: \(LayerKeyPath.names.joined(separator: ", "))"
        }
    }
}

/// The sub-paths of `transform` and `sublayerTransform` (SEMANTICS.md §10): each reads
/// one component of the decomposed matrix, and writing it decomposes the matrix, replaces
/// the component and recomposes (chosen; the rotations are Euler angles x, then y, then z).
public enum TransformComponent: String, Hashable, Sendable, CaseIterable {
    case rotationX = "rotation.x", rotationY = "rotation.y", rotationZ = "rotation.z", rotation
    case scaleX = "scale.x", scaleY = "scale.y", scaleZ = "scale.z", scale
    /// The x and y scales together (Core Animation takes "scale.xy", though its guide lists
    /// only the single axes): reads their mean, writes both.
    case scaleXY = "scale.xy"
    case translationX = "translation.x", translationY = "translation.y", translationZ = "translation.z"
    case translation

    /// `transform.translation` takes a size (x, y); the others a number.
    public var kind: AnimatedValueKind { self == .translation ? .size : .number }

    /// The component of `m`, in radians, a factor or points.
    public func read(_ m: Transform3D) -> AnimatedValue {
        let d = DecomposedTransform3D(m) ?? DecomposedTransform3D()
        switch self {
        case .rotationX: return .number(d.eulerAngles.x)
        case .rotationY: return .number(d.eulerAngles.y)
        case .rotationZ, .rotation: return .number(d.eulerAngles.z)
        case .scaleX: return .number(d.scale.x)
        case .scaleY: return .number(d.scale.y)
        case .scaleZ: return .number(d.scale.z)
        case .scale: return .number((d.scale.x + d.scale.y + d.scale.z) / 3)
        case .scaleXY: return .number((d.scale.x + d.scale.y) / 2)
        case .translationX: return .number(d.translation.x)
        case .translationY: return .number(d.translation.y)
        case .translationZ: return .number(d.translation.z)
        case .translation: return .size(CGSize(width: d.translation.x, height: d.translation.y))
        }
    }

    /// `m` with this component set to `value`.
    public func replacing(_ value: AnimatedValue, in m: Transform3D) -> Transform3D {
        var d = DecomposedTransform3D(m) ?? DecomposedTransform3D()
        switch (self, value) {
        case (.translation, .size(let s)):
            d.translation.x = Double(s.width); d.translation.y = Double(s.height)
        case (_, .number(let v)):
            switch self {
            case .rotationX: var a = d.eulerAngles; a.x = v; d.setEulerAngles(a)
            case .rotationY: var a = d.eulerAngles; a.y = v; d.setEulerAngles(a)
            case .rotationZ, .rotation: var a = d.eulerAngles; a.z = v; d.setEulerAngles(a)
            case .scaleX: d.scale.x = v
            case .scaleY: d.scale.y = v
            case .scaleZ: d.scale.z = v
            case .scale: d.scale = SIMD3(v, v, v)
            case .scaleXY: d.scale.x = v; d.scale.y = v
            case .translationX: d.translation.x = v
            case .translationY: d.translation.y = v
            case .translationZ: d.translation.z = v
            case .translation: return m
            }
        default: return m
        }
        return d.matrix
    }
}
