import Foundation

extension UIContentUnavailableView {
    /// The side margin of the stack inside the view, added to the configuration's margins
    /// (chosen: the layout margin of an iPhone's root view).
    static let sideMargin: CGFloat = 20

    /// Makes the parts the configuration asks for, top to bottom: the image (or a spinning
    /// indicator for the loading preset), the text, the secondary text, the button and the
    /// second button; a button without a title or an image is left out.
    func rebuildParts() {
        for p in parts { p.removeFromSuperview() }
        parts = []
        let c = configuration
        if c.isLoading {
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.startAnimating()
            parts.append(spinner)
        } else if let image = c.image {
            let v = UIImageView(image: image)
            v.tintColor = c.imageProperties.tintColor ?? .secondaryLabel
            v.layer.cornerRadius = c.imageProperties.cornerRadius
            v.clipsToBounds = c.imageProperties.cornerRadius > 0
            parts.append(v)
        }
        for (text, attributed, props) in [
            (c.text, c.attributedText, c.textProperties),
            (c.secondaryText, c.secondaryAttributedText, c.secondaryTextProperties),
        ] where text != nil || attributed != nil {
            let l = UILabel()
            if let attributed { l.attributedText = attributed } else { l.text = text }
            l.font = props.font
            l.textColor = props.color
            l.numberOfLines = props.numberOfLines
            l.lineBreakMode = props.lineBreakMode
            l.textAlignment = c.alignment == .center ? .center : .natural
            parts.append(l)
        }
        for (config, props) in [(c.button, c.buttonProperties), (c.secondaryButton, c.secondaryButtonProperties)]
        where config.title != nil || config.image != nil {
            let b = UIButton(configuration: config, primaryAction: props.primaryAction)
            b.menu = props.menu
            b.isEnabled = props.isEnabled
            parts.append(b)
        }
        for p in parts { addSubview(p) }
        setNeedsLayout()
    }

    /// The space above `part` at `index` in the stack: the configuration's padding between
    /// the kinds of part it follows.
    private func padding(before index: Int) -> CGFloat {
        guard index > 0 else { return 0 }
        let c = configuration
        func kind(_ v: UIView) -> Int { v is UILabel ? 1 : v is UIButton ? 2 : 0 }
        switch (kind(parts[index - 1]), kind(parts[index])) {
        case (0, _): return c.imageToTextPadding
        case (1, 1): return c.textToSecondaryTextPadding
        case (1, 2): return c.textToButtonPadding
        case (2, 2): return c.buttonToSecondaryButtonPadding
        default: return 0
        }
    }

    /// Stacks the parts: each sized to fit the width inside the margins (an image at its
    /// size, capped by `imageProperties.maximumSize` when that is not zero), the stack
    /// centred vertically inside the margins, each part centred (or at the leading margin with
    /// `.natural`).
    func layOutParts() {
        let m = configuration.directionalLayoutMargins
        let left = Self.sideMargin + m.leading, right = Self.sideMargin + m.trailing
        let width = max(0, bounds.width - left - right)
        var sizes: [CGSize] = []
        for p in parts {
            var s: CGSize
            if let iv = p as? UIImageView {
                s = iv.image?.size ?? .zero
                let cap = configuration.imageProperties.maximumSize
                if cap.width > 0 && s.width > cap.width {
                    s = CGSize(width: cap.width, height: s.height * cap.width / s.width)
                }
                if cap.height > 0 && s.height > cap.height {
                    s = CGSize(width: s.width * cap.height / s.height, height: cap.height)
                }
            } else {
                s = p.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            }
            s.width = min(s.width, width)
            sizes.append(s)
        }
        var total: CGFloat = 0
        for i in parts.indices { total += padding(before: i) + sizes[i].height }
        let inner = bounds.height - m.top - m.bottom
        var y = m.top + (inner - total) / 2
        for (i, p) in parts.enumerated() {
            y += padding(before: i)
            let s = sizes[i]
            let x = configuration.alignment == .center ? left + (width - s.width) / 2 : left
            p.frame = CGRect(x: x, y: y, width: s.width, height: s.height)
            y += s.height
        }
    }
}
