import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// SEMANTICS.md §10 worked by hand: the layer's own time, presentation and keys,
/// CATransaction and implicit animations.
extension CAAnimationTests {
    // MARK: - Layer time, presentation, keys

    func testPausedLayerHoldsAndResumesWhereItWas() throws {
        // Added at 0, paused at once at local time 0.3 (speed 0, timeOffset 0.3): 0.3 shows until
        // the resume at 0.5, which sets beginTime = 0.5 - 0.3 = 0.2, so local = t - 0.2 after it.
        let r = try record { box in
            let layer = box.layer
            layer.add(self.basic("opacity", from: 0.0, to: 1.0), forKey: "fade")
            layer.speed = 0
            layer.timeOffset = 0.3
            UIView.animate(
                withDuration: 0.5, animations: { layer.borderWidth = 1 },
                completion: { _ in
                    let paused = layer.timeOffset
                    layer.speed = 1; layer.timeOffset = 0; layer.beginTime = 0
                    layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
                })
        }
        XCTAssertEqual(opacity(r, at: 0.1), 0.3, accuracy: 1e-12)
        XCTAssertEqual(opacity(r, at: 0.45), 0.3, accuracy: 1e-12)
        XCTAssertEqual(opacity(r, at: 0.9), 0.7, accuracy: 1e-12)
        XCTAssertEqual(opacity(r, at: 1.2), 0.5, accuracy: 1e-12)  // ended at local 1, t = 1.2
        XCTAssertEqual(r.0.duration, 1.2, accuracy: 1e-9)
    }

    func testPresentationShowsTheRunningValueAndModelTheLayer() throws {
        var shown: Float = -1, keys: [String]? = nil, same = false
        _ = try record { box in
            box.layer.add(self.basic("opacity", from: 0.0, to: 1.0), forKey: "a")
            box.layer.add(self.basic("cornerRadius", from: 0.0, to: 1.0), forKey: "b")
            UIView.animate(
                withDuration: 0.25, animations: { box.layer.borderWidth = 1 },
                completion: { _ in
                    shown = box.layer.presentation()?.opacity ?? -1
                    keys = box.layer.animationKeys()
                    same = box.layer.model() === box.layer
                    XCTAssertTrue(box.layer.animation(forKey: "a") is CABasicAnimation)
                })
        }
        XCTAssertEqual(shown, 0.25, accuracy: 1e-6)
        XCTAssertEqual(keys, ["a", "b"])
        XCTAssertTrue(same)
    }

    func testAddingUnderAKeyInUseReplacesIt() throws {
        let r = try record { box in
            box.layer.add(self.basic("opacity", from: 0.0, to: 1.0), forKey: "k")
            box.layer.add(self.basic("cornerRadius", from: 0.0, to: 10.0), forKey: "k")
        }
        XCTAssertEqual(opacity(r, at: 0.5), 0.5, accuracy: 1e-12)  // the first is gone: model
        XCTAssertEqual(r.0.presentation(at: 0.5).root.find(r.1)!.cornerRadius, 5, accuracy: 1e-12)
    }

    // MARK: - CATransaction and implicit animations

    func testTransactionCompletionRunsWhenItsAnimationsEnd() throws {
        var done: Double = -1
        _ = try record { box in
            CATransaction.begin()
            CATransaction.setCompletionBlock { done = CACurrentMediaTime() }
            box.layer.add(self.basic("opacity", from: 0.0, to: 1.0, duration: 0.3), forKey: "a")
            box.layer.add(self.basic("cornerRadius", from: 0.0, to: 1.0, duration: 0.5), forKey: "b")
            CATransaction.commit()
        }
        XCTAssertEqual(done, 0.5, accuracy: 1e-12)
    }

    func testStandaloneLayerAnimatesImplicitlyAndAViewsLayerDoesNot() throws {
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let r = try record { box in
            box.layer.addSublayer(dot)
            UIView.animate(
                withDuration: 0.1, animations: { box.layer.borderWidth = 1 },
                completion: { _ in
                    CATransaction.begin()
                    CATransaction.setAnimationDuration(0.5)
                    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
                    dot.opacity = 0  // animates 1 -> 0 over 0.5 s from t = 0.1
                    box.layer.cornerRadius = 8  // a view's layer: at once
                    CATransaction.commit()
                    CATransaction.begin()
                    CATransaction.setDisableActions(true)
                    dot.cornerRadius = 4  // actions disabled: at once
                    CATransaction.commit()
                })
        }
        let at = { (t: Double) in r.0.presentation(at: t).root.find(dot.layerID)! }
        XCTAssertEqual(at(0.35).opacity, 0.5, accuracy: 1e-12)  // 0.25 s of 0.5 s
        XCTAssertEqual(at(0.35).cornerRadius, 4)
        XCTAssertEqual(r.0.presentation(at: 0.35).root.find(r.1)!.cornerRadius, 8)
        XCTAssertEqual(r.0.duration, 0.6, accuracy: 1e-12)
    }

    func testLayerAddedInThisTurnDoesNotAnimate() throws {
        let dot = CALayer()
        let r = try record { box in
            box.layer.addSublayer(dot)
            dot.opacity = 0.25
        }
        XCTAssertEqual(r.0.presentation(at: 0).root.find(dot.layerID)!.opacity, 0.25)
        XCTAssertTrue(r.0.layerAnimations.isEmpty)
    }
}

extension CAAnimationTests {
    func testTransactionTimesAndAwaitsTheViewAnimationsInside() throws {
        // Linear through the transaction (the block names no curve): 0.5 -> 1 over 1 s is 0.75
        // at 0.5 s (ease in-out would also give 0.75 there, so look at 0.25 s: linear 0.625,
        // ease in-out 0.5 + 0.5 * 0.1291 = 0.5646). The completion waits for the block (1 s).
        var done = -1.0
        let r = try record { box in
            CATransaction.begin()
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            CATransaction.setCompletionBlock { done = CACurrentMediaTime() }
            UIView.animate(withDuration: 1) { box.alpha = 1 }
            CATransaction.commit()
        }
        XCTAssertEqual(opacity(r, at: 0.25), 0.625, accuracy: 1e-9)
        XCTAssertEqual(done, 1, accuracy: 1e-12)
    }
}

extension CAAnimationTests {
    func testASecondImplicitChangeCarriesOnFromWhereTheLayerIs() throws {
        // dot.opacity 1 -> 0 at t = 0.1 (linear, 1 s); at t = 0.6 (halfway, shown 0.5) it is set to
        // 1 again: the new animation runs 0.5 -> 1 over 1 s, so at t = 1.1 it shows 0.75.
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let r = try record { box in
            box.layer.addSublayer(dot)
            UIView.animate(
                withDuration: 0.1, animations: { box.layer.borderWidth = 1 },
                completion: { _ in
                    CATransaction.setAnimationDuration(1)
                    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
                    dot.opacity = 0
                    UIView.animate(
                        withDuration: 0.5, animations: { box.layer.borderWidth = 2 },
                        completion: { _ in
                            dot.opacity = 1
                        })
                })
        }
        let at = { (t: Double) in r.0.presentation(at: t).root.find(dot.layerID)!.opacity }
        XCTAssertEqual(at(0.35), 0.75, accuracy: 1e-9)  // first animation, a quarter in
        XCTAssertEqual(at(1.1), 0.75, accuracy: 1e-9)  // second, halfway from 0.5
    }

    func testImplicitTransactionSettingsEndWithTheRecording() throws {
        _ = try record { _ in CATransaction.setAnimationDuration(3) }
        var seen = -1.0
        _ = try record { _ in seen = CATransaction.animationDuration() }
        XCTAssertEqual(seen, 0.25)
    }
}
