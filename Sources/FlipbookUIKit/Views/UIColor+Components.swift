import Foundation
import FlipbookCore

extension UIColor {
    /// The colour's red, green, blue and alpha in [0, 1], written where the pointers point
    /// (`getRed(_:green:blue:alpha:)`; `&r` passes a `var r: CGFloat`, nil skips a channel).
    /// Every colour here is sRGB or grey, which convert, so the result is true; a dynamic
    /// colour gives its value for `UITraitCollection.current`.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = rgba
        red?.pointee = CGFloat(c.red)
        green?.pointee = CGFloat(c.green)
        blue?.pointee = CGFloat(c.blue)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// The colour as hue, saturation and brightness (HSB, each in [0, 1]) and alpha
    /// (`getHue(_:saturation:brightness:alpha:)`): brightness is the largest channel,
    /// saturation the channels' range over it (0 for black), hue the angle on the colour
    /// wheel over a full turn, red 0, green 1/3, blue 2/3 (0 for a grey). True, as for
    /// `getRed`.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = rgba
        let hsb = Self.hsb(red: c.red, green: c.green, blue: c.blue)
        hue?.pointee = CGFloat(hsb.hue)
        saturation?.pointee = CGFloat(hsb.saturation)
        brightness?.pointee = CGFloat(hsb.brightness)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// The grey level and alpha (`getWhite(_:alpha:)`) of a colour made in the grey colour
    /// space (`init(white:alpha:)`, `.black`, `.white`, `.clear`, `.gray`, ...): true. An sRGB
    /// colour is not in a compatible colour space: false, and nothing is written.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = provider.map { $0(UITraitCollection.current) } ?? self
        guard c.isGrayscale else { return false }
        white?.pointee = CGFloat(c.fixed.red)
        alpha?.pointee = CGFloat(c.fixed.alpha)
        return true
    }

    /// A colour from hue, saturation and brightness (`init(hue:saturation:brightness:alpha:)`),
    /// each clamped to [0, 1] as UIKit's sRGB colours are: brightness is the largest channel,
    /// saturation the channels' range over it, hue the angle on the colour wheel over a full
    /// turn (red 0, green 1/3, blue 2/3; 1 is red again); the inverse of `getHue`.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        func unit(_ x: CGFloat) -> Double { x.isNaN ? 0 : Double(min(max(x, 0), 1)) }
        let h = unit(hue), s = unit(saturation), v = unit(brightness)
        let sixths = (h == 1 ? 0 : h) * 6
        let sector = Int(sixths.rounded(.down)), f = sixths - Double(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: alpha)
    }

    /// HSB of sRGB channels in [0, 1].
    static func hsb(red r: Double, green g: Double, blue b: Double) -> (
        hue: Double, saturation: Double, brightness: Double
    ) {
        let top = max(r, g, b), bottom = min(r, g, b), range = top - bottom
        guard top > 0 else { return (0, 0, 0) }
        guard range > 0 else { return (0, 0, top) }
        var sixths: Double
        if top == r {
            sixths = (g - b) / range
        } else if top == g {
            sixths = 2 + (b - r) / range
        } else {
            sixths = 4 + (r - g) / range
        }
        if sixths < 0 { sixths += 6 }
        return (sixths / 6, range / top, top)
    }
}
