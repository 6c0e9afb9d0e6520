import Foundation
import FlipbookCore

/// A button (`UIButton`): a title label and an image view over an optional background
/// image, with a title, title colour, image and background image for each state, or a
/// `UIButton.Configuration` (iOS 15) that styles it; drawn and measured as SEMANTICS.md §17
/// says. A tap script played on the window presses it: `.touchDown`, then `.touchUpInside`
/// and `.primaryActionTriggered`.
///
/// Its content is laid out in `layoutSubviews()`, which the layout cycle runs: a change of
/// state, content or size marks the button for layout (`setNeedsLayout()`), as UIKit's does.
open class UIButton: UIControl {
    /// The kinds of button (`UIButton.ButtonType`), UIKit's raw values.
    public enum ButtonType: Int, Sendable {
        /// No styling: white title, no tint (0).
        case custom = 0
        /// Tinted title that dims when pressed (1).
        case system
        /// An info symbol (2).
        case detailDisclosure
        /// An info symbol (3).
        case infoLight
        /// An info symbol (4).
        case infoDark
        /// A plus symbol (5).
        case contactAdd
        /// A button without the system's dimming (6).
        case plain
        /// A round close button with an x (7).
        case close
        /// The pre-iOS 7 name of `.system`.
        public static let roundedRect = ButtonType.system
    }

    /// The kind given at creation (`buttonType`).
    public let buttonType: ButtonType
    /// The label of the title (`titleLabel`).
    public private(set) var titleLabel: UILabel?
    /// The view of the image (`imageView`).
    public private(set) var imageView: UIImageView?
    let subtitleLabel = UILabel()
    let backgroundView = UIImageView()

    var titles: [UInt: String] = [:]
    var titleColors: [UInt: UIColor] = [:]
    var images: [UInt: UIImage] = [:]
    var backgroundImages: [UInt: UIImage] = [:]
    var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
    private var updating = false

    /// Padding around the content (`contentEdgeInsets`; default zero).
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { update() } }
    /// Moves and resizes the title's rectangle (`titleEdgeInsets`; default zero).
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { update() } }
    /// Moves and resizes the image's rectangle (`imageEdgeInsets`; default zero).
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { update() } }
    /// Whether a `.custom` button's image darkens when pressed (`adjustsImageWhenHighlighted`);
    /// stored, not drawn.
    open var adjustsImageWhenHighlighted = true
    /// Whether the image greys when disabled (`adjustsImageWhenDisabled`); stored, not drawn.
    open var adjustsImageWhenDisabled = true
    /// The configuration that styles the button (`configuration`, iOS 15); nil for the
    /// per-state setters' look.
    open var configuration: Configuration? { didSet { update() } }
    /// Called before the button draws a new state, to adjust `configuration`
    /// (`configurationUpdateHandler`).
    open var configurationUpdateHandler: ((UIButton) -> Void)? { didSet { update() } }
    /// Whether a configured button's content changes with its state automatically
    /// (`automaticallyUpdatesConfiguration`; default true); stored.
    open var automaticallyUpdatesConfiguration = true
    /// Stored (`changesSelectionAsPrimaryAction`).
    open var changesSelectionAsPrimaryAction = false
    /// The button's menu (`menu`); stored, never shown (SEMANTICS.md §28.3).
    open var menu: UIMenu?

    /// `UIButton(type:)`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        setUp()
    }

    /// `UIButton(frame:)`: a `.custom` button.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUp()
    }

    /// `UIButton(type:primaryAction:)`.
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { apply(primaryAction) }
    }

    /// `UIButton(frame:primaryAction:)`: a `.system` button, titled and imaged by the action.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(type: .system)
        self.frame = frame
        if let primaryAction { apply(primaryAction) }
    }

    /// `UIButton(configuration:primaryAction:)`: a `.system` button styled by `configuration`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        update()  // property observers do not run in the class's own initialisers
        if let primaryAction { apply(primaryAction) }
    }

    /// `init?(coder:)`: the button a storyboard or nib describes (type, per-state titles,
    /// colours and images, font, insets, configuration).
    public required init?(coder: NSCoder) {
        buttonType = StoryboardViews.buttonType(coder)
        super.init(coder: coder)
        setUp()
        StoryboardViews.read(coder, into: self)
    }

    private func apply(_ action: UIAction) {
        addAction(action, for: .primaryActionTriggered)
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
    }

    private func setUp() {
        let title = UILabel(), image = UIImageView()
        titleLabel = title; imageView = image
        backgroundView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        addSubview(image)
        addSubview(title)
        addSubview(subtitleLabel)
        title.font = .systemFont(ofSize: Self.titleFontSize)
        if buttonType == .close {
            setImage(
                UIImage(
                    systemName: "xmark",
                    withConfiguration: UIImage.SymbolConfiguration(pointSize: 11, weight: .bold)), for: .normal)
            frame.size = Self.closeButtonSize
        } else if [.detailDisclosure, .infoLight, .infoDark].contains(buttonType) {
            setImage(
                UIImage(systemName: "info.circle", withConfiguration: Self.circleSymbolConfiguration), for: .normal)
        } else if buttonType == .contactAdd {
            setImage(
                UIImage(systemName: "plus.circle", withConfiguration: Self.circleSymbolConfiguration), for: .normal)
        }
        update()
    }

    // MARK: - Per-state content

    /// The value for `state`: its own, else the selected one for a selected state, else the
    /// normal one (UIKit's fallback).
    func lookup<V>(_ table: [UInt: V], _ state: State) -> V? {
        if let v = table[state.rawValue] { return v }
        if state.contains(.selected), let v = table[State.selected.rawValue] { return v }
        return table[State.normal.rawValue]
    }

    /// `setTitle(_:for:)`.
    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title; update() }
    /// `title(for:)`.
    open func title(for state: State) -> String? { lookup(titles, state) }
    /// `setTitleColor(_:for:)`.
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color; update() }
    /// `titleColor(for:)`: the colour set, else the button type's.
    open func titleColor(for state: State) -> UIColor? { lookup(titleColors, state) ?? defaultTitleColor(state) }
    /// `setImage(_:for:)`.
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image; update() }
    /// `image(for:)`.
    open func image(for state: State) -> UIImage? { lookup(images, state) }
    /// `setBackgroundImage(_:for:)`: stretched over the bounds.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image; update()
    }
    /// `backgroundImage(for:)`.
    open func backgroundImage(for state: State) -> UIImage? { lookup(backgroundImages, state) }
    /// `setPreferredSymbolConfiguration(_:forImageIn:)`.
    open func setPreferredSymbolConfiguration(_ c: UIImage.SymbolConfiguration?, forImageIn state: State) {
        symbolConfigurations[state.rawValue] = c; update()
    }

    /// The title shown now (`currentTitle`).
    open var currentTitle: String? { configuration?.title ?? title(for: state) }
    /// The title colour now (`currentTitleColor`).
    open var currentTitleColor: UIColor { titleColor(for: state) ?? tintColor }
    /// The image shown now (`currentImage`).
    open var currentImage: UIImage? { configuration?.image ?? image(for: state) }
    /// The background image now (`currentBackgroundImage`).
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// Legacy buttons' title font size in points (UIKit's default button font, 15 pt).
    public static let titleFontSize: CGFloat = 15
    /// A `.close` button's size (chosen, SEMANTICS.md §17).
    public static let closeButtonSize = CGSize(width: 30, height: 30)

    /// The title colour a button type gives a state (SEMANTICS.md §17).
    func defaultTitleColor(_ state: State) -> UIColor? {
        switch buttonType {
        case .custom: return .white
        default:
            if state.contains(.disabled) { return UIButton.disabledColor }
            if state.contains(.highlighted) { return tintColor.withAlphaComponent(0.2) }
            return tintColor
        }
    }

    /// Disabled content: the tertiary label colour, #3C3C43 at 30 % (Apple's `tertiaryLabel`).
    static var disabledColor: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3) }

    // MARK: - Updating

    override func stateDidChange() { update() }
    /// The tint changed: the title and symbol colours follow.
    open override func tintColorDidChange() { update() }

    /// Applies the current state's content to the subviews and lays them out.
    func update() {
        guard titleLabel != nil, !updating else { return }
        updating = true
        defer { updating = false }
        configurationUpdateHandler?(self)
        if let configuration {
            applyConfiguration(configuration)
        } else {
            applyLegacyContent()
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Asks for the configuration to be updated for the current state
    /// (`setNeedsUpdateConfiguration()`): the update handler runs and the button redraws.
    open func setNeedsUpdateConfiguration() { update() }

    /// Updates the configuration for the current state (`updateConfiguration()`): runs the
    /// `configurationUpdateHandler`.
    open func updateConfiguration() { update() }

    /// Lays out the background, image and title (`layoutSubviews()`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard titleLabel != nil else { return }
        if let configuration {
            layOutConfigured(configuration)
        } else {
            layOutLegacy()
        }
    }

    /// The natural size (`intrinsicContentSize`, SEMANTICS.md §17).
    open override var intrinsicContentSize: CGSize {
        if let configuration { return configuredSize(configuration) }
        return legacySize()
    }

    /// `sizeThatFits(_:)`: the intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// A tap's end also triggers the primary action.
    override func tapEnded(at point: CGPoint) -> Event {
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        return .primaryActionTriggered
    }
}
