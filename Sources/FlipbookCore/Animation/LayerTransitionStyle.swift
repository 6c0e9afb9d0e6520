import Foundation

/// `CATransition`'s type and subtype (SEMANTICS.md §10): how a layer's old content gives
/// way to its new content.
public struct LayerTransitionStyle: Hashable, Sendable {
    /// `CATransitionType`.
    public enum Kind: String, Hashable, Sendable {
        /// The new content dissolves in over the old (`.fade`).
        case fade
        /// The new content pushes the old out (`.push`).
        case push
        /// The new content moves in over the old (`.moveIn`).
        case moveIn
        /// The old content moves out, uncovering the new (`.reveal`).
        case reveal
        /// The content turns over like a card about its centre, the old on the front and the
        /// new on the back (`UIView.AnimationOptions.transitionFlipFromLeft` and the other
        /// flips; Core Animation's type name "oglFlip").
        case flip = "oglFlip"
        /// The old content curls up from the bottom edge, uncovering the new
        /// (`.transitionCurlUp`; "pageCurl").
        case curlUp = "pageCurl"
        /// The new content uncurls down from the top over the old, the curl up run backwards
        /// (`.transitionCurlDown`; "pageUnCurl").
        case curlDown = "pageUnCurl"
    }

    /// `CATransitionSubtype`: the side the motion comes from.
    public enum Direction: String, Hashable, Sendable {
        /// From the right edge towards the left (the default).
        case fromRight, fromLeft, fromTop, fromBottom
    }

    /// The type.
    public var kind: Kind
    /// The subtype.
    public var direction: Direction

    /// Creates a style.
    public init(kind: Kind, direction: Direction = .fromRight) { self.kind = kind; self.direction = direction }

    /// Replaces `layer`'s content (background, corner radius and sublayers) by two pictures of
    /// its size at `progress` p: the content as it was (`before`) and as it is. `.fade`:
    /// the new one over the old at opacity p. `.push`: the new one comes in from the subtype's
    /// side as the old one leaves by the other. `.moveIn`: the new one comes in over the old.
    /// `.reveal`: the old one leaves over the new. `.flip`, `.curlUp` and `.curlDown`: see
    /// `applyFlip` and `applyCurl`. Borders stay on the layer.
    public func apply(progress p: Double, before: LayerState, to layer: inout LayerState, ghostID: LayerID) {
        let b = layer.bounds
        func content(_ from: LayerState, id: LayerID, suffix: String) -> LayerState {
            LayerState(
                id: id, name: "\(layer.name) (\(suffix))", bounds: b, position: CGPoint(x: b.midX, y: b.midY),
                backgroundColor: from.backgroundColor, cornerRadius: from.cornerRadius, sublayers: from.sublayers)
        }
        var old = content(before, id: ghostID, suffix: "before transition")
        var new = content(layer, id: LayerID(ghostID.raw - 1_000_000), suffix: "after transition")
        switch kind {
        case .flip:
            layer.sublayers = applyFlip(progress: p, old: old, new: new)
            layer.backgroundColor = nil
            return
        case .curlUp, .curlDown:
            layer.sublayers = applyCurl(progress: p, old: old, new: new, bounds: b, ghostID: ghostID)
            layer.backgroundColor = nil
            return
        case .fade, .push, .moveIn, .reveal: break
        }
        let (dx, dy): (Double, Double)
        switch direction {
        case .fromRight: (dx, dy) = (Double(b.width), 0)
        case .fromLeft: (dx, dy) = (-Double(b.width), 0)
        case .fromTop: (dx, dy) = (0, -Double(b.height))
        case .fromBottom: (dx, dy) = (0, Double(b.height))
        }
        var order = [old, new]
        switch kind {
        case .fade:
            new.opacity = p
            order = [old, new]
        case .push:
            new.transform = .translation(dx * (1 - p), dy * (1 - p), 0)
            old.transform = .translation(-dx * p, -dy * p, 0)
            order = [old, new]
        case .moveIn:
            new.transform = .translation(dx * (1 - p), dy * (1 - p), 0)
            order = [old, new]
        case .reveal:
            old.transform = .translation(-dx * p, -dy * p, 0)
            order = [new, old]
        case .flip, .curlUp, .curlDown: break
        }
        layer.backgroundColor = nil
        layer.sublayers = order
    }
}
