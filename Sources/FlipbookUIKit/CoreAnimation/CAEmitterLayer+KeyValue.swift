import Foundation
import FlipbookCore

/// The key paths of `CAEmitterLayer` and its cells (SEMANTICS.md §33): the layer's
/// multipliers and shape ("birthRate", "emitterPosition", ...) and a named cell's values
/// ("emitterCells.NAME.birthRate", "emitterCells.NAME.emitterCells.SUB.velocity"), read with
/// `value(forKeyPath:)` and set with `setValue(_:forKeyPath:)` as assigning them would.
extension CAEmitterLayer {
    private static var layerFloats: [String: ReferenceWritableKeyPath<CAEmitterLayer, Float>] {
        [
            "birthRate": \.birthRate, "lifetime": \.lifetime, "velocity": \.velocity, "scale": \.scale,
            "spin": \.spin,
        ]
    }
    private static var layerCGFloats: [String: ReferenceWritableKeyPath<CAEmitterLayer, CGFloat>] {
        [
            "emitterZPosition": \.emitterZPosition, "emitterDepth": \.emitterDepth,
        ]
    }
    private static var cellFloats: [String: ReferenceWritableKeyPath<CAEmitterCell, Float>] {
        [
            "birthRate": \.birthRate, "lifetime": \.lifetime, "lifetimeRange": \.lifetimeRange,
            "redRange": \.redRange, "greenRange": \.greenRange, "blueRange": \.blueRange, "alphaRange": \.alphaRange,
            "redSpeed": \.redSpeed, "greenSpeed": \.greenSpeed, "blueSpeed": \.blueSpeed, "alphaSpeed": \.alphaSpeed,
            "speed": \.speed, "repeatCount": \.repeatCount,
        ]
    }
    private static var cellCGFloats: [String: ReferenceWritableKeyPath<CAEmitterCell, CGFloat>] {
        [
            "velocity": \.velocity, "velocityRange": \.velocityRange, "xAcceleration": \.xAcceleration,
            "yAcceleration": \.yAcceleration, "zAcceleration": \.zAcceleration,
            "emissionLatitude": \.emissionLatitude, "emissionLongitude": \.emissionLongitude,
            "emissionRange": \.emissionRange, "scale": \.scale, "scaleRange": \.scaleRange,
            "scaleSpeed": \.scaleSpeed, "spin": \.spin, "spinRange": \.spinRange, "contentsScale": \.contentsScale,
        ]
    }
    private static var cellDoubles: [String: ReferenceWritableKeyPath<CAEmitterCell, Double>] {
        [
            "beginTime": \.beginTime, "duration": \.duration, "timeOffset": \.timeOffset,
        ]
    }

    /// The cell a key path names and the property left ("emitterCells.a.emitterCells.b.x"
    /// gives cell b and "x"); nil when it names no cell of the layer's.
    private func cell(named keyPath: String) -> (CAEmitterCell, String)? {
        var parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var list = emitterCells ?? []
        var found: CAEmitterCell?
        while parts.count >= 3, parts[0] == "emitterCells" {
            guard let c = list.first(where: { $0.name == parts[1] }) else { return nil }
            found = c
            list = c.emitterCells ?? []
            parts.removeFirst(2)
        }
        guard let found, parts.count == 1 else { return nil }
        return (found, parts[0])
    }

    /// `value(forKeyPath:)` for the emitter's own key paths; nil for any other.
    func emitterValue(forKeyPath keyPath: String) -> Any? {
        if let k = Self.layerFloats[keyPath] { return self[keyPath: k] }
        if let k = Self.layerCGFloats[keyPath] { return self[keyPath: k] }
        if keyPath == "emitterPosition" { return emitterPosition }
        if keyPath == "emitterSize" { return emitterSize }
        guard let (c, p) = cell(named: keyPath) else { return nil }
        if let k = Self.cellFloats[p] { return c[keyPath: k] }
        if let k = Self.cellCGFloats[p] { return c[keyPath: k] }
        if let k = Self.cellDoubles[p] { return c[keyPath: k] }
        if p == "enabled" || p == "isEnabled" { return c.isEnabled }
        if p == "color" { return c.color }
        return nil
    }

    /// `setValue(_:forKeyPath:)` for the emitter's own key paths: true when the key path is
    /// one of them (a value of the wrong type is reported and stops the recording).
    func setEmitterValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        let typed = value.flatMap(CAValue.typed)
        func number() -> Double? {
            if case .number(let v) = typed { return v }
            if let b = value as? Bool { return b ? 1 : 0 }
            return nil
        }
        func refuse(_ wants: String) -> Bool {
            Stage.current?.report(
                .invalidRequest(
                    what:
                        "setValue(_:forKeyPath: \"\(keyPath)\") on layer \(displayName): \(value.map { "\($0)" } ?? "nil") "
                        + "is not accepted; \(keyPath) takes \(wants)", time: Stage.current?.now ?? 0))
            return true
        }
        if let k = Self.layerFloats[keyPath] {
            guard let v = number() else { return refuse("a number") }
            self[keyPath: k] = Float(v); return true
        }
        if let k = Self.layerCGFloats[keyPath] {
            guard let v = number() else { return refuse("a number") }
            self[keyPath: k] = CGFloat(v); return true
        }
        if keyPath == "emitterPosition" {
            guard case .point(let p) = typed else { return refuse("a CGPoint") }
            emitterPosition = p; return true
        }
        if keyPath == "emitterSize" {
            guard case .size(let s) = typed else { return refuse("a CGSize") }
            emitterSize = s; return true
        }
        guard keyPath.hasPrefix("emitterCells.") else { return false }
        guard let (c, p) = cell(named: keyPath) else {
            Stage.current?.report(
                .invalidRequest(
                    what:
                        "setValue(_:forKeyPath: \"\(keyPath)\") on layer \(displayName): no emitter cell by that name",
                    time: Stage.current?.now ?? 0))
            return true
        }
        if let k = Self.cellFloats[p] {
            guard let v = number() else { return refuse("a number") }
            c[keyPath: k] = Float(v); return true
        }
        if let k = Self.cellCGFloats[p] {
            guard let v = number() else { return refuse("a number") }
            c[keyPath: k] = CGFloat(v); return true
        }
        if let k = Self.cellDoubles[p] {
            guard let v = number() else { return refuse("a number") }
            c[keyPath: k] = v; return true
        }
        if p == "enabled" || p == "isEnabled" {
            guard let v = number() else { return refuse("a Bool") }
            c.isEnabled = v != 0; return true
        }
        if p == "color" {
            guard case .color(let col) = typed else { return refuse("a CGColor") }
            c.color = col; return true
        }
        return refuse("one of the cell's numeric properties, isEnabled or color")
    }
}
