import Foundation

/// The text being edited and its selection, in UTF-16 units as UIKit's `NSRange`s count:
/// what a text field and a text view share (replacing a range, the range a backspace
/// deletes).
struct TextEditing {
    var text = ""
    /// The selection; an empty one is the caret.
    var selection = NSRange(location: 0, length: 0)

    var length: Int { text.utf16.count }

    /// The selection clamped to the text.
    var clampedSelection: NSRange {
        let lo = min(max(0, selection.location), length)
        return NSRange(location: lo, length: min(max(0, selection.length), length - lo))
    }

    /// The range a backspace removes: the selection, else the character before the caret
    /// (a whole grapheme cluster), else nothing (nil at the start).
    var backspaceRange: NSRange? {
        let s = clampedSelection
        if s.length > 0 { return s }
        guard s.location > 0 else { return nil }
        let utf16 = text.utf16
        guard let caret = utf16.index(utf16.startIndex, offsetBy: s.location, limitedBy: utf16.endIndex),
            let at = caret.samePosition(in: text)
        else { return NSRange(location: s.location - 1, length: 1) }
        let before = text.index(before: at)
        let start = utf16.distance(from: utf16.startIndex, to: before)
        return NSRange(location: start, length: s.location - start)
    }

    /// Replaces `range` with `string` and puts the caret after it.
    mutating func replace(_ range: NSRange, with string: String) {
        let ns = NSString(string: text)
        let r = NSRange(
            location: min(range.location, ns.length),
            length: min(range.length, ns.length - min(range.location, ns.length)))
        text = ns.replacingCharacters(in: r, with: string)
        selection = NSRange(location: r.location + string.utf16.count, length: 0)
    }

    /// Sets the selection to `range`, clamped to the text.
    mutating func select(_ range: NSRange) {
        selection = range
        selection = clampedSelection
    }

    /// Puts the caret after the last character, as editing begins.
    mutating func placeCaretAtEnd() {
        selection = NSRange(location: length, length: 0)
    }

    /// The text before UTF-16 offset `offset`.
    func prefix(_ offset: Int) -> String {
        let ns = NSString(string: text)
        return ns.substring(to: min(max(0, offset), ns.length))
    }
}
