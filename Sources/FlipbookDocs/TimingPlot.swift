import Foundation
import FlipbookRender
import FlipbookCore

/// One picture of a scene's timing: the progress of every animation (0 at its from value,
/// 1 at its to value; springs overshoot above 1) against scene time, one line per animated
/// (layer, property) with a legend naming both and the curve, axes with ticks and labels,
/// and small ticks along the time axis at every frame time.
///
/// Interactive transitions run their animations on the transition's clock, so their lines
/// follow tau (the pan holds them, `finish()` or `cancel()` eases them); each transition
/// clock is drawn too, as a dashed grey line of tau / D.
///
/// No UIKit counterpart: it draws what Instruments' Core Animation track would show. The
/// same timeline and settings always give the same bytes.
public struct TimingPlot: Sendable {
    /// The first line, in bold: usually the scene's name.
    public let title: String
    /// Drawn after the title in regular weight.
    public let subtitle: String
    /// A second line under the title, in smaller type (what is plotted; a gesture); may be empty.
    public let note: String
    /// The plotting area's width in points (default 560).
    public let plotWidth: Double
    /// The plotting area's height in points (default 300).
    public let plotHeight: Double

    /// A plot whose area is `plotWidth` x `plotHeight` points (each finite, 100...4000).
    ///
    /// Throws `TimingPlotError.invalidSize`.
    public init(title: String, subtitle: String, note: String = "", plotWidth: Double = 560, plotHeight: Double = 300)
        throws
    {
        for side in [plotWidth, plotHeight] where !(side.isFinite && (100...4000).contains(side)) {
            throw TimingPlotError.invalidSize(width: plotWidth, height: plotHeight)
        }
        self.title = title; self.subtitle = subtitle; self.note = note
        self.plotWidth = plotWidth; self.plotHeight = plotHeight
    }

    /// The plot of `timeline` with frame ticks at `fps`, drawn at `scale` pixels per point.
    ///
    /// Throws `RenderError.invalidSize` for a scale that makes the picture too large (or not
    /// finite and positive) and `RenderError.cairo` when Cairo fails.
    public func render(_ timeline: Timeline, fps: Double, scale: Double) throws -> Bitmap {
        guard scale.isFinite, scale > 0, fps.isFinite, fps > 0 else {
            throw RenderError.invalidSize(width: plotWidth, height: plotHeight, scale: scale)
        }
        let series = Self.merged(Self.series(of: timeline), duration: timeline.duration)
        let (headerWidth, legendWidth) = try CairoContext.measuring { c -> (Double, Double) in
            c.setFont(size: DocsStyle.captionSize)
            let noteWidth = c.textWidth(note)
            let header = max(DocsStyle.titleWidth(title, subtitle, in: c), noteWidth)
            return (header, PlotFrame.legendWidth(series, in: c))
        }
        let frame = PlotFrame(plot: self, timeline: timeline, series: series, legendWidth: legendWidth)
        let width = max(frame.width, headerWidth + 2 * DocsStyle.margin)
        let pixelWidth = Int((width * scale).rounded(.up)), pixelHeight = Int((frame.height * scale).rounded(.up))
        return try CairoContext.drawBitmap(width: pixelWidth, height: pixelHeight) { context in
            context.paint(DocsStyle.background)
            context.setScale(scale)
            DocsStyle.drawTitle(title, subtitle, in: context)
            context.setFont(size: DocsStyle.captionSize)
            context.showText(
                note, x: DocsStyle.margin, y: DocsStyle.margin + DocsStyle.titleSize + 20, DocsStyle.secondaryText)
            frame.drawAxes(context, fps: fps, frameCount: timeline.frameCount(fps: fps))
            frame.drawSeries(context, scale: scale)
            frame.drawLegend(context, fps: fps)
        }
    }

    /// A line of the plot: what it shows (one line of text per layer: "B.root: transform,
    /// opacity"), the curve in words, its colour and dashes, and its value at a scene time.
    struct Series {
        var labels: [String]
        let detail: String
        var color: RGBA
        var dash: [Double]
        let value: (Double) -> Double
        /// For merging: the layer and property names of each animation it stands for.
        var members: [(layer: String, property: String)]
    }

    /// The lines of `timeline`: every animation in order, then every transition clock.
    static func series(of timeline: Timeline) -> [Series] {
        let labels = timeline.animationLabels
        var result: [Series] = timeline.animations.indices.map { i in
            let animation = timeline.animations[i]
            var detail = "\(animation.timing.label), \(number(animation.duration)) s"
            if animation.clock.propertyAnimatorIndex != nil {
                detail += ", on its property animator's clock"
            } else if animation.clock != .scene {
                detail += ", on the transition clock"
            } else if animation.begin + animation.delay > 0 {
                detail += ", from \(number(animation.begin + animation.delay)) s"
            } else if animation.delay > 0 {
                detail += ", delay \(number(animation.delay)) s"
            }
            let layer = timeline.layerName(of: animation.layer)
            let property = String(labels[i].dropFirst(layer.count + 1))
            return Series(
                labels: [labels[i]], detail: detail, color: .black, dash: [],
                value: { timeline.progress(ofAnimation: i, at: $0) }, members: [(layer, property)])
        }
        result += layerAnimationSeries(of: timeline)
        for (c, clock) in timeline.clocks.enumerated() where clock.duration > 0 {
            result.append(
                Series(
                    labels: ["transition clock τ / D"], detail: "D = \(number(clock.duration)) s",
                    color: .black, dash: [], value: { clock.tau(at: $0) / clock.duration },
                    members: [("transition \(c)", "clock")]))
        }
        for animator in timeline.propertyAnimators where animator.duration > 0 {
            // A property animator's own time (SEMANTICS.md §11): its scrubs, pauses, reversals
            // and continuations, as `fractionComplete`.
            let base = animator.base
            result.append(
                Series(
                    labels: ["\(animator.name) fractionComplete"],
                    detail: "D = \(number(animator.duration)) s", color: .black, dash: [],
                    value: { animator.fraction(atLocal: timeline.localTime(base, at: $0)) },
                    members: [(animator.name, "clock")]))
        }
        return result
    }

    /// The lines of the Core Animation animations (SEMANTICS.md §10), after `UIView` ones:
    /// "FlipContainerView transform.rotation.y" with "CABasicAnimation, easeInEaseOut, 0.6 s".
    static func layerAnimationSeries(of timeline: Timeline) -> [Series] {
        let labels = timeline.layerAnimationLabels
        return timeline.layerAnimations.indices.map { i in
            let a = timeline.layerAnimations[i]
            var detail = a.kindName
            if let s = a.spring {
                detail += ", \(TimingFunction.spring(s).label)"
            } else {
                detail += ", " + (a.curve.map { TimingFunction.curve($0).label } ?? "linear")
            }
            detail += ", \(number(a.timing.duration)) s"
            if a.timing.repeatCount > 0 { detail += " x \(number(a.timing.repeatCount))" }
            if a.timing.autoreverses { detail += ", autoreverses" }
            let layer = timeline.layerName(of: a.layer)
            return Series(
                labels: [labels[i]], detail: detail, color: .black, dash: [],
                value: { timeline.progress(ofLayerAnimation: i, at: $0) },
                members: [(layer, a.keyPath.name)])
        }
    }

    /// `series` with lines that coincide over the whole scene (to 1e-9 at every sample)
    /// drawn once: one legend entry naming every layer and property it stands for, one text
    /// line per layer ("A.root: transform, opacity"). Then each line gets its colour.
    static func merged(_ series: [Series], duration: Double) -> [Series] {
        let steps = 256
        let times = (0...steps).map { max(duration, 1e-3) * Double($0) / Double(steps) }
        var result: [Series] = []
        var samples: [[Double]] = []
        for s in series {
            let values = times.map(s.value)
            let isClock = s.members.first?.property == "clock"
            if !isClock,
                let j = samples.indices.first(where: { j in
                    result[j].members.first?.property != "clock"
                        && zip(samples[j], values).allSatisfy { abs($0 - $1) <= 1e-9 }
                })
            {
                result[j].members += s.members
                continue
            }
            result.append(s)
            samples.append(values)
        }
        var colour = 0
        for i in result.indices {
            if result[i].members.first?.property == "clock" {
                result[i].color = RGBA(hex: 0x8E8E93); result[i].dash = [5, 4]
                continue
            }
            if result[i].members.count > 1 { result[i].labels = groupedLabels(result[i].members) }
            (result[i].color, result[i].dash) = lineStyle(colour)
            colour += 1
        }
        return result
    }

    /// "A.root: transform, opacity", one line per layer, in order of first appearance.
    static func groupedLabels(_ members: [(layer: String, property: String)]) -> [String] {
        var layers: [String] = []
        var properties: [[String]] = []
        for m in members {
            if let i = layers.firstIndex(of: m.layer) {
                properties[i].append(m.property)
            } else {
                layers.append(m.layer); properties.append([m.property])
            }
        }
        return zip(layers, properties).map { "\($0): " + $1.joined(separator: ", ") }
    }

    /// Colour and dashes of line `i`: ten colours, then the same dashed.
    static func lineStyle(_ i: Int) -> (color: RGBA, dash: [Double]) {
        let palette: [UInt32] = [
            0x007AFF, 0xFF9500, 0x34C759, 0xFF3B30, 0xAF52DE,
            0x32ADE6, 0xC69C00, 0xFF2D55, 0x5856D6, 0xA2845E,
        ]
        return (RGBA(hex: palette[i % palette.count]), i < palette.count ? [] : [7, 3])
    }

    /// Up to three decimals, no trailing zeros: "0.3", "2", "0.125".
    static func number(_ v: Double) -> String {
        var s = String(format: "%.3f", v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }
}

/// Why a `TimingPlot` could not be made.
public enum TimingPlotError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The plotting area is not finite or outside 100...4000 points a side.
    case invalidSize(width: Double, height: Double)

    /// A sentence naming the bad value and the accepted range.
    public var description: String {
        switch self {
        case let .invalidSize(width, height):
            return "A timing plot's area must be 100 to 4000 points a side; got \(width) x \(height)."
        }
    }
}
