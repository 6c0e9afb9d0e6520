import Foundation

/// What a `CAGradientLayer` draws over its background (SEMANTICS.md §14, "Gradients").
/// Points are in unit coordinates of the bounds ((0, 0) top left, (1, 1) bottom right).
public struct GradientContent: Hashable, Sendable {
    /// The gradient's geometry (`CAGradientLayerType`).
    public enum Kind: String, Hashable, Sendable {
        /// Colours change along the line from `startPoint` to `endPoint` and are constant
        /// across it; beyond the ends the end colours continue (`.axial`, the default).
        case axial
        /// Colours change with the distance from `startPoint`; location 1 is the ellipse
        /// through `endPoint` whose radii are |end - start| in x and y, in points
        /// (`.radial`).
        case radial
        /// Colours change with the angle about `startPoint`, location 0 pointing at
        /// `endPoint`, going clockwise on screen round to location 1 (`.conic`).
        case conic
    }

    /// The colours, at least two to draw anything (one colour fills the bounds) (`colors`).
    public var colors: [RGBA] = []
    /// Where each colour sits, in [0, 1], increasing; nil spaces them evenly (`locations`).
    public var locations: [Double]?
    /// Default (0.5, 0) (`startPoint`).
    public var startPoint = CGPoint(x: 0.5, y: 0)
    /// Default (0.5, 1) (`endPoint`).
    public var endPoint = CGPoint(x: 0.5, y: 1)
    /// Default `.axial` (`type`).
    public var kind: Kind = .axial

    /// A gradient with Core Animation's defaults.
    public init(colors: [RGBA] = [], locations: [Double]? = nil) {
        self.colors = colors; self.locations = locations
    }

    /// The colour stops actually drawn: `locations` when it has one entry per colour, else
    /// evenly spaced (Core Animation ignores a `locations` array of the wrong length). Each
    /// location is clamped to [0, 1] and to at least the one before it.
    public var stops: [(location: Double, color: RGBA)] {
        let n = colors.count
        guard n > 0 else { return [] }
        let locs: [Double]
        if let l = locations, l.count == n, l.allSatisfy(\.isFinite) {
            locs = l
        } else {
            locs = n == 1 ? [0] : (0..<n).map { Double($0) / Double(n - 1) }
        }
        var out: [(Double, RGBA)] = []
        var floor = 0.0
        for (l, c) in zip(locs, colors) {
            let v = max(floor, min(max(l, 0), 1))
            out.append((v, c)); floor = v
        }
        return out
    }
}
