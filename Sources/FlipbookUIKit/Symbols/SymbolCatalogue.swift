import Foundation

/// One symbol drawn by Flipbook: its width on the 24-unit-high grid and how it draws itself
/// with a pen (SEMANTICS.md §17, "Symbols"). These are Flipbook's own drawings, made of
/// lines, arcs and discs; they stand in for Apple's symbols of the same names.
struct SymbolDrawing: Sendable {
    /// The width in grid units (the height is always 24).
    let width: Double
    let draw: @Sendable (inout SymbolPen) -> Void
}

/// The symbols Flipbook draws, by name.
enum SymbolCatalogue {
    /// The drawing of `name`, or nil for a name Flipbook does not draw.
    static func drawing(named name: String) -> SymbolDrawing? { table[aliases[name] ?? name] }

    /// Every name drawn (aliases included), sorted.
    static var names: [String] { (Array(table.keys) + Array(aliases.keys)).sorted() }

    /// Names of the same drawing: the direction-neutral chevrons (left to right).
    static let aliases: [String: String] = [
        "chevron.backward": "chevron.left", "chevron.forward": "chevron.right",
        "line.horizontal.3": "line.3.horizontal", "gearshape": "gear",
        "arrow.backward": "arrow.left", "arrow.forward": "arrow.right",
    ]

    /// A box with a question mark: what an unknown name draws.
    static let standIn = SymbolDrawing(width: 24) { pen in
        pen.roundedRectStroke(3, 3, 18, 18, r: 4)
        questionMark(&pen, scale: 0.75)
    }

    private typealias P = SymbolPoint
    private static func p(_ x: Double, _ y: Double) -> SymbolPoint { SymbolPoint(x, y) }

    /// A question mark centred on x = 12: an arc, a short stem and a dot.
    private static func questionMark(_ pen: inout SymbolPen, scale k: Double) {
        let c = p(12, 12 - 3 * k), r = 3.2 * k
        let hook = SymbolPen.arc(c, r, from: .pi * 1.05, sweep: .pi * 1.3)
        pen.line(hook + [p(12, 12 + 1.6 * k)])
        pen.disc(p(12, 12 + 5.2 * k), pen.halfWidth * 1.25)
    }

    /// The classic heart curve x = 16 sin^3 t, y = 13 cos t - 5 cos 2t - 2 cos 3t - cos 4t,
    /// flipped for y down and fitted to the box (x, y, w, h).
    private static func heart(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [SymbolPoint] {
        let n = 72
        let raw = (0..<n).map { i -> SymbolPoint in
            let t = 2 * Double.pi * Double(i) / Double(n)
            return p(16 * pow(sin(t), 3), -(13 * cos(t) - 5 * cos(2 * t) - 2 * cos(3 * t) - cos(4 * t)))
        }
        let minX = raw.map(\.x).min()!, maxX = raw.map(\.x).max()!
        let minY = raw.map(\.y).min()!, maxY = raw.map(\.y).max()!
        return raw.map { p(x + ($0.x - minX) / (maxX - minX) * w, y + ($0.y - minY) / (maxY - minY) * h) }
    }

    /// A five-pointed star about `c`, its first point straight up.
    private static func star(_ c: SymbolPoint, outer: Double, inner: Double) -> [SymbolPoint] {
        (0..<10).map { i in
            SymbolPoint.polar(c, i % 2 == 0 ? outer : inner, -.pi / 2 + Double(i) * .pi / 5)
        }
    }

    private static func gearOutline(_ c: SymbolPoint) -> [SymbolPoint] {
        var pts: [SymbolPoint] = []
        for k in 0..<8 {
            let a = Double(k) * .pi / 4
            let deg = Double.pi / 180
            pts.append(SymbolPoint.polar(c, 7.2, a - 13 * deg))
            pts.append(SymbolPoint.polar(c, 9.6, a - 8 * deg))
            pts.append(SymbolPoint.polar(c, 9.6, a + 8 * deg))
            pts.append(SymbolPoint.polar(c, 7.2, a + 13 * deg))
        }
        return pts
    }

    private static func arrow(_ pen: inout SymbolPen, angle: Double) {
        // Drawn pointing right about (12, 12), then turned.
        let c = p(12, 12)
        func turn(_ q: SymbolPoint) -> SymbolPoint {
            let d = q - c
            return c + p(d.x * cos(angle) - d.y * sin(angle), d.x * sin(angle) + d.y * cos(angle))
        }
        pen.line([p(4, 12), p(19.5, 12)].map(turn))
        pen.line([p(13, 5.5), p(19.5, 12), p(13, 18.5)].map(turn))
    }

    private static func personBody(_ c: SymbolPoint, rx: Double, ry: Double) -> [SymbolPoint] {
        (0...24).map { i in
            let a = Double.pi + Double(i) / 24 * .pi
            return p(c.x + rx * cos(a), c.y + ry * sin(a))
        }
    }

    private static let table: [String: SymbolDrawing] = [
        "chevron.left": SymbolDrawing(width: 14) { $0.line([p(10, 5), p(3.5, 12), p(10, 19)]) },
        "chevron.right": SymbolDrawing(width: 14) { $0.line([p(4, 5), p(10.5, 12), p(4, 19)]) },
        "chevron.up": SymbolDrawing(width: 24) { $0.line([p(5, 15.5), p(12, 8.5), p(19, 15.5)]) },
        "chevron.down": SymbolDrawing(width: 24) { $0.line([p(5, 8.5), p(12, 15.5), p(19, 8.5)]) },
        // The compact chevrons, wide and shallow: in the simulator's pictures 15 x 4 pt of ink
        // in a 17 pt image, centred.
        "chevron.compact.up": SymbolDrawing(width: 24) { $0.line([p(3.8, 13.9), p(12, 10.1), p(20.2, 13.9)]) },
        "chevron.compact.down": SymbolDrawing(width: 24) { $0.line([p(3.8, 10.1), p(12, 13.9), p(20.2, 10.1)]) },
        "xmark": SymbolDrawing(width: 24) { pen in
            pen.line([p(6, 6), p(18, 18)]); pen.line([p(18, 6), p(6, 18)])
        },
        "xmark.circle": SymbolDrawing(width: 24) { pen in
            pen.circleStroke(p(12, 12), 10)
            pen.line([p(8.5, 8.5), p(15.5, 15.5)]); pen.line([p(15.5, 8.5), p(8.5, 15.5)])
        },
        "xmark.circle.fill": SymbolDrawing(width: 24) { pen in
            pen.disc(p(12, 12), 11)
            pen.cutCross(p(12, 12), arm: 5, angle: .pi / 4)
        },
        "plus": SymbolDrawing(width: 24) { pen in
            pen.line([p(12, 4.5), p(12, 19.5)]); pen.line([p(4.5, 12), p(19.5, 12)])
        },
        "plus.circle": SymbolDrawing(width: 24) { pen in
            pen.circleStroke(p(12, 12), 10)
            pen.line([p(12, 7.5), p(12, 16.5)]); pen.line([p(7.5, 12), p(16.5, 12)])
        },
        "plus.circle.fill": SymbolDrawing(width: 24) { pen in
            pen.disc(p(12, 12), 11)
            pen.cutCross(p(12, 12), arm: 5.5, angle: 0)
        },
        "minus": SymbolDrawing(width: 24) { $0.line([p(4.5, 12), p(19.5, 12)]) },
        "ellipsis": SymbolDrawing(width: 24) { pen in
            let r = 1 + pen.halfWidth
            for x in [5.0, 12, 19] { pen.disc(p(x, 12), r) }
        },
        "ellipsis.circle": SymbolDrawing(width: 24) { pen in
            pen.circleStroke(p(12, 12), 10)
            let r = 0.6 + pen.halfWidth
            for x in [7.5, 12, 16.5] { pen.disc(p(x, 12), r) }
        },
        "heart": SymbolDrawing(width: 24) { $0.ring(heart(3, 4.5, 18, 16)) },
        "heart.fill": SymbolDrawing(width: 24) { pen in pen.roundedFill(heart(3.5, 5, 17, 15), radius: pen.halfWidth) },
        "star": SymbolDrawing(width: 24) { $0.ring(star(p(12, 12.8), outer: 10, inner: 4.3)) },
        "star.fill": SymbolDrawing(width: 24) { pen in
            pen.roundedFill(
                star(p(12, 12.8), outer: 10 - pen.halfWidth, inner: 4.3 - pen.halfWidth / 2), radius: pen.halfWidth)
        },
        "square.and.arrow.up": SymbolDrawing(width: 24) { pen in
            pen.line([p(9, 10), p(5.5, 10), p(5.5, 21), p(18.5, 21), p(18.5, 10), p(15, 10)])
            pen.line([p(12, 3), p(12, 15)])
            pen.line([p(8.5, 6.5), p(12, 3), p(15.5, 6.5)])
        },
        "square.and.arrow.down": SymbolDrawing(width: 24) { pen in
            pen.line([p(9, 10), p(5.5, 10), p(5.5, 21), p(18.5, 21), p(18.5, 10), p(15, 10)])
            pen.line([p(12, 3), p(12, 15)])
            pen.line([p(8.5, 11.5), p(12, 15), p(15.5, 11.5)])
        },
        "magnifyingglass": SymbolDrawing(width: 24) { pen in
            pen.circleStroke(p(10.5, 10.5), 6.5)
            pen.line([p(15.3, 15.3), p(20, 20)], widthFactor: 1.35)
        },
        "person": SymbolDrawing(width: 24) { pen in
            pen.circleStroke(p(12, 7.5), 4)
            pen.ring(personBody(p(12, 21), rx: 8, ry: 6.5))
        },
        "person.fill": SymbolDrawing(width: 24) { pen in
            pen.disc(p(12, 7.5), 4.5)
            pen.roundedFill(personBody(p(12, 21), rx: 8, ry: 6.5), radius: pen.halfWidth)
        },
        "person.circle": SymbolDrawing(width: 24) { pen in
            pen.circleStroke(p(12, 12), 10)
            pen.disc(p(12, 9.5), 3.4)
            pen.line(SymbolPen.arc(p(12, 21.5), 6.5, from: .pi * 1.18, sweep: .pi * 0.64))
        },
        "gear": SymbolDrawing(width: 24) { pen in
            pen.ring(gearOutline(p(12, 12)))
            pen.circleStroke(p(12, 12), 3)
        },
        "house": SymbolDrawing(width: 24) { pen in
            pen.line([p(3, 12), p(12, 3.5), p(21, 12)])
            pen.line([p(6, 10), p(6, 21), p(18, 21), p(18, 10)])
            pen.line([p(10, 21), p(10, 15), p(14, 15), p(14, 21)])
        },
        "house.fill": SymbolDrawing(width: 24) { pen in
            pen.roundedFill(
                [p(12, 3.5), p(21, 11.5), p(18.5, 11.5), p(18.5, 21), p(5.5, 21), p(5.5, 11.5), p(3, 11.5)],
                radius: pen.halfWidth)
            let bottom = 21 + pen.halfWidth
            pen.cut([p(10, 15), p(14, 15), p(14, bottom), p(10, bottom)])
        },
        "trash": SymbolDrawing(width: 24) { pen in
            pen.line([p(4, 6), p(20, 6)])
            pen.line([p(9, 6), p(9, 3.5), p(15, 3.5), p(15, 6)])
            pen.line([p(6.5, 6), p(7.5, 21), p(16.5, 21), p(17.5, 6)])
            pen.line([p(10, 10), p(10, 17.5)]); pen.line([p(14, 10), p(14, 17.5)])
        },
        "checkmark": SymbolDrawing(width: 24) { $0.line([p(4.5, 12.5), p(9.5, 17.5), p(19.5, 6.5)]) },
        "checkmark.circle": SymbolDrawing(width: 24) { pen in
            pen.circleStroke(p(12, 12), 10)
            pen.line([p(7.5, 12.5), p(10.5, 15.5), p(16.5, 9)])
        },
        "checkmark.circle.fill": SymbolDrawing(width: 24) { pen in
            pen.disc(p(12, 12), 11)
            pen.cutLine([p(7.5, 12.5), p(10.5, 15.5), p(16.5, 9)])
        },
        "info.circle": SymbolDrawing(width: 24) { pen in
            pen.circleStroke(p(12, 12), 10)
            pen.line([p(12, 11), p(12, 17)])
            pen.disc(p(12, 7.5), pen.halfWidth * 1.3)
        },
        "info.circle.fill": SymbolDrawing(width: 24) { pen in
            pen.disc(p(12, 12), 11)
            pen.cutLine([p(12, 11), p(12, 17)])
            pen.cutDisc(p(12, 7.5), pen.halfWidth * 1.3)
        },
        "bell": SymbolDrawing(width: 24) { pen in
            pen.line([p(6, 17)] + SymbolPen.arc(p(12, 10.5), 6, from: .pi, sweep: .pi) + [p(18, 17)])
            pen.line([p(4.5, 17.5), p(19.5, 17.5)])
            pen.line(SymbolPen.arc(p(12, 19.5), 2, from: 0, sweep: .pi))
        },
        "bell.fill": SymbolDrawing(width: 24) { pen in
            pen.roundedFill(
                [p(4.5, 17.5), p(6, 16), p(6, 10.5)] + SymbolPen.arc(p(12, 10.5), 6, from: .pi, sweep: .pi)
                    + [p(18, 16), p(19.5, 17.5)], radius: pen.halfWidth)
            pen.disc(p(12, 20), 2.2)
        },
        "photo": SymbolDrawing(width: 24) { pen in
            pen.roundedRectStroke(3, 5, 18, 14, r: 2.5)
            pen.disc(p(8, 9.5), 1.7)
            pen.line([p(3.5, 17.5), p(9, 12), p(13, 15.5), p(16, 13), p(20.5, 17)])
        },
        "play.fill": SymbolDrawing(width: 24) { pen in
            pen.roundedFill([p(8, 5), p(19, 12), p(8, 19)], radius: pen.halfWidth)
        },
        "play": SymbolDrawing(width: 24) { $0.ring([p(8, 5), p(19, 12), p(8, 19)]) },
        "pause.fill": SymbolDrawing(width: 24) { pen in
            pen.roundedRect(6, 4, 4, 16, r: 1.2); pen.roundedRect(14, 4, 4, 16, r: 1.2)
        },
        "arrow.left": SymbolDrawing(width: 24) { arrow(&$0, angle: .pi) },
        "arrow.right": SymbolDrawing(width: 24) { arrow(&$0, angle: 0) },
        "arrow.up": SymbolDrawing(width: 24) { arrow(&$0, angle: -.pi / 2) },
        "arrow.down": SymbolDrawing(width: 24) { arrow(&$0, angle: .pi / 2) },
        "arrow.clockwise": SymbolDrawing(width: 24) { pen in
            pen.line(SymbolPen.arc(p(12, 13), 7.5, from: -.pi / 2, sweep: .pi * 1.6))
            pen.line([p(9, 2.5), p(12, 5.5), p(9, 8.5)])
        },
        "line.3.horizontal": SymbolDrawing(width: 24) { pen in
            for y in [6.0, 12, 18] { pen.line([p(4, y), p(20, y)]) }
        },
        "list.bullet": SymbolDrawing(width: 24) { pen in
            for y in [6.0, 12, 18] {
                pen.disc(p(4.5, y), pen.halfWidth * 1.4)
                pen.line([p(9, y), p(20.5, y)])
            }
        },
        "forward.fill": SymbolDrawing(width: 28) { pen in
            pen.roundedFill([p(3, 6), p(14, 12), p(3, 18)], radius: pen.halfWidth)
            pen.roundedFill([p(14, 6), p(25, 12), p(14, 18)], radius: pen.halfWidth)
        },
        "backward.fill": SymbolDrawing(width: 28) { pen in
            pen.roundedFill([p(25, 6), p(14, 12), p(25, 18)], radius: pen.halfWidth)
            pen.roundedFill([p(14, 6), p(3, 12), p(14, 18)], radius: pen.halfWidth)
        },
        "photo.on.rectangle": SymbolDrawing(width: 26) { pen in
            pen.line([p(6, 5), p(22, 5), p(22, 16)])
            pen.roundedRectStroke(2.5, 8.5, 16, 12, r: 2.2)
            pen.disc(p(6.5, 12), 1.4)
            pen.line([p(3, 18.5), p(8, 14.5), p(11.5, 17), p(14, 15), p(18, 18.5)])
        },
        "rectangle.grid.1x2": SymbolDrawing(width: 24) { pen in
            pen.roundedRectStroke(3.5, 3.5, 17, 7, r: 1.8)
            pen.roundedRectStroke(3.5, 13.5, 17, 7, r: 1.8)
        },
        "list.dash": SymbolDrawing(width: 24) { pen in
            for y in [6.0, 12, 18] {
                pen.line([p(3, y), p(5.5, y)])
                pen.line([p(9, y), p(21, y)])
            }
        },
        "square.grid.3x2": SymbolDrawing(width: 28) { pen in
            for (x, y) in [(2.5, 5.5), (10.5, 5.5), (18.5, 5.5), (2.5, 12.5), (10.5, 12.5), (18.5, 12.5)] {
                pen.roundedRectStroke(x, y, 6, 6, r: 1.3)
            }
        },
        "bag": SymbolDrawing(width: 24) { pen in
            pen.roundedRectStroke(4, 8, 16, 13, r: 2.2)
            pen.line(SymbolPen.arc(p(12, 8.5), 3.8, from: .pi, sweep: .pi))
        },
        "person.3": SymbolDrawing(width: 32) { pen in
            pen.circleStroke(p(16, 7.5), 3.6)
            pen.ring(personBody(p(16, 20.5), rx: 6.5, ry: 5.5))
            for x in [7.0, 25] {
                pen.circleStroke(p(x, 9.5), 2.6)
                pen.line(SymbolPen.arc(p(x, 20), 4.2, from: .pi * 1.15, sweep: .pi * 0.7))
            }
        },
        "person.3.fill": SymbolDrawing(width: 32) { pen in
            pen.disc(p(16, 7.5), 4)
            pen.roundedFill(personBody(p(16, 20.5), rx: 6.5, ry: 5.5), radius: pen.halfWidth)
            for x in [7.5, 24.5] {
                pen.disc(p(x, 9.5), 2.9)
                pen.roundedFill(personBody(p(x, 19.5), rx: 3.8, ry: 3.8), radius: pen.halfWidth)
            }
        },
        "staroflife": SymbolDrawing(width: 24) { pen in
            // The outline of three bars crossing at the centre, 60 degrees apart: six arms,
            // each end two corners, and between arms the point where their edges meet, twice
            // the bars' half-width from the centre.
            let c = p(12, 12), length = 9.0, half = 2.6
            var outline: [SymbolPoint] = []
            for k in 0..<6 {
                let a = Double(k) * .pi / 3 - .pi / 2
                let u = SymbolPoint(cos(a), sin(a)), v = SymbolPoint(-sin(a), cos(a))
                outline += [c + u * length - v * half, c + u * length + v * half]
                outline.append(SymbolPoint.polar(c, 2 * half, a + .pi / 6))
            }
            pen.ring(outline)
        },
        "staroflife.fill": SymbolDrawing(width: 24) { pen in
            for k in 0..<3 {
                let a = Double(k) * .pi / 3 + .pi / 2
                let u = SymbolPoint(cos(a), sin(a)), v = SymbolPoint(-sin(a), cos(a))
                let c = p(12, 12)
                pen.fill([c + u * 9.5 + v * 3, c + u * 9.5 - v * 3, c - u * 9.5 - v * 3, c - u * 9.5 + v * 3])
            }
        },
        "square.grid.2x2": SymbolDrawing(width: 24) { pen in
            for (x, y) in [(3.5, 3.5), (13.5, 3.5), (3.5, 13.5), (13.5, 13.5)] {
                pen.roundedRectStroke(x, y, 7, 7, r: 1.5)
            }
        },
        "bookmark": SymbolDrawing(width: 24) {
            $0.ring([p(6.5, 3), p(17.5, 3), p(17.5, 21), p(12, 16.5), p(6.5, 21)])
        },
        "bookmark.fill": SymbolDrawing(width: 24) { pen in
            pen.roundedFill([p(6.5, 3), p(17.5, 3), p(17.5, 21), p(12, 16.5), p(6.5, 21)], radius: pen.halfWidth)
        },
        "paperplane": SymbolDrawing(width: 24) { pen in
            pen.ring([p(3, 11), p(21, 3), p(13.5, 21), p(11, 13)])
            pen.line([p(11, 13), p(21, 3)])
        },
        "paperplane.fill": SymbolDrawing(width: 24) { pen in
            pen.roundedFill([p(3, 11), p(21, 3), p(13.5, 21), p(11, 13)], radius: pen.halfWidth)
        },
        "camera": SymbolDrawing(width: 24) { pen in
            pen.roundedRectStroke(2.5, 7, 19, 13, r: 2.5)
            pen.line([p(8, 7), p(9.5, 4.5), p(14.5, 4.5), p(16, 7)])
            pen.circleStroke(p(12, 13.5), 3.6)
        },
        "camera.fill": SymbolDrawing(width: 24) { pen in
            pen.roundedRect(2, 6.5, 20, 14, r: 3)
            pen.roundedFill([p(8, 7), p(9.5, 4.5), p(14.5, 4.5), p(16, 7)], radius: pen.halfWidth)
            pen.cutDisc(p(12, 13.5), 3.8)
        },
        "envelope": SymbolDrawing(width: 24) { pen in
            pen.roundedRectStroke(2.5, 5, 19, 14, r: 2)
            pen.line([p(3.5, 6.5), p(12, 13), p(20.5, 6.5)])
        },
        "clock": SymbolDrawing(width: 24) { pen in
            pen.circleStroke(p(12, 12), 10)
            pen.line([p(12, 6), p(12, 12), p(16, 14.5)])
        },
        "circle": SymbolDrawing(width: 24) { $0.circleStroke(p(12, 12), 10) },
        "circle.fill": SymbolDrawing(width: 24) { $0.disc(p(12, 12), 11) },
        "square": SymbolDrawing(width: 24) { $0.roundedRectStroke(3, 3, 18, 18, r: 3.5) },
        "square.fill": SymbolDrawing(width: 24) { $0.roundedRect(2, 2, 20, 20, r: 4) },
        // A window with a pane along its left edge: the split view controller's display-mode
        // button.
        "sidebar.left": SymbolDrawing(width: 24) { pen in
            pen.roundedRectStroke(2.5, 5, 19, 14, r: 3)
            pen.line([p(9, 5), p(9, 19)])
            pen.line([p(4.8, 8.8), p(6.7, 8.8)])
            pen.line([p(4.8, 11.8), p(6.7, 11.8)])
        },
        "questionmark": SymbolDrawing(width: 16) { pen in
            var shifted = SymbolPen(halfWidth: pen.halfWidth)
            questionMark(&shifted, scale: 1.5)
            for loop in shifted.loops { pen.fill(loop.map { p($0.x - 4, $0.y) }) }
        },
    ]
}
