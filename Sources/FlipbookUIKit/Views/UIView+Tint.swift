import Foundation

extension UIView {
    /// Calls `tintColorDidChange()` on this view and on every descendant that inherits its
    /// tint, as UIKit does when a tint is set or a view moves into a new superview.
    func tintDidChangeInSubtree() {
        tintColorDidChange()
        for s in subviews where s.ownTintColor == nil { s.tintDidChangeInSubtree() }
    }
}
