import Foundation

extension PropertyChange {
    /// The same change starting from the value `state` has for this property: how an
    /// animation added to a running property animator starts from the values on screen
    /// (SEMANTICS.md §11). `.rotation` changes are returned unchanged.
    public func startingFrom(_ state: LayerState) -> PropertyChange {
        switch self {
        case .bounds(_, let b): return .bounds(from: state.bounds, to: b)
        case .position(_, let b): return .position(from: state.position, to: b)
        case .anchorPoint(_, let b): return .anchorPoint(from: state.anchorPoint, to: b)
        case .transform(_, let b): return .transform(from: state.transform, to: b)
        case .rotation: return self
        case .opacity(_, let b): return .opacity(from: state.opacity, to: b)
        case .backgroundColor(_, let b): return .backgroundColor(from: state.backgroundColor, to: b)
        case .cornerRadius(_, let b): return .cornerRadius(from: state.cornerRadius, to: b)
        case .borderWidth(_, let b): return .borderWidth(from: state.borderWidth, to: b)
        case .borderColor(_, let b): return .borderColor(from: state.borderColor, to: b)
        }
    }
}
