import Foundation
import FlipbookCore

extension CAKeyframeAnimation {
    /// The record of a keyframe animation along `followed` (SEMANTICS.md §10): only for a
    /// point key path (`position`, `anchorPoint`, `bounds.origin`).
    func pathRecords(
        _ followed: CGPath, _ keyPath: LayerKeyPath, layer: CALayer, key: String?, begin: Double,
        groups: [AnimationTiming], at now: Double
    ) throws(CAAnimationError) -> [LayerAnimation] {
        guard keyPath.kind == .point else {
            throw CAAnimationError(
                description: "CAKeyframeAnimation path is for a point key path such as \"position\", "
                    + "not \"\(keyPath.name)\" (a \(keyPath.kind.rawValue))")
        }
        let rotation: PathFollowing.Rotation?
        switch rotationMode {
        case nil: rotation = nil
        case .rotateAuto?: rotation = .auto
        case .rotateAutoReverse?: rotation = .autoReverse
        case let other?:
            throw CAAnimationError(
                description:
                    "CAKeyframeAnimation rotationMode \"\(other.rawValue)\" is not accepted; use .rotateAuto or .rotateAutoReverse"
            )
        }
        let times = (keyTimes ?? []).map { $0.doubleValue }
        let follow = PathFollowing(
            path: followed.value, keyTimes: times, curves: (timingFunctions ?? []).map { $0.curve },
            mode: KeyframeCalculationMode(rawValue: calculationMode.rawValue) ?? .linear,
            rotation: rotation)
        guard !follow.segments.isEmpty else {
            throw CAAnimationError(
                description: "CAKeyframeAnimation path for \"\(keyPath.name)\" draws nothing (no line or curve)")
        }
        return [
            LayerAnimation(
                layer: layer.layerID, key: key, keyPath: keyPath, kindName: "CAKeyframeAnimation",
                track: .path(follow), timing: resolvedTiming(begin: begin), groups: groups,
                curve: timingFunction?.curve, isAdditive: isAdditive, addedAt: now)
        ]
    }
}
