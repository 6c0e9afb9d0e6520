import Foundation

/// The scroll indicators a scroll view shows while a pan scrolls it (SEMANTICS.md §17 "Scroll
/// indicators"): a bar for each axis that scrolls, drawn on top of the content, placed along
/// the trailing (vertical) or bottom (horizontal) edge inside the adjusted insets, its length
/// the visible share of the content, its place the offset's share of the range; they fade out
/// when the scrolling stops. Figures (chosen): 3 pt thick, 3 pt from the edges, at least 36 pt
/// long, black at 35 %, corners of half the thickness; the fade takes 0.25 s, ease in and out.
final class ScrollIndicators {
    static let thickness: CGFloat = 3
    static let margin: CGFloat = 3
    static let minimumLength: CGFloat = 36
    static let fadeDuration = 0.25
    static var color: UIColor { UIColor(white: 0, alpha: 0.35) }

    let vertical: UIView?
    let horizontal: UIView?

    init(for scroll: UIScrollView) {
        func bar() -> UIView {
            let v = UIView()
            v.isUserInteractionEnabled = false
            v.backgroundColor = Self.color
            v.layer.cornerRadius = Self.thickness / 2
            v.accessibilityIdentifier = "scroll.indicator"
            scroll.addSubview(v)
            return v
        }
        let i = scroll.adjustedContentInset
        let tall = scroll.contentSize.height > scroll.bounds.height - i.top - i.bottom
        let wide = scroll.contentSize.width > scroll.bounds.width - i.left - i.right
        vertical = scroll.showsVerticalScrollIndicator && tall ? bar() : nil
        horizontal = scroll.showsHorizontalScrollIndicator && wide ? bar() : nil
    }

    /// Places the bars for the scroll view's offset (in its bounds' coordinates, so they stay
    /// put on screen while the content moves).
    func place(in scroll: UIScrollView) {
        let o = scroll.contentOffset, b = scroll.bounds.size, i = scroll.adjustedContentInset
        let r = scroll.offsetRange
        func share(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
            hi > lo ? min(max((v - lo) / (hi - lo), 0), 1) : 0
        }
        let m = Self.margin, t = Self.thickness
        // On top of the content, cells placed since included.
        for bar in [vertical, horizontal].compactMap({ $0 }) where scroll.subviews.last !== bar {
            if !(bar === vertical && scroll.subviews.last === horizontal) { scroll.bringSubviewToFront(bar) }
        }
        if let v = vertical {
            let track = max(0, b.height - i.top - i.bottom - 2 * m)
            let visible = b.height - i.top - i.bottom
            let length = min(track, max(Self.minimumLength, track * visible / max(scroll.contentSize.height, 1)))
            let y = o.y + i.top + m + share(o.y, r.min.y, r.max.y) * (track - length)
            v.frame = CGRect(x: o.x + b.width - i.right - m - t, y: y, width: t, height: length)
        }
        if let h = horizontal {
            let track = max(0, b.width - i.left - i.right - 2 * m)
            let visible = b.width - i.left - i.right
            let length = min(track, max(Self.minimumLength, track * visible / max(scroll.contentSize.width, 1)))
            let x = o.x + i.left + m + share(o.x, r.min.x, r.max.x) * (track - length)
            h.frame = CGRect(x: x, y: o.y + b.height - i.bottom - m - t, width: length, height: t)
        }
    }

    func remove() {
        vertical?.removeFromSuperview()
        horizontal?.removeFromSuperview()
    }
}

extension UIScrollView {
    /// A pan began scrolling: fresh indicators at full opacity.
    func showIndicators() {
        indicators?.remove()
        let shown = ScrollIndicators(for: self)
        indicators = shown
        shown.place(in: self)
    }

    /// The scrolling stopped: the indicators fade out and go.
    func hideIndicators() {
        guard let shown = indicators else { return }
        UIView.animate(
            withDuration: ScrollIndicators.fadeDuration, delay: 0, options: .curveEaseInOut,
            animations: {
                shown.vertical?.alpha = 0
                shown.horizontal?.alpha = 0
            },
            completion: { [weak self] _ in
                shown.remove()
                if self?.indicators === shown { self?.indicators = nil }
            })
    }
}
