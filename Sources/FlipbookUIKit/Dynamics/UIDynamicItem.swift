import Foundation

/// How a dynamic item's edge is seen by collisions (`UIDynamicItemCollisionBoundsType`).
/// Flipbook collides every item as its rotated bounds rectangle (SEMANTICS.md §"UIKit
/// Dynamics"); `.ellipse` and `.path` are accepted and collide as `.rectangle`.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The bounds rectangle.
    case rectangle = 0
    /// An ellipse in the bounds (collides as the rectangle here).
    case ellipse = 1
    /// `collisionBoundingPath` (collides as the rectangle here).
    case path = 2
}

/// Something a `UIDynamicAnimator` moves (`UIDynamicItem`): a view, or an app's own object.
/// The animator reads `center`, `bounds` and `transform` when the item joins it (or at
/// `updateItem(usingCurrentState:)`) and writes `center` (and `transform`, once the item has
/// turned) at every frame while it runs.
public protocol UIDynamicItem: NSObjectProtocol {
    /// The centre, in the reference view's coordinates.
    var center: CGPoint { get set }
    /// The size the animator uses for mass and collisions (`bounds.size`).
    var bounds: CGRect { get }
    /// The transform; the animator sets a rotation once the item turns.
    var transform: CGAffineTransform { get set }
    /// How collisions see the item (optional in UIKit; default `.rectangle`).
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
}

extension UIDynamicItem {
    /// `.rectangle`, UIKit's default.
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
}

extension UIView: UIDynamicItem {}

/// An offset (`UIOffset`): a push's target offset from an item's centre, an attachment's.
public struct UIOffset: Hashable, Sendable {
    /// Along x, in points.
    public var horizontal: CGFloat
    /// Along y, in points.
    public var vertical: CGFloat
    /// An offset from its components (`UIOffset(horizontal:vertical:)`).
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    /// No offset (`UIOffset.zero`).
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}
