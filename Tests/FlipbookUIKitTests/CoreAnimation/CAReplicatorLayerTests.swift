import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// `CAReplicatorLayer` (SEMANTICS.md §29): the copies in the frame tree, their transforms,
/// times and colour multipliers, worked out from Core Animation's documented rules.
final class CAReplicatorLayerTests: XCTestCase {
    /// A 100 x 100 replicator at the window's origin holding one 10 x 10 white square at its
    /// top left; `configure` sets it up inside the recording.
    func record(
        _ configure: @escaping (CAReplicatorLayer, CALayer) -> Void = { _, _ in }
    ) throws -> (Timeline, CAReplicatorLayer, CALayer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        square.backgroundColor = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
        replicator.addSublayer(square)
        window.layer.addSublayer(replicator)
        let timeline = try Stage(window: window).record { configure(replicator, square) }
        return (timeline, replicator, square)
    }

    func copies(_ r: (Timeline, CAReplicatorLayer, CALayer), at t: Double = 0) throws -> [LayerState] {
        try XCTUnwrap(r.0.presentation(at: t).root.find(r.1.layerID)).sublayers
    }

    func testDefaultsDrawOneCopyUnchanged() throws {
        let r = try record()
        // Core Animation's defaults: instanceCount 1, identity transform, no delay, white.
        XCTAssertEqual(r.1.instanceCount, 1)
        XCTAssertEqual(r.1.instanceTransform, CATransform3DIdentity)
        XCTAssertEqual(r.1.instanceDelay, 0)
        XCTAssertEqual(r.1.instanceColor, RGBA(red: 1, green: 1, blue: 1, alpha: 1))
        XCTAssertFalse(r.1.preservesDepth)
        let c = try copies(r)
        XCTAssertEqual(c.count, 1)
        XCTAssertEqual(c[0].transform, .identity)
        XCTAssertEqual(c[0].opacity, 1)
        // The copy holds the square where it was: its bounds are the replicator's, centred.
        XCTAssertEqual(c[0].untransformedFrame, CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(c[0].sublayers.map(\.untransformedFrame), [CGRect(x: 0, y: 0, width: 10, height: 10)])
        XCTAssertNil(r.0.presentation(at: 0).root.find(r.1.layerID)?.replicator)
    }

    func testTranslationAccumulatesOncePerCopy() throws {
        let r = try record { rep, _ in
            rep.instanceCount = 3
            rep.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        }
        let c = try copies(r)
        XCTAssertEqual(c.count, 3)
        // Copy i has the transform applied i times: translations 0, 20, 40.
        XCTAssertEqual(c.map(\.transform.m41), [0, 20, 40])
        XCTAssertEqual(c.map(\.transform.m42), [0, 0, 0])
    }

    func testRotationIsAboutTheReplicatorsCentre() throws {
        let r = try record { rep, _ in
            rep.instanceCount = 3
            rep.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        }
        let c = try copies(r)
        // Copy 2 is turned by pi: cos = -1, about the anchor at the bounds' centre (50, 50).
        XCTAssertEqual(c[2].transform.m11, -1, accuracy: 1e-12)
        XCTAssertEqual(c[2].transform.m22, -1, accuracy: 1e-12)
        XCTAssertEqual(c[1].transform.m12, 1, accuracy: 1e-12)
        XCTAssertEqual(c[2].position, CGPoint(x: 50, y: 50))
        XCTAssertEqual(c[2].anchorPoint, CGPoint(x: 0.5, y: 0.5))
    }

    func testCountsAreClamped() throws {
        for (set, drawn) in [(0, 0), (-5, 0), (1_000, 1_000), (Int.max, 1_000)] {
            let r = try record { rep, _ in rep.instanceCount = set }
            // The value set is kept; 0 and negatives draw nothing, more than 1,000 draws 1,000.
            XCTAssertEqual(r.1.instanceCount, set)
            XCTAssertEqual(try copies(r).count, drawn, "instanceCount \(set)")
        }
    }

    func testDelayRunsEachCopysAnimationLater() throws {
        let r = try record { rep, square in
            rep.instanceCount = 3
            rep.instanceDelay = 0.25
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 1
            fade.timingFunction = CAMediaTimingFunction(name: .linear)
            square.add(fade, forKey: "fade")
        }
        // Copy i shows the square at t - 0.25 i: linear opacity (t - 0.25 i) / 1.
        let at05 = try copies(r, at: 0.5).map { $0.sublayers[0].opacity }
        XCTAssertEqual(at05[0], 0.5, accuracy: 1e-9)
        XCTAssertEqual(at05[1], 0.25, accuracy: 1e-9)
        XCTAssertEqual(at05[2], 0, accuracy: 1e-9)
        // Before its animation begins a copy shows the model value (opacity 1: adding an
        // animation does not change the model).
        let at02 = try copies(r, at: 0.2).map { $0.sublayers[0].opacity }
        XCTAssertEqual(at02[0], 0.2, accuracy: 1e-9)
        XCTAssertEqual(at02[1], 1, accuracy: 1e-9)
        XCTAssertEqual(at02[2], 1, accuracy: 1e-9)
    }

    func testColorMultiplierAndOffsetsClamp() throws {
        let r = try record { rep, _ in
            rep.instanceCount = 4
            rep.instanceColor = RGBA(red: 1, green: 0.5, blue: 1, alpha: 1)
            rep.instanceAlphaOffset = -0.5
            rep.instanceBlueOffset = -0.25
            rep.instanceGreenOffset = 0.5
        }
        let c = try copies(r)
        // Alpha 1 + i x (-0.5), clamped at 0: 1, 0.5, 0, 0.
        XCTAssertEqual(c.map(\.opacity), [1, 0.5, 0, 0])
        // A white background times the multiplier: green 0.5 + 0.5 i clamped at 1, blue 1 - 0.25 i.
        let bg = c.map { $0.sublayers[0].backgroundColor! }
        XCTAssertEqual(bg.map(\.green), [0.5, 1, 1, 1])
        XCTAssertEqual(bg.map(\.blue), [1, 0.75, 0.5, 0.25])
        XCTAssertEqual(bg.map(\.red), [1, 1, 1, 1])
        XCTAssertEqual(bg.map(\.alpha), [1, 1, 1, 1])
    }

    func testNestedReplicatorsMultiply() throws {
        let r = try record { rep, square in
            rep.instanceCount = 2
            let inner = CAReplicatorLayer()
            inner.frame = rep.bounds
            inner.instanceCount = 3
            square.removeFromSuperlayer()
            inner.addSublayer(square)
            rep.addSublayer(inner)
        }
        let c = try copies(r)
        XCTAssertEqual(c.count, 2)
        XCTAssertEqual(c.map { $0.sublayers[0].sublayers.count }, [3, 3])
    }

    func testNestedDelaysAdd() throws {
        let r = try record { rep, square in
            rep.instanceCount = 2
            rep.instanceDelay = 0.5
            let inner = CAReplicatorLayer()
            inner.frame = rep.bounds
            inner.instanceCount = 2
            inner.instanceDelay = 0.25
            square.removeFromSuperlayer()
            inner.addSublayer(square)
            rep.addSublayer(inner)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 1
            fade.timingFunction = CAMediaTimingFunction(name: .linear)
            square.add(fade, forKey: "fade")
        }
        // Outer copy i, inner copy j: the square at t - 0.5 i - 0.25 j; at t = 0.9 the linear
        // opacities are 0.9, 0.65 (outer 0), 0.4, 0.15 (outer 1).
        let c = try copies(r, at: 0.9)
        let o = c.map { outer in outer.sublayers[0].sublayers.map { $0.sublayers[0].opacity } }
        for (got, want) in zip(o.joined(), [0.9, 0.65, 0.4, 0.15]) { XCTAssertEqual(got, want, accuracy: 1e-9) }
    }

    func testBacksAView() throws {
        final class Ring: UIView {
            override class var layerClass: AnyClass { CAReplicatorLayer.self }
        }
        let view = Ring(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let rep = try XCTUnwrap(view.layer as? CAReplicatorLayer)
        rep.instanceCount = 12
        XCTAssertEqual(rep.instanceCount, 12)
    }

    func testAHandMadeTimelineExpandsItsReplicators() {
        var rep = LayerState(id: LayerID(1), bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
        rep.sublayers = [LayerState(id: LayerID(2))]
        let plain = LayerState(id: LayerID(0), sublayers: [rep])
        var timeline = Timeline(
            size: CGSize(width: 10, height: 10), snapshots: [ModelSnapshot(time: 0, root: plain)], duration: 0)
        XCTAssertFalse(timeline.hasReplicators)
        rep.replicator = ReplicatorInstances()
        rep.replicator!.count = 2
        timeline.snapshots = [ModelSnapshot(time: 0, root: LayerState(id: LayerID(0), sublayers: [rep]))]
        // Setting the snapshots notices the replicator: two copies of the one sublayer.
        XCTAssertTrue(timeline.hasReplicators)
        XCTAssertEqual(timeline.presentation(at: 0).root.sublayers[0].sublayers.count, 2)
    }

    func testAnimatingAnInstancePropertyIsRefused() {
        XCTAssertThrowsError(
            try record { rep, _ in
                let a = CABasicAnimation(keyPath: "instanceDelay")
                a.fromValue = 0
                a.toValue = 1
                rep.add(a, forKey: nil)
            }
        ) { error in
            guard case .invalidRequest? = error as? StageError else { return XCTFail("got \(error)") }
            XCTAssertTrue("\(error)".contains("instanceDelay"), "\(error)")
        }
    }

    func testNonFiniteValuesAreReported() {
        let cases: [(String, (CAReplicatorLayer) -> Void)] = [
            ("instanceDelay", { $0.instanceDelay = .nan }),
            ("instanceAlphaOffset", { $0.instanceAlphaOffset = .infinity }),
            ("instanceTransform", { $0.instanceTransform = CATransform3DMakeTranslation(.nan, 0, 0) }),
        ]
        for (name, set) in cases {
            XCTAssertThrowsError(try record { rep, _ in set(rep) }) { error in
                guard case let .nonFinite(property, _, _, _, _)? = error as? StageError else {
                    return XCTFail("expected .nonFinite, got \(error)")
                }
                XCTAssertEqual(property, name)
            }
        }
    }
}
