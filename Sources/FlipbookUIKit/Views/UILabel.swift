import Foundation
import FlipbookCore
import FlipbookText

/// A view that shows one or more lines of text (`UILabel`), laid out by Pango with Inter,
/// centred vertically in its bounds as UILabel does (SEMANTICS.md §14).
///
/// The text is laid out again in the layer's bounds of every drawn frame, so a label whose
/// frame animates re-wraps as it goes (UIKit instead stretches the contents drawn for the
/// final size: **chosen**, documented). Text, font and colour changes are not animated.
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    /// The text shown; nil or empty shows nothing (`text`). Past 64 KiB of UTF-8 the rest
    /// is dropped (`TextContent.maximumUTF8Length`, documented fallback).
    open var text: String? {
        get { stored.text }
        set { stored.text = newValue; update() }
    }
    /// The font; default the system font at 17 pt (`font`). Setting nil restores the default.
    open var font: UIFont! {
        get { stored.font }
        set { stored.font = newValue ?? .systemFont(ofSize: 17); update() }
    }
    /// The glyphs' colour; default black (`textColor`, `.label`). Setting nil restores it.
    open var textColor: UIColor! {
        get { stored.textColor }
        set { stored.textColor = newValue ?? .label; update() }
    }
    /// Horizontal alignment; default `.natural`, which is left here (`textAlignment`).
    open var textAlignment: NSTextAlignment {
        get { stored.textAlignment }
        set { stored.textAlignment = newValue; update() }
    }
    /// The most lines; 1 by default, 0 for as many as fit (`numberOfLines`).
    open var numberOfLines: Int {
        get { stored.numberOfLines }
        set { stored.numberOfLines = newValue; update() }
    }
    /// Wrapping and truncation; default `.byTruncatingTail` (`lineBreakMode`).
    open var lineBreakMode: NSLineBreakMode {
        get { stored.lineBreakMode }
        set { stored.lineBreakMode = newValue; update() }
    }
    /// The values above. They are computed properties over this storage, not stored ones with
    /// `didSet`: Swift skips `didSet` inside an initialiser of the class, and an app's
    /// `convenience init` in an extension of `UILabel` that sets `text` must draw it, as
    /// UIKit's setters do.
    private var stored = Stored()
    private struct Stored {
        var text: String?
        var font: UIFont = .systemFont(ofSize: 17)
        var textColor: UIColor = .label
        var textAlignment: NSTextAlignment = .natural
        var numberOfLines = 1
        var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    }
    /// Not drawn differently (`isEnabled`).
    open var isEnabled = true
    /// Replaces a preferred font (or one scaled by `UIFontMetrics`) with the same style at the
    /// label's text size whenever its traits change (`adjustsFontForContentSizeCategory`;
    /// default false), and once when set.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { adjustFont() } }
    }
    /// Where shrunk text sits (`baselineAdjustment`; default `.alignBaselines`): stored, text
    /// is never shrunk.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
    /// Accepted and ignored: the font is never shrunk to fit (`adjustsFontSizeToFitWidth`).
    open var adjustsFontSizeToFitWidth = false
    /// Accepted and ignored (`minimumScaleFactor`); default 0.
    open var minimumScaleFactor: CGFloat = 0
    /// The width `intrinsicContentSize` wraps within when `numberOfLines != 1`; 0 (the
    /// default) means no limit (`preferredMaxLayoutWidth`).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

    /// `UILabel(frame:)`: a clear background, user interaction off.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    /// `init?(coder:)`: the label a storyboard or nib describes.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if !(coder is StoryboardCoder) {
            isUserInteractionEnabled = false
            contentMode = .redraw
        }
    }

    /// The text request drawn, or nil.
    var textContent: TextContent? {
        guard let text, !text.isEmpty else { return nil }
        return TextContent(
            text: text, font: font.fontDescription, color: textColor.resolvedColor(with: traitCollection).rgba,
            alignment: textAlignment.value(for: effectiveUserInterfaceLayoutDirection), numberOfLines: numberOfLines,
            lineBreak: lineBreakMode.value)
    }

    func update() {
        layer.content.text = textContent
        invalidateIntrinsicContentSize()  // Layout: the size Auto Layout reads
    }

    override func traitsDidChange() {
        super.traitsDidChange()
        if adjustsFontForContentSizeCategory { adjustFont() }
        update()
    }

    private func adjustFont() {
        let f = font.adjusted(to: traitCollection)
        if f != font { font = f }
    }

    /// `sizeThatFits(_:)`: the text's size, each side rounded up to the screen's pixels as UIKit
    /// rounds (`UIScreen.main.scale`: 20.33 pt for a 17 pt line at 3x), or under Inter's own
    /// metrics (`TextLayout.lineMetrics`, `FLIPBOOK_TEXT_METRICS=inter`) to the 2x pixel grid. One line
    /// (`numberOfLines == 1`) ignores `size`; more lines wrap within `size.width`. An empty
    /// label measures (0, 0).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let content = textContent else { return .zero }
        let width: Double? = numberOfLines == 1 ? nil : Double(size.width)
        do {
            let m = try TextLayout.measure(content, maxWidth: width)
            let scale = TextLayout.lineMetrics == .sanFrancisco ? Double(UIScreen.main.scale) : 2
            return CGSize(
                width: Self.roundUp(Double(m.size.width), scale: scale),
                height: Self.roundUp(Double(m.size.height), scale: scale))
        } catch {
            if let stage = RecordingState.current.stage {
                stage.report(.unsupported(what: "UILabel could not measure its text: \(error)", time: stage.now))
            }
            return .zero
        }
    }

    /// The size of the text on as many lines as `numberOfLines` allows, wrapped within
    /// `preferredMaxLayoutWidth` when it is set, else only at newlines; (0, 0) without text
    /// (`intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize {
        // Without a preferred width, a label of several lines wraps within the width its last
        // Auto Layout pass gave it, as UIKit's does (Layout/LayoutEngine.swift).
        let auto = layoutStorage.wrappingWidth ?? .greatestFiniteMagnitude
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : auto
        return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    /// Rounded up to the pixel grid of `scale` (half points by default), after removing float
    /// noise below 1e-9.
    static func roundUp(_ v: Double, scale: Double = 2) -> CGFloat {
        let s = scale.isFinite && scale >= 1 ? scale : 2
        return CGFloat(((v - 1e-9) * s).rounded(.up) / s)
    }
}

/// Where a shrunk label's text sits (`UIBaselineAdjustment`), UIKit's raw values.
public enum UIBaselineAdjustment: Int, Sendable { case alignBaselines = 0, alignCenters, none }
