import Foundation

/// The responder chain's base class (`UIResponder`): touches reach the view under the
/// finger and go up the chain (Gestures/UITouch.swift, SEMANTICS.md §20).
open class UIResponder: NSObject {
    /// Called on every object a storyboard or nib made, once all are connected
    /// (`awakeFromNib()`).
    open func awakeFromNib() {}
    /// The next responder (`next`): UIKit's chain (Gestures/UITouch.swift, `chainNext`).
    open var next: UIResponder? { chainNext }
    /// Receives the changes an observer registered for
    /// (`observeValue(forKeyPath:of:change:context:)`, Runtime/KeyValueObserving.swift). The
    /// default is NSObject's: an unhandled notification, UIKit's exception, here a warning.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        KeyValueObservers.warn(
            "\(type(of: self)): An -observeValueForKeyPath:ofObject:change:context: message was received but not "
                + "handled. Key path: \(keyPath ?? "nil")")
    }
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

    // The first responder (Controls/TextInput/FirstResponder.swift): declared in the class's
    // body so that an app's responders can override them, as they do on iOS.

    /// Whether the responder can take the keyboard's input (`canBecomeFirstResponder`;
    /// default false, true for an editable text field or text view).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether it may give the first responder up (`canResignFirstResponder`; default true).
    open var canResignFirstResponder: Bool { true }
    /// Whether it is the window's first responder (`isFirstResponder`).
    open var isFirstResponder: Bool { FirstResponder.current === self }
    /// Makes it the first responder if it can be (`becomeFirstResponder()`): the previous
    /// one resigns first; a text input begins editing and shows the keyboard.
    @discardableResult open func becomeFirstResponder() -> Bool { FirstResponder.become(self) }
    /// Gives the first responder up (`resignFirstResponder()`): a text input ends editing and
    /// the keyboard hides.
    @discardableResult open func resignFirstResponder() -> Bool { FirstResponder.resign(self) }
    /// The view shown above the keyboard while it is the first responder
    /// (`inputAccessoryView`; default nil). Stored; not drawn.
    open var inputAccessoryView: UIView? { nil }
    /// A view shown instead of the keyboard (`inputView`; default nil). Stored; not drawn.
    open var inputView: UIView? { nil }
    /// Reloads the input views (`reloadInputViews()`); nothing to reload here.
    open func reloadInputViews() {}
}
