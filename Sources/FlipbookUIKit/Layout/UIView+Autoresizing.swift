import Foundation

extension UIView {
    /// Springs and struts (`autoresizingMask`, SEMANTICS.md §16.4): when this view's bounds
    /// size changes, each subview that translates its mask into constraints and has a mask
    /// takes its share of the change. Along each axis the change is shared by the flexible
    /// parts (margin before, size, margin after) in proportion to their sizes before the
    /// change, as Apple documents; parts of zero size share it equally.
    func autoresizeSubviews(from old: CGSize, to new: CGSize) {
        for s in subviews where s.translatesAutoresizingMaskIntoConstraints && !s.autoresizingMask.isEmpty {
            let m = s.autoresizingMask
            let f = s.untransformedFrame
            let (x, w) = UIView.share(
                delta: new.width - old.width, before: f.minX, size: f.width, after: old.width - f.maxX,
                flexible: (
                    m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin)
                ))
            let (y, h) = UIView.share(
                delta: new.height - old.height, before: f.minY, size: f.height, after: old.height - f.maxY,
                flexible: (
                    m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin)
                ))
            s.setUntransformedFrame(CGRect(x: x, y: y, width: max(0, w), height: max(0, h)))
        }
    }

    /// One axis of the autoresizing rule: the new origin and size.
    static func share(
        delta: CGFloat, before: CGFloat, size: CGFloat, after: CGFloat, flexible: (Bool, Bool, Bool)
    ) -> (CGFloat, CGFloat) {
        guard delta != 0, delta.isFinite else { return (before, size) }
        let parts = [(flexible.0, max(before, 0)), (flexible.1, max(size, 0)), (flexible.2, max(after, 0))]
        let flex = parts.filter(\.0)
        guard !flex.isEmpty else { return (before, size) }
        let total = flex.reduce(0) { $0 + $1.1 }
        func portion(_ i: Int) -> CGFloat {
            guard parts[i].0 else { return 0 }
            return total > 0 ? delta * parts[i].1 / total : delta / CGFloat(flex.count)
        }
        return (before + portion(0), size + portion(1))
    }
}
