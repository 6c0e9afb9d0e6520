import Foundation
import FlipbookCore

extension UIButton {
    /// How a button looks (`UIButton.Configuration`, iOS 15): a style (`.plain()`,
    /// `.tinted()`, `.gray()`, `.filled()`, `.borderedProminent()` ...), its title, subtitle
    /// and image, their padding, the corner style and the size class (SEMANTICS.md §17).
    public struct Configuration {
        /// The styles.
        enum Style { case plain, tinted, gray, filled }
        var style: Style

        /// The title (`title`).
        public var title: String?
        /// A second line under the title (`subtitle`).
        public var subtitle: String?
        /// The image (`image`), drawn beside or above the title by `imagePlacement`.
        public var image: UIImage?
        /// Where the image sits against the title (`imagePlacement`; default `.leading`).
        public var imagePlacement: ImagePlacement = .leading
        /// Points between the image and the title (`imagePadding`; chosen default 6).
        public var imagePadding: CGFloat = 6
        /// Points between the title and the subtitle (`titlePadding`; chosen default 2).
        public var titlePadding: CGFloat = 2
        /// The corners (`cornerStyle`; default `.dynamic`).
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class: fonts, padding and corners (`buttonSize`; default `.medium`).
        public var buttonSize: Size = .medium
        /// The text and symbol colour; nil for the style's (`baseForegroundColor`).
        public var baseForegroundColor: UIColor?
        /// The fill; nil for the style's (`baseBackgroundColor`).
        public var baseBackgroundColor: UIColor?
        /// The symbol configuration of the image (`preferredSymbolConfigurationForImage`).
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Alignment of the title and subtitle lines (`titleAlignment`; default `.automatic`,
        /// centred here).
        public var titleAlignment: TitleAlignment = .automatic
        /// Stored (`showsActivityIndicator`); not drawn.
        public var showsActivityIndicator = false
        /// The distance from the content to the bounds (`contentInsets`): the size class's
        /// default until set (`buttonSize`: medium 7, 12, 7, 12, Apple's default; mini 2, 6,
        /// small 5, 10 and large 14, 20 are Flipbook's choice), leading and trailing following
        /// the layout direction.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { explicitContentInsets ?? defaultContentInsets }
            set { explicitContentInsets = newValue }
        }
        private var explicitContentInsets: NSDirectionalEdgeInsets?
        /// Puts `contentInsets` back to the size class's (`setDefaultContentInsets()`).
        public mutating func setDefaultContentInsets() { explicitContentInsets = nil }
        /// The fill's corner radius when `cornerStyle` is `.fixed` (`background.cornerRadius`).
        public var fixedCornerRadius: CGFloat = 0

        init(style: Style) { self.style = style }

        /// No fill, tinted text (`.plain()`).
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A pale tint fill, tinted text (`.tinted()`).
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey fill, tinted text (`.gray()`).
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A tint fill, white text (`.filled()`).
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// As `.filled()` (`.borderedProminent()`).
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }
        /// As `.gray()` (`.bordered()`).
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// As `.tinted()` (`.borderedTinted()`).
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// As `.plain()` (`.borderless()`).
        public static func borderless() -> Configuration { Configuration(style: .plain) }

        /// `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Sendable {
            /// The radius `fixedCornerRadius` gives.
            case fixed = -1
            /// By the size class: as `.small` for mini and small, `.medium` for medium,
            /// `.large` for large.
            case dynamic = 0
            /// 4 pt (chosen).
            case small
            /// 6 pt (chosen).
            case medium
            /// 10 pt (chosen).
            case large
            /// Half the height.
            case capsule
        }

        /// `UIButton.Configuration.Size`.
        public enum Size: Int, Sendable {
            /// 0.
            case mini
            /// 1.
            case small
            /// The default (2).
            case medium
            /// 3.
            case large
        }

        /// `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Int, Sendable {
            /// Centred here (0).
            case automatic
            /// 1.
            case leading
            /// 2.
            case center
            /// 3.
            case trailing
        }

        /// Where the image sits (`NSDirectionalRectEdge` in UIKit).
        public enum ImagePlacement: Sendable {
            /// Before the title (the default).
            case leading
            /// After the title.
            case trailing
            /// Above.
            case top
            /// Below.
            case bottom
        }

        /// Title font size for the size class (chosen: mini 12, small 15, medium and large
        /// 17, the body size; large is semibold).
        var titleFontSize: CGFloat {
            switch buttonSize {
            case .mini: return 12
            case .small: return 15
            case .medium, .large: return 17
            }
        }
        /// The subtitle's size (chosen: 13 pt, footnote; 11 for mini and small).
        var subtitleFontSize: CGFloat { buttonSize == .mini || buttonSize == .small ? 11 : 13 }
        /// The size class's insets, vertical x horizontal: medium 7 x 12 (Apple's default
        /// content insets); mini 2 x 6, small 5 x 10, large 14 x 20 (chosen).
        var defaultContentInsets: NSDirectionalEdgeInsets {
            switch buttonSize {
            case .mini: return NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }
        /// `contentInsets` as left and right for a layout direction.
        func padding(rightToLeft: Bool) -> UIEdgeInsets {
            let c = contentInsets
            return UIEdgeInsets(
                top: c.top, left: rightToLeft ? c.trailing : c.leading, bottom: c.bottom,
                right: rightToLeft ? c.leading : c.trailing)
        }
        /// The corner radius for a button `height` points tall.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: return fixedCornerRadius
            case .small: return 4
            case .medium: return 6
            case .large: return 10
            case .capsule: return height / 2
            case .dynamic:
                switch buttonSize {
                case .mini, .small: return 4
                case .medium: return 6
                case .large: return 10
                }
            }
        }
    }

    /// The grey fill of `.gray()`: `systemGray5` in light mode (#E5E5EA, Apple's system
    /// colours).
    static var grayFill: UIColor { UIColor(hex: 0xE5E5EA) }

    /// Colours of a configured button in `state` (SEMANTICS.md §17).
    func configuredColors(_ c: Configuration) -> (foreground: UIColor, background: UIColor?) {
        let tint: UIColor = tintColor
        var fg: UIColor, bg: UIColor?
        switch c.style {
        case .plain: fg = tint; bg = nil
        case .tinted: fg = tint; bg = (c.baseBackgroundColor ?? tint).withAlphaComponent(0.15)
        case .gray: fg = tint; bg = c.baseBackgroundColor ?? Self.grayFill
        case .filled: fg = .white; bg = c.baseBackgroundColor ?? tint
        }
        if c.style != .tinted, let b = c.baseBackgroundColor { bg = b }
        if let f = c.baseForegroundColor { fg = f }
        let s = state
        if s.contains(.disabled) {
            fg = Self.disabledColor
            if bg != nil { bg = Self.closeFill }
        } else if s.contains(.highlighted) {
            if c.style == .plain { fg = fg.withAlphaComponent(0.2) } else { bg = bg.map(Self.darkened) }
        }
        return (fg, bg)
    }

    /// A pressed fill: each channel times 0.85 (chosen).
    static func darkened(_ c: UIColor) -> UIColor {
        let v = c.rgba
        return UIColor(red: v.red * 0.85, green: v.green * 0.85, blue: v.blue * 0.85, alpha: v.alpha)
    }

    func applyConfiguration(_ c: Configuration) {
        guard let titleLabel, let imageView else { return }
        let colors = configuredColors(c)
        titleLabel.text = c.title
        titleLabel.isHidden = c.title?.isEmpty ?? true
        titleLabel.font = .systemFont(ofSize: c.titleFontSize, weight: c.buttonSize == .large ? .semibold : .regular)
        titleLabel.textColor = colors.foreground
        titleLabel.textAlignment = .center
        subtitleLabel.text = c.subtitle
        subtitleLabel.isHidden = c.subtitle?.isEmpty ?? true
        subtitleLabel.font = .systemFont(ofSize: c.subtitleFontSize)
        subtitleLabel.textColor = colors.foreground
        subtitleLabel.textAlignment = .center
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        imageView.alpha = 1
        imageView.preferredSymbolConfiguration = c.preferredSymbolConfigurationForImage
        imageView.tintColor = colors.foreground
        backgroundView.image = nil
        backgroundView.backgroundColor = colors.background
        backgroundView.layer.cornerCurve = .continuous
    }

    /// The title block (title over subtitle) and the image's sizes.
    private func configuredParts(_ c: Configuration) -> (title: CGSize, subtitle: CGSize, image: CGSize) {
        let big = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        let t = titleLabel.map { $0.isHidden ? .zero : $0.sizeThatFits(big) } ?? .zero
        let s = subtitleLabel.isHidden ? .zero : subtitleLabel.sizeThatFits(big)
        return (t, s, imageSize)
    }

    private func contentSize(_ c: Configuration) -> (CGSize, CGSize, CGSize, CGSize) {
        let (t, s, i) = configuredParts(c)
        let gap = t.height > 0 && s.height > 0 ? c.titlePadding : 0
        let block = CGSize(width: max(t.width, s.width), height: t.height + gap + s.height)
        let pad = i.width > 0 && block.width > 0 ? c.imagePadding : 0
        let content: CGSize
        switch c.imagePlacement {
        case .leading, .trailing:
            content = CGSize(width: i.width + pad + block.width, height: max(i.height, block.height))
        case .top, .bottom:
            content = CGSize(width: max(i.width, block.width), height: i.height + pad + block.height)
        }
        return (content, block, t, s)
    }

    /// Whether the button lays out right to left.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    func configuredSize(_ c: Configuration) -> CGSize {
        let (content, _, _, _) = contentSize(c)
        let p = c.padding(rightToLeft: isRightToLeft)
        return CGSize(width: content.width + p.left + p.right, height: content.height + p.top + p.bottom)
    }

    func layOutConfigured(_ c: Configuration) {
        guard let titleLabel, let imageView else { return }
        backgroundView.frame = bounds
        backgroundView.layer.cornerRadius = c.cornerRadius(height: bounds.height)
        let (content, block, t, s) = contentSize(c)
        let i = imageSize
        let rect = bounds.inset(by: c.padding(rightToLeft: isRightToLeft))
        let origin = CGPoint(x: rect.midX - content.width / 2, y: rect.midY - content.height / 2)
        let pad = i.width > 0 && block.width > 0 ? c.imagePadding : 0
        var imageOrigin = origin, blockOrigin = origin
        // Leading and trailing are the other way round right to left.
        var placement = c.imagePlacement
        if isRightToLeft {
            placement = placement == .leading ? .trailing : placement == .trailing ? .leading : placement
        }
        switch placement {
        case .leading:
            imageOrigin.y += (content.height - i.height) / 2
            blockOrigin.x += i.width + pad; blockOrigin.y += (content.height - block.height) / 2
        case .trailing:
            imageOrigin.x += block.width + pad; imageOrigin.y += (content.height - i.height) / 2
            blockOrigin.y += (content.height - block.height) / 2
        case .top:
            imageOrigin.x += (content.width - i.width) / 2
            blockOrigin.x += (content.width - block.width) / 2; blockOrigin.y += i.height + pad
        case .bottom:
            imageOrigin.x += (content.width - i.width) / 2; imageOrigin.y += block.height + pad
            blockOrigin.x += (content.width - block.width) / 2
        }
        let r = Self.pixelRound
        imageView.frame = CGRect(x: r(imageOrigin.x), y: r(imageOrigin.y), width: i.width, height: i.height)
        titleLabel.frame = CGRect(x: r(blockOrigin.x), y: r(blockOrigin.y), width: block.width, height: t.height)
        let gap = t.height > 0 && s.height > 0 ? c.titlePadding : 0
        subtitleLabel.frame = CGRect(
            x: r(blockOrigin.x), y: r(blockOrigin.y + t.height + gap), width: block.width, height: s.height)
    }
}
