import Foundation
import FlipbookCLI
import FlipbookUIKit

/// Scenes made up for the tests of whole runs (shards, memory, the gallery across `--jobs`):
/// `count` scenes named `generated-000` ..., each a white screen with a translucent card
/// (alpha 0.5, a background and a child, so it is drawn as a group in an offscreen buffer)
/// that fades in over 1/30 s when `animated` (3 frames at 60 fps), else stays (1 frame).
func generatedScenes(_ count: Int, size: CGSize = CGSize(width: 40, height: 60), animated: Bool = false) -> [Scene] {
    (0..<count).map { i in
        Scene(String(format: "generated-%03d", i), size: size) { window in
            let home = UIViewController()
            home.view.backgroundColor = .white
            let card = UIView(frame: CGRect(x: 4, y: 4 + Double(i % 7), width: size.width - 8, height: size.height / 2))
            card.backgroundColor = UIColor(red: Double(i % 5) / 4, green: 0.3, blue: 0.8, alpha: 1)
            let child = UIView(frame: CGRect(x: 2, y: 2, width: 10, height: 10))
            child.backgroundColor = .black
            card.addSubview(child)
            card.alpha = 0.5
            home.view.addSubview(card)
            window.rootViewController = home
            guard animated else { return {} }
            return {
                card.alpha = 0.2
                UIView.animate(
                    withDuration: 1.0 / 30, delay: 0, options: [.curveLinear], animations: { card.alpha = 0.9 })
            }
        }
    }
}

/// Runs `args` for `scenes` in this process, as an app's executable would.
func runApp(_ args: [String], scenes: [Scene]) -> CLIResult {
    // The console calls these under its own lock, one at a time.
    var out = "", err = ""
    let console = Console(out: { out += $0 }, err: { err += $0 })
    let code = FlipbookCLI.run(args, scenes: scenes, program: "my-transitions", console: console)
    return CLIResult(code: code, out: out, err: err)
}
