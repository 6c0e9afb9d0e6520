import Foundation
import FlipbookCore

/// The look and layout of a button without a configuration: the per-state title, colour and
/// images, `contentEdgeInsets`, `titleEdgeInsets` and `imageEdgeInsets` (SEMANTICS.md §17).
extension UIButton {
    /// Padding above and below the title of a button whose `contentEdgeInsets` are zero
    /// (chosen: 6 pt, which gives a 15 pt title the 30 pt height UIKit's buttons have).
    static let titleVerticalPadding: CGFloat = 6
    /// The smallest side of a button whose `contentEdgeInsets` are zero (chosen: 30 pt).
    static let minimumSide: CGFloat = 30
    /// A `.close` button's circle: `tertiarySystemFill`, #767680 at 12 % (Apple's UI element
    /// colours).
    static var closeFill: UIColor { UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12) }
    /// A `.close` button's x: `secondaryLabel`, #3C3C43 at 60 % (Apple's label colours).
    static var closeMark: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6) }

    /// The types that show a circled symbol (plus or info) and no title by default.
    static let circleSymbolTypes: [ButtonType] = [.contactAdd, .infoLight, .infoDark, .detailDisclosure]
    /// Their size to fit without a title: 24 1/3 x 23 2/3 pt, what iOS 17's simulator gives
    /// `UIButton(type: .contactAdd)` (the circled plus symbol's box at the button's default
    /// symbol configuration); the info types show the circled i, the same circle, so the same
    /// box (chosen).
    static let circleSymbolButtonSize = CGSize(width: 73.0 / 3, height: 71.0 / 3)
    /// Their symbol's size: 20 pt, so that Flipbook's circle (20 of the grid's 24 units, and
    /// its stroke) is 21.8 pt across, where iOS 17's simulator draws `.contactAdd`'s circle
    /// 65 pixels (21.67 pt) across at 3x; at the default 17 pt it was 18.3 pt.
    static var circleSymbolConfiguration: UIImage.SymbolConfiguration { UIImage.SymbolConfiguration(pointSize: 20) }

    /// Rounded to the half-point grid labels measure on (UIScreen's scale 2).
    static func pixelRound(_ v: CGFloat) -> CGFloat { (v * 2).rounded() / 2 }

    func applyLegacyContent() {
        guard let titleLabel, let imageView else { return }
        let s = state
        let title = title(for: s)
        titleLabel.text = title
        titleLabel.isHidden = title?.isEmpty ?? true
        titleLabel.textColor = currentTitleColor
        subtitleLabel.isHidden = true
        let system = buttonType != .custom
        // A system button draws a bitmap left `.automatic` as a template, in its tint (UIKit's
        // documented rule for system buttons); `.alwaysOriginal` keeps its colours.
        var shown = image(for: s)
        if system, let bitmap = shown, bitmap.symbol == nil, bitmap.renderingMode == .automatic {
            // The template made last time is kept while the image is the same, so a layout
            // that sets the image again changes nothing.
            if let current = imageView.image, current.renderingMode == .alwaysTemplate,
                current.content == bitmap.content, current.isEmptyImage == bitmap.isEmptyImage
            {
                shown = current
            } else {
                shown = bitmap.withRenderingMode(.alwaysTemplate)
            }
        }
        imageView.image = shown
        imageView.isHidden = imageView.image == nil
        imageView.preferredSymbolConfiguration = lookup(symbolConfigurations, s)
        imageView.alpha = system && s.contains(.highlighted) ? 0.2 : 1
        imageView.tintColor = system && s.contains(.disabled) ? Self.disabledColor : nil
        backgroundView.image = backgroundImage(for: s)
        backgroundView.layer.cornerRadius = 0
        backgroundView.backgroundColor = nil
        if buttonType == .close {
            backgroundView.backgroundColor = Self.closeFill
            imageView.tintColor = s.contains(.disabled) ? Self.disabledColor : Self.closeMark
        }
    }

    /// The title's measured size, zero without a title.
    var titleSize: CGSize {
        guard let titleLabel, !titleLabel.isHidden else { return .zero }
        return titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// The image's size as shown, zero without an image.
    var imageSize: CGSize {
        guard let imageView, !imageView.isHidden else { return .zero }
        return imageView.shownImageSize ?? .zero
    }

    func legacySize() -> CGSize {
        if buttonType == .close { return Self.closeButtonSize }
        let t = titleSize, i = imageSize, e = contentEdgeInsets
        if Self.circleSymbolTypes.contains(buttonType), t == .zero, e == .zero { return Self.circleSymbolButtonSize }
        var w = i.width + t.width + e.left + e.right
        var h = max(i.height, t.height) + e.top + e.bottom
        if e == .zero {
            if t.height > 0 { h = max(h, t.height + 2 * Self.titleVerticalPadding) }
            w = max(w, Self.minimumSide); h = max(h, Self.minimumSide)
        }
        return CGSize(width: w, height: h)
    }

    func layOutLegacy() {
        guard let titleLabel, let imageView else { return }
        backgroundView.frame = bounds
        if buttonType == .close { backgroundView.layer.cornerRadius = min(bounds.width, bounds.height) / 2 }
        let rect = bounds.inset(by: contentEdgeInsets)
        let i = imageSize
        var t = titleSize
        if contentHorizontalAlignment == .fill {
            t.width = max(0, rect.width - i.width)
        } else {
            t.width = min(t.width, max(0, rect.width - i.width))
        }
        let total = i.width + t.width
        let x: CGFloat
        switch contentHorizontalAlignment {
        case .center: x = rect.midX - total / 2
        case .left, .leading, .fill: x = rect.minX
        case .right, .trailing: x = rect.maxX - total
        }
        func y(_ h: CGFloat) -> (CGFloat, CGFloat) {
            switch contentVerticalAlignment {
            case .center: return (rect.midY - h / 2, h)
            case .top: return (rect.minY, h)
            case .bottom: return (rect.maxY - h, h)
            case .fill: return (rect.minY, rect.height)
            }
        }
        let (iy, ih) = y(i.height), (ty, th) = y(t.height)
        imageView.frame = CGRect(x: Self.pixelRound(x), y: Self.pixelRound(iy), width: i.width, height: ih)
            .inset(by: imageEdgeInsets)
        titleLabel.frame = CGRect(
            x: Self.pixelRound(x + i.width), y: Self.pixelRound(ty), width: t.width, height: th
        ).inset(by: titleEdgeInsets)
    }
}
