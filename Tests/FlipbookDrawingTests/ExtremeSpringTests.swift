import XCTest
import FlipbookCore
import FlipbookDocs
import FlipbookUIKit

/// Springs with extreme but legal values, from app code to the layers and the timing plot
/// (SEMANTICS.md §4): finite at every frame, the documented motion, and a plot for each.
final class ExtremeSpringTests: XCTestCase {
    /// A card moved from x = 0 to x = 300 by `animate`, at 60 fps.
    private func record(_ animate: @escaping (UIView) -> Void) throws -> (Timeline, LayerID) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        card.accessibilityIdentifier = "card"
        window.addSubview(card)
        let tl = try Stage(window: window, fps: 60).record { animate(card) }
        return (tl, card.layer.layerID)
    }

    private func checkFramesAndPlot(_ tl: Timeline, _ id: LayerID, _ what: String) throws {
        for k in 0..<tl.frameCount(fps: 60) {
            let l = try XCTUnwrap(tl.presentation(at: tl.time(ofFrame: k, fps: 60)).root.find(id))
            XCTAssertTrue(l.position.x.isFinite && l.position.y.isFinite, "\(what): frame \(k)")
            XCTAssertTrue(l.transform.isFinite && l.opacity.isFinite, "\(what): frame \(k)")
        }
        let plot = try TimingPlot(title: what, subtitle: "limits").render(tl, fps: 60, scale: 1)
        XCTAssertGreaterThan(plot.width, 0, what)
    }

    func testUIViewAnimateSpringsAtTheirLimits() throws {
        let cases: [(String, Double, CGFloat, CGFloat)] = [
            ("damping 0", 0.5, 0, 0), ("damping 1e-9", 0.5, 1e-9, 0), ("damping 5", 0.5, 5, 0),
            ("velocity 1000", 0.5, 0.5, 1000), ("duration 0", 0, 0.5, 0),
        ]
        for (what, d, z, v) in cases {
            let (tl, id) = try record { card in
                UIView.animate(
                    withDuration: d, delay: 0, usingSpringWithDamping: z, initialSpringVelocity: v, options: [],
                    animations: { card.center.x = 350 })
            }
            try checkFramesAndPlot(tl, id, what)
            // The documented value: x = 50 + 300 (1 - y(t)) with the spring of §4.
            let spring = DurationSpring(duration: d, dampingRatio: Double(z), initialVelocity: Double(v))
            let t = 0.1
            let expected = d > 0 ? 50 + 300 * spring.progress(at: t) : 350
            XCTAssertEqual(
                try XCTUnwrap(tl.presentation(at: t).root.find(id)).position.x, expected, accuracy: 1e-6, what)
        }
        // Damping 0 (run as 1.19e-7), half a period in (w = 735.76 rad/s): as far past the end
        // as the start is before it, within 1.19e-7 pi of its swing.
        let w = log(M_E / (1 - M_E * M_E / 1e6).squareRoot()) / (M_E / 1000 * 0.5)
        let (tl, id) = try record { card in
            UIView.animate(
                withDuration: 0.5, delay: 0, usingSpringWithDamping: 0, initialSpringVelocity: 0, options: [],
                animations: { card.center.x = 350 })
        }
        XCTAssertEqual(try XCTUnwrap(tl.presentation(at: .pi / w).root.find(id)).position.x, 650, accuracy: 1e-3)
    }

    func testPropertyAnimatorAndCASpringAnimationLimits() throws {
        let params: [(String, UISpringTimingParameters)] = [
            ("ratio 0", UISpringTimingParameters(dampingRatio: 0)),
            (
                "ratio 0, velocity 1000",
                UISpringTimingParameters(dampingRatio: 0, initialVelocity: CGVector(dx: 1000, dy: 0))
            ),
            ("ratio 5", UISpringTimingParameters(dampingRatio: 5)),
            (
                "physical damping 0",
                UISpringTimingParameters(mass: 1, stiffness: 100, damping: 0, initialVelocity: .zero)
            ),
            (
                "physical NaN",
                UISpringTimingParameters(mass: .nan, stiffness: .nan, damping: .nan, initialVelocity: .zero)
            ),
        ]
        for (what, p) in params {
            for d in [0.5, 0.0] {
                let (tl, id) = try record { card in
                    let a = UIViewPropertyAnimator(duration: d, timingParameters: p)
                    a.addAnimations { card.center.x = 350 }
                    a.startAnimation()
                }
                try checkFramesAndPlot(tl, id, "\(what), duration \(d)")
            }
        }
        let springs: [(String, CGFloat, CGFloat, CGFloat)] = [
            ("CA damping 0", 0, 100, 0), ("CA velocity 1000", 10, 100, 1000), ("CA over-damped", 1e6, 100, 0),
            ("CA stiffness 0", 10, 0, 0),
        ]
        for (what, damping, stiffness, velocity) in springs {
            let (tl, id) = try record { card in
                let s = CASpringAnimation(keyPath: "position.x")
                s.fromValue = 50
                s.toValue = 350
                s.damping = damping
                s.stiffness = stiffness
                s.initialVelocity = velocity
                s.duration = 2
                card.layer.add(s, forKey: "spring")
            }
            try checkFramesAndPlot(tl, id, what)
        }
    }
}
