import Foundation
import FlipbookCore

extension LayerPainter {
    /// How far a shadow reaches in device pixels under the placement `m`: sigma is the radius
    /// times the layer's scale on screen (capped), the offset is mapped through the
    /// placement, and the blurred mask extends `margin` pixels (4 sigma and 2) past what it
    /// blurs (not rounded to an `Int` here: an extent may be non-finite). `drawShadow`
    /// draws with these; a rasterised layer's extent is sized by them.
    static func shadowSpread(_ shadow: LayerShadow, matrix m: Homography) -> (
        sigma: Double, offset: SIMD2<Double>, margin: Double
    ) {
        let scale = abs(m.h11 * m.h22 - m.h12 * m.h21).squareRoot()
        let sigma = min(max(shadow.radius, 0) * scale, maximumShadowSigma)
        let offset = SIMD2(
            m.h11 * shadow.offset.width + m.h21 * shadow.offset.height,
            m.h12 * shadow.offset.width + m.h22 * shadow.offset.height)
        return (sigma, offset, (4 * sigma).rounded(.up) + 2)
    }

    /// Draws the layer's shadow, then the layer over it (SEMANTICS.md §14, "Shadows").
    ///
    /// The shadow is the alpha of `shadowPath` filled, or (without a path) of everything the
    /// layer draws, drawn offscreen first; it is blurred in device pixels by a Gaussian of
    /// sigma = `shadowRadius` times the layer's scale on screen (`GaussianBlur`), moved by
    /// `shadowOffset` mapped through the layer's placement, and painted in `shadowColor` at
    /// `shadowOpacity` times `alpha`. `masksToBounds` clips it to the rounded bounds.
    func drawShadow(of body: Body, alpha: Double) {
        let layer = body.layer, shadow = layer.shadow, m = body.matrix
        let (sigma, offset, spread) = Self.shadowSpread(shadow, matrix: m)
        let margin = Int(spread)
        let color = shadow.color ?? .black
        let opacity = Self.clampedOpacity(shadow.opacity) * alpha

        if let path = shadow.path {
            if path.isFinite, !path.isEmpty,
                let region = shadowRegion(
                    of: Self.deviceBox(path.controlPointBounds, m), margin: margin, offset: offset)
            {
                // The coverage is rasterised through `m` less the region's origin: those
                // numbers, exactly, with the path and the sigma, decide the mask.
                let tx = m.h31 - Double(region.x), ty = m.h32 - Double(region.y)
                let key = ShadowMaskKey.path(
                    path, matrix: [m.h11, m.h12, m.h21, m.h22, tx, ty].map(\.bitPattern),
                    width: region.width, height: region.height, sigma: sigma.bitPattern)
                let mask = shadowMask(key, region: region) {
                    var image = context.coverage(
                        of: path, through: m, x: region.x, y: region.y,
                        width: region.width, height: region.height)
                    GaussianBlur.blur(&image, width: region.width, height: region.height, sigma: sigma)
                    return image
                }
                // The opaque background drawn next overwrites what it covers wholly.
                let covered = coveredBoxes(of: body, alpha: alpha, opaqueBackground: true)
                paintShadow(
                    mask, region: region, offset: offset, color: color, opacity: opacity, body: body,
                    sparing: covered)
            }
            draw(body, alpha: alpha)
            return
        }
        if drawShadowFromSource(
            of: body, alpha: alpha, sigma: sigma, margin: margin, offset: offset, color: color, opacity: opacity)
        {
            return
        }
        context.beginGroup()
        draw(body, alpha: 1)
        let drawn = context.endGroupKept()
        let drawnBoxes = context.drawnBoxes(of: drawn)
        if let box = drawnBoxes.alpha, let region = shadowRegion(of: box, margin: margin, offset: offset) {
            let bytes = context.alphaBytes(
                of: drawn, x: region.x, y: region.y, width: region.width, height: region.height)
            // The blurred mask is a function of these bytes and sigma alone.
            let key = ShadowMaskKey.alpha(
                AlphaBytes(bytes), width: region.width, height: region.height, sigma: sigma.bitPattern)
            let mask = shadowMask(key, region: region) {
                Self.blurredAlpha(bytes, width: region.width, height: region.height, sigma: sigma)
            }
            // Where the group is opaque, compositing it overwrites the shadow.
            var covered = coveredBoxes(of: body, alpha: alpha, opaqueBackground: false)
            if !covered.isEmpty && !context.isOpaque(drawn, over: covered) { covered = [] }
            paintShadow(
                mask, region: region, offset: offset, color: color, opacity: opacity, body: body, sparing: covered)
        }
        if ShadowShortcuts.enabled, context.clipIsWholePixels() {
            // Zero words composite to no change: only the box of the drawn ones is painted.
            if let box = drawnBoxes.words { context.paintGroup(drawn, alpha: alpha, within: box) }
        } else {
            context.paintGroup(drawn, alpha: alpha)
        }
        context.releaseGroup(drawn)
    }

    /// 8-bit alpha rows (`alphaBytes`) as coverage from 0 to 1, blurred by a Gaussian of
    /// `sigma` device pixels: a shadow's mask before it is rounded back to 8 bits.
    static func blurredAlpha(_ bytes: [UInt8], width: Int, height: Int, sigma: Double) -> [Float] {
        var image = bytes.map { Float($0) * (1 / 255) }
        GaussianBlur.blur(&image, width: width, height: height, sigma: sigma)
        return image
    }

    /// A rectangle of device pixels.
    struct PixelRegion: Equatable { var x: Int, y: Int, width: Int, height: Int }

    /// The blurred mask of `key`, 8-bit in Cairo's A8 rows: the one kept in the compositor's
    /// cache, or `blurred()` rounded (and kept, when caching).
    private func shadowMask(_ key: ShadowMaskKey, region: PixelRegion, blurred: () -> [Float]) -> [UInt8] {
        guard let cache = context.cache else {
            return CairoContext.mask(blurred(), width: region.width, height: region.height)
        }
        if case let .mask(kept)? = cache.shadowMasks.withLock({ $0.value(for: key) }) { return kept }
        let mask = CairoContext.mask(blurred(), width: region.width, height: region.height)
        cache.shadowMasks.withLock { _ = $0.insert(.mask(mask), for: key, bytes: mask.count + key.bytes) }
        return mask
    }

    /// Paints a blurred `mask` over `region`, moved by `offset`, clipped to the rounded bounds
    /// when the layer masks to bounds, leaving out the pixels of `covered` (`coveredBoxes`).
    func paintShadow(
        _ mask: [UInt8], region: PixelRegion, offset: SIMD2<Double>, color: RGBA, opacity: Double, body: Body,
        sparing covered: [CairoContext.PixelBox]
    ) {
        if body.layer.masksToBounds {
            context.save()
            append(body.shape, body.placement)
            context.clip()
        }
        context.paintMask(
            mask, width: region.width, height: region.height,
            x: Double(region.x) + offset.x, y: Double(region.y) + offset.y, color: color, opacity: opacity,
            sparing: covered)
        if body.layer.masksToBounds { context.restore() }
    }

    /// The pixels a shadow cast from `box` can change: `box` grown by the blur's `margin`,
    /// limited to what can reach the frame once moved by `offset`. Nil when nothing can.
    func shadowRegion(of box: (Double, Double, Double, Double), margin: Int, offset: SIMD2<Double>)
        -> PixelRegion?
    {
        guard box.0.isFinite, box.1.isFinite, box.2.isFinite, box.3.isFinite else { return nil }
        let reach = Double(margin) + 1
        let x0 = max(box.0.rounded(.down) - Double(margin), -offset.x - reach)
        let y0 = max(box.1.rounded(.down) - Double(margin), -offset.y - reach)
        let x1 = min(box.2.rounded(.up) + Double(margin), Double(context.width) - offset.x + reach)
        let y1 = min(box.3.rounded(.up) + Double(margin), Double(context.height) - offset.y + reach)
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRegion(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }

    /// The device-pixel box (min x, min y, max x, max y) of a rectangle mapped by `m`.
    static func deviceBox(_ r: CGRect, _ m: Homography) -> (Double, Double, Double, Double) {
        let pts = [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)].map {
            m.project(x: $0.0, y: $0.1)
        }
        return (pts.map(\.x).min()!, pts.map(\.y).min()!, pts.map(\.x).max()!, pts.map(\.y).max()!)
    }
}
