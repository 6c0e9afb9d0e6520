import XCTest
import FlipbookCore
import FlipbookRender
import FlipbookUIKit

/// A view tree thousands of views deep (SEMANTICS.md §14): recorded, animated and drawn
/// without overflowing the stack, or stopped with an error that names the depth and the limit.
final class DeepTreeTests: XCTestCase {
    /// A window holding a chain of `depth` views, each the only subview of the one before,
    /// each 1 point smaller on each side; the innermost is red, the others clear.
    private func chain(_ depth: Int) -> (UIWindow, UIView, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        var parent = top
        for _ in 1..<depth {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            parent.addSubview(v)
            parent = v
        }
        parent.backgroundColor = .red
        window.addSubview(top)
        return (window, top, parent)
    }

    func testAThousandDeepTreeRecordsAnimatesAndRenders() throws {
        let (window, top, innermost) = chain(1000)
        let tl = try Stage(window: window, fps: 60).record {
            UIView.animate(
                withDuration: 0.1, delay: 0, options: [.curveLinear],
                animations: { top.frame.origin.x = 10 })
            _ = top.snapshotView(afterScreenUpdates: false)
            _ = innermost.layer.presentation()
        }
        // At 0.1 s the chain has moved 10 points: the innermost red 20 x 20 square covers
        // x 10...29, y 0...19.
        let b = try Compositor().render(tl.presentation(at: 0.1), scale: 1)
        XCTAssertEqual(b.pixel(x: 15, y: 5).r, 255)
        XCTAssertEqual(b.pixel(x: 5, y: 5).r, 0)
        XCTAssertEqual(b.pixel(x: 15, y: 25).r, 0)
        // The window's hit-testing reaches the innermost view.
        let tapped = UITapGestureRecognizer(handler: { _ in })
        innermost.addGestureRecognizer(tapped)
        _ = try Stage(window: window, fps: 60).record {
            window.playTaps(try! .taps(at: CGPoint(x: 15, y: 5), count: 1))
        }
        XCTAssertEqual(tapped.state, .ended)
    }

    func testAHugeDepthStopsTheRecordingWithAnErrorNamingIt() throws {
        let (window, _, innermost) = chain(100_000)
        do {
            _ = try Stage(window: window, fps: 60).record {}
            XCTFail("a 100,000-deep tree was recorded")
        } catch let e as StageError {
            // The window and 100,000 views: 100,001 layers deep.
            XCTAssertEqual(e, .tooDeep(depth: 100_001, limit: LayerTree.maximumDepth, time: 0))
            XCTAssertTrue("\(e)".contains("100001 layers deep"), "\(e)")
            XCTAssertTrue("\(e)".contains("\(LayerTree.maximumDepth)"), "\(e)")
        }
        // Take the chain apart from the inside out, so that releasing it does not recurse
        // 100,000 deep in the test itself.
        var v: UIView? = innermost
        while let cur = v { v = cur.superview; cur.removeFromSuperview() }
    }

    func testTheDeepestTreeRecordedIsDrawnOnWorkerThreads() throws {
        // The limit counts the window: 1,999 views more.
        let (window, _, innermost) = chain(LayerTree.maximumDepth - 1)
        let tl = try Stage(window: window, fps: 60).record {}
        let frames = Locked([Int: UInt8]())
        try WorkerPool.run(count: 4, threads: 2) { i in
            let b = try Compositor().render(tl.presentation(at: 0), scale: 1)
            frames.withLock { $0[i] = b.pixel(x: 5, y: 5).r }
        }
        XCTAssertEqual(frames.withLock { $0 }, [0: 255, 1: 255, 2: 255, 3: 255])
        var v: UIView? = innermost
        while let cur = v { v = cur.superview; cur.removeFromSuperview() }
        // One more view is one too many.
        let (deeper, _, last) = chain(LayerTree.maximumDepth)
        XCTAssertThrowsError(try Stage(window: deeper, fps: 60).record {})
        v = last
        while let cur = v { v = cur.superview; cur.removeFromSuperview() }
    }

    func testADeepLayerTreeIsRefusedByTheCompositor() throws {
        // A tree built by hand, deeper than the compositor draws: an error, not a crash.
        var layer = LayerState(id: LayerID(0), bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
        for i in 1...3000 {
            layer = LayerState(
                id: LayerID(i), bounds: CGRect(x: 0, y: 0, width: 10, height: 10), sublayers: [layer])
        }
        XCTAssertThrowsError(
            try Compositor().render(LayerTree(size: CGSize(width: 10, height: 10), root: layer), scale: 1)
        ) {
            XCTAssertTrue("\($0)".contains("\(LayerTree.maximumDepth)"), "\($0)")
        }
    }
}
