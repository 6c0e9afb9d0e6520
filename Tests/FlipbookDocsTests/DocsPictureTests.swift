import Foundation
@testable import FlipbookDocs
import FlipbookTestSupport
import FlipbookPNG
import XCTest
import FlipbookCore
@testable import FlipbookRender

/// Contact sheets and timing plots: their size follows the layout, the same input gives
/// the same bytes, and the pixels hold what they should where it is easy to say.
final class DocsPictureTests: XCTestCase {
    /// A 100 x 200 point scene: a red card fades in on a spring while it slides on an
    /// ease-in-out curve, 0.5 s, and a second card's opacity runs the same curve.
    /// The model holds the end values, as after `UIView.animate`.
    private func timeline() -> Timeline {
        var card = makeLayer(1, frame: CGRect(x: 50, y: 10, width: 40, height: 40), color: red)
        card.name = "B.card"
        var other = makeLayer(2, frame: CGRect(x: 50, y: 120, width: 40, height: 40), color: blue)
        other.name = "A.card"
        other.opacity = 0
        var root = makeLayer(
            0, frame: CGRect(x: 0, y: 0, width: 100, height: 200), color: RGBA(hex: 0x007AFF),
            sublayers: [card, other])
        root.name = "A.root"
        let spring = TimingFunction.uikitSpring(DurationSpring(duration: 0.5, dampingRatio: 0.5, initialVelocity: 0))
        let animations = [
            PropertyAnimation(
                layer: LayerID(1), change: .opacity(from: 0, to: 1), begin: 0, duration: 0.5, timing: spring),
            PropertyAnimation(
                layer: LayerID(1), change: .position(from: CGPoint(x: 30, y: 30), to: CGPoint(x: 70, y: 30)),
                begin: 0, duration: 0.5, timing: .curve(.easeInOut)),
            PropertyAnimation(
                layer: LayerID(2), change: .opacity(from: 1, to: 0), begin: 0, duration: 0.5, timing: .curve(.easeInOut)
            ),
        ]
        return Timeline(
            size: CGSize(width: 100, height: 200), snapshots: [ModelSnapshot(time: 0, root: root)],
            animations: animations, duration: 0.5)
    }

    func testContactSheetSizeAndFrames() throws {
        let job = RenderJob(timeline: timeline(), scale: 1, fps: 30)
        XCTAssertEqual(ContactSheet.frameIndices(count: 8, total: 16), [0, 2, 4, 6, 9, 11, 13, 15])
        XCTAssertEqual(ContactSheet.frameIndices(count: 4, total: 3), [0, 1, 2])
        let sheet = try ContactSheet(title: "test", subtitle: "0.5 s", frameCount: 4, thumbnailWidth: 50)
        let bitmap = try sheet.render(job)
        // Margins 16, thumbnails 50 x 100 with gaps of 12, title band 48, caption band 30.
        XCTAssertEqual(bitmap.width, 2 * 16 + 4 * 50 + 3 * 12)
        XCTAssertEqual(bitmap.height, 48 + 100 + 30 + 8)
        XCTAssertTrue(bitmap.isOpaque)
        // The last thumbnail shows the end state (a scale of 0.5): the card has slid right.
        let lastX = 16 + 3 * 62
        assertPixel(bitmap, lastX + 35, 48 + 15, (255, 0, 0))
        assertPixel(bitmap, lastX + 10, 48 + 15, (0, 122, 255))
        // Rows of eight: 16 thumbnails take two rows.
        let grid = try ContactSheet(title: "t", subtitle: "", frameCount: 16, thumbnailWidth: 20).render(job)
        XCTAssertEqual(grid.height, 48 + 2 * (40 + 30) + 8)
    }

    func testContactSheetIsDeterministic() throws {
        let job = RenderJob(timeline: timeline(), scale: 2, fps: 60, jobs: 2)
        let sheet = try ContactSheet(title: "deterministic", subtitle: "same bytes twice", thumbnailWidth: 40)
        let first = try PNGEncoder().encode(try sheet.render(job))
        let second = try PNGEncoder().encode(try sheet.render(job))
        XCTAssertEqual(first, second)
    }

    func testContactSheetRejectsBadSettings() {
        XCTAssertThrowsError(try ContactSheet(title: "", subtitle: "", frameCount: 1)) {
            XCTAssertEqual("\($0)", "A contact sheet shows 2 to 64 frames; got 1.")
        }
        XCTAssertThrowsError(try ContactSheet(title: "", subtitle: "", thumbnailWidth: .nan))
    }

    func testTimingPlotSizeAndDeterminism() throws {
        let plot = try TimingPlot(title: "plot", subtitle: "0.5 s", note: "a note", plotWidth: 300, plotHeight: 200)
        let a = try plot.render(timeline(), fps: 30, scale: 1)
        let b = try plot.render(timeline(), fps: 30, scale: 1)
        XCTAssertEqual(try PNGEncoder().encode(a), try PNGEncoder().encode(b))
        // Left margin 66 + plot 300 + gap 24 + legend + margin 16; header 72 + plot 200 + axis 48 + 8.
        XCTAssertGreaterThan(a.width, 66 + 300 + 24 + 100)
        XCTAssertEqual(a.height, 72 + 200 + 48 + 8)
        let twice = try plot.render(timeline(), fps: 30, scale: 2)
        XCTAssertEqual(twice.width, 2 * a.width, accuracy: 1)
        XCTAssertEqual(twice.height, 2 * a.height)
        XCTAssertThrowsError(try TimingPlot(title: "", subtitle: "", plotWidth: 50)) {
            XCTAssertEqual($0 as? TimingPlotError, .invalidSize(width: 50, height: 300))
        }
    }

    func testTimingPlotLinesAndLegend() throws {
        let t = timeline()
        let series = TimingPlot.merged(TimingPlot.series(of: t), duration: t.duration)
        // The two ease-in-out animations coincide and share a line; the spring has its own.
        XCTAssertEqual(series.map(\.labels), [["B.card opacity"], ["B.card: position", "A.card: opacity"]])
        XCTAssertEqual(series[0].detail, "spring(damping 0.5, velocity 0.0), 0.5 s")
        XCTAssertGreaterThan((0...100).map { series[0].value(Double($0) / 200) }.max()!, 1.05, "the spring overshoots")
        XCTAssertEqual(t.animationLabels, ["B.card opacity", "B.card position", "A.card opacity"])
        XCTAssertEqual(t.progress(ofAnimation: 1, at: -1), 0)
        XCTAssertEqual(t.progress(ofAnimation: 1, at: 0.25), 0.5, accuracy: 1e-9)
        XCTAssertEqual(t.progress(ofAnimation: 1, at: 9), 1)
    }

    func testPlotTimeSteps() {
        XCTAssertEqual(PlotFrame.timeStep(0.3), 0.05, accuracy: 1e-12)
        XCTAssertEqual(PlotFrame.timeStep(2.0), 0.25, accuracy: 1e-12)
        XCTAssertEqual(PlotFrame.timeStep(3.4), 0.5, accuracy: 1e-12)
        XCTAssertEqual(ContactSheet.millisecondsText(1.0 / 60), "16.7")
        XCTAssertEqual(ContactSheet.millisecondsText(0.15), "150")
    }
}
