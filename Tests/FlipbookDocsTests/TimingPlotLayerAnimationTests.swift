import XCTest
import FlipbookCore
@testable import FlipbookDocs

/// A Core Animation animation has its own line in the timing plot, named by layer and key
/// path, with its class, curve and duration (SEMANTICS.md §10).
final class TimingPlotLayerAnimationTests: XCTestCase {
    func testCABasicAnimationLineNamesKeyPathClassAndCurve() throws {
        let card = LayerState(
            id: LayerID(2), name: "card", bounds: CGRect(x: 0, y: 0, width: 100, height: 100),
            position: CGPoint(x: 50, y: 50))
        let root = LayerState(
            id: LayerID(1), name: "window", bounds: CGRect(x: 0, y: 0, width: 100, height: 100),
            position: CGPoint(x: 50, y: 50), sublayers: [card])
        var timeline = Timeline(
            size: CGSize(width: 100, height: 100), snapshots: [ModelSnapshot(time: 0, root: root)],
            duration: 0.6)
        timeline.layerAnimations = [
            LayerAnimation(
                layer: LayerID(2), key: "flip", keyPath: try LayerKeyPath(parsing: "transform.rotation.y"),
                kindName: "CABasicAnimation",
                track: .keyframes(values: [.number(0), .number(.pi)], keyTimes: [0, 1], curves: [], mode: .linear),
                timing: AnimationTiming(beginTime: 0, duration: 0.6), curve: .easeInOut, addedAt: 0)
        ]
        let series = TimingPlot.series(of: timeline)
        let line = try XCTUnwrap(series.first { $0.labels == ["card transform.rotation.y"] })
        XCTAssertEqual(line.detail, "CABasicAnimation, easeInOut, 0.6 s")
        XCTAssertEqual(line.value(0.3), 0.5, accuracy: 1e-9)  // the symmetric curve's midpoint
        XCTAssertEqual(line.value(0.6), 1)
    }
}
