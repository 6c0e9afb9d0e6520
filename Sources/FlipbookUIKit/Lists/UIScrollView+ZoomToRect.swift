import Foundation

extension UIScrollView {
    /// Zooms so that `rect`, in the coordinates of the delegate's `viewForZooming(in:)`, fills
    /// the bounds (`zoom(to:animated:)`, SEMANTICS.md §28.5): the scale is the larger one at
    /// which the whole rect fits, `min(bounds.width / rect.width, bounds.height / rect.height)`,
    /// kept in `minimumZoomScale...maximumZoomScale` (a rect of no width and no height zooms
    /// to the maximum); then the content offset puts the rect's centre in the middle of the
    /// bounds, clamped to the offset range. Without a zooming view nothing happens; a rect
    /// with a non-finite or negative figure is reported and ignored; animated zooms are drawn
    /// at once.
    public func zoom(to rect: CGRect, animated: Bool) {
        let figures = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        guard figures.allSatisfy(\.isFinite), rect.size.width >= 0, rect.size.height >= 0 else {
            layer.reportNonFinite("zoom(to:)", "\(rect)")
            return
        }
        guard delegate?.viewForZooming(in: self) != nil else { return }
        let sx = rect.width > 0 ? bounds.width / rect.width : .infinity
        let sy = rect.height > 0 ? bounds.height / rect.height : .infinity
        let fit = min(sx, sy)
        setZoomScale(fit.isFinite ? fit : maximumZoomScale, animated: false)
        let s = zoomScale
        let o = CGPoint(x: rect.midX * s - bounds.width / 2, y: rect.midY * s - bounds.height / 2)
        setContentOffset(clamped(o), animated: false)
    }
}
