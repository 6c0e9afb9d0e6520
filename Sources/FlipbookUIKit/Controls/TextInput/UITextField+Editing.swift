import Foundation

extension UITextField: KeyboardTextInput {
    func shouldBeginEditing() -> Bool { delegate?.textFieldShouldBeginEditing(self) ?? true }

    /// Called once the field is the first responder: UIKit's order is the delegate's
    /// `textFieldDidBeginEditing`, then `.editingDidBegin`, then the notification.
    func didBeginEditing() {
        if clearsOnBeginEditing && !editing.text.isEmpty { editing = TextEditing() }
        editing.placeCaretAtEnd()
        redraw()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    func shouldEndEditing() -> Bool { delegate?.textFieldShouldEndEditing(self) ?? true }

    func finishEditing() {
        redraw()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    // MARK: - Typing (UIKeyInput)

    /// Whether there is text (`hasText`).
    public var hasText: Bool { !editing.text.isEmpty }

    /// Types `text` at the selection (`insertText(_:)`), as the keyboard does: the delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` may refuse it; else the text
    /// changes, `.editingChanged` is sent and `textDidChangeNotification` posted. A newline is
    /// the return key.
    public func insertText(_ text: String) {
        guard isEditing else { return }
        if text == "\n" {
            pressReturn()
            return
        }
        change(editing.clampedSelection, to: text)
    }

    /// Deletes the selection or the character before the caret (`deleteBackward()`), through
    /// the delegate as typing does.
    public func deleteBackward() {
        guard isEditing, let range = editing.backspaceRange else { return }
        change(range, to: "")
    }

    func change(_ range: NSRange, to string: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else {
            return
        }
        editing.replace(range, with: string)
        redraw()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// The return key: `textFieldShouldReturn(_:)`, then, when it returns true,
    /// `.editingDidEndOnExit`; a field with an action for that event resigns, as iOS's does.
    func pressReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let resigns = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if resigns && isFirstResponder { resignFirstResponder() }
    }

    /// The clear button: `textFieldShouldClear(_:)`, then the text emptied with
    /// `.editingChanged`.
    func clearTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing { becomeFirstResponder() }
        editing = TextEditing()
        redraw()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// The selection, in UTF-16 units (Flipbook's own: UIKit's is `selectedTextRange`, a
    /// `UITextRange`); setting it while editing draws the selection.
    public var selectedRange: NSRange {
        get { editing.clampedSelection }
        set {
            editing.select(newValue)
            redraw()
            if isEditing { delegate?.textFieldDidChangeSelection(self) }
        }
    }
}
