import Foundation
import FlipbookRender
import FlipbookCore

/// The geometry of one timing plot, in points, and its drawing steps.
struct PlotFrame {
    let plot: TimingPlot
    let duration: Double
    let series: [TimingPlot.Series]
    /// The value range shown: [0, 1] widened to hold every line, with a little room.
    let yMin: Double, yMax: Double
    /// The plotting area.
    let left: Double, top: Double, plotWidth: Double, plotHeight: Double
    /// The legend's left edge and width.
    let legendLeft: Double, legendWidth: Double
    /// The height of one line of legend text, points.
    static let legendLine = 14.0
    /// Samples per point of plot width along each line.
    static let samplesPerPoint = 2.0

    init(plot: TimingPlot, timeline: Timeline, series: [TimingPlot.Series], legendWidth: Double) {
        self.plot = plot
        self.series = series
        self.legendWidth = legendWidth
        duration = max(timeline.duration, 1e-3)
        left = DocsStyle.margin + 50
        top = DocsStyle.margin + DocsStyle.titleSize + (plot.note.isEmpty ? 24 : 40)
        plotWidth = plot.plotWidth
        plotHeight = plot.plotHeight
        legendLeft = left + plotWidth + 24
        var lo = 0.0, hi = 1.0
        let steps = Int(plot.plotWidth * Self.samplesPerPoint)
        for s in series {
            for i in 0...steps {
                let v = Self.shown(s.value(duration * Double(i) / Double(steps)))
                lo = min(lo, v); hi = max(hi, v)
            }
        }
        // Quarter steps around the values, with a little room beyond.
        // (A value within 1e-6 of a quarter counts as on it: easing back to 0 may end at -1e-17.)
        yMin = (lo * 4 + 1e-6).rounded(.down) / 4 - 0.08
        yMax = (hi * 4 - 1e-6).rounded(.up) / 4 + 0.08
    }

    /// The progress range a plot shows at most: a spring thrown with a huge velocity may
    /// reach thousands of times its distance; its line leaves the plot there.
    static let shownRange = -8.0...9.0

    /// A value as plotted: clamped to `shownRange`, and 0 where it is not a number, so no
    /// infinity or NaN reaches the drawing or an integer conversion.
    static func shown(_ v: Double) -> Double {
        v.isNaN ? 0 : min(max(v, shownRange.lowerBound), shownRange.upperBound)
    }

    /// The progress between grid lines: 0.25, or 1 when the range is wider than 4.
    var gridStep: Double { yMax - yMin > 4.5 ? 1 : 0.25 }

    /// The legend's text lines of `s`: its labels, then its detail.
    static func lineCount(_ s: TimingPlot.Series) -> Int { s.labels.count + 1 }

    /// The widest legend text of `series`, plus the swatch, in points.
    static func legendWidth(_ series: [TimingPlot.Series], in c: CairoContext) -> Double {
        var widest = 0.0
        for s in series {
            c.setFont(size: DocsStyle.captionSize)
            for label in s.labels { widest = max(widest, c.textWidth(label)) }
            c.setFont(size: DocsStyle.captionSize - 2)
            widest = max(widest, c.textWidth(s.detail))
        }
        return max(widest, 100) + 30
    }

    /// The legend's height in points: every series, then the frame-marker entry.
    var legendHeight: Double {
        series.reduce(0) { $0 + Double(Self.lineCount($1)) * Self.legendLine + 6 } + 2 * Self.legendLine
    }

    /// The whole picture's size in points.
    var width: Double { legendLeft + legendWidth + DocsStyle.margin }
    var height: Double { max(top + plotHeight + 48, top + legendHeight + 8) + DocsStyle.margin / 2 }

    func x(_ t: Double) -> Double { left + plotWidth * t / duration }
    func y(_ v: Double) -> Double { top + plotHeight * (yMax - v) / (yMax - yMin) }

    /// The panel, grid lines, ticks, labels, axis titles and frame markers.
    func drawAxes(_ c: CairoContext, fps: Double, frameCount: Int) {
        c.fillRect(x: left, y: top, width: plotWidth, height: plotHeight, DocsStyle.panel)
        c.setFont(size: DocsStyle.captionSize - 1)
        // Progress: a line every grid step (0.25 unless the range is wide), stronger at 0 and 1.
        let per = 1 / gridStep
        for line in Int((yMin * per).rounded(.up))...Int((yMax * per).rounded(.down)) {
            let v = Double(line) / per
            let strong = abs(v) < 1e-9 || abs(v - 1) < 1e-9
            c.strokeLine(
                [left, y(v)], [left + plotWidth, y(v)], strong ? RGBA(hex: 0xAEAEB2) : DocsStyle.rule,
                width: strong ? 1 : 0.5)
            c.strokeLine([left - 4, y(v)], [left, y(v)], DocsStyle.secondaryText, width: 1)
            c.showText(TimingPlot.number(v), x: left - 7, y: y(v) + 4, DocsStyle.secondaryText, align: .right)
        }
        // Time: a tick every "nice" step, labelled in milliseconds.
        let step = Self.timeStep(duration)
        for i in 0...Int((duration / step + 1e-9).rounded(.down)) {
            let t = Double(i) * step
            c.strokeLine([x(t), top], [x(t), top + plotHeight], DocsStyle.rule, width: 0.5)
            c.strokeLine([x(t), top + plotHeight], [x(t), top + plotHeight + 5], DocsStyle.secondaryText, width: 1)
            c.showText(
                ContactSheet.millisecondsText(t), x: x(t), y: top + plotHeight + 24, DocsStyle.secondaryText,
                align: .center)
        }
        // Frame markers: a short tick inside the axis at every frame time.
        for k in 0..<frameCount {
            let tk = min(Double(k) / fps, duration)
            c.strokeLine([x(tk), top + plotHeight], [x(tk), top + plotHeight - 4], DocsStyle.text, width: 0.75)
        }
        c.strokeRect(x: left, y: top, width: plotWidth, height: plotHeight, RGBA(hex: 0x8E8E93), lineWidth: 1)
        c.setFont(size: DocsStyle.captionSize)
        c.showText("scene time (ms)", x: left + plotWidth / 2, y: top + plotHeight + 42, DocsStyle.text, align: .center)
        c.showVerticalText("progress", x: DocsStyle.margin + 8, y: top + plotHeight / 2, DocsStyle.text)
    }

    /// The smallest of 1, 2, 2.5, 5 times a power of ten giving at most 8 intervals.
    static func timeStep(_ duration: Double) -> Double {
        var magnitude = pow(10, (log10(duration / 8)).rounded(.down))
        while true {
            for m in [1.0, 2.0, 2.5, 5.0] where duration / (m * magnitude) <= 8 { return m * magnitude }
            magnitude *= 10
        }
    }

    /// Every line, clipped to the plotting area, sampled twice per device pixel.
    func drawSeries(_ c: CairoContext, scale: Double) {
        c.clipRect(x: left, y: top, width: plotWidth, height: plotHeight)
        let steps = Int((plotWidth * scale * 2).rounded(.up))
        for s in series {
            let points = (0...steps).map { i -> SIMD2<Double> in
                let t = duration * Double(i) / Double(steps)
                return [x(t), y(Self.shown(s.value(t)))]
            }
            c.strokePolyline(points, s.color, width: s.color == RGBA(hex: 0x8E8E93) ? 1.5 : 2, dash: s.dash)
        }
        c.restore()
    }

    /// The legend on the right: a swatch, the label, the curve in words; then what the
    /// frame markers are.
    func drawLegend(_ c: CairoContext, fps: Double) {
        var rowTop = top
        let line = Self.legendLine
        for s in series {
            c.strokeLine([legendLeft, rowTop + 8], [legendLeft + 22, rowTop + 8], s.color, width: 2.5, dash: s.dash)
            c.setFont(size: DocsStyle.captionSize)
            for (i, label) in s.labels.enumerated() {
                c.showText(label, x: legendLeft + 30, y: rowTop + 12 + Double(i) * line, DocsStyle.text)
            }
            c.setFont(size: DocsStyle.captionSize - 2)
            c.showText(
                s.detail, x: legendLeft + 30, y: rowTop + 11 + Double(s.labels.count) * line, DocsStyle.secondaryText)
            rowTop += Double(Self.lineCount(s)) * line + 6
        }
        for i in 0..<6 {
            let xi = legendLeft + 2 + Double(i) * 4
            c.strokeLine([xi, rowTop + 12], [xi, rowTop + 8], DocsStyle.text, width: 0.75)
        }
        c.setFont(size: DocsStyle.captionSize)
        c.showText("frame times", x: legendLeft + 30, y: rowTop + 12, DocsStyle.text)
        c.setFont(size: DocsStyle.captionSize - 2)
        c.showText("\(TimingPlot.number(fps)) fps", x: legendLeft + 30, y: rowTop + 11 + line, DocsStyle.secondaryText)
    }
}
