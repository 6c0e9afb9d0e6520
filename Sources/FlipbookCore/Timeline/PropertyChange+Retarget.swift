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
        case .content(let c): return .content(c.startingFrom(state))
        }
    }
}

extension ContentChange {
    /// The same change starting from `state`'s value. Of the content properties only the
    /// shadow's (SEMANTICS.md §14) and a visual effect view's backdrop (§17) animate inside
    /// `UIView.animate` blocks, so only they can join a running property animator; the others
    /// come back unchanged.
    public func startingFrom(_ state: LayerState) -> ContentChange {
        switch self {
        case .shadowColor(_, let b): return .shadowColor(from: state.shadow.color, to: b)
        case .shadowOpacity(_, let b): return .shadowOpacity(from: state.shadow.opacity, to: b)
        case .shadowOffset(_, let b): return .shadowOffset(from: state.shadow.offset, to: b)
        case .shadowRadius(_, let b): return .shadowRadius(from: state.shadow.radius, to: b)
        case .shadowPath(_, let b): return .shadowPath(from: state.shadow.path, to: b)
        case .backdrop(_, let b): return .backdrop(from: state.backdrop, to: b)
        default: return self
        }
    }
}

extension PropertyChange {
    /// Whether the change has components that a y velocity drives (positions, anchor points,
    /// bounds).
    public var hasYComponents: Bool {
        switch self {
        case .bounds, .position, .anchorPoint: return true
        default: return false
        }
    }

    /// The change pinned at one value: x components (and every other property) at `px`, y
    /// components at `py` (from and to both that value, to apply with progress 1). How a spring
    /// continuation with different x and y velocities is drawn (SEMANTICS.md §11). Only for
    /// changes with `hasYComponents`; others come back unchanged.
    public func pinned(progressX px: Double, progressY py: Double) -> PropertyChange {
        switch self {
        case let .bounds(a, b):
            let v = CGRect(
                x: lerp(a.origin.x, b.origin.x, px), y: lerp(a.origin.y, b.origin.y, py),
                width: lerp(a.width, b.width, px), height: lerp(a.height, b.height, py))
            return .bounds(from: v, to: v)
        case let .position(a, b):
            let v = CGPoint(x: lerp(a.x, b.x, px), y: lerp(a.y, b.y, py))
            return .position(from: v, to: v)
        case let .anchorPoint(a, b):
            let v = CGPoint(x: lerp(a.x, b.x, px), y: lerp(a.y, b.y, py))
            return .anchorPoint(from: v, to: v)
        default:
            // No y components (see `hasYComponents`): not pinned; apply it with `px` instead.
            return self
        }
    }
}
