import Foundation

extension NSAttributedString.Key {
    /// The run's `UIFont` (`NSAttributedString.Key.font`, UIKit's "NSFont").
    public static let font = NSAttributedString.Key("NSFont")
    /// The run's `UIColor` (`NSAttributedString.Key.foregroundColor`, "NSColor").
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// Accepted and ignored (`NSAttributedString.Key.kern`, "NSKern").
    public static let kern = NSAttributedString.Key("NSKern")
}

extension UILabel {
    /// The text with its style (`attributedText`). One style per label here (SEMANTICS.md
    /// §14): setting it sets `text` to the string, and `font` and `textColor` to the first
    /// character's `.font` and `.foregroundColor` when it has them; other attributes and
    /// later runs are ignored (documented difference). Reading it gives the text with the
    /// label's font and colour.
    public var attributedText: NSAttributedString? {
        get {
            guard let text else { return nil }
            return NSAttributedString(
                string: text, attributes: [.font: font as Any, .foregroundColor: textColor as Any])
        }
        set {
            guard let value = newValue else { text = nil; return }
            if value.length > 0 {
                let attributes = value.attributes(at: 0, effectiveRange: nil)
                if let f = attributes[.font] as? UIFont { font = f }
                if let c = attributes[.foregroundColor] as? UIColor { textColor = c }
            }
            text = value.string
        }
    }
}
