import FlipbookTesting
import FlipbookUIKit
import XCTest

/// fixtures/port/Quiz: a question screen whose segues make their destinations with
/// `@IBSegueAction`s (`destinationCreationSelector=`), as Xcode 11 and later write them; the
/// destinations' `init?(coder:)` traps, so the storyboard must go through the segue actions.
final class PortedSegueActionTests: XCTestCase {
    static let app = PortedStoryboardApp("Quiz")

    override func invokeTest() { Self.app.run { super.invokeTest() } }

    func launch() throws -> (UIWindow, UINavigationController, QuizViewController) {
        let (window, nav, quiz, _) = try Self.app.launch(
            "Quiz", size: CGSize(width: 414, height: 896), top: QuizViewController.self)
        return (window, nav, quiz)
    }

    /// `showResult(_:sender:)` (selector `showResult:sender:`) gets the coder and the sender.
    func testPerformSegueMakesTheDestinationThroughTheSegueAction() throws {
        let (window, nav, quiz) = try launch()
        quiz.score = 7
        _ = try Stage(window: window).record { quiz.performSegue(withIdentifier: "result", sender: "finish") }
        let result = try XCTUnwrap(nav.topViewController as? ResultViewController)
        XCTAssertEqual(result.score, 7)
        XCTAssertEqual(result.title, "Result", "the coder's values are the scene's")
        XCTAssertEqual(quiz.lastSender as? String, "finish")
    }

    /// A private `showHint(coder:)` (selector `showHintWithCoder:`) behind a button's segue.
    func testAButtonsSegueMakesItsDestinationThroughAPrivateSegueAction() throws {
        let (window, nav, quiz) = try launch()
        let button = try XCTUnwrap(quiz.view.subviews.first as? UIButton)
        _ = try Stage(window: window).record { button.sendStoryboardEvent("touchUpInside") }
        let hint = try XCTUnwrap(nav.presentedViewController as? HintViewController)
        XCTAssertEqual(hint.hint, "Think of the capital")
    }

    /// A presentation of a navigation controller whose root relationship names a segue action
    /// (`showNotes:sender:`): the presenting screen's action makes the root, with the segue's
    /// sender, instead of the root's trapping `init?(coder:)`.
    func testARelationshipsSegueActionIsThePresentersOwn() throws {
        let (window, nav, quiz) = try launch()
        let button = try XCTUnwrap(quiz.view.subviews.last as? UIButton)
        XCTAssertEqual(button.title(for: .normal), "Notes")
        _ = try Stage(window: window).record { button.sendStoryboardEvent("touchUpInside") }
        let presented = try XCTUnwrap(nav.presentedViewController as? UINavigationController)
        let notes = try XCTUnwrap(presented.topViewController as? NotesViewController)
        XCTAssertEqual(notes.question, "Question")
        XCTAssertTrue(quiz.lastSender as? UIButton === button)
        XCTAssertEqual(notes.title, "Notes", "the coder's values are the scene's")
    }
}
