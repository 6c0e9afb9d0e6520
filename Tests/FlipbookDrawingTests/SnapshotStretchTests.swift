import XCTest
import FlipbookCore
import FlipbookUIKit
import FlipbookRender

/// `snapshotView(afterScreenUpdates:)` is a picture of the view: when its frame changes, the
/// picture is stretched to its bounds (content mode `.scaleToFill`, SEMANTICS.md §14).
final class SnapshotStretchTests: XCTestCase {
    /// A 100 x 80 point screen: red left half (x 0...49), blue right half (50...99), and a
    /// green 20 x 20 square at (70, 50) in the blue half.
    private func screen() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        let root = UIView(frame: window.bounds)
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 80))
        left.backgroundColor = .red
        let right = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 80))
        right.backgroundColor = .blue
        let square = UIView(frame: CGRect(x: 20, y: 50, width: 20, height: 20))
        square.backgroundColor = .green
        right.addSubview(square)
        root.addSubview(left)
        root.addSubview(right)
        window.addSubview(root)
        return (window, root)
    }

    private func rgb(_ b: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let p = b.pixel(x: x, y: y)
        return [p.r, p.g, p.b]
    }

    func testASnapshotResizedToHalfShowsTheWholeScreenAtHalfSize() throws {
        let (window, root) = screen()
        var snapshot: UIView!
        let tl = try Stage(window: window).record {
            snapshot = root.snapshotView(afterScreenUpdates: false)
            // The original leaves; the snapshot, at half size in the top-left corner, is all
            // there is over the black backdrop.
            root.removeFromSuperview()
            snapshot.frame = CGRect(x: 0, y: 0, width: 50, height: 40)
            window.addSubview(snapshot)
        }
        let b = try Compositor().render(tl.presentation(at: 0), scale: 1)
        // Half size: red x 0...24, blue x 25...49, the green square at (35, 25) 10 x 10,
        // nothing (black) from x = 50 or y = 40 on.
        XCTAssertEqual(rgb(b, 10, 10), [255, 0, 0])
        XCTAssertEqual(rgb(b, 24, 39), [255, 0, 0])
        XCTAssertEqual(rgb(b, 26, 10), [0, 0, 255])
        XCTAssertEqual(rgb(b, 49, 5), [0, 0, 255])
        XCTAssertEqual(rgb(b, 36, 26), [0, 255, 0])
        XCTAssertEqual(rgb(b, 44, 34), [0, 255, 0])
        XCTAssertEqual(rgb(b, 46, 36), [0, 0, 255])
        XCTAssertEqual(rgb(b, 55, 10), [0, 0, 0])
        XCTAssertEqual(rgb(b, 10, 45), [0, 0, 0])
        XCTAssertEqual(rgb(b, 75, 60), [0, 0, 0], "the original's green square is not drawn at full size")
    }

    func testAnAnimatedResizeStretchesAtEveryFrame() throws {
        // The snapshot's frame goes from the full 100 x 80 to 50 x 40 at the top-left over 1 s,
        // linearly: at 0.5 s it is 75 x 60, so the red half ends at x = 37.5 and the green
        // square covers 52.5...67.5 x 37.5...52.5.
        let (window, root) = screen()
        let tl = try Stage(window: window).record {
            let snapshot = root.snapshotView(afterScreenUpdates: false)!
            root.removeFromSuperview()
            window.addSubview(snapshot)
            UIView.animate(
                withDuration: 1, delay: 0, options: [.curveLinear],
                animations: { snapshot.frame = CGRect(x: 0, y: 0, width: 50, height: 40) })
        }
        let b = try Compositor().render(tl.presentation(at: 0.5), scale: 1)
        XCTAssertEqual(rgb(b, 36, 30), [255, 0, 0])
        XCTAssertEqual(rgb(b, 39, 30), [0, 0, 255])
        XCTAssertEqual(rgb(b, 60, 45), [0, 255, 0])
        XCTAssertEqual(rgb(b, 70, 45), [0, 0, 255])
        XCTAssertEqual(rgb(b, 80, 30), [0, 0, 0])
        let end = try Compositor().render(tl.presentation(at: 1), scale: 1)
        XCTAssertEqual(rgb(end, 36, 26), [0, 255, 0])
        XCTAssertEqual(rgb(end, 55, 10), [0, 0, 0])
    }

    func testTheSnapshotReportsScaleToFill() throws {
        let (_, root) = screen()
        root.contentMode = .center
        XCTAssertEqual(root.snapshotView(afterScreenUpdates: true)?.contentMode, .scaleToFill)
    }
}
