#if os(Linux)
import Foundation
import XCTest
import FlipbookCore
import FlipbookPNG
import FlipbookUIKit

extension Diffing where Value == UIImage {
    /// Images that must match exactly.
    public static var image: Diffing { .image() }

    /// Images compared as the library does: exactly, unless `precision` (the share of bytes, or
    /// with `perceptualPrecision` below 1 the share of pixels, that must match) or
    /// `perceptualPrecision` (how close a pixel's colour must be: its CIE94 ΔE at most
    /// `(1 - perceptualPrecision) * 100`) allow less. `scale`: the scale given to the
    /// reference read from disk (nil or 0: `SNAPSHOT_TESTING_SCALE`, else `UIScreen.main.scale`).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let readScale = scale.flatMap { $0 == 0 ? nil : $0 } ?? StillPicture.defaultScale()
        return Diffing(
            toData: { SnapshotImages.pngData($0) },
            fromData: { SnapshotImages.image(fromPNG: $0, scale: readScale) }
        ) { old, new in
            if old.content.name == SnapshotImages.unreadable {
                return ("Reference image could not be loaded.", [])
            }
            guard
                let message = ImageComparison.compare(
                    old.content.bitmap, new.content.bitmap, oldSize: old.size, newSize: new.size,
                    precision: precision, perceptualPrecision: perceptualPrecision)
            else { return nil }
            var reference = XCTAttachment(data: SnapshotImages.pngData(old), uniformTypeIdentifier: "public.png")
            reference.name = "reference"
            var failure = XCTAttachment(data: SnapshotImages.pngData(new), uniformTypeIdentifier: "public.png")
            failure.name = "failure"
            return (message, [reference, failure])
        }
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// An image as a PNG, compared exactly.
    public static var image: Snapshotting { .image() }

    /// An image as a PNG, compared with `Diffing.image(precision:perceptualPrecision:scale:)`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil)
        -> Snapshotting
    {
        Snapshotting(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}

/// Images to and from PNG bytes, and from rendered bitmaps.
enum SnapshotImages {
    static func image(_ bitmap: Bitmap, scale: CGFloat) -> UIImage {
        UIImage(content: ContentImage(bitmap: bitmap, scale: Double(scale), name: "snapshot"))
    }

    static func pngData(_ image: UIImage) -> Data {
        Data((try? PNGEncoder().encode(image.content.bitmap)) ?? [])
    }

    /// The name of the image read from bytes that are not a PNG this decoder reads (one
    /// transparent pixel), which fails the comparison ("Reference image could not be loaded.").
    static let unreadable = "unreadable reference"

    /// The PNG's pixels at `scale`, or the unreadable image.
    static func image(fromPNG data: Data, scale: CGFloat) -> UIImage {
        if let bitmap = try? PNGDecoder().decode([UInt8](data)) { return image(bitmap, scale: scale) }
        return UIImage(
            content: ContentImage(bitmap: Bitmap(width: 1, height: 1, fill: (0, 0, 0, 0))!, scale: 1, name: unreadable))
    }
}

/// The library's image comparison, on straight-alpha RGBA bitmaps (compared premultiplied, as
/// the library draws both into premultiplied sRGB contexts first).
enum ImageComparison {
    static func compare(
        _ old: Bitmap, _ new: Bitmap, oldSize: CGSize, newSize: CGSize, precision: Float, perceptualPrecision: Float
    ) -> String? {
        guard old.width > 0, old.height > 0 else { return "Reference image could not be loaded." }
        guard new.width > 0, new.height > 0 else { return "Newly-taken snapshot is empty." }
        guard old.width == new.width, old.height == new.height else {
            return "Newly-taken snapshot@\(text(newSize)) does not match reference@\(text(oldSize))."
        }
        let a = premultiplied(old), b = premultiplied(new)
        if a == b { return nil }
        if precision >= 1, perceptualPrecision >= 1 { return "Newly-taken snapshot does not match reference." }
        if perceptualPrecision < 1 {
            let threshold = Double((1 - perceptualPrecision) * 100)
            var failing = 0
            var maximum = 0.0
            for i in stride(from: 0, to: a.count, by: 4) {
                let e = ColorDifference.deltaE94(
                    reference: (a[i], a[i + 1], a[i + 2]), sample: (b[i], b[i + 1], b[i + 2]))
                if e > threshold {
                    failing += 1
                    maximum = max(maximum, e)
                }
            }
            let actual = 1 - Float(failing) / Float(a.count / 4)
            guard actual < precision else { return nil }
            let lowest = 1 - min(Float(maximum) / 100, 1)
            return """
                The percentage of pixels that match \(actual) is less than required \(precision)
                The lowest perceptual color precision \(lowest) is less than required \(perceptualPrecision)
                """
        }
        let threshold = Int((1 - precision) * Float(a.count))
        var differing = 0
        for i in 0..<a.count where a[i] != b[i] { differing += 1 }
        guard differing > threshold else { return nil }
        let actual = 1 - Float(differing) / Float(a.count)
        return "Actual image precision \(actual) is less than required \(precision)"
    }

    /// A size as iOS prints a `CGSize`: "(375.0, 812.0)".
    static func text(_ size: CGSize) -> String { "(\(Double(size.width)), \(Double(size.height)))" }

    /// RGBA bytes with colour multiplied by alpha (rounded), as a premultiplied context holds them.
    static func premultiplied(_ bitmap: Bitmap) -> [UInt8] {
        var p = bitmap.pixels
        for i in stride(from: 0, to: p.count, by: 4) where p[i + 3] != 255 {
            let alpha = UInt32(p[i + 3])
            for c in 0..<3 { p[i + c] = UInt8((UInt32(p[i + c]) * alpha + 127) / 255) }
        }
        return p
    }
}

/// CIE colour differences of 8-bit sRGB colours (docs/SEMANTICS.md, "Snapshot tests").
public enum ColorDifference {
    /// CIE L*a*b* (D65 white) of an 8-bit sRGB colour.
    public static func lab(_ rgb: (UInt8, UInt8, UInt8)) -> (l: Double, a: Double, b: Double) {
        func linear(_ v: UInt8) -> Double {
            let c = Double(v) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = linear(rgb.0), g = linear(rgb.1), b = linear(rgb.2)
        // sRGB to XYZ (D65), then relative to the D65 white.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIE94 ΔE (graphic arts: kL = kC = kH = 1, K1 = 0.045, K2 = 0.015) of `sample` from
    /// `reference`: 0 for the same colour, 100 from black to white.
    public static func deltaE94(reference: (UInt8, UInt8, UInt8), sample: (UInt8, UInt8, UInt8)) -> Double {
        if reference == sample { return 0 }
        let p = lab(reference), q = lab(sample)
        let dL = p.l - q.l
        let c1 = (p.a * p.a + p.b * p.b).squareRoot(), c2 = (q.a * q.a + q.b * q.b).squareRoot()
        let dC = c1 - c2
        let da = p.a - q.a, db = p.b - q.b
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }
}
#endif
