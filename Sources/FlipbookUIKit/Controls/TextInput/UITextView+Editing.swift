import Foundation

/// What a text view asks and tells its delegate (`UITextViewDelegate`), a scroll view's
/// delegate too; every method has UIKit's default (allow, do nothing).
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// May editing begin (`textViewShouldBeginEditing(_:)`; default true)?
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began (`textViewDidBeginEditing(_:)`).
    func textViewDidBeginEditing(_ textView: UITextView)
    /// May editing end (`textViewShouldEndEditing(_:)`; default true)?
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended (`textViewDidEndEditing(_:)`).
    func textViewDidEndEditing(_ textView: UITextView)
    /// May typing replace `range` (UTF-16) with `text` (`textView(_:shouldChangeTextIn:replacementText:)`;
    /// default true)?
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed by typing (`textViewDidChange(_:)`).
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed (`textViewDidChangeSelection(_:)`).
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

extension UITextView: TypingTarget {
    func shouldBeginEditing() -> Bool { textDelegate?.textViewShouldBeginEditing(self) ?? true }

    func didBeginEditing() {
        editing.placeCaretAtEnd()
        redraw()
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    func shouldEndEditing() -> Bool { textDelegate?.textViewShouldEndEditing(self) ?? true }

    func finishEditing() {
        redraw()
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    /// Whether there is text (`hasText`).
    public var hasText: Bool { !editing.text.isEmpty }

    /// Types `text` at the selection (`insertText(_:)`): the delegate's
    /// `textView(_:shouldChangeTextIn:replacementText:)` may refuse it; else the text changes,
    /// `textViewDidChangeSelection` and `textViewDidChange` are called and
    /// `textDidChangeNotification` posted. The return key types "\n".
    public func insertText(_ text: String) {
        guard isEditingText else { return }
        change(editing.clampedSelection, to: text)
    }

    /// Deletes the selection or the character before the caret (`deleteBackward()`).
    public func deleteBackward() {
        guard isEditingText, let range = editing.backspaceRange else { return }
        change(range, to: "")
    }

    func change(_ range: NSRange, to string: String) {
        guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
        editing.replace(range, with: string)
        redraw()
        textDelegate?.textViewDidChangeSelection(self)
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    /// The selection, in UTF-16 units (`selectedRange`).
    public var selectedRange: NSRange {
        get { editing.clampedSelection }
        set {
            editing.select(newValue)
            redraw()
            if isEditingText { textDelegate?.textViewDidChangeSelection(self) }
        }
    }

    /// Plays a typing script on the view (`TypingScript`): it becomes the first responder,
    /// then each key arrives at its time.
    public func play(_ script: TypingScript) { playTyping(script) }
}

extension StoryboardViews {
    static func read(_ coder: NSCoder, into t: UITextView) {
        guard let c = coder as? StoryboardCoder else { return }
        let o = c.object
        if let s = o.properties["text"] ?? o.strings["text"] { t.text = s }
        if let a = alignment(o) { t.textAlignment = a }
        if let col = color(c, "textColor") { t.textColor = col }
        if let fd = o.fonts["fontDescription"] { t.font = StoryboardValues.font(fd, size: 12) }
        if let b = o.bool("editable") { t.isEditable = b }
        if let b = o.bool("selectable") { t.isSelectable = b }
    }
}
