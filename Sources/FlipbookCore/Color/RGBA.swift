import Foundation

/// An sRGB colour with straight (not premultiplied) alpha, each channel in [0, 1].
///
/// The value behind `UIColor` / `CGColor`. Interpolation is per channel on the
/// sRGB-encoded values, as Core Animation interpolates `backgroundColor`.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var red: Double, green: Double, blue: Double, alpha: Double

    /// Creates a colour from channels in [0, 1].
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Creates a colour from `0xRRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// Fully transparent black.
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black, the backdrop behind the container.
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBA(red: 1, green: 1, blue: 1)

    /// Channel-wise interpolation; `t` may leave [0, 1].
    public func interpolated(to other: RGBA, _ t: Double) -> RGBA {
        RGBA(
            red: lerp(red, other.red, t), green: lerp(green, other.green, t),
            blue: lerp(blue, other.blue, t), alpha: lerp(alpha, other.alpha, t))
    }

    /// Whether every channel is finite.
    public var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }

    /// A readable description.
    public var description: String {
        func h(_ v: Double) -> String {
            let n = Int((min(max(v, 0), 1) * 255).rounded())
            return String(n, radix: 16, uppercase: true).leftPadded(to: 2)
        }
        return "#" + h(red) + h(green) + h(blue) + (alpha < 1 ? h(alpha) : "")
    }
}

extension String {
    func leftPadded(to n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}
