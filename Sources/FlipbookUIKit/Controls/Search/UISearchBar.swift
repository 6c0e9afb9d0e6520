import Foundation
import FlipbookCore

/// The search bar's field (`UISearchTextField`): a text field with a magnifying glass, 10 pt
/// corners and a `tertiarySystemFill` background.
open class UISearchTextField: UITextField {
    /// The field's height in a search bar (chosen: 36 pt).
    public static let fieldHeight: CGFloat = 36
    /// The corner radius (chosen: 10 pt).
    public static let fieldCornerRadius: CGFloat = 10

    /// `UISearchTextField(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearch()
    }

    /// `init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearch()
    }

    private func setUpSearch() {
        borderStyle = .none
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = Self.fieldCornerRadius
        clipsToBounds = true
        clearButtonMode = .whileEditing
        // The magnifying glass: a 16 pt symbol in secondaryLabel, 8 pt in, in a 30 pt wide view.
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.frame = CGRect(x: 8, y: 10, width: 16, height: 16)
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: Self.fieldHeight))
        holder.isUserInteractionEnabled = false
        holder.addSubview(glass)
        leftView = holder
        leftViewMode = .always
        attributedPlaceholder = NSAttributedString(
            string: "Search", attributes: [.foregroundColor: UIColor.secondaryLabel])
    }
}

/// What a search bar tells its delegate (`UISearchBarDelegate`); every method has UIKit's
/// default.
public protocol UISearchBarDelegate: AnyObject {
    /// May editing begin (`searchBarShouldBeginEditing(_:)`; default true)?
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began (`searchBarTextDidBeginEditing(_:)`).
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// May editing end (`searchBarShouldEndEditing(_:)`; default true)?
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended (`searchBarTextDidEndEditing(_:)`).
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The text changed by typing (`searchBar(_:textDidChange:)`).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// May typing replace `range` (`searchBar(_:shouldChangeTextIn:replacementText:)`)?
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The return (Search) key (`searchBarSearchButtonClicked(_:)`).
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button (`searchBarCancelButtonClicked(_:)`).
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The scope changed (`searchBar(_:selectedScopeButtonIndexDidChange:)`).
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// A search bar (`UISearchBar`, SEMANTICS.md §26): its search field (`searchTextField`)
/// 8 pt in from the sides, centred in the bar's 56 pt, with a Cancel button when asked. Text
/// is typed into the field (a typing script played on `searchTextField`, or on the bar), and
/// the bar's delegate hears it.
open class UISearchBar: UIView {
    /// The look (`UISearchBar.Style`).
    public enum Style: UInt, Sendable { case `default` = 0, prominent, minimal }

    /// The bar's height (chosen: 56 pt).
    public static let barHeight: CGFloat = 56
    static let margin: CGFloat = 8

    /// The field (`searchTextField`).
    public let searchTextField = UISearchTextField(frame: .zero)
    /// The delegate (`delegate`), held weakly.
    open weak var delegate: UISearchBarDelegate?
    /// The look (`searchBarStyle`; `.minimal` draws no background).
    open var searchBarStyle: Style = .default { didSet { redraw() } }
    /// The bar's colour (`barTintColor`; nil: `systemBackground`).
    open var barTintColor: UIColor? { didSet { redraw() } }
    /// Stored (`isTranslucent`, `barStyle`, `prompt`, `scopeButtonTitles`,
    /// `showsScopeBar`, `selectedScopeButtonIndex`, `showsBookmarkButton`): no scope bar is drawn.
    open var isTranslucent = true
    /// Stored.
    open var prompt: String?
    /// Stored.
    open var scopeButtonTitles: [String]?
    /// Stored.
    open var showsScopeBar = false
    /// Stored.
    open var selectedScopeButtonIndex = 0
    /// Stored.
    open var showsBookmarkButton = false
    /// Shows a Cancel button at the right (`showsCancelButton`; default false).
    open var showsCancelButton = false { didSet { redraw() } }
    let cancelButton = UIButton(type: .system)
    /// The search controller owning the bar, if any.
    weak var searchController: UISearchController?
    private let forwarder = SearchFieldForwarder()

    /// The field's text (`text`).
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The placeholder (`placeholder`; drawn in `secondaryLabel`).
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set {
            searchTextField.attributedPlaceholder = newValue.map {
                NSAttributedString(string: $0, attributes: [.foregroundColor: UIColor.secondaryLabel])
            }
        }
    }
    /// `keyboardType` of the field.
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// `returnKeyType` of the field.
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// `autocapitalizationType` of the field.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }

    /// `UISearchBar(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// `UISearchBar()`: 56 pt high, no width until laid out.
    public convenience init() { self.init(frame: .zero) }

    /// `init?(coder:)`: the text, placeholder and style a storyboard or nib describes.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        StoryboardViews.read(coder, into: self)
    }

    private func setUp() {
        forwarder.bar = self
        searchTextField.delegate = forwarder
        searchTextField.addTarget(forwarder, action: SearchFieldForwarder.changed, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.delegate?.searchBarCancelButtonClicked(self)
            }, for: .touchUpInside)
        addSubview(cancelButton)
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

    /// No natural width; 56 pt high (`intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight)
    }

    /// The bar's size for `size`: its width, 56 pt high (`sizeThatFits(_:)`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }

    /// Shows or hides the Cancel button (`setShowsCancelButton(_:animated:)`).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Plays a typing script on the field.
    public func play(_ script: TypingScript) { searchTextField.play(script) }

    /// The field becomes the first responder (`becomeFirstResponder()`).
    @discardableResult open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    /// The field resigns (`resignFirstResponder()`).
    @discardableResult open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    func redraw() {
        let b = bounds
        super.backgroundColor = searchBarStyle == .minimal ? nil : (barTintColor ?? .systemBackground)
        var right = b.maxX - Self.margin
        cancelButton.isHidden = !showsCancelButton
        if showsCancelButton {
            let size = cancelButton.intrinsicContentSize
            cancelButton.frame = CGRect(
                x: right - size.width, y: b.midY - size.height / 2, width: size.width, height: size.height)
            right = cancelButton.frame.minX - Self.margin
        }
        let h = UISearchTextField.fieldHeight
        searchTextField.frame = CGRect(
            x: b.minX + Self.margin, y: b.midY - h / 2, width: max(0, right - b.minX - Self.margin), height: h)
    }
}

/// The field's delegate inside a search bar: hands its calls to the bar's delegate, as
/// UIKit's search bar does.
final class SearchFieldForwarder: NSObject, UITextFieldDelegate {
    weak var bar: UISearchBar?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidBeginEditing(bar)
        bar.searchController?.beginSearch()
    }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }
    func textFieldDidEndEditing(_ textField: UITextField) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        guard let bar else { return true }
        return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return true
    }
    func changed() {
        guard let bar else { return }
        bar.delegate?.searchBar(bar, textDidChange: bar.searchTextField.text ?? "")
        bar.searchController?.updateResults()
    }
}

extension StoryboardViews {
    static func read(_ coder: NSCoder, into bar: UISearchBar) {
        guard let c = coder as? StoryboardCoder else { return }
        let o = c.object
        if let t = o.properties["text"] ?? o.strings["text"] { bar.text = t }
        if let p = o.properties["placeholder"] ?? o.strings["placeholder"] { bar.placeholder = p }
        let styles: [String: UISearchBar.Style] = ["default": .default, "prominent": .prominent, "minimal": .minimal]
        if let s = o.properties["searchBarStyle"].flatMap({ styles[$0] }) { bar.searchBarStyle = s }
        if let b = o.bool("showsCancelButton") { bar.showsCancelButton = b }
        if let col = color(c, "barTintColor") { bar.barTintColor = col }
    }
}
