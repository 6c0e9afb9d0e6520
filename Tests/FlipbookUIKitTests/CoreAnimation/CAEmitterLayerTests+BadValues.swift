import XCTest
import FlipbookCore
@testable import FlipbookUIKit

// Bad values for emitters (SEMANTICS.md §33): NaN refused, negative rates and lifetimes emit
// nothing, huge ones are capped, cycles of sub-cells stop, the deepest trees are walked.
extension CAEmitterLayerTests {
    func testBadValues() throws {
        // NaN is refused and stops the recording, as for every layer property.
        XCTAssertThrowsError(try record { _, c in c.birthRate = .nan }) { error in
            guard case StageError.nonFinite(let property, _, _, _, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(property, "birthRate")
        }
        XCTAssertThrowsError(try record { e, _ in e.lifetime = .infinity })
        // Negative rates and lifetimes emit nothing.
        let negative = try record { _, c in
            c.birthRate = -10
            c.lifetime = 10
        }
        XCTAssertEqual(try particles(negative, at: 1).count, 0)
        let dead = try record { _, c in
            c.birthRate = 10
            c.lifetime = -1
        }
        XCTAssertEqual(try particles(dead, at: 1).count, 0)
        // Huge products of finite values: particles more than a million points away, or scaled
        // beyond 10,000, are not drawn; the recording and the frame go on.
        let far = try record { e, c in
            c.birthRate = 10
            c.lifetime = 10
            c.velocity = 1e30
            e.velocity = 1e30
        }
        // Only the one born at t = 1 (age 0, still at the emitter) is drawn.
        XCTAssertEqual(try particles(far, at: 1).map(\.position), [CGPoint(x: 100, y: 100)])
        let huge = try record { e, c in
            c.birthRate = 10
            c.lifetime = 10
            c.scale = 1e20
            e.spin = 1e30
            c.spin = 1e30
        }
        XCTAssertEqual(try particles(huge, at: 1).count, 0)
        // A lifetime of 1e38 x 1e38 (infinite) lives for ever: every birth so far is alive.
        let forever = try record { e, c in
            c.birthRate = 10
            c.lifetime = 1e38
            e.lifetime = 1e38
        }
        XCTAssertEqual(try particles(forever, at: 1).count, 10)
    }

    func testACellThatEmitsItselfStopsEightDeep() throws {
        let r = try record { _, c in
            c.birthRate = 1
            c.lifetime = 100
            c.emitterCells = [c]
        }
        // The layer's cell, then its particles' own, seven more levels: at t = 9 the chain of
        // first births (at 1, 2, ... 8) reaches the eighth level and no deeper.
        let model = try XCTUnwrap(r.0.model(at: 0).root.find(r.1.layerID)?.emitter)
        let depths = Set(model.particles(at: 9).map(\.cell.count))
        XCTAssertEqual(depths, Set(1...8))
    }

    func testHugeRatesAreCapped() throws {
        let r = try record { _, c in
            c.birthRate = 1e30
            c.lifetime = 10
        }
        // At most 10,000 particles per layer, and a line in the log saying so.
        let start = Date()
        XCTAssertEqual(try particles(r, at: 1).count, EmitterState.maximumParticleCount)
        XCTAssertLessThan(Date().timeIntervalSince(start), 30)
        XCTAssertTrue(r.0.events.contains { $0.message.contains("at most 10000 are drawn") })
    }

    func testAnEmitterAtTheBottomOfTheDeepestTree() throws {
        // LayerTree.maximumDepth levels, the emitter the last: found and expanded.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        var parent = window.layer
        for _ in 0..<(LayerTree.maximumDepth - 2) {
            let l = CALayer()
            parent.addSublayer(l)
            parent = l
        }
        let emitter = CAEmitterLayer()
        let cell = CAEmitterCell()
        cell.birthRate = 10
        cell.lifetime = 10
        cell.contents = Self.dot
        emitter.emitterCells = [cell]
        parent.addSublayer(emitter)
        let timeline = try Stage(window: window).record {}
        // On a worker's stack (WorkerPool.defaultStackSize), as the command line draws frames.
        let tree = Locked<LayerState?>(nil)
        let done = DispatchSemaphore(value: 0)
        let worker = Thread {
            tree.withLock { $0 = timeline.presentation(at: 1).root }
            done.signal()
        }
        worker.stackSize = WorkerPool.defaultStackSize
        worker.start()
        done.wait()
        // Walked down the last sublayers (the chain was added last), without recursion: `find`
        // recurses once per level.
        var layer = try XCTUnwrap(tree.withLock { $0 })
        while layer.id != emitter.layerID, let next = layer.sublayers.last { layer = next }
        XCTAssertEqual(layer.id, emitter.layerID)
        XCTAssertEqual(layer.sublayers.count, 10)
    }
}
