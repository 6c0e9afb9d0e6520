import Foundation
import XCTest
import FlipbookCLI
import FlipbookUIKit
import FlipbookPNG

/// An app's animator, as a user's executable would register it: fades the presented view in
/// over 0.5 s, linearly.
private final class FadeInAnimator: NSObject, UIViewControllerAnimatedTransitioning,
    UIViewControllerTransitioningDelegate
{
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to)
        else { return }
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(
            withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { toView.alpha = 1 },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { self }
}

/// The app's scenes: a 40 x 60 point window, blue under red.
private let appScenes: [Scene] = [
    Scene("fade-in.present", size: CGSize(width: 40, height: 60), summary: "red fades in over blue", timing: "linear") {
        window in
        let home = UIViewController(), detail = UIViewController()
        home.view.backgroundColor = .blue
        detail.view.backgroundColor = .red
        let animator = FadeInAnimator()
        detail.transitioningDelegate = animator
        window.rootViewController = home
        return { withExtendedLifetime(animator) { home.present(detail, animated: true) } }
    },
    Scene("fade-in.second", size: CGSize(width: 40, height: 60)) { window in
        window.rootViewController = UIViewController()
        return {}
    },
]

/// `FlipbookCLI.run(_:scenes:)`: every command for an app's own scenes.
final class AppScenesTests: XCTestCase {
    func run(_ args: [String], scenes: [Scene] = appScenes) -> CLIResult {
        // The console calls these under its own lock, one at a time.
        var out = "", err = ""
        let console = Console(out: { out += $0 }, err: { err += $0 })
        let code = FlipbookCLI.run(args, scenes: scenes, program: "my-transitions", console: console)
        return CLIResult(code: code, out: out, err: err)
    }

    /// An app's executable prints its help under its own name; file names and environment
    /// variables that contain "flipbook" stay as they are.
    func testHelpNamesTheAppsExecutable() {
        let r = run(["--help"])
        XCTAssertEqual(r.code, 0, r.err)
        XCTAssertTrue(r.out.contains("my-transitions <command> [options]"), r.out)
        XCTAssertTrue(r.out.hasPrefix("my-transitions: render"), r.out)
        XCTAssertFalse(r.out.contains("flipbook <command>"), r.out)
        let render = run(["render", "--help"])
        XCTAssertTrue(render.out.contains("my-transitions render NAME..."), render.out)
    }

    func testListShowsTheAppScenesOnly() {
        let r = run(["list", "--fps", "10"])
        XCTAssertEqual(r.code, 0, r.err)
        // 0.5 s at 10 fps: ceil(5) + 1 = 6 frames; the second scene records nothing: 1 frame.
        XCTAssertEqual(
            r.out,
            """
            NAME             DURATION  FRAMES  TIMING / SUMMARY
            fade-in.present    0.500s       6  linear: red fades in over blue
            fade-in.second     0.000s       1  \n
            """)
    }

    func testRenderWritesTheAppSceneFrames() throws {
        let out = try makeScratchFolder(self)
        let r = run(["render", "fade-in.present", "--fps", "10", "--scale", "1", "--out", out.path, "--quiet"])
        XCTAssertEqual(r.code, 0, r.err)
        XCTAssertEqual(tree(out), ["fade-in.present/"] + (0...5).map { "fade-in.present/frame-000\($0).png" })
        // Frame k shows alpha k / 5 of red over blue: frame 0 blue, frame 2 (0.4 red) = (102, 0, 153),
        // frame 5 red; 40 x 60 pixels at scale 1.
        let f0 = try PNGFile.read(out.appendingPathComponent("fade-in.present/frame-0000.png").path)
        XCTAssertEqual(f0.width, 40); XCTAssertEqual(f0.height, 60)
        let expected: [(Int, (Int, Int, Int))] = [(0, (0, 0, 255)), (2, (102, 0, 153)), (5, (255, 0, 0))]
        for (k, rgb) in expected {
            let p = try PNGFile.read(out.appendingPathComponent("fade-in.present/frame-000\(k).png").path).pixel(
                x: 20, y: 30)
            XCTAssertEqual(Double(p.r), Double(rgb.0), accuracy: 1, "frame \(k)")
            XCTAssertEqual(Double(p.g), Double(rgb.1), accuracy: 1, "frame \(k)")
            XCTAssertEqual(Double(p.b), Double(rgb.2), accuracy: 1, "frame \(k)")
        }
    }

    func testGalleryOfTheAppScenes() throws {
        let out = try makeScratchFolder(self)
        let r = run(["gallery", "--fps", "10", "--out", out.path, "--quiet"])
        XCTAssertEqual(r.code, 0, r.err)
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("fade-in.present") && html.contains("fade-in.second"))
        XCTAssertFalse(html.contains("slide-fade.present"), "the built-in showcase is not in an app's gallery")
        XCTAssertTrue(tree(out).contains("docs/fade-in.present.apng"), "\(tree(out))")
    }

    func testUnknownSceneNamesTheProgramAndSuggests() {
        let r = run(["render", "fade-in.presnt"])
        XCTAssertEqual(r.code, 2)
        XCTAssertEqual(
            r.err,
            """
            my-transitions: unknown scene 'fade-in.presnt'; did you mean 'fade-in.present'? ('my-transitions list' shows all 2)
            Run 'my-transitions render --help' for usage.\n
            """)
        // A built-in scene is not one of the app's.
        let builtIn = run(["render", "slide.push", "--out", "/nonexistent/never-written"])
        XCTAssertEqual(builtIn.code, 2)
        XCTAssertTrue(builtIn.err.contains("unknown scene 'slide.push'"), builtIn.err)
        // Options are checked as for flipbook.
        let bad = run(["render", "fade-in.present", "--fps", "0"])
        XCTAssertEqual(bad.code, 2)
        XCTAssertTrue(bad.err.contains("--fps must be a number greater than 0 and at most 240; got '0'"), bad.err)
    }

    func testDuplicateSceneNamesAreRefused() {
        let r = run(["list"], scenes: [appScenes[0], appScenes[0]])
        XCTAssertEqual(r.code, 1)
        XCTAssertEqual(r.err, "my-transitions: two scenes are named 'fade-in.present'; each scene needs its own name\n")
        XCTAssertEqual(r.out, "")
    }

    func testTheBuiltInCatalogueIsBackAfterARun() {
        _ = run(["list"])
        let r = runCLI(["list"])
        XCTAssertEqual(r.code, 0)
        XCTAssertTrue(r.out.contains("slide-fade.present"))
        XCTAssertFalse(r.out.contains("fade-in.present"))
    }
}
