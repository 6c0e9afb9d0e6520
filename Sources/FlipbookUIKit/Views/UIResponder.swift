import Foundation

/// The responder chain's base class (`UIResponder`): touches reach the view under the
/// finger and go up the chain (Gestures/UITouch.swift, SEMANTICS.md §20).
open class UIResponder: NSObject {
    /// Called on every object a storyboard or nib made, once all are connected
    /// (`awakeFromNib()`).
    open func awakeFromNib() {}
    /// The next responder (`next`): UIKit's chain (Gestures/UITouch.swift, `chainNext`).
    open var next: UIResponder? { chainNext }
    /// A finger touched down (`touchesBegan(_:with:)`); the default passes it up the chain.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardTouches { $0.touchesBegan(touches, with: event) }
    }
    /// A finger moved (`touchesMoved(_:with:)`); the default passes it up the chain.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardTouches { $0.touchesMoved(touches, with: event) }
    }
    /// A finger lifted (`touchesEnded(_:with:)`); the default passes it up the chain.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardTouches { $0.touchesEnded(touches, with: event) }
    }
    /// The touch was taken over, by a gesture recognizer that recognized
    /// (`touchesCancelled(_:with:)`); the default passes it up the chain.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardTouches { $0.touchesCancelled(touches, with: event) }
    }
}
