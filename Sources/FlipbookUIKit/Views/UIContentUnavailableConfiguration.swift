import Foundation

/// The description of an empty state (`UIContentUnavailableConfiguration`, iOS 17,
/// SEMANTICS.md §28.4), drawn by a `UIContentUnavailableView`, over a controller's view when
/// set as its `contentUnavailableConfiguration`.
public struct UIContentUnavailableConfiguration: UIContentConfiguration {
    /// How the content lines up (`UIContentUnavailableConfiguration.Alignment`).
    public enum Alignment: Int, Sendable {
        /// 0: centred (the default).
        case center
        /// 1: the reading direction's leading edge.
        case natural
    }

    /// The image (`image`).
    public var image: UIImage?
    /// The primary text (`text`).
    public var text: String?
    /// The primary text with attributes (`attributedText`).
    public var attributedText: NSAttributedString?
    /// The secondary text (`secondaryText`).
    public var secondaryText: String?
    /// The secondary text with attributes (`secondaryAttributedText`).
    public var secondaryAttributedText: NSAttributedString?
    /// The button's look (`button`); a button without title or image is not shown.
    public var button: UIButton.Configuration = .plain()
    /// The second button's look (`secondaryButton`).
    public var secondaryButton: UIButton.Configuration = .plain()
    /// The alignment (`alignment`; default `.center`).
    public var alignment: Alignment = .center
    /// The margins around the content (`directionalLayoutMargins`).
    public var directionalLayoutMargins = NSDirectionalEdgeInsets.zero
    /// The space between the image and the text (`imageToTextPadding`; 10, chosen).
    public var imageToTextPadding: CGFloat = 10
    /// The space between the text and the secondary text (`textToSecondaryTextPadding`; 5,
    /// chosen).
    public var textToSecondaryTextPadding: CGFloat = 5
    /// The space between the text and the button (`textToButtonPadding`; 10, chosen).
    public var textToButtonPadding: CGFloat = 10
    /// The space between the buttons (`buttonToSecondaryButtonPadding`; 8, chosen).
    public var buttonToSecondaryButtonPadding: CGFloat = 8
    /// The primary text's look (`textProperties`).
    public var textProperties = TextProperties(font: .preferredFont(forTextStyle: .title3), color: .label)
    /// The secondary text's look (`secondaryTextProperties`).
    public var secondaryTextProperties = TextProperties(
        font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
    /// The image's look (`imageProperties`).
    public var imageProperties = ImageProperties()
    /// What the button does (`buttonProperties`).
    public var buttonProperties = ButtonProperties()
    /// What the second button does (`secondaryButtonProperties`).
    public var secondaryButtonProperties = ButtonProperties()

    /// The look of a text (`UIContentUnavailableConfiguration.TextProperties`); stored.
    public struct TextProperties {
        /// The font (`font`).
        public var font: UIFont
        /// The colour (`color`).
        public var color: UIColor
        /// How lines break (`lineBreakMode`; default by word).
        public var lineBreakMode: NSLineBreakMode = .byWordWrapping
        /// The most lines, 0 for any (`numberOfLines`; default 0).
        public var numberOfLines = 0
        /// Stored (`adjustsFontSizeToFitWidth`; default false).
        public var adjustsFontSizeToFitWidth = false
        /// Stored (`minimumScaleFactor`; default 0).
        public var minimumScaleFactor: CGFloat = 0
        /// Stored (`allowsDefaultTighteningForTruncation`; default true).
        public var allowsDefaultTighteningForTruncation = true
        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }
    }

    /// The look of the image (`UIContentUnavailableConfiguration.ImageProperties`); stored.
    public struct ImageProperties {
        /// The symbol configuration (`preferredSymbolConfiguration`).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The tint, nil for the secondary label colour (`tintColor`).
        public var tintColor: UIColor?
        /// The corners' radius (`cornerRadius`; default 0).
        public var cornerRadius: CGFloat = 0
        /// The largest size, zero for none (`maximumSize`; default zero).
        public var maximumSize: CGSize = .zero
        /// Stored (`accessibilityIgnoresInvertColors`; default false).
        public var accessibilityIgnoresInvertColors = false
    }

    /// What a button does (`UIContentUnavailableConfiguration.ButtonProperties`); stored.
    public struct ButtonProperties {
        /// The action run by a tap (`primaryAction`).
        public var primaryAction: UIAction?
        /// The button's menu (`menu`).
        public var menu: UIMenu?
        /// Whether it can be tapped (`isEnabled`; default true).
        public var isEnabled = true
    }

    /// Whether this is the loading preset, which shows a spinning indicator in the image's
    /// place (Flipbook's own, read-only).
    public private(set) var isLoading = false

    private init() {}

    /// An empty configuration to fill in (`empty()`): no image, text or button.
    public static func empty() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration() }

    /// The loading preset (`loading()`): an activity indicator and the text "Loading…".
    public static func loading() -> UIContentUnavailableConfiguration {
        var c = UIContentUnavailableConfiguration()
        c.isLoading = true
        c.text = "Loading\u{2026}"
        return c
    }

    /// The no-search-results preset (`search()`): the magnifying glass symbol and the text
    /// "No Results".
    public static func search() -> UIContentUnavailableConfiguration {
        var c = UIContentUnavailableConfiguration()
        c.image = UIImage(systemName: "magnifyingglass")
        c.text = "No Results"
        return c
    }
}

/// The state a controller's content-unavailable configuration is updated for
/// (`UIContentUnavailableConfigurationState`).
public struct UIContentUnavailableConfigurationState {
    /// The controller's traits (`traitCollection`).
    public var traitCollection: UITraitCollection
    /// The search bar's text of the controller's search controller, nil without one (`searchText`).
    public var searchText: String?

    /// `UIContentUnavailableConfigurationState(traitCollection:)`.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

extension UIViewController {
    /// The state for `updateContentUnavailableConfiguration(using:)`
    /// (`contentUnavailableConfigurationState`).
    public var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        UIContentUnavailableConfigurationState(traitCollection: traitCollection)
    }

    /// Asks for `updateContentUnavailableConfiguration(using:)`
    /// (`setNeedsUpdateContentUnavailableConfiguration()`): called at once, not again while it
    /// runs.
    public func setNeedsUpdateContentUnavailableConfiguration() {
        guard !updatingContentUnavailable else { return }
        updatingContentUnavailable = true
        defer { updatingContentUnavailable = false }
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    }
}

/// A view showing a content-unavailable configuration (`UIContentUnavailableView`): a
/// centred stack of its image, texts and buttons (SEMANTICS.md §28.4,
/// UIContentUnavailableView+Layout.swift).
open class UIContentUnavailableView: UIView {
    /// The configuration shown (`configuration`).
    open var configuration: UIContentUnavailableConfiguration { didSet { rebuildParts() } }
    /// The parts of the stack, top to bottom.
    var parts: [UIView] = []

    /// `UIContentUnavailableView(configuration:)`.
    public init(configuration: UIContentUnavailableConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        rebuildParts()
    }

    /// `init?(coder:)`: a view with the empty configuration.
    public required init?(coder: NSCoder) {
        configuration = .empty()
        super.init(coder: coder)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutParts()
    }
}
