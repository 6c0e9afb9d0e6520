import Foundation
import FlipbookCore
import FlipbookStoryboard

/// The file's values as UIKit's: colours, fonts, content modes, alignments.
enum StoryboardValues {
    /// A colour: components as written (every colour space is drawn as sRGB, **chosen**:
    /// Display P3 and calibrated components are taken as sRGB values); a system colour from the
    /// values Xcode wrote into the file's resources, else Flipbook's own; a named colour from
    /// the asset catalog, else the file's resources. Nil when none of those has it.
    static func color(_ c: IBColor, document: IBDocument?, bundle: Bundle?) -> UIColor? {
        switch c {
        case let .rgb(r, g, b, a, _): return UIColor(red: r, green: g, blue: b, alpha: a)
        case let .white(w, a, _): return UIColor(white: w, alpha: a)
        case let .system(name):
            if let v = document?.systemColors[name] {
                if case .system = v {} else { return color(v, document: nil, bundle: bundle) }
            }
            return systemColors[name]
        case let .named(name):
            if let found = AssetCatalog.color(named: name, bundle: bundle) { return found }
            if let v = document?.namedColors[name] { return color(v, document: nil, bundle: bundle) }
            return nil
        }
    }

    /// The system colours Xcode may name without writing their values, light appearance.
    static var systemColors: [String: UIColor] {
        [
            "systemBackgroundColor": .white, "labelColor": .black, "darkTextColor": .black, "textColor": .black,
            "lightTextColor": UIColor(white: 1, alpha: 0.6), "groupTableViewBackgroundColor": UIColor(hex: 0xF2F2F7),
            "secondaryLabelColor": UIColor(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, alpha: 0.6),
            "tertiaryLabelColor": UIColor(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, alpha: 0.3),
            "secondarySystemBackgroundColor": UIColor(hex: 0xF2F2F7), "tertiarySystemBackgroundColor": .white,
            "systemGroupedBackgroundColor": UIColor(hex: 0xF2F2F7),
            "separatorColor": UIColor(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, alpha: 0.29),
            "systemBlueColor": .systemBlue, "systemRedColor": .systemRed, "systemGreenColor": .systemGreen,
            "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow, "systemPinkColor": .systemPink,
            "systemPurpleColor": .systemPurple, "systemTealColor": .systemTeal, "systemIndigoColor": .systemIndigo,
            "systemGrayColor": .systemGray, "tintColor": .systemBlue, "clearColor": .clear, "whiteColor": .white,
            "blackColor": .black,
        ]
    }

    /// A font: system fonts at their size and weight, custom fonts by name (UIFont's fallback
    /// for names Flipbook does not have), text styles at the default content size.
    /// The font of a `<fontDescription>`; a size of 0 (Xcode's "the default size", written for
    /// a styled cell's labels) is `size`, the size the view already has.
    static func font(_ f: IBFont, size: CGFloat) -> UIFont {
        guard f.pointSize == 0, f.kind != .textStyle else { return font(f) }
        var sized = f
        sized.pointSize = Double(size)
        return font(sized)
    }

    static func font(_ f: IBFont) -> UIFont {
        if f.pointSize == 0 && f.kind != .textStyle { return font(f, size: UIFont.labelFontSize) }
        switch f.kind {
        case .system:
            let weights: [String: UIFont.Weight] = [
                "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
                "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
            ]
            return .systemFont(ofSize: CGFloat(f.pointSize), weight: f.weight.flatMap { weights[$0] } ?? .regular)
        case .boldSystem: return .boldSystemFont(ofSize: CGFloat(f.pointSize))
        case .italicSystem: return .italicSystemFont(ofSize: CGFloat(f.pointSize))
        case .custom:
            return UIFont(name: f.name ?? "", size: CGFloat(f.pointSize)) ?? .systemFont(ofSize: CGFloat(f.pointSize))
        case .textStyle:
            let styles: [String: UIFont.TextStyle] = [
                "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1,
                "UICTFontTextStyleTitle2": .title2, "UICTFontTextStyleTitle3": .title3,
                "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
                "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline,
                "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1,
                "UICTFontTextStyleCaption2": .caption2,
            ]
            return .preferredFont(forTextStyle: styles[f.textStyle ?? ""] ?? .body)
        }
    }

    static func contentMode(_ s: String) -> UIView.ContentMode? {
        let modes: [String: UIView.ContentMode] = [
            "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
            "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
            "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
        ]
        return modes[s]
    }

    static func alignment(_ s: String) -> NSTextAlignment? {
        ["left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural][s]
    }

    static func lineBreak(_ s: String) -> NSLineBreakMode? {
        [
            "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clipping": .byClipping,
            "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail,
            "middleTruncation": .byTruncatingMiddle,
        ][s]
    }

    static func presentationStyle(_ s: String) -> UIModalPresentationStyle? {
        [
            "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
            "currentContext": .currentContext,
            "custom": .custom, "overFullScreen": .overFullScreen, "overCurrentContext": .overCurrentContext,
            "popover": .popover, "blurOverFullScreen": .blurOverFullScreen, "automatic": .automatic,
        ][s]
    }

    static func transitionStyle(_ s: String) -> UIModalTransitionStyle? {
        [
            "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal, "crossDissolve": .crossDissolve,
            "partialCurl": .partialCurl,
        ][s]
    }

    /// Sets what every view reads from its coder (UIView's inspector), then the class's own:
    /// a label's text, font, colour, alignment, lines; an image view's image.
    static func apply(_ coder: StoryboardCoder, to view: UIView) {
        let o = coder.object
        if let f = o.frame { view.frame = CGRect(x: f.x, y: f.y, width: f.width, height: f.height) }
        view.tag = o.tag
        view.alpha = CGFloat(o.alpha)
        view.isHidden = o.isHidden
        view.clipsToBounds = o.clipsSubviews
        view.isUserInteractionEnabled = o.userInteractionEnabled
        if let opaque = o.bool("opaque") { view.isOpaque = opaque }
        if let m = o.contentMode.flatMap(contentMode) { view.contentMode = m }
        if let id = o.properties["accessibility.identifier"] { view.accessibilityIdentifier = id }
        applyLayout(o, to: view)
        let doc = coder.document, bundle = coder.bundle
        if let c = o.colors["backgroundColor"] { view.backgroundColor = color(c, document: doc, bundle: bundle) }
        if let c = o.colors["tintColor"] { view.tintColor = color(c, document: doc, bundle: bundle) }
        if let label = view as? UILabel {
            label.isUserInteractionEnabled = o.bool("userInteractionEnabled") ?? false
            label.text = o.text
            if let f = o.fonts["fontDescription"] { label.font = font(f, size: label.font.pointSize) }
            if let c = o.colors["textColor"], let ui = color(c, document: doc, bundle: bundle) { label.textColor = ui }
            if let a = o.properties["textAlignment"].flatMap(alignment) { label.textAlignment = a }
            if let b = o.properties["lineBreakMode"].flatMap(lineBreak) { label.lineBreakMode = b }
            if let n = o.number("numberOfLines") { label.numberOfLines = Int(n) }
            if let s = o.number("minimumScaleFactor") { label.minimumScaleFactor = CGFloat(s) }
            label.adjustsFontSizeToFitWidth = o.bool("adjustsFontSizeToFit") ?? false
            label.isEnabled = o.bool("enabled") ?? true
            if let w = o.number("preferredMaxLayoutWidth") { label.preferredMaxLayoutWidth = CGFloat(w) }
            if o.text == nil, let text = o.strings["attributedText"] {
                // An attributed text: its string, with its first fragment's font, colour and
                // alignment over the whole label.
                label.text = text
                if let f = o.fonts["attributedText"] { label.font = font(f, size: label.font.pointSize) }
                if let c = o.colors["attributedText"], let ui = color(c, document: doc, bundle: bundle) {
                    label.textColor = ui
                }
                if let a = o.properties["attributedText.alignment"].flatMap(alignment) { label.textAlignment = a }
            }
        }
        if let imageView = view as? UIImageView {
            imageView.isUserInteractionEnabled = o.bool("userInteractionEnabled") ?? false
            if let name = o.image {
                // `catalog="system"` (on the image view, or on its `<imageReference>`): an SF
                // Symbol, Flipbook's drawing of it (§17).
                let system =
                    o.properties["image.catalog"] == "system" || o.properties["catalog"] == "system"
                    || doc.systemImages.contains(name)
                imageView.image =
                    system ? UIImage(systemName: name) : UIImage(named: name, in: bundle, compatibleWith: nil)
            }
            if let name = o.properties["highlightedImage"] {
                imageView.highlightedImage = UIImage(named: name, in: bundle, compatibleWith: nil)
            }
        }
    }

    /// Auto Layout's part of a view: whether its frame is an input (`translatesAutoresizingMask
    /// IntoConstraints="NO"` turns that off), its autoresizing mask, content hugging and
    /// compression resistance (Interface Builder writes 251 and 750 for a label's, and leaves
    /// out 250 and 750, UIView's defaults), and its layout margins.
    static func applyLayout(_ o: IBObject, to view: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = o.translatesAutoresizingMaskIntoConstraints
        if let m = o.autoresizingMask { view.autoresizingMask = UIView.AutoresizingMask(rawValue: UInt(m.rawValue)) }
        let priorities: [(String, NSLayoutConstraint.Axis, Bool)] = [
            ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false),
            ("verticalCompressionResistancePriority", .vertical, false),
        ]
        for (name, axis, hugging) in priorities {
            guard let p = o.number(name), p >= 1, p <= 1000 else { continue }
            if hugging {
                view.setContentHuggingPriority(UILayoutPriority(Float(p)), for: axis)
            } else {
                view.setContentCompressionResistancePriority(UILayoutPriority(Float(p)), for: axis)
            }
        }
        if let m = o.insets["layoutMargins"] {
            view.layoutMargins = UIEdgeInsets(
                top: CGFloat(m.top), left: CGFloat(m.left), bottom: CGFloat(m.bottom), right: CGFloat(m.right))
        }
        if let m = o.insets["directionalLayoutMargins"] {
            view.directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: CGFloat(m.top), leading: CGFloat(m.left), bottom: CGFloat(m.bottom), trailing: CGFloat(m.right))
        }
        if let p = o.bool("preservesSuperviewLayoutMargins") { view.preservesSuperviewLayoutMargins = p }
        if let i = o.bool("insetsLayoutMarginsFromSafeArea") { view.insetsLayoutMarginsFromSafeArea = i }
    }

    /// Sets what every controller reads from its coder.
    static func apply(_ coder: StoryboardCoder, to vc: UIViewController) {
        let o = coder.object
        vc.title = o.title ?? o.child("navigationItem")?.title
        if let s = o.properties["modalPresentationStyle"].flatMap(presentationStyle) { vc.modalPresentationStyle = s }
        if let s = o.properties["modalTransitionStyle"].flatMap(transitionStyle) { vc.modalTransitionStyle = s }
        if let d = o.bool("definesPresentationContext") { vc.definesPresentationContext = d }
        if let m = o.bool("modalInPresentation") { vc.isModalInPresentation = m }
        if let s = o.sizes["preferredContentSize"] {
            vc.preferredContentSize = CGSize(width: s.width, height: s.height)
        }
    }
}
