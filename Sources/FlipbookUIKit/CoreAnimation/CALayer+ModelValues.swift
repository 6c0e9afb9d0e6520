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
            // Of the content properties only the shadow's animate in animation blocks
            // (SEMANTICS.md §14), so only they can be left mid-way by a property animator.
            case .shadowColor: shadowColor = state.shadow.color
            case .shadowOpacity: shadowOpacity = Float(state.shadow.opacity)
            case .shadowOffset: shadowOffset = state.shadow.offset
            case .shadowRadius: shadowRadius = state.shadow.radius
            case .shadowPath: shadowPath = state.shadow.path.map { CGPath(value: $0) }
            case .backdrop: backdropFilter = state.backdrop
            case .path, .fillColor, .strokeColor, .lineWidth, .miterLimit, .lineDashPhase, .strokeStart, .strokeEnd,
                .colors, .locations, .startPoint, .endPoint, .fontSize, .foregroundColor:
                break
            }
        }
    }
}
