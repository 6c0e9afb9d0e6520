import Foundation

/// A responder that edits text and shows the keyboard while it is the first responder: a
/// text field or a text view (`UITextField`, `UITextView`).
protocol KeyboardTextInput: UIView {
    /// Asks the delegate whether editing may begin; false when it refuses.
    func shouldBeginEditing() -> Bool
    /// Begins editing, once it is the first responder: the delegate's calls, the events and
    /// notifications.
    func didBeginEditing()
    /// Asks the delegate whether editing may end; false when it refuses.
    func shouldEndEditing() -> Bool
    /// Ends editing, once it is no longer the first responder: the delegate's calls, the
    /// events and notifications.
    func finishEditing()
}

/// The first responder (`UIResponder.isFirstResponder`, `becomeFirstResponder()`): one per
/// thread, since a stage records on one thread (SEMANTICS.md "Text input"). A text input that
/// becomes it begins editing and shows the keyboard (`Keyboard`); the last one to resign
/// hides it.
final class FirstResponder {
    weak var responder: UIResponder?

    private static var state: FirstResponder { ThreadContext.current.firstResponder }

    /// The first responder of this thread.
    static var current: UIResponder? { state.responder }

    /// `becomeFirstResponder()` on `r`.
    static func become(_ r: UIResponder) -> Bool {
        if state.responder === r { return true }
        guard r.canBecomeFirstResponder else { return false }
        let input = r as? KeyboardTextInput
        // The previous one resigns first, keeping the keyboard up when the next one uses it.
        if let old = state.responder {
            guard old.canResignFirstResponder else { return false }
            if let oldInput = old as? KeyboardTextInput {
                guard oldInput.shouldEndEditing() else { return false }
                end(oldInput, hidingKeyboard: input == nil)
            } else {
                state.responder = nil
            }
        }
        if let input {
            guard input.shouldBeginEditing() else { return false }
            state.responder = r
            input.didBeginEditing()
            Keyboard.show(for: input)
        } else {
            state.responder = r
        }
        return true
    }

    /// `resignFirstResponder()` on `r`.
    static func resign(_ r: UIResponder) -> Bool {
        guard state.responder === r else { return true }
        guard r.canResignFirstResponder else { return false }
        if let input = r as? KeyboardTextInput {
            guard input.shouldEndEditing() else { return false }
            end(input, hidingKeyboard: true)
        } else {
            state.responder = nil
        }
        return true
    }
}

extension UIView {
    /// Makes the first responder among this view and its subviews resign
    /// (`endEditing(_:)`); with `force`, the delegate's `ShouldEndEditing` is not asked.
    /// True when none is left editing.
    @discardableResult public func endEditing(_ force: Bool) -> Bool {
        guard let r = FirstResponder.current as? UIView, r.isDescendant(of: self) else { return true }
        if force, let input = r as? KeyboardTextInput {
            FirstResponder.forceResign(input)
            return true
        }
        return r.resignFirstResponder()
    }
}

extension FirstResponder {
    /// Resigns without asking the delegate (`endEditing(true)`).
    static func forceResign(_ input: KeyboardTextInput) {
        guard state.responder === input else { return }
        end(input, hidingKeyboard: true)
    }

    /// `input` stops being the first responder and ends editing; the keyboard goes down
    /// unless another text input is taking it.
    private static func end(_ input: KeyboardTextInput, hidingKeyboard: Bool) {
        state.responder = nil
        input.finishEditing()
        if hidingKeyboard { Keyboard.hide(from: input) }
    }
}
