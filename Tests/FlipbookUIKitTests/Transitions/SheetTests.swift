import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// Writes down the sheet callbacks of `UIAdaptivePresentationControllerDelegate`.
final class SheetDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    var calls: [String] = []
    var allowDismiss = true
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.append("shouldDismiss"); return allowDismiss
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        calls.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        calls.append("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        calls.append("didAttempt")
    }
}

/// Numbers of SEMANTICS.md §15 on the 375 x 667 phone, worked out by hand:
/// - the sheet at the large detent: top = 20 (safe area) + 20 = 40, height 667 - 40 = 627;
/// - the presenter: s = 1 - 32 / 375 = 0.914667, top edge 30, radius 10, overlay 0.12; its
///   transform is the scale s with ty = 30 - 333.5 (1 - s) = 1.541333 (scaled about its centre);
/// - the spring: w = 2 pi / 0.3441442326 = 18.257419, p(t) = 1 - (1 + w t) e^(-w t).
final class SheetTests: XCTestCase {
    let s = 1 - 32.0 / 375
    let w = 18.257418582058744

    /// The top edge of a layer drawn with its (scale and translation) transform.
    func top(_ l: LayerState) -> Double {
        let m = l.transform.affine
        return l.position.y + m.ty - l.bounds.height * l.anchorPoint.y * m.d
    }

    func presentedSheet(
        _ f: Fixture, delegate: SheetDelegate? = nil,
        configure: (UISheetPresentationController) -> Void = { _ in }
    ) throws -> (Timeline, UISheetPresentationController) {
        let sheet = try XCTUnwrap(f.b.sheetPresentationController)
        sheet.delegate = delegate
        configure(sheet)
        let t = try f.record { f.a.present(f.b, animated: true) }
        return (t, sheet)
    }

    func testPresentationEndState() throws {
        let f = Fixture(bStyle: .pageSheet)
        let (t, _) = try presentedSheet(f)
        XCTAssertEqual(t.duration, 0.4, accuracy: 1e-9)
        let end = 0.4
        let sheet = try t.layer("sheet", at: end)
        XCTAssertEqual(sheet.untransformedFrame, CGRect(x: 0, y: 40, width: 375, height: 627))
        XCTAssertEqual(try t.layer("B", at: end).bounds.size, CGSize(width: 375, height: 627))
        let clip = try t.layer("sheet.clip", at: end)
        XCTAssertEqual(clip.cornerRadius, 10)
        XCTAssertTrue(clip.masksToBounds)
        XCTAssertEqual(clip.bounds.height, 637, "10 pt taller: the bottom corners stay below the screen")
        let a = try t.layer("A", at: end)
        XCTAssertEqual(a.transform.affine.a, s, accuracy: 1e-9)
        XCTAssertEqual(a.transform.affine.d, s, accuracy: 1e-9)
        XCTAssertEqual(a.transform.affine.ty, 1.541333333, accuracy: 1e-6)
        XCTAssertEqual(top(a), 30, accuracy: 1e-9)
        XCTAssertEqual(a.cornerRadius, 10)
        XCTAssertTrue(a.masksToBounds)
        let overlay = try t.layer("sheet.dimming", at: end)
        XCTAssertEqual(overlay.opacity, 0.12, accuracy: 1e-7)
        XCTAssertEqual(top(overlay), 30, accuracy: 1e-9)
        XCTAssertEqual(overlay.cornerRadius, 10)
        // Window: A in its container, then the sheet's container (overlay under the sheet).
        XCTAssertEqual(f.window.subviews.map { $0.accessibilityIdentifier }, ["container", "presentation.container"])
        XCTAssertEqual(f.window.subviews[1].subviews.map { $0.accessibilityIdentifier }, ["sheet.dimming", "sheet"])
        XCTAssertEqual(f.containerNames, ["A"])
    }

    func testHalfWayAndTheSpringAtOneTenth() throws {
        let f = Fixture(bStyle: .formSheet)
        let (t, _) = try presentedSheet(f)
        // p = 0.5 where (1 + x) e^-x = 0.5: x = 1.678347 (Newton), t = x / w = 0.0919269 s.
        let half = 1.6783469900166608 / w
        let sheet = try t.layer("sheet", at: half)
        XCTAssertEqual(sheet.untransformedFrame.minY, 667 - 0.5 * 627, accuracy: 1e-6)  // 353.5
        let a = try t.layer("A", at: half)
        XCTAssertEqual(a.transform.affine.a, 1 - 0.5 * 32 / 375, accuracy: 1e-6)  // 0.957333
        XCTAssertEqual(top(a), 15, accuracy: 1e-6)
        XCTAssertEqual(a.cornerRadius, 5, accuracy: 1e-6)
        XCTAssertEqual(try t.layer("sheet.dimming", at: half).opacity, 0.06, accuracy: 1e-6)
        // At 0.1 s: w t = 1.8257419, p = 1 - 2.8257419 e^-1.8257419 = 0.5447784:
        // y = 667 - 627 p = 325.42395.
        XCTAssertEqual(try t.layer("sheet", at: 0.1).untransformedFrame.minY, 325.42395, accuracy: 1e-4)
        // Before any time passes: the sheet below the screen, A untouched.
        XCTAssertEqual(try t.layer("sheet", at: 0).untransformedFrame.minY, 667)
        XCTAssertEqual(try t.layer("A", at: 0).transform.affine.a, 1)
    }

    func testDismissalRestoresThePresenter() throws {
        let f = Fixture(bStyle: .pageSheet)
        _ = try presentedSheet(f)
        let t = try f.record { f.b.dismiss(animated: true) }
        XCTAssertEqual(t.duration, 0.4, accuracy: 1e-9)
        let half = 1.6783469900166608 / w
        XCTAssertEqual(try t.layer("sheet", at: half).untransformedFrame.minY, 40 + 0.5 * 627, accuracy: 1e-6)
        XCTAssertEqual(top(try t.layer("A", at: half)), 15, accuracy: 1e-6)
        let a = try t.layer("A", at: 0.4)
        XCTAssertTrue(a.transform.isIdentity)
        XCTAssertEqual(a.cornerRadius, 0)
        XCTAssertFalse(a.masksToBounds)
        XCTAssertEqual(f.window.subviews.map { $0.accessibilityIdentifier }, ["container"])
        XCTAssertNil(f.a.presentedViewController)
    }

    func testAutomaticFollowsTheStageOption() throws {
        for (option, expected) in [(UIModalPresentationStyle.fullScreen, ["B"]), (.pageSheet, ["A"])] {
            let f = Fixture(bStyle: .automatic)
            let stage = Stage(window: f.window, fps: 60)
            stage.automaticPresentationStyle = option
            var sheet: UISheetPresentationController?
            _ = try stage.record {
                sheet = f.b.sheetPresentationController
                f.a.present(f.b, animated: true)
            }
            XCTAssertEqual(f.containerNames, expected, "\(option)")
            XCTAssertEqual(sheet == nil, option == .fullScreen)
        }
        XCTAssertNil(Fixture(bStyle: .automatic).b.sheetPresentationController, "no stage: .automatic is full screen")
    }

    func testMediumDetentGrabberAndCustomDetent() throws {
        let f = Fixture(bStyle: .pageSheet)
        let (t, sheet) = try presentedSheet(f) {
            $0.detents = [.medium(), .large()]
            $0.prefersGrabberVisible = true
        }
        // Medium: 0.56 x 627 = 351.12 tall, top 667 - 351.12 = 315.88; A not scaled, overlay 0.12.
        XCTAssertEqual(try t.layer("sheet", at: 0.4).untransformedFrame.minY, 315.88, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("sheet", at: 0.4).bounds.height, 351.12, accuracy: 1e-9)
        XCTAssertTrue(try t.layer("A", at: 0.4).transform.isIdentity)
        XCTAssertEqual(try t.layer("sheet.dimming", at: 0.4).opacity, 0.12, accuracy: 1e-7)
        // The grabber: 36 x 5 centred, (375 - 36) / 2 = 169.5, 5 below the top; radius 2.5;
        // tertiaryLabel, #3C3C43 at 0.3.
        let g = try t.layer("sheet.grabber", at: 0.4)
        XCTAssertEqual(g.untransformedFrame, CGRect(x: 169.5, y: 5, width: 36, height: 5))
        XCTAssertEqual(g.cornerRadius, 2.5)
        XCTAssertEqual(g.backgroundColor, RGBA(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, alpha: 0.3))
        XCTAssertEqual(t.children(of: "sheet.clip", at: 0.4), ["B", "sheet.grabber"])

        // animateChanges to large: the sheet's spring, top 40 and the presenter scaled at the end.
        let t2 = try f.record { sheet.animateChanges { sheet.selectedDetentIdentifier = .large } }
        XCTAssertEqual(t2.duration, 0.4, accuracy: 1e-9)
        XCTAssertEqual(try t2.layer("sheet", at: 0.4).untransformedFrame.minY, 40)
        XCTAssertEqual(top(try t2.layer("A", at: 0.4)), 30, accuracy: 1e-9)
        XCTAssertEqual(
            try t2.layer("sheet", at: 1.6783469900166608 / w).untransformedFrame.minY,
            (315.88 + 40) / 2, accuracy: 1e-6)

        // A custom detent of 200 pt that is not dimmed: top 467, overlay 0.
        let g2 = Fixture(bStyle: .pageSheet)
        let small = UISheetPresentationController.Detent.Identifier(rawValue: "small")
        let (t3, _) = try presentedSheet(g2) {
            $0.detents = [.custom(identifier: small) { _ in 200 }, .large()]
            $0.largestUndimmedDetentIdentifier = small
        }
        XCTAssertEqual(try t3.layer("sheet", at: 0.4).untransformedFrame, CGRect(x: 0, y: 467, width: 375, height: 200))
        XCTAssertEqual(try t3.layer("sheet.dimming", at: 0.4).opacity, 0)
    }

    /// Presents B as a sheet, then plays `script` (window coordinates) on it.
    func swipe(_ script: GestureScript, modal: Bool = false, allow: Bool = true) throws -> (
        Fixture, Timeline, SheetDelegate
    ) {
        let f = Fixture(bStyle: .pageSheet)
        let delegate = SheetDelegate()
        delegate.allowDismiss = allow
        f.b.isModalInPresentation = modal
        _ = try presentedSheet(f, delegate: delegate)
        let t = try withExtendedLifetime(delegate) { try f.record { f.window.playTouch(script) } }
        return (f, t, delegate)
    }

    func testSwipeThatEndsNearTheTopBouncesBack() throws {
        // 100 pt down in 0.5 s: 200 pt/s, under 250, counts as 0; top 140, projected 140:
        // nearer 40 than 667, so it goes back.
        let (f, t, d) = try swipe(
            try .drag(from: CGPoint(x: 187.5, y: 300), to: CGPoint(x: 187.5, y: 400), duration: 0.5))
        XCTAssertEqual(try t.layer("sheet", at: 0.5).untransformedFrame.minY, 140, accuracy: 1e-9)
        // The presenter follows live: d = 527 / 627 = 0.840510, k = 2 (1 - 2^-d) = 0.883108,
        // scale 1 - 32 k / 375 = 0.924641, top 40 d - 10 k = 24.789334, radius 8.405104,
        // overlay 0.100861.
        let a = try t.layer("A", at: 0.5)
        XCTAssertEqual(a.transform.affine.a, 0.9246414470, accuracy: 1e-9)
        XCTAssertEqual(top(a), 24.7893342453, accuracy: 1e-9)
        XCTAssertEqual(a.cornerRadius, 8.4051036683, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("sheet.dimming", at: 0.5).opacity, 0.1008612440, accuracy: 1e-7)
        // Half way there on the finishing spring, then at rest at 40 after 0.4 s.
        XCTAssertEqual(
            try t.layer("sheet", at: 0.5 + 1.6783469900166608 / w).untransformedFrame.minY, 90, accuracy: 1e-6)
        XCTAssertEqual(t.duration, 0.9, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("sheet", at: 0.9).untransformedFrame.minY, 40)
        XCTAssertEqual(top(try t.layer("A", at: 0.9)), 30, accuracy: 1e-9)
        XCTAssertTrue(f.a.presentedViewController === f.b)
        XCTAssertEqual(d.calls, ["shouldDismiss", "willDismiss"], "began a dismissal that did not happen")
        XCTAssertFalse(f.b.isBeingDismissed)
    }

    func testSwipePastTheMiddleDismisses() throws {
        // 300 pt in 0.35 s (857.14 pt/s): top 340, projected 340 + 0.099 x 857.14 = 424.86,
        // nearer 667: dismissed. v0 = 857.14 / 327 = 2.621 distances/s.
        let (f, t, d) = try swipe(
            try .drag(from: CGPoint(x: 187.5, y: 300), to: CGPoint(x: 187.5, y: 600), duration: 0.35))
        XCTAssertEqual(try t.layer("sheet", at: 0.35).untransformedFrame.minY, 340, accuracy: 1e-9)
        XCTAssertEqual(t.duration, 0.75, accuracy: 1e-9)
        // On the spring with v0: y = 340 + 327 (1 - e^(-w u) (1 + (w - v0) u)); at u = 0.1:
        // w u = 1.8257419, (w - v0) u = 1.5636, e^-1.8257419 = 0.1611 -> 1 - 0.1611 x 2.5636 = 0.5870.
        let v0 = (300 / 0.35) / 327
        let u = 0.1
        let expected = 340 + 327 * (1 - exp(-w * u) * (1 + (w - v0) * u))
        XCTAssertEqual(expected, 340 + 327 * 0.5870, accuracy: 0.05)
        XCTAssertEqual(try t.layer("sheet", at: 0.45).untransformedFrame.minY, expected, accuracy: 1e-6)
        // The presenter leaves its live look at the release on the same spring: at 0.35 s,
        // d = 327 / 627 = 0.521531, k = 2 (1 - 2^-d) = 0.606736, scale 1 - 32 k / 375 = 0.948225;
        // at 0.45 s it has gone 0.5870 of the way to 1.
        XCTAssertEqual(try t.layer("A", at: 0.35).transform.affine.a, 0.948225, accuracy: 1e-6)
        XCTAssertEqual(
            try t.layer("A", at: 0.45).transform.affine.a, 0.948225 + (1 - 0.948225) * (expected - 340) / 327,
            accuracy: 1e-6)
        XCTAssertEqual(d.calls, ["shouldDismiss", "willDismiss", "didDismiss"])
        XCTAssertNil(f.a.presentedViewController)
        XCTAssertEqual(f.window.subviews.map { $0.accessibilityIdentifier }, ["container"])
        XCTAssertTrue(f.a.view.transform.isIdentity)
        XCTAssertTrue(
            t.events.contains { $0.message == "presentationControllerDidDismiss(_:)" && abs($0.time - 0.75) < 1e-9 })
    }

    func testSlowShortSwipeWithAFlickDismisses() throws {
        // 30 pt in 0.5 s, then 50 pt in 0.04 s (1,250 pt/s): top 40 + 80 = 120, projected
        // 120 + 0.099 x 1250 = 243.75, nearer 40; a flick goes one step further: dismissed.
        let flick = try GestureScript(samples: [
            .init(time: 0, location: CGPoint(x: 187.5, y: 300)),
            .init(time: 0.5, location: CGPoint(x: 187.5, y: 330)),
            .init(time: 0.54, location: CGPoint(x: 187.5, y: 380)),
        ])
        let (f, _, d) = try swipe(flick)
        XCTAssertEqual(d.calls.last, "didDismiss")
        XCTAssertNil(f.a.presentedViewController)
        // The same path ending at 500 pt/s (50 pt in 0.1 s) projects to 169.5 and stays.
        let slow = try GestureScript(samples: [
            .init(time: 0, location: CGPoint(x: 187.5, y: 300)),
            .init(time: 0.5, location: CGPoint(x: 187.5, y: 330)),
            .init(time: 0.6, location: CGPoint(x: 187.5, y: 380)),
        ])
        let (g, _, e) = try swipe(slow)
        XCTAssertEqual(e.calls, ["shouldDismiss", "willDismiss"])
        XCTAssertTrue(g.a.presentedViewController === g.b)
    }

    func testRubberBandAboveTheTop() throws {
        // 100 pt up: e = min(40 - 20, 100) = 20, 20 (1 - 1 / (0.55 x 100 / 20 + 1)) = 14.6667:
        // top 25.3333; then back to 40.
        let (_, t, _) = try swipe(
            try .drag(from: CGPoint(x: 187.5, y: 300), to: CGPoint(x: 187.5, y: 200), duration: 0.5))
        XCTAssertEqual(try t.layer("sheet", at: 0.5).untransformedFrame.minY, 25.333333333, accuracy: 1e-6)
        XCTAssertEqual(try t.layer("sheet", at: 0.9).untransformedFrame.minY, 40)
    }

    func testModalInPresentationBouncesBackAndTellsTheDelegate() throws {
        // Refused: the pull is rubber-banded, 100 (1 - 1 / (0.55 x 300 / 100 + 1)) = 62.2642
        // below 40, and the sheet goes back.
        let script = try GestureScript.drag(
            from: CGPoint(x: 187.5, y: 300), to: CGPoint(x: 187.5, y: 600), duration: 0.35)
        let (f, t, d) = try swipe(script, modal: true)
        XCTAssertEqual(try t.layer("sheet", at: 0.35).untransformedFrame.minY, 102.264150943, accuracy: 1e-6)
        XCTAssertEqual(try t.layer("sheet", at: 0.75).untransformedFrame.minY, 40)
        XCTAssertEqual(d.calls, ["didAttempt"], "isModalInPresentation: the delegate is not asked")
        XCTAssertTrue(f.a.presentedViewController === f.b)

        let (g, _, e) = try swipe(script, allow: false)
        XCTAssertEqual(e.calls, ["shouldDismiss", "didAttempt"])
        XCTAssertTrue(g.a.presentedViewController === g.b)
    }
}

final class SheetContainerTests: XCTestCase {
    func testFullScreenOverASheetAndBack() throws {
        let f = Fixture(bStyle: .pageSheet)
        let c = Screen("C", log: f.log)
        _ = try f.record { f.a.present(f.b, animated: true) }
        // C, full screen over the sheet: in a container on top of the sheet's; B leaves its
        // sheet when C is up (as a full-screen presentation removes its presenter's view).
        _ = try f.record { f.b.present(c, animated: true) }
        XCTAssertEqual(
            f.window.subviews.map { $0.accessibilityIdentifier },
            ["container", "presentation.container", "presentation.container"])
        XCTAssertEqual(f.window.subviews[2].subviews.map { $0.accessibilityIdentifier }, ["C"])
        XCTAssertNil(f.b.view.superview)
        XCTAssertEqual(f.containerNames, ["A"])
        // Back: B is in the sheet again, under the grabber slot, and the top container left.
        _ = try f.record { c.dismiss(animated: true) }
        XCTAssertEqual(f.window.subviews.map { $0.accessibilityIdentifier }, ["container", "presentation.container"])
        XCTAssertEqual(f.b.view.superview?.accessibilityIdentifier, "sheet.clip")
        XCTAssertTrue(f.b.presentedViewController == nil && f.a.presentedViewController === f.b)
    }

    func testCustomAnimatorOfAPageSheet() throws {
        let f = Fixture(bStyle: .pageSheet)
        let probe = ProbeAnimator()
        let delegate = TransitioningDelegate(present: probe, dismiss: probe)
        f.b.transitioningDelegate = delegate
        let t = try withExtendedLifetime(delegate) { try f.record { f.a.present(f.b, animated: true) } }
        // The sheet's container rules: no from view, the sheet as the to view, its frame.
        XCTAssertNil(probe.fromView)
        XCTAssertEqual(probe.toView?.accessibilityIdentifier, "sheet")
        XCTAssertEqual(probe.finalTo, CGRect(x: 0, y: 40, width: 375, height: 627))
        XCTAssertTrue(f.b.view.isDescendant(of: probe.toView!))
        // The probe completes at once; the presenter's look still moves on the 0.4 s spring.
        XCTAssertEqual(try t.layer("A", at: 0.4).transform.affine.a, 1 - 32.0 / 375, accuracy: 1e-9)
    }

    func testInteractiveDismissalOfASheetFollowsTheClock() throws {
        let f = Fixture(bStyle: .pageSheet)
        let interaction = UIPercentDrivenInteractiveTransition()
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            let interaction: UIPercentDrivenInteractiveTransition
            init(_ i: UIPercentDrivenInteractiveTransition) { interaction = i }
            func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
            {
                SlideDownAwayAnimator()
            }
            func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
                -> UIViewControllerInteractiveTransitioning?
            {
                interaction
            }
        }
        let delegate = Delegate(interaction)
        f.b.transitioningDelegate = delegate
        _ = try f.record { f.a.present(f.b, animated: true) }
        let t = try withExtendedLifetime(delegate) {
            try f.record {
                f.b.dismiss(animated: true)
                interaction.update(0.25)
                interaction.finish()
            }
        }
        // At 25 % of D = 0.4 s when finish() starts (t = 0): tau = 0.1; the presenter's look (on the sheet spring, from
        // the dismissal's will-begin callback) is at p(0.1) = 0.544778 of its way back:
        // scale s + (1 - s) 0.544778 = 0.961148. The linear slide is at 0.25: y = 40 + 0.25 x 627.
        let s = 1 - 32.0 / 375
        XCTAssertEqual(try t.layer("A", at: 0).transform.affine.a, s + (1 - s) * 0.5447783898855139, accuracy: 1e-6)
        XCTAssertEqual(try t.layer("sheet", at: 0).untransformedFrame.minY, 40 + 0.25 * 627, accuracy: 1e-6)
        // Finishing over (1 - 0.25) x 0.4 = 0.3 s: dismissed, the presenter as it was.
        XCTAssertEqual(t.duration, 0.3, accuracy: 1e-9)
        XCTAssertTrue(try t.layer("A", at: 0.3).transform.isIdentity)
        XCTAssertEqual(f.window.subviews.count, 1)
    }

    func testUnanimatedSheetIsAtRestAtOnce() throws {
        let f = Fixture(bStyle: .pageSheet)
        let t = try f.record { f.a.present(f.b, animated: false) }
        XCTAssertEqual(t.duration, 0)
        XCTAssertEqual(try t.layer("sheet", at: 0).untransformedFrame.minY, 40)
        XCTAssertEqual(try t.layer("A", at: 0).transform.affine.a, 1 - 32.0 / 375, accuracy: 1e-9)
        let d = try f.record { f.b.dismiss(animated: false) }
        XCTAssertTrue(try d.layer("A", at: 0).transform.isIdentity)
        XCTAssertEqual(f.window.subviews.count, 1)
    }

    func testSwipeUpFromMediumSelectsLarge() throws {
        let f = Fixture(bStyle: .pageSheet)
        let sheet = try XCTUnwrap(f.b.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        _ = try f.record { f.a.present(f.b, animated: true) }
        // 200 pt up in 1 s (200 pt/s, counts as 0): top 315.88 - 200 = 115.88, nearer the large
        // detent's 40 than the medium's 315.88.
        let t = try f.record {
            f.window.playTouch(try! .drag(from: CGPoint(x: 187.5, y: 400), to: CGPoint(x: 187.5, y: 200), duration: 1))
        }
        XCTAssertEqual(try t.layer("sheet", at: 1).untransformedFrame.minY, 115.88, accuracy: 1e-9)
        // Between the detents the look is interpolated: u = 200 / (315.88 - 40) = 0.724953,
        // scale 1 - 32 u / 375 = 0.938137, top edge 30 u = 21.7486, overlay 0.12 throughout.
        let a = try t.layer("A", at: 1)
        XCTAssertEqual(a.transform.affine.a, 0.938137, accuracy: 1e-6)
        XCTAssertEqual(
            a.position.y + a.transform.affine.ty - a.bounds.height * a.anchorPoint.y * a.transform.affine.d, 21.7486,
            accuracy: 1e-4)
        XCTAssertEqual(try t.layer("sheet.dimming", at: 1).opacity, 0.12, accuracy: 1e-7)
        XCTAssertEqual(try t.layer("sheet", at: 1.4).untransformedFrame.minY, 40)
        XCTAssertEqual(try t.layer("sheet", at: 1.4).bounds.height, 627)
        XCTAssertEqual(sheet.selectedDetentIdentifier, .large)
        XCTAssertTrue(f.a.presentedViewController === f.b)
    }
}
