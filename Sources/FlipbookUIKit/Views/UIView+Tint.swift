import Foundation

extension UIView {
    /// Calls `tintColorDidChange()` on this view and on every descendant that inherits its
    /// tint, as UIKit does when a tint is set or a view moves into a new superview.
    /// The walk keeps its own stack (parents before children, in subview order), so a tree of
    /// any depth is safe.
    func tintDidChangeInSubtree() {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            view.tintColorDidChange()
            for s in view.subviews.reversed() where s.ownTintColor == nil { pending.append(s) }
        }
    }
}
