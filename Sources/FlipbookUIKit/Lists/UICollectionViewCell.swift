import Foundation

/// A header, footer or cell of a collection (`UICollectionReusableView`).
open class UICollectionReusableView: UIView {
    /// The identifier it is reused under (`reuseIdentifier`).
    public internal(set) var reuseIdentifier: String?
    /// The pool the collection returns the view to (kind and identifier).
    var poolKey: String?

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// `init?(coder:)`: a storyboard's or nib's reusable view, with its reuse identifier.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        reuseIdentifier = StoryboardViews.object(coder)?.reuseIdentifier
    }

    /// How the collection makes a registered class: through the class's own `init(frame:)`
    /// (a subclass that overrides `init(frame:)` and `init?(coder:)` inherits this
    /// initializer, so its override runs, as in UIKit).
    public required convenience init(registeredWithReuseIdentifier identifier: String) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }

    /// Called before the view is handed out again (`prepareForReuse()`); call super.
    open func prepareForReuse() {}
    /// The layout's attributes, applied (`apply(_:)`).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}

/// A collection's cell (`UICollectionViewCell`): a `contentView` filling it, background and
/// selected-background views, selection state.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to put content in (`contentView`), the cell's bounds.
    public let contentView = UIView(frame: .zero)
    /// Behind the content (`backgroundView`).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview(); if let b = backgroundView { insertSubview(b, at: 0) }; setNeedsLayout()
        }
    }
    /// Behind the content while selected (`selectedBackgroundView`).
    open var selectedBackgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); updateSelection() } }
    /// Whether selected (`isSelected`).
    open var isSelected = false {
        didSet {
            updateSelection()
            if isSelected != oldValue { setNeedsUpdateConfiguration() }
        }
    }
    /// Whether highlighted (`isHighlighted`).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } } }

    /// The closure `configurationUpdateHandler` holds.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void
    /// Runs after `updateConfiguration(using:)` at each configuration update
    /// (`configurationUpdateHandler`).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// Whether an update sets `contentConfiguration` to its `updated(for:)`
    /// (`automaticallyUpdatesContentConfiguration`).
    open var automaticallyUpdatesContentConfiguration = true
    /// The state the configurations are updated for (`configurationState`): the cell's traits,
    /// selection and highlight.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }
    /// Asks for a configuration update before the next layout (`setNeedsUpdateConfiguration()`).
    open func setNeedsUpdateConfiguration() {
        configurationUpdates.request()
        setNeedsLayout()
    }
    /// Brings the configurations up to date for a state (`updateConfiguration(using:)`);
    /// override it to set `contentConfiguration` from the cell's own properties.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let c = contentConfiguration as? UIListContentConfiguration {
            contentConfiguration = c.updated(for: state)
        }
    }
    private var configurationUpdates = CellConfigurationUpdates()
    /// The modern content (`contentConfiguration`): a `UIListContentConfiguration` is shown
    /// as a 17 pt label (and a 15 pt secondary line) at 16 pt from the leading edge, with
    /// its image before it.
    open var contentConfiguration: UIContentConfiguration? { didSet { applyConfiguration() } }
    /// A list configuration to start from (`defaultContentConfiguration()` on list cells).
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
    private var configured: (text: UILabel, secondary: UILabel, image: UIImageView)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// `init?(coder:)`: a storyboard's or nib's cell; the file's content view is read onto
    /// `contentView`, which fills the cell.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.frame = bounds
        addSubview(contentView)
    }

    private func updateSelection() {
        guard let s = selectedBackgroundView else { return }
        if isSelected {
            insertSubview(s, at: backgroundView == nil ? 0 : 1)
            s.frame = bounds
        } else {
            s.removeFromSuperview()
        }
    }

    private func applyConfiguration() {
        guard let c = contentConfiguration as? UIListContentConfiguration else { return }
        if configured == nil {
            let t = UILabel(frame: .zero), d = UILabel(frame: .zero), i = UIImageView(frame: .zero)
            d.font = .systemFont(ofSize: 15)
            d.textColor = .secondaryLabel
            for v in [i, t, d] as [UIView] { contentView.addSubview(v) }
            configured = (t, d, i)
        }
        guard let parts = configured else { return }
        parts.text.text = c.text
        parts.text.font = c.textProperties.font ?? .systemFont(ofSize: 17)
        parts.text.textColor = c.textProperties.color ?? .label
        parts.secondary.text = c.secondaryText
        parts.image.image = c.image
        if let t = c.imageProperties.tintColor { parts.image.tintColor = t }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        if configurationUpdates.take() {
            let state = configurationState
            updateConfiguration(using: state)
            configurationUpdateHandler?(self, state)
        }
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        guard let parts = configured else { return }
        let h = bounds.height
        var x: CGFloat = 16
        if let img = parts.image.image {
            let s = img.size
            parts.image.frame = CGRect(x: x, y: ((h - s.height) / 2).rounded(), width: s.width, height: s.height)
            x += s.width + 16
        } else {
            parts.image.frame = .zero
        }
        let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        let t = parts.text.sizeThatFits(unbounded)
        let d = parts.secondary.text == nil ? .zero : parts.secondary.sizeThatFits(unbounded)
        let w = max(0, bounds.width - x - 16)
        let top = ((h - t.height - d.height) / 2).rounded()
        parts.text.frame = CGRect(x: x, y: top, width: w, height: t.height)
        parts.secondary.frame = CGRect(x: x, y: top + t.height, width: w, height: d.height)
    }
}
