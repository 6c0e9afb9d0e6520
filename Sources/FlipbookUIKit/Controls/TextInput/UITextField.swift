import Foundation
import FlipbookCore
import FlipbookText

/// A one-line editable text (`UITextField`), drawn as iOS 17 draws it (SEMANTICS.md "Text
/// input"): its border style, the text or the placeholder in `placeholderText`, the clear
/// button, the left and right views, and while editing the caret or the selection. Typing is
/// played by a script (`play(_:)` with a `TypingScript`), through the delegate's calls and the
/// editing events, and the keyboard appears while it is the first responder (`Keyboard`).
open class UITextField: UIControl {
    /// The border (`UITextField.BorderStyle`), UIKit's raw values.
    public enum BorderStyle: Int, Sendable {
        /// No border (the default for a field made in code).
        case none = 0
        /// A 1-point black rectangle.
        case line
        /// A 1-point grey rectangle.
        case bezel
        /// A rounded rectangle with a hairline border on the background (Interface Builder's
        /// default).
        case roundedRect
    }

    /// When an overlay view shows (`UITextField.ViewMode`), UIKit's raw values.
    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    /// Why editing ended (`UITextField.DidEndEditingReason`).
    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0
        case cancelled
    }

    /// Posted when editing begins (`UITextField.textDidBeginEditingNotification`).
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted after each change of the text by typing (`textDidChangeNotification`).
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when editing ends (`textDidEndEditingNotification`).
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// The rounded style's corner radius (chosen: 5 pt).
    public static let roundedCornerRadius: CGFloat = 5
    /// The text's inset from a bordered field's left and right edges (chosen: 7 pt).
    public static let borderedTextInset: CGFloat = 7
    /// The caret's width (chosen: 2 pt).
    public static let caretWidth: CGFloat = 2
    /// The clear button's side (chosen: 19 pt) and its inset from the right edge of a bordered
    /// field (6 pt).
    public static let clearButtonSide: CGFloat = 19
    static let clearButtonInset: CGFloat = 6

    // MARK: - Text

    var editing = TextEditing()
    /// Whether the rounded style set the layer's corner radius (another style then resets it;
    /// an app's own radius on a field without a border is left alone).
    var roundedCornersApplied = false

    /// The text (`text`); reads "" when empty, as UIKit's does. Setting it moves the caret to
    /// the end and sends no event.
    open var text: String? {
        get { editing.text }
        set {
            editing.text = newValue ?? ""
            editing.selection = NSRange(location: editing.length, length: 0)
            redraw()
        }
    }
    /// The text with the field's font and colour (`attributedText`); setting it takes the
    /// string, and the first run's font and colour (as `UILabel` does).
    open var attributedText: NSAttributedString? {
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
    /// Shown in `placeholderText` while the text is empty (`placeholder`).
    open var placeholder: String? { didSet { redraw() } }
    /// The placeholder with a style (`attributedPlaceholder`): its string, and its first
    /// run's colour and font when given.
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0, attributes: [.foregroundColor: placeholderColor]) } }
        set {
            placeholderColor = .placeholderText
            placeholderFont = nil
            if let v = newValue, v.length > 0 {
                let a = v.attributes(at: 0, effectiveRange: nil)
                if let c = a[.foregroundColor] as? UIColor { placeholderColor = c }
                if let f = a[.font] as? UIFont { placeholderFont = f }
            }
            placeholder = newValue?.string
        }
    }
    var placeholderColor: UIColor = .placeholderText
    var placeholderFont: UIFont?
    /// The font (`font`; default the system font at 17 pt; nil restores it).
    open var font: UIFont? {
        get { storedFont }
        set { storedFont = newValue ?? .systemFont(ofSize: 17); redraw(); invalidateIntrinsicContentSize() }
    }
    private var storedFont: UIFont = .systemFont(ofSize: 17)
    /// The text's colour (`textColor`; default `label`; nil restores it).
    open var textColor: UIColor? {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label; redraw() }
    }
    private var storedTextColor: UIColor = .label
    /// The alignment (`textAlignment`; default `.natural`).
    open var textAlignment: NSTextAlignment = .natural { didSet { redraw() } }
    /// The border (`borderStyle`; default `.none`).
    open var borderStyle: BorderStyle = .none {
        didSet {
            redraw()
            invalidateIntrinsicContentSize()
        }
    }
    /// Accepted and ignored: the font is never shrunk (`adjustsFontSizeToFitWidth`).
    open var adjustsFontSizeToFitWidth = false
    /// Accepted and ignored (`minimumFontSize`).
    open var minimumFontSize: CGFloat = 0
    /// Empties the field when editing begins (`clearsOnBeginEditing`; default false).
    open var clearsOnBeginEditing = false
    /// Scales a preferred font with the text size (`adjustsFontForContentSizeCategory`).
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { font = storedFont.adjusted(to: traitCollection) } }
    }
    /// The delegate (`delegate`), held weakly.
    open weak var delegate: UITextFieldDelegate?
    /// Stored (`background`, `disabledBackground`): images are not drawn behind the text.
    open var background: UIImage?
    /// Stored (`disabledBackground`).
    open var disabledBackground: UIImage?
    /// Stored (`allowsEditingTextAttributes`).
    open var allowsEditingTextAttributes = false
    /// Stored (`typingAttributes`).
    open var typingAttributes: [NSAttributedString.Key: Any]?
    /// Stored (`defaultTextAttributes`).
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Whether the field is being edited (`isEditing`).
    open var isEditing: Bool { isFirstResponder }

    // MARK: - Overlay views

    /// When the clear button shows (`clearButtonMode`; default `.never`); only with text.
    open var clearButtonMode: ViewMode = .never { didSet { redraw() } }
    /// A view at the left edge (`leftView`), shown by `leftViewMode`.
    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView { oldValue?.removeFromSuperview() }
            redraw()
        }
    }
    /// When the left view shows (`leftViewMode`; default `.never`).
    open var leftViewMode: ViewMode = .never { didSet { redraw() } }
    /// A view at the right edge (`rightView`), shown by `rightViewMode`.
    open var rightView: UIView? {
        didSet {
            if oldValue !== rightView { oldValue?.removeFromSuperview() }
            redraw()
        }
    }
    /// When the right view shows (`rightViewMode`; default `.never`).
    open var rightViewMode: ViewMode = .never { didSet { redraw() } }

    // MARK: - Input traits (stored)

    /// `keyboardType` (stored).
    open var keyboardType: UIKeyboardType = .default
    /// `returnKeyType` (stored).
    open var returnKeyType: UIReturnKeyType = .default
    /// `autocapitalizationType` (stored; typed text is kept as typed).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// `autocorrectionType` (stored).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// `spellCheckingType` (stored).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// `smartQuotesType` (stored).
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// `smartDashesType` (stored).
    open var smartDashesType: UITextSmartDashesType = .default
    /// `smartInsertDeleteType` (stored).
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// `keyboardAppearance` (stored).
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// `enablesReturnKeyAutomatically` (stored).
    open var enablesReturnKeyAutomatically = false
    /// Shows each character as a bullet, "•" (`isSecureTextEntry`; default false).
    open var isSecureTextEntry = false { didSet { redraw() } }
    /// `textContentType` (stored).
    open var textContentType: UITextContentType?
    /// The view above the keyboard (`inputAccessoryView`; stored, not drawn).
    open override var inputAccessoryView: UIView? {
        get { accessory }
        set { accessory = newValue }
    }
    private var accessory: UIView?
    /// A view instead of the keyboard (`inputView`; stored, not drawn).
    open override var inputView: UIView? {
        get { input }
        set { input = newValue }
    }
    private var input: UIView?

    // MARK: - Views

    let clipView = UIView()
    let textLabel = UILabel()
    let caretView = UIView()
    let selectionView = UIView()
    let clearButton = UIButton(type: .custom)

    /// `UITextField(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// `init?(coder:)`: the text, placeholder, font, colour, alignment, border and modes a
    /// storyboard or nib describes.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        StoryboardViews.read(coder, into: self)
        redraw()
    }

    private func setUp() {
        clipView.clipsToBounds = true
        clipView.isUserInteractionEnabled = false
        selectionView.isHidden = true
        caretView.isHidden = true
        for v in [selectionView, textLabel, caretView] { clipView.addSubview(v) }
        addSubview(clipView)
        clearButton.setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal)
        clearButton.tintColor = .tertiaryLabel
        clearButton.isHidden = true
        clearButton.addAction(UIAction { [weak self] _ in self?.clearTapped() }, for: .touchUpInside)
        addSubview(clearButton)
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

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        redraw()
    }

    override func traitsDidChange() {
        super.traitsDidChange()
        if adjustsFontForContentSizeCategory { storedFont = storedFont.adjusted(to: traitCollection) }
        redraw()
    }

    /// The background (`backgroundColor`; default nil). The rounded style fills the
    /// border's inside with `systemBackground` while it is nil, as iOS draws it.
    open override var backgroundColor: UIColor? {
        get { ownBackground }
        set {
            ownBackground = newValue
            applyBackground()
        }
    }
    private var ownBackground: UIColor?

    func applyBackground() {
        super.backgroundColor = ownBackground ?? (borderStyle == .roundedRect ? .systemBackground : nil)
    }

    /// A tap begins editing (the field becomes the first responder).
    override func tapEnded(at point: CGPoint) -> Event {
        becomeFirstResponder()
        return []
    }

    /// A field can take the keyboard while enabled (`canBecomeFirstResponder`).
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// The natural size: no natural width; the line's height rounded up, plus 13 pt for the
    /// rounded style, and at least 34 pt there (Interface Builder's height for a rounded field
    /// with the 17 pt system font, and, at 34 to 34⅔, for one with the 14 pt font in 31
    /// public documents of Xcode 10 to 15: a smaller font does not make the field shorter), or
    /// 2 pt for the line and bezel styles (chosen).
    open override var intrinsicContentSize: CGSize {
        let line = ceil(storedFont.lineHeight)
        let height: CGFloat
        switch borderStyle {
        case .roundedRect: height = max(Self.roundedMinimumHeight, line + 13)
        case .none: height = line
        default: height = line + 2
        }
        return CGSize(width: UIView.noIntrinsicMetric, height: height)
    }

    /// The least natural height of a rounded field.
    static let roundedMinimumHeight: CGFloat = 34

    // MARK: - Rectangles (overridable, as apps pad their fields)

    /// The border's rectangle (`borderRect(forBounds:)`): the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The text's rectangle when not editing (`textRect(forBounds:)`): the bounds less the
    /// border's inset (7 pt each side with a border, none without) and the overlay views shown.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset = borderStyle == .none ? 0 : Self.borderedTextInset
        var r = bounds.insetBy(dx: inset, dy: 0)
        if let left = shownLeftView {
            let l = leftViewRect(forBounds: bounds)
            r.size.width -= max(0, l.maxX - r.minX)
            r.origin.x = max(r.minX, l.maxX)
            _ = left
        }
        if shownRightView != nil {
            let rr = rightViewRect(forBounds: bounds)
            r.size.width = max(0, min(r.maxX, rr.minX) - r.minX)
        } else if showsClearButton {
            let c = clearButtonRect(forBounds: bounds)
            r.size.width = max(0, min(r.maxX, c.minX) - r.minX)
        }
        r.size.width = max(0, r.width)
        return r
    }

    /// The text's rectangle while editing (`editingRect(forBounds:)`): `textRect(forBounds:)`.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The placeholder's rectangle (`placeholderRect(forBounds:)`): `textRect(forBounds:)`.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button's rectangle (`clearButtonRect(forBounds:)`): a 19 pt square centred
    /// vertically, 6 pt in from the right edge with a border, at the edge without.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = Self.clearButtonSide
        let inset = borderStyle == .none ? 0 : Self.clearButtonInset
        return CGRect(x: bounds.maxX - inset - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// The left view's rectangle (`leftViewRect(forBounds:)`): its own size (its frame's, or
    /// its intrinsic size), at the left edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView.map(Self.overlaySize) ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The right view's rectangle (`rightViewRect(forBounds:)`): as the left's, at the right edge.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView.map(Self.overlaySize) ?? .zero
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Draws the text in `rect` (`drawText(in:)`): the text is a label here; not called.
    open func drawText(in rect: CGRect) {}
    /// Draws the placeholder in `rect` (`drawPlaceholder(in:)`); not called.
    open func drawPlaceholder(in rect: CGRect) {}
}
