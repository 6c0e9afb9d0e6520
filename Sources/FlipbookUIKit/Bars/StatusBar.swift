import Foundation
import FlipbookCore

/// The status bar (SEMANTICS.md §17), drawn when the stage or window asks for it
/// (`Stage.showsStatusBar`, off by default): the 20-point strip of the 375 x 667 phone, with
/// signal bars on the left, "9:41 AM" centred and a full battery on the right, in black, or in
/// white when the controller on top prefers `.lightContent`. It is drawn over everything and
/// is not a subview of the window (hit tests and `subviews` do not see it).
final class StatusBarView: UIView {
    /// The strip's height (20 pt, the status bar of a phone without a notch).
    static let height: CGFloat = 20

    init(width: CGFloat, light: Bool) {
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: Self.height))
        accessibilityIdentifier = "status bar"
        let ink: UIColor = light ? .white : .black
        // Signal: four bars 3 pt wide, 1.5 pt apart, 4, 5.5, 7 and 8.5 pt tall, standing on
        // y = 14, from x = 6 (chosen).
        for i in 0..<4 {
            let h = 4 + 1.5 * CGFloat(i)
            let bar = UIView(frame: CGRect(x: 6 + 4.5 * CGFloat(i), y: 14 - h, width: 3, height: h))
            bar.backgroundColor = ink
            bar.layer.cornerRadius = 0.75
            addSubview(bar)
        }
        // The time, 12 pt semibold, centred (chosen).
        let time = UILabel()
        time.text = "9:41 AM"
        time.font = .systemFont(ofSize: 12, weight: .semibold)
        time.textColor = ink
        time.textAlignment = .center
        time.frame = CGRect(x: 0, y: 0, width: width, height: Self.height)
        addSubview(time)
        // Battery: a 24 x 11.5 outline with 3 pt corners, its border the ink at 35 %, a full
        // charge inset 2 pt, and a 1.5 x 4 cap, 6 pt from the right edge (chosen).
        let body = UIView(frame: CGRect(x: width - 6 - 1.5 - 24, y: 4.25, width: 24, height: 11.5))
        body.layer.cornerRadius = 3
        body.layer.borderWidth = 1
        body.layer.borderColor = ink.withAlphaComponent(0.35).cgColor
        addSubview(body)
        let charge = UIView(frame: body.frame.insetBy(dx: 2, dy: 2))
        charge.backgroundColor = ink
        charge.layer.cornerRadius = 1.5
        addSubview(charge)
        let cap = UIView(frame: CGRect(x: body.frame.maxX + 0.5, y: 8, width: 1.5, height: 4))
        cap.backgroundColor = ink.withAlphaComponent(0.4)
        cap.layer.cornerRadius = 0.75
        addSubview(cap)
    }

    required init?(coder: NSCoder) { return nil }
}

/// The window's layer: a plain layer that appends the status bar, when shown, on top of
/// everything in each snapshot.
final class WindowLayer: CALayer {
    var statusBars: (dark: StatusBarView, light: StatusBarView)?

    override class func makeLayer() -> CALayer { WindowLayer() }

    override func addContent(to state: inout LayerState) {
        guard let bars = statusBars, let window = owningView as? UIWindow else { return }
        guard !(window.statusBarController?.prefersStatusBarHidden ?? false) else { return }
        let light = window.statusBarStyle == .lightContent
        state.sublayers.append((light ? bars.light : bars.dark).layer.snapshot())
    }
}

extension UIWindow {
    /// Draws the status bar over the window (Flipbook only; default false).
    public var showsStatusBar: Bool {
        get { (layer as? WindowLayer)?.statusBars != nil }
        set {
            guard let l = layer as? WindowLayer else { return }
            l.statusBars =
                newValue
                ? (StatusBarView(width: bounds.width, light: false), StatusBarView(width: bounds.width, light: true))
                : nil
            l.modelChanged()
        }
    }

    /// The controller whose `preferredStatusBarStyle` the status bar shows: the top
    /// full-screen controller; a navigation controller shows its bar's style (light for a
    /// `.black` bar) unless its bar is hidden, when its top controller decides, as in UIKit.
    var statusBarController: UIViewController? {
        var c = topViewController
        if let nav = c as? UINavigationController, nav.isNavigationBarHidden { c = nav.topViewController }
        return c
    }

    /// The style drawn: the controller's, or for a navigation controller with its bar shown,
    /// light content under a `.black` bar and dark otherwise.
    var statusBarStyle: UIStatusBarStyle {
        if let nav = statusBarController as? UINavigationController {
            return nav.navigationBar.barStyle == .black ? .lightContent : .default
        }
        return statusBarController?.preferredStatusBarStyle ?? .default
    }
}

extension Stage {
    /// Draws the status bar over the window (`UIWindow.showsStatusBar`; default false, so
    /// that scenes without it draw exactly as before).
    public var showsStatusBar: Bool {
        get { window.showsStatusBar }
        set { window.showsStatusBar = newValue }
    }
}
