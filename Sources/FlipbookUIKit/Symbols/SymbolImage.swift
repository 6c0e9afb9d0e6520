import Foundation
import FlipbookCore

/// What a symbol image is (`UIImage(systemName:)`, SEMANTICS.md §17): a name, the drawing it
/// resolves to, the configuration it was made with, and how it is coloured. It is drawn as a
/// filled path (shape content) in the bounds of the image view that shows it.
struct SymbolImage: Hashable, Sendable {
    /// The name asked for.
    let name: String
    /// Whether Flipbook draws that name (otherwise the stand-in is drawn).
    let isKnown: Bool
    /// Point size, weight, scale and text style as configured (unset parts resolved when drawn).
    var pointSize: Double?
    var weight: UIImage.SymbolWeight
    var scale: UIImage.SymbolScale
    var textStyle: String?
    /// A colour of its own (`withTintColor(_:)`); nil draws in the view's tint colour.
    var color: RGBA?
    /// `.alwaysOriginal` without a colour draws black (the label colour); otherwise the
    /// symbol is a template, drawn in the tint colour.
    var renderingMode: UIImage.RenderingMode = .automatic

    /// The line height the grid's 24 units span, as a multiple of the point size (Flipbook's
    /// choice: a symbol a little taller than the capitals of text of its size).
    static let heightPerPoint = 1.2
    /// The regular stroke width as a multiple of the point size (Flipbook's choice).
    static let strokePerPoint = 0.09

    var configuration: UIImage.SymbolConfiguration {
        UIImage.SymbolConfiguration(
            pointSize: pointSize, weight: weight, scale: scale,
            textStyle: textStyle.map(UIFont.TextStyle.init(rawValue:)))
    }

    mutating func apply(_ c: UIImage.SymbolConfiguration) {
        let merged = configuration.applying(c)
        pointSize = merged.pointSize; weight = merged.weight; scale = merged.scale
        textStyle = merged.textStyle?.rawValue
    }

    var drawing: SymbolDrawing { SymbolCatalogue.drawing(named: name) ?? SymbolCatalogue.standIn }

    /// The size in points: 24 grid units high at `heightPerPoint` times the point size and
    /// the scale's factor, and as wide as the drawing.
    var size: CGSize {
        let c = configuration
        let h = Self.heightPerPoint * c.resolvedPointSize * c.scale.sizeFactor
        return CGSize(width: drawing.width / 24 * h, height: h)
    }

    /// Half the stroke width in grid units: `strokePerPoint` times the point size and the
    /// weight's factor, in units of (size.height / 24).
    var halfWidth: Double {
        let c = configuration
        let unit = Self.heightPerPoint * c.scale.sizeFactor / 24
        return Self.strokePerPoint * c.resolvedWeight.strokeFactor / unit / 2
    }

    /// The drawing stretched over `rect` (in points).
    func path(in rect: CGRect) -> VectorPath {
        var pen = SymbolPen(halfWidth: halfWidth)
        let d = drawing
        d.draw(&pen)
        let sx = Double(rect.width) / d.width, sy = Double(rect.height) / 24
        let x0 = Double(rect.minX), y0 = Double(rect.minY)
        return pen.path { CGPoint(x: x0 + $0.x * sx, y: y0 + $0.y * sy) }
    }

    /// The colour drawn with, given the view's tint colour.
    func fill(tint: RGBA) -> RGBA {
        if renderingMode == .alwaysTemplate { return tint }
        if let color { return color }
        return renderingMode == .alwaysOriginal ? .black : tint
    }

    /// Names already warned about, so that each unknown name is reported once a process.
    private static let warned = Locked<Set<String>>([])

    /// Makes the symbol named `name`; an unknown name gets the stand-in and a warning on
    /// standard error, the first time it is asked for.
    static func named(_ name: String, configuration: UIImage.SymbolConfiguration?) -> SymbolImage {
        let known = SymbolCatalogue.drawing(named: name) != nil
        if !known {
            let first = warned.withLock { $0.insert(name).inserted }
            if first {
                ProgramName.printToStandardError(
                    "UIImage(systemName: \"\(name)\"): Flipbook has no drawing of this symbol; it draws a stand-in (a box with a question mark)"
                )
            }
        }
        var s = SymbolImage(name: name, isKnown: known, pointSize: nil, weight: .unspecified, scale: .unspecified)
        if let configuration { s.apply(configuration) }
        return s
    }
}

extension UIImage {
    /// `UIImage(systemName:)`: Flipbook's own drawing of the symbol (SEMANTICS.md §17 lists
    /// them), or for any other name a stand-in (a rounded box with a question mark) and a
    /// warning on standard error once per name. Never nil.
    public convenience init?(systemName name: String) {
        self.init(symbol: SymbolImage.named(name, configuration: nil))
    }

    /// `UIImage(systemName:withConfiguration:)`.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(symbol: SymbolImage.named(name, configuration: configuration as? SymbolConfiguration))
    }

    /// `UIImage(systemName:compatibleWith:)`: the trait collection is ignored.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(symbol: SymbolImage.named(name, configuration: nil))
    }

    /// Whether this is a symbol image (`isSymbolImage`).
    public var isSymbolImage: Bool { symbol != nil }

    /// The symbol's configuration, nil for other images (`symbolConfiguration`).
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// The same symbol with `configuration` applied over its own (`withConfiguration(_:)`,
    /// `applyingSymbolConfiguration(_:)`); other images are returned as they are.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard var s = symbol, let c = configuration as? SymbolConfiguration else { return self }
        s.apply(c)
        return UIImage(symbol: s)
    }

    /// `applyingSymbolConfiguration(_:)`: nil for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard symbol != nil else { return nil }
        return withConfiguration(configuration)
    }

    /// The symbol drawn in `color` whatever the tint (`withTintColor(_:)`); other images are
    /// returned as they are (Flipbook does not recolour bitmaps).
    public func withTintColor(_ color: UIColor) -> UIImage {
        guard var s = symbol else { return self }
        s.color = color.rgba
        s.renderingMode = .alwaysOriginal
        return UIImage(symbol: s)
    }

    /// `withTintColor(_:renderingMode:)`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        guard var s = symbol else { return self }
        s.color = color.rgba
        s.renderingMode = renderingMode
        return UIImage(symbol: s)
    }
}

extension UIImage {
    /// The names `UIImage(systemName:)` draws (Flipbook only; SEMANTICS.md §17).
    public static var flipbookSymbolNames: [String] { SymbolCatalogue.names }

    /// The symbol's outline stretched over `rect`, in points; nil for an image that is not
    /// a symbol (Flipbook only, for tests and tools).
    public func symbolPath(in rect: CGRect) -> VectorPath? { symbol?.path(in: rect) }
}
