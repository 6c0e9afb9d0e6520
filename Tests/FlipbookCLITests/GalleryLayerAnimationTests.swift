import Foundation
import XCTest
@testable import FlipbookCLI
import FlipbookShowcase
import FlipbookUIKit

/// The gallery's animation table lists Core Animation animations with their key path and curve.
final class GalleryLayerAnimationTests: XCTestCase {
    func testCardFlipRowNamesTheKeyPathClassAndCurve() throws {
        let timeline = try XCTUnwrap(Showcase.scene(named: "card-flip.present")).record(fps: 60)
        let page = GalleryPage(entries: [], fps: 60, scale: 1, sheetFrames: 8)
        let table = page.animationsTable(timeline)
        XCTAssertTrue(table.contains("<summary>Animations (1)</summary>"), table)
        XCTAssertTrue(
            table.contains(
                "<td>FlipContainerView</td><td>transform.rotation.y</td><td>CABasicAnimation, easeInOut</td>"
                    + "<td>0.600 s</td><td>0.000 s</td><td>layer time</td>"), table)
    }

    /// A spring animating a content key path (strokeEnd) is labelled a spring, not linear.
    func testContentSpringRowNamesTheSpring() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
        let timeline = try Stage(window: window, fps: 60).record {
            window.layer.addSublayer(shape)
            let spring = CASpringAnimation(keyPath: "strokeEnd")
            spring.fromValue = 0
            spring.toValue = 1
            spring.duration = spring.settlingDuration
            shape.add(spring, forKey: "draw")
        }
        let table = GalleryPage(entries: [], fps: 60, scale: 1, sheetFrames: 8).animationsTable(timeline)
        XCTAssertTrue(table.contains("<td>strokeEnd</td><td>CASpringAnimation, spring("), table)
    }
}
