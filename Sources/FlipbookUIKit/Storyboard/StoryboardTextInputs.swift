import Foundation
import FlipbookStoryboard

/// What the text inputs and the newer controls read from a storyboard or nib in their
/// `init?(coder:)` (docs/SEMANTICS.md "Text input"), by the attribute names Xcode writes.
extension StoryboardViews {
    static func alignment(_ o: IBObject) -> NSTextAlignment? {
        let values: [String: NSTextAlignment] = [
            "natural": .natural, "left": .left, "center": .center, "right": .right, "justified": .justified,
        ]
        return o.properties["textAlignment"].flatMap { values[$0] }
    }

    static func read(_ coder: NSCoder, into f: UITextField) {
        guard let c = coder as? StoryboardCoder else { return }
        let o = c.object
        readControl(o, into: f)
        let borders: [String: UITextField.BorderStyle] = [
            "none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect,
        ]
        // Xcode leaves `borderStyle` out for the rounded style, its default.
        f.borderStyle = o.properties["borderStyle"].flatMap { borders[$0] } ?? .roundedRect
        let modes: [String: UITextField.ViewMode] = [
            "never": .never, "whileEditing": .whileEditing, "unlessEditing": .unlessEditing, "always": .always,
        ]
        if let m = o.properties["clearButtonMode"].flatMap({ modes[$0] }) { f.clearButtonMode = m }
        if let t = o.properties["text"] ?? o.strings["text"] { f.text = t }
        if let p = o.properties["placeholder"] ?? o.strings["placeholder"] { f.placeholder = p }
        if let a = alignment(o) { f.textAlignment = a }
        if let col = color(c, "textColor") { f.textColor = col }
        if let fd = o.fonts["fontDescription"] { f.font = StoryboardValues.font(fd, size: 17) }
        if let b = o.bool("clearsOnBeginEditing") { f.clearsOnBeginEditing = b }
        if let b = o.bool("textInputTraits.secureTextEntry") ?? o.bool("secureTextEntry") { f.isSecureTextEntry = b }
        readTraits(o, keyboard: &f.keyboardType, returnKey: &f.returnKeyType, capitals: &f.autocapitalizationType)
        if let t = o.properties["textInputTraits.textContentType"] {
            f.textContentType = UITextContentType(rawValue: t)
        }
        if let b = o.bool("adjustsFontForContentSizeCategory") { f.adjustsFontForContentSizeCategory = b }
    }
}

extension StoryboardViews {
    /// The `<textInputTraits>` Xcode writes: the keyboard, the return key, capitals.
    static func readTraits(
        _ o: IBObject, keyboard: inout UIKeyboardType, returnKey: inout UIReturnKeyType,
        capitals: inout UITextAutocapitalizationType
    ) {
        let keyboards: [String: UIKeyboardType] = [
            "default": .default, "alphabet": .asciiCapable, "numbersAndPunctuation": .numbersAndPunctuation,
            "URL": .URL, "numberPad": .numberPad, "phonePad": .phonePad, "namePhonePad": .namePhonePad,
            "emailAddress": .emailAddress, "decimalPad": .decimalPad, "twitter": .twitter, "webSearch": .webSearch,
            "asciiCapableNumberPad": .asciiCapableNumberPad,
        ]
        let returns: [String: UIReturnKeyType] = [
            "default": .default, "go": .go, "google": .google, "join": .join, "next": .next, "route": .route,
            "search": .search, "send": .send, "yahoo": .yahoo, "done": .done, "emergencyCall": .emergencyCall,
            "continue": .continue,
        ]
        let caps: [String: UITextAutocapitalizationType] = [
            "none": .none, "words": .words, "sentences": .sentences, "allCharacters": .allCharacters,
        ]
        if let k = o.properties["textInputTraits.keyboardType"].flatMap({ keyboards[$0] }) { keyboard = k }
        if let r = o.properties["textInputTraits.returnKeyType"].flatMap({ returns[$0] }) { returnKey = r }
        if let c = o.properties["textInputTraits.autocapitalizationType"].flatMap({ caps[$0] }) { capitals = c }
    }
}

extension StoryboardClasses {
    /// The text inputs and newer controls a storyboard or nib makes with their
    /// `init?(coder:)` (`textField`, `textView`, `stepper`, `progressView`, `searchBar`).
    static var textInputClasses: [String: AnyClass] {
        [
            "UITextField": UITextField.self, "UITextView": UITextView.self, "UIStepper": UIStepper.self,
            "UIProgressView": UIProgressView.self, "UISearchBar": UISearchBar.self,
            "UISearchTextField": UISearchTextField.self, "UIRefreshControl": UIRefreshControl.self,
        ]
    }
}
