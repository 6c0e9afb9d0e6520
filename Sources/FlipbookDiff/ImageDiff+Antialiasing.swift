import Foundation

// pixelmatch's anti-aliasing detection ("Anti-aliased Pixel and Intensity Slope Detector",
// V. Vysniauskas, 2009), step for step. The neighbours are visited column by column (x outer,
// y inner) as pixelmatch visits them: the darkest and brightest neighbours are the first
// found with the extreme luma, so the visiting order decides ties.
extension ImageDiff {
    /// Whether pixel (x, y) of `img` looks like an anti-aliased edge pixel: at most two of its
    /// eight neighbours (counting one for an image border) have its luma, it has both a darker
    /// and a brighter neighbour, and the darkest or the brightest of them has three or more
    /// identical neighbours in both `img` and `other` (it sits in a flat area in both).
    static func isAntialiased(_ img: DiffPlane, _ x: Int, _ y: Int, other: DiffPlane) -> Bool {
        let x0 = max(x - 1, 0), x2 = min(x + 1, img.w - 1), y0 = max(y - 1, 0), y2 = min(y + 1, img.h - 1)
        var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var minD = 0.0, maxD = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        let c = (y * img.w + x) * 4
        for nx in x0...x2 {
            for ny in y0...y2 where !(nx == x && ny == y) {
                // Negative when the neighbour is brighter than the centre.
                let delta = colorDelta(img, img, c, (ny * img.w + nx) * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minD {
                    minD = delta; minX = nx; minY = ny
                } else if delta > maxD {
                    maxD = delta; maxX = nx; maxY = ny
                }
            }
        }
        if minD == 0 || maxD == 0 { return false }
        return (hasManySiblings(img, minX, minY) && hasManySiblings(other, minX, minY))
            || (hasManySiblings(img, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    /// Whether at least three of the pixel's neighbours have exactly its RGBA (an image
    /// border counts as one), pixelmatch's `hasManySiblings`.
    static func hasManySiblings(_ img: DiffPlane, _ x: Int, _ y: Int) -> Bool {
        let x0 = max(x - 1, 0), x2 = min(x + 1, img.w - 1), y0 = max(y - 1, 0), y2 = min(y + 1, img.h - 1)
        var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        let p = img.p
        let c = (y * img.w + x) * 4
        for nx in x0...x2 {
            for ny in y0...y2 where !(nx == x && ny == y) {
                let k = (ny * img.w + nx) * 4
                if p[c] == p[k] && p[c + 1] == p[k + 1] && p[c + 2] == p[k + 2] && p[c + 3] == p[k + 3] {
                    zeroes += 1
                }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
