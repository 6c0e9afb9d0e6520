import Foundation
import FlipbookCore

extension CALayer {
    /// `value(forKeyPath:)` for the animatable key paths of SEMANTICS.md §10 (the same table
    /// as animations): numbers as `CGFloat`, then `CGPoint`, `CGSize`, `CGRect`,
    /// `CATransform3D` or `CGColor`; a sub-path of a transform reads that component of the
    /// decomposed matrix ("transform.rotation.z" is the angle). nil for other key paths,
    /// content ones included (`path`, `shadowRadius`, ...: read their properties).
    public func value(forKeyPath keyPath: String) -> Any? {
        // An emitter's own key paths (SEMANTICS.md §33).
        if let e = self as? CAEmitterLayer, let v = e.emitterValue(forKeyPath: keyPath) { return v }
        guard let path = try? LayerKeyPath(parsing: keyPath), !path.isContent, !path.isEmitter else { return nil }
        switch path.read(state(sublayers: false)) {
        case .number(let v): return CGFloat(v)
        case .point(let p): return p
        case .size(let s): return s
        case .rect(let r): return r
        case .transform(let t): return t
        case .color(let c): return c
        }
    }

    /// `setValue(_:forKeyPath:)` for the same key paths: sets the property as assigning it
    /// would (so inside `UIView.animate` a view's layer animates, and a standalone layer
    /// animates implicitly), e.g. `setValue(CGFloat.pi, forKeyPath: "transform.rotation.y")`.
    /// An unknown key path or a value of the wrong type stops the recording with
    /// `StageError.invalidRequest` naming them.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        // An emitter's own key paths (SEMANTICS.md §33).
        if let e = self as? CAEmitterLayer, e.setEmitterValue(value, forKeyPath: keyPath) { return }
        let now = Stage.current?.now ?? 0
        let path: LayerKeyPath
        do { path = try LayerKeyPath(parsing: keyPath) } catch {
            Stage.current?.report(
                .invalidRequest(what: "setValue(_:forKeyPath:) on layer \(displayName): \(error)", time: now))
            return
        }
        if path.isEmitter {
            // An emitter's key path on another layer (SEMANTICS.md §33): unknown there.
            Stage.current?.report(
                .invalidRequest(
                    what:
                        "setValue(_:forKeyPath:) on layer \(displayName): \(LayerKeyPathError.unknown(keyPath)) "
                        + "(\"\(keyPath)\" is a CAEmitterLayer key path)", time: now))
            return
        }
        if path.isContent {
            Stage.current?.report(
                .invalidRequest(
                    what:
                        "setValue(_:forKeyPath: \"\(keyPath)\") on layer \(displayName): content key paths are not set by key path; "
                        + "assign the property (\(keyPath)) instead", time: now))
            return
        }
        guard let v = value.flatMap(CAValue.typed), v.kind == path.kind, v.isFinite else {
            Stage.current?.report(
                .invalidRequest(
                    what:
                        "setValue(_:forKeyPath: \"\(keyPath)\") on layer \(displayName): \(value.map { "\($0)" } ?? "nil") "
                        + "is not accepted; \(keyPath) takes \(CAValue.accepted(path.kind))", time: now))
            return
        }
        let before = state(sublayers: false)
        var after = before
        path.write(v, to: &after)
        if after.bounds != before.bounds { bounds = after.bounds }
        if after.position != before.position { position = after.position }
        if after.anchorPoint != before.anchorPoint { anchorPoint = after.anchorPoint }
        if after.transform != before.transform { transform = after.transform }
        if after.opacity != before.opacity { opacity = Float(after.opacity) }
        if after.backgroundColor != before.backgroundColor { backgroundColor = after.backgroundColor }
        if after.cornerRadius != before.cornerRadius { cornerRadius = CGFloat(after.cornerRadius) }
        if after.borderWidth != before.borderWidth { borderWidth = CGFloat(after.borderWidth) }
        if after.borderColor != before.borderColor { borderColor = after.borderColor }
        if after.sublayerTransform != before.sublayerTransform { sublayerTransform = after.sublayerTransform }
        if after.zPosition != before.zPosition { zPosition = CGFloat(after.zPosition) }
    }
}
