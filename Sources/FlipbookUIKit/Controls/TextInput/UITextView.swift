import Foundation
import FlipbookCore
import FlipbookText

/// The box a text view lays its text out in (`NSTextContainer`): its line fragment padding
/// and line limit are read by the text view.
open class NSTextContainer: NSObject {
    /// The inset of each line from the container's sides, in points (`lineFragmentPadding`;
    /// default 5, UIKit's).
    open var lineFragmentPadding: CGFloat = 5 { didSet { owner?.redraw() } }
    /// The most lines shown, 0 for no limit (`maximumNumberOfLines`).
    open var maximumNumberOfLines = 0 { didSet { owner?.redraw() } }
    /// How the last line breaks (`lineBreakMode`; default `.byWordWrapping`).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { owner?.redraw() } }
    /// The container's size (`size`); stored.
    open var size: CGSize = .zero
    /// Stored (`widthTracksTextView`, `heightTracksTextView`).
    open var widthTracksTextView = true
    /// Stored.
    open var heightTracksTextView = false
    weak var owner: UITextView?

    /// `NSTextContainer(size:)`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// `NSTextContainer()`.
    public override convenience init() { self.init(size: .zero) }
}

/// An editable, scrollable, multi-line text (`UITextView`), a scroll view (SEMANTICS.md §26):
/// the text wraps inside `textContainerInset` and the container's line fragment padding,
/// typing runs through the delegate as a text field's does, and the return key types a line
/// break.
open class UITextView: UIScrollView {
    /// Posted when editing begins (`UITextView.textDidBeginEditingNotification`).
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted after each change by typing (`textDidChangeNotification`).
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when editing ends (`textDidEndEditingNotification`).
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    var editing = TextEditing()

    /// The text (`text`; "" when empty). Setting it moves the caret to the end and sends nothing.
    open var text: String! {
        get { editing.text }
        set {
            editing.text = newValue ?? ""
            editing.selection = NSRange(location: editing.length, length: 0)
            redraw()
        }
    }
    /// The text with the view's font and colour (`attributedText`); setting it takes the
    /// string and the first run's font and colour.
    open var attributedText: NSAttributedString! {
        get {
            NSAttributedString(
                string: editing.text, attributes: [.font: font as Any, .foregroundColor: textColor as Any])
        }
        set {
            if let v = newValue, v.length > 0 {
                let a = v.attributes(at: 0, effectiveRange: nil)
                if let f = a[.font] as? UIFont { font = f }
                if let c = a[.foregroundColor] as? UIColor { textColor = c }
            }
            text = newValue?.string
        }
    }
    /// The font (`font`; default the system font at 12 pt, UIKit's; nil restores it).
    open var font: UIFont? {
        get { storedFont }
        set { storedFont = newValue ?? .systemFont(ofSize: 12); redraw() }
    }
    private var storedFont: UIFont = .systemFont(ofSize: 12)
    /// The text's colour (`textColor`; default `label`).
    open var textColor: UIColor? {
        get { storedColor }
        set { storedColor = newValue ?? .label; redraw() }
    }
    private var storedColor: UIColor = .label
    /// The alignment (`textAlignment`; default `.natural`).
    open var textAlignment: NSTextAlignment = .natural { didSet { redraw() } }
    /// Whether typing changes it (`isEditable`; default true).
    open var isEditable = true
    /// Whether text can be selected (`isSelectable`; default true).
    open var isSelectable = true
    /// The text's inset from the bounds (`textContainerInset`; default 8 pt above and below,
    /// UIKit's).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet {
            redraw()
            invalidateIntrinsicContentSize()
        }
    }
    /// The container (`textContainer`).
    public let textContainer: NSTextContainer
    /// Scales a preferred font with the text size (`adjustsFontForContentSizeCategory`).
    open var adjustsFontForContentSizeCategory = false
    /// Stored (`dataDetectorTypes`, `allowsEditingTextAttributes`, `typingAttributes`,
    /// `linkTextAttributes`).
    open var allowsEditingTextAttributes = false
    /// Stored.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// Stored.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    /// The delegate (`delegate` as a `UITextViewDelegate`).
    var textDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }
    /// Whether it is being edited.
    var isEditingText: Bool { isFirstResponder }

    // Input traits (stored).
    /// `keyboardType` (stored).
    open var keyboardType: UIKeyboardType = .default
    /// `returnKeyType` (stored).
    open var returnKeyType: UIReturnKeyType = .default
    /// `autocapitalizationType` (stored).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// `autocorrectionType` (stored).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// `spellCheckingType` (stored).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// `keyboardAppearance` (stored).
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// `textContentType` (stored).
    open var textContentType: UITextContentType?
    /// `isSecureTextEntry` (stored; not drawn as bullets in a text view).
    open var isSecureTextEntry = false
    /// The view above the keyboard (`inputAccessoryView`; stored, not drawn).
    open override var inputAccessoryView: UIView? {
        get { accessory }
        set { accessory = newValue }
    }
    private var accessory: UIView?
    /// A view instead of the keyboard (`inputView`; stored).
    open override var inputView: UIView? {
        get { input }
        set { input = newValue }
    }
    private var input: UIView?

    let textLabel = UILabel()
    let caretView = UIView()

    /// `UITextView(frame:textContainer:)`.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer()
        super.init(frame: frame)
        setUp()
    }

    /// `UITextView(frame:)`.
    public convenience override init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

    /// `init?(coder:)`: the text, font, colour and flags a storyboard or nib describes.
    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer()
        super.init(coder: coder)
        setUp()
        StoryboardViews.read(coder, into: self)
        redraw()
    }

    private func setUp() {
        textContainer.owner = self
        if backgroundColor == nil { backgroundColor = .systemBackground }
        textLabel.numberOfLines = 0
        textLabel.lineBreakMode = .byWordWrapping
        caretView.isHidden = true
        caretView.isUserInteractionEnabled = false
        addSubview(textLabel)
        addSubview(caretView)
        redraw()
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            redraw()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        redraw()
    }

    /// A text view takes the keyboard while editable (`canBecomeFirstResponder`).
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// With scrolling off, the text's height for the current width plus the insets (a
    /// self-sizing text view); with it on, no natural size.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return CGSize(
            width: UIView.noIntrinsicMetric,
            height: ceil(max(textHeight(), storedFont.lineHeight)) + textContainerInset.top + textContainerInset.bottom)
    }

    /// The width lines wrap in.
    var lineWidth: CGFloat {
        max(
            0,
            bounds.width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
    }

    func measure(_ s: String) -> TextMeasurement? {
        guard !s.isEmpty else { return nil }
        return try? TextLayout.measure(
            TextContent(text: s, font: storedFont.fontDescription, numberOfLines: 0, lineBreak: .wordWrap),
            maxWidth: Double(lineWidth))
    }

    func textHeight() -> CGFloat { CGFloat(measure(editing.text)?.size.height ?? 0) }

    /// Lays the text and the caret out again.
    func redraw() {
        let x = textContainerInset.left + textContainer.lineFragmentPadding
        let h = ceil(textHeight())
        textLabel.text = editing.text
        textLabel.font = storedFont
        textLabel.textColor = storedColor
        textLabel.textAlignment = textAlignment
        textLabel.numberOfLines = textContainer.maximumNumberOfLines
        textLabel.frame = CGRect(x: x, y: textContainerInset.top, width: lineWidth, height: h)
        contentSize = CGSize(width: bounds.width, height: h + textContainerInset.top + textContainerInset.bottom)
        invalidateIntrinsicContentSize()
        guard isEditingText, editing.clampedSelection.length == 0 else {
            caretView.isHidden = true
            return
        }
        // The caret: after the last line of the text before it (simplified: a line that
        // wraps puts the caret at the end of the unwrapped run, capped at the line's width).
        let prefix = editing.prefix(editing.clampedSelection.location)
        let lineHeight = storedFont.lineHeight
        let lines = prefix.split(separator: "\n", omittingEmptySubsequences: false)
        let last = String(lines.last ?? "")
        let before = lines.dropLast().joined(separator: "\n")
        var y = textContainerInset.top
        if !lines.dropLast().isEmpty { y += CGFloat(measure(before + "\n.")?.size.height ?? 0) - lineHeight }
        var cx = x
        if let m = measure(last) {
            let wrappedLines = max(1, m.lineCount)
            y += CGFloat(wrappedLines - 1) * lineHeight
            let single = try? TextLayout.measure(
                TextContent(text: last, font: storedFont.fontDescription), maxWidth: nil)
            cx += min(CGFloat(single?.size.width ?? 0), lineWidth)
        }
        caretView.isHidden = false
        caretView.backgroundColor = tintColor ?? .systemBlue
        caretView.frame = CGRect(x: cx, y: y, width: UITextField.caretWidth, height: ceil(lineHeight))
    }
}
