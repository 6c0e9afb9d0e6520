import FlipbookShowcase
import FlipbookUIKit
import XCTest

/// The card-expand scene's screens are freed once the recording is over: a scene leaves
/// nothing alive (its controllers, their views, the constraints and the layout engine).
final class CardExpandMemoryTests: XCTestCase {
    func testTheDetailScreenIsFreedWhenLaidOutAlone() {
        weak var weakDetail: CardDetailViewController?
        weak var weakView: UIView?
        do {
            let detail = CardDetailViewController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            window.rootViewController = detail
            window.layoutIfNeeded()
            weakDetail = detail
            weakView = detail.view
        }
        XCTAssertNil(weakView, "the detail's view outlives its last use")
        XCTAssertNil(weakDetail, "the detail controller outlives its last use")
    }

    func testTheScreensAreFreedAfterTheRecording() throws {
        weak var weakList: CardListViewController?
        weak var weakDetail: CardDetailViewController?
        do {
            let list = CardListViewController(), detail = CardDetailViewController()
            let delegate = CardExpandTransitioningDelegate()
            detail.transitioningDelegate = delegate
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            window.rootViewController = list
            try withExtendedLifetime(delegate) {
                _ = try Stage(window: window, fps: 60).record { list.present(detail, animated: true) }
            }
            weakList = list
            weakDetail = detail
        }
        XCTAssertNil(weakDetail, "the presented controller outlives the recording")
        XCTAssertNil(weakList, "the presenting controller outlives the recording")
    }
}
