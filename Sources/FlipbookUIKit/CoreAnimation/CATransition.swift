import Foundation
import FlipbookCore

/// `kCATransition`: the key Core Animation uses for transitions.
public let kCATransition = "transition"

/// `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The raw name.
    public let rawValue: String
    /// Creates a type.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new content dissolves in (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The new content moves in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The old content moves out, uncovering the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
    /// The content turns over like a card (the type UIKit's flips run on; not public in
    /// Core Animation, whose apps write the string "oglFlip").
    static let oglFlip = CATransitionType(rawValue: "oglFlip")
    /// The old content curls up off the new ("pageCurl", as `oglFlip`).
    static let pageCurl = CATransitionType(rawValue: "pageCurl")
    /// The new content uncurls down over the old ("pageUnCurl", as `oglFlip`).
    static let pageUnCurl = CATransitionType(rawValue: "pageUnCurl")
}

/// `CATransitionSubtype`: the side the motion comes from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The raw name.
    public let rawValue: String
    /// Creates a subtype.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right edge (the default).
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// `CATransition`: animates a layer's change of content (SEMANTICS.md §10). Add it, then
/// change the layer's sublayers in the same turn (for example
/// `navigationController.view.layer.add(transition, forKey: kCATransition)` followed by
/// `pushViewController(_:animated: false)`): for `duration` the layer shows its content as
/// it was drawn before this turn giving way to its live content.
open class CATransition: CAAnimation {
    /// The type; default `.fade`.
    open var type: CATransitionType = .fade
    /// The subtype; nil is `.fromRight`.
    open var subtype: CATransitionSubtype?
    /// Accepted; the transition always runs from 0 to 1 (`startProgress`).
    open var startProgress: Float = 0
    /// Accepted; the transition always runs from 0 to 1 (`endProgress`).
    open var endProgress: Float = 1

    override func records(
        for layer: CALayer, key: String?, begin: Double, groups: [AnimationTiming],
        at now: Double
    ) throws(CAAnimationError) -> [LayerAnimation] {
        guard let kind = LayerTransitionStyle.Kind(rawValue: type.rawValue) else {
            throw CAAnimationError(
                description: "CATransition type \"\(type.rawValue)\" is not drawn; accepted: fade, push, moveIn, "
                    + "reveal, oglFlip, pageCurl, pageUnCurl"
            )
        }
        let sub = subtype ?? .fromRight
        guard let direction = LayerTransitionStyle.Direction(rawValue: sub.rawValue) else {
            throw CAAnimationError(
                description:
                    "CATransition subtype \"\(sub.rawValue)\" is not accepted; use fromRight, fromLeft, fromTop or fromBottom"
            )
        }
        let before = Stage.current?.snapshots.last?.root.find(layer.layerID) ?? layer.state(sublayers: true)
        return [
            LayerAnimation(
                layer: layer.layerID, key: key, keyPath: .transition, kindName: "CATransition",
                track: .transition(LayerTransitionStyle(kind: kind, direction: direction), before: before),
                timing: resolvedTiming(begin: begin), groups: groups, curve: timingFunction?.curve,
                addedAt: now)
        ]
    }
}
