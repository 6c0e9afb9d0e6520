import Foundation
import FlipbookCore
import FlipbookText

extension UITextField {
    /// An overlay view's size: its frame's, or its intrinsic size when the frame is empty.
    static func overlaySize(_ v: UIView) -> CGSize {
        if v.bounds.size != .zero { return v.bounds.size }
        let s = v.intrinsicContentSize
        return CGSize(width: max(0, s.width), height: max(0, s.height))
    }

    /// Whether a view with `mode` shows now.
    func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    var shownLeftView: UIView? { leftView.flatMap { shows(leftViewMode) ? $0 : nil } }
    var shownRightView: UIView? { rightView.flatMap { shows(rightViewMode) ? $0 : nil } }
    var showsClearButton: Bool { !editing.text.isEmpty && shows(clearButtonMode) }

    /// The string drawn for the text: bullets for secure entry.
    var displayedText: String {
        isSecureTextEntry ? String(repeating: "\u{2022}", count: editing.text.count) : editing.text
    }

    /// The width of `s` in the field's font, in points.
    func width(of s: String, font: UIFont) -> CGFloat {
        guard !s.isEmpty else { return 0 }
        let m = try? TextLayout.measure(TextContent(text: s, font: font.fontDescription), maxWidth: nil)
        return CGFloat(m?.size.width ?? 0)
    }

    /// Lays the border, text or placeholder, caret, selection and overlay views out again.
    func redraw() {
        let b = bounds
        // The border.
        switch borderStyle {
        case .none:
            layer.borderWidth = 0
        case .line:
            layer.borderWidth = 1
            layer.borderColor = UIColor.black.cgColor
        case .bezel:
            layer.borderWidth = 1
            layer.borderColor = UIColor.systemGray.resolvedColor(with: traitCollection).cgColor
        case .roundedRect:
            // A hairline: one device pixel.
            layer.borderWidth = 1 / max(1, UIScreen.main.scale)
            layer.borderColor = UIColor.opaqueSeparator.resolvedColor(with: traitCollection).cgColor
            layer.cornerRadius = Self.roundedCornerRadius
        }
        if borderStyle == .roundedRect {
            roundedCornersApplied = true
        } else if roundedCornersApplied {
            roundedCornersApplied = false
            layer.cornerRadius = 0
        }
        applyBackground()
        // The overlay views.
        for (view, shown, rect) in [
            (leftView, shownLeftView != nil, leftViewRect(forBounds: b)),
            (rightView, shownRightView != nil, rightViewRect(forBounds: b)),
        ] {
            guard let view else { continue }
            if shown {
                if view.superview !== self { addSubview(view) }
                view.frame = rect
            } else if view.superview === self {
                view.removeFromSuperview()
            }
        }
        clearButton.isHidden = !(showsClearButton && shownRightView == nil)
        clearButton.frame = clearButtonRect(forBounds: b)
        // The text or the placeholder.
        let empty = editing.text.isEmpty
        let rect =
            isEditing ? editingRect(forBounds: b) : (empty ? placeholderRect(forBounds: b) : textRect(forBounds: b))
        clipView.frame = rect
        let local = CGRect(origin: .zero, size: rect.size)
        let alignment = textAlignment
        textLabel.textAlignment = alignment
        textLabel.lineBreakMode = isEditing ? .byClipping : .byTruncatingTail
        if empty {
            textLabel.text = placeholder
            textLabel.font = placeholderFont ?? font
            textLabel.textColor = isEnabled ? placeholderColor : placeholderColor.withAlphaComponent(0.5 * 0.3)
            textLabel.frame = local
        } else {
            textLabel.text = displayedText
            textLabel.font = font
            textLabel.textColor = isEnabled ? textColor : .placeholderText
            // While editing, a text wider than the rectangle scrolls so that its end shows.
            let full = width(of: displayedText, font: font ?? .systemFont(ofSize: 17))
            if isEditing && full + Self.caretWidth > rect.width {
                textLabel.frame = CGRect(
                    x: rect.width - full - Self.caretWidth, y: 0, width: full + Self.caretWidth, height: rect.height)
                textLabel.textAlignment = .left
            } else {
                textLabel.frame = local
            }
        }
        layOutCaret(in: local)
    }

    /// The caret (a 2 pt bar in the tint colour, as tall as the font's line, not blinking) or
    /// the selection (the tint at 20 % behind the selected text), while editing.
    func layOutCaret(in local: CGRect) {
        let f = font ?? .systemFont(ofSize: 17)
        let sel = editing.clampedSelection
        guard isEditing else {
            caretView.isHidden = true
            selectionView.isHidden = true
            return
        }
        let full = editing.text.isEmpty ? 0 : width(of: displayedText, font: f)
        // Where the text starts in the label, from its alignment.
        let labelFrame = editing.text.isEmpty ? local : textLabel.frame
        var origin = labelFrame.minX
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch textAlignment {
        case .center: origin += (labelFrame.width - full) / 2
        case .right: origin += labelFrame.width - full
        case .natural where rtl: origin += labelFrame.width - full
        default: break
        }
        func x(at offset: Int) -> CGFloat {
            let prefix = editing.prefix(offset)
            let shown = isSecureTextEntry ? String(repeating: "\u{2022}", count: prefix.count) : prefix
            return origin + width(of: shown, font: f)
        }
        let h = ceil(f.lineHeight)
        let y = local.midY - h / 2
        let tint = tintColor ?? .systemBlue
        if sel.length == 0 {
            selectionView.isHidden = true
            caretView.isHidden = false
            caretView.backgroundColor = tint
            let cx = min(max(x(at: sel.location), 0), max(0, local.width - Self.caretWidth))
            caretView.frame = CGRect(x: cx, y: y, width: Self.caretWidth, height: h)
        } else {
            caretView.isHidden = true
            selectionView.isHidden = false
            selectionView.backgroundColor = tint.withAlphaComponent(0.2)
            let x0 = x(at: sel.location), x1 = x(at: sel.location + sel.length)
            selectionView.frame = CGRect(x: x0, y: y, width: max(0, x1 - x0), height: h)
        }
    }
}
