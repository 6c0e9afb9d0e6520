import Foundation
import FlipbookCore

extension CALayer {
    /// Sets the model value of `property` to the value `state` has, at once (no animation is
    /// recorded even inside an animation block): how a stopped or finished property animator
    /// leaves its views (SEMANTICS.md §11).
    func setModel(_ property: LayerProperty, from state: LayerState) {
        UIView.performWithoutAnimation {
            switch property {
            case .bounds: bounds = state.bounds
            case .position: position = state.position
            case .anchorPoint: anchorPoint = state.anchorPoint
            case .transform: transform = state.transform
            case .opacity: opacity = Float(state.opacity)
            case .backgroundColor: backgroundColor = state.backgroundColor
            case .cornerRadius: cornerRadius = state.cornerRadius
            case .borderWidth: borderWidth = state.borderWidth
            case .borderColor: borderColor = state.borderColor
            }
        }
    }
}
