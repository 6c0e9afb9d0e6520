import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// A presentation controller that only says where the presented view rests (the bottom
/// third of the container) and leaves the motion to UIKit: no animator, no layout override.
final class BottomThirdPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let b = containerView.bounds
        return CGRect(x: 0, y: b.height * 2 / 3, width: b.width, height: b.height / 3)
    }
}

/// Supplies the controller and nothing else.
final class BottomThirdDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        BottomThirdPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

final class SystemCoverFrameTests: XCTestCase {
    func testSystemCoverRisesToAndFallsFromThePresentationControllersFrame() throws {
        // A 300 x 600 window: the bottom third is (0, 400, 300, 200).
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let home = UIViewController()
        window.rootViewController = home
        let sheet = UIViewController()
        let delegate = BottomThirdDelegate()
        sheet.transitioningDelegate = delegate
        sheet.modalPresentationStyle = .custom
        let shown = try Stage(window: window).record { home.present(sheet, animated: true) }
        // It starts with its top on the bottom edge, centre y = 600 + 100 = 700, and rests at
        // centre y = 400 + 100 = 500, the spring over (0.5 s).
        let start = try XCTUnwrap(shown.presentation(at: 0).root.find(sheet.view.layer.layerID))
        XCTAssertEqual(start.position.y, 700, accuracy: 1e-9)
        XCTAssertEqual(start.bounds.height, 200, accuracy: 1e-9)
        XCTAssertEqual(sheet.view.frame, CGRect(x: 0, y: 400, width: 300, height: 200))
        XCTAssertEqual(shown.duration, 0.5, accuracy: 1e-9)

        let gone = try Stage(window: window).record { sheet.dismiss(animated: true) }
        // Dismissed: from centre y 500 back to 700, the same frame below the edge.
        let first = try XCTUnwrap(gone.presentation(at: 0).root.find(sheet.view.layer.layerID))
        XCTAssertEqual(first.position.y, 500, accuracy: 1e-9)
        XCTAssertEqual(sheet.view.frame, CGRect(x: 0, y: 600, width: 300, height: 200))
        _ = delegate
    }
}
