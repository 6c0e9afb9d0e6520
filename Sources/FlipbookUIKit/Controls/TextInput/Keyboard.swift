import Foundation
import FlipbookCore

/// The keyboard, as far as screens see it (SEMANTICS.md "Text input"): a plain panel of the
/// keyboard's size and colour that slides up from the bottom of the window when a text input
/// becomes the first responder and down when the last one resigns, with UIKit's
/// notifications (`keyboardWillChangeFrameNotification`, `keyboardWillShowNotification`, then
/// after the animation `keyboardDidChangeFrameNotification`, `keyboardDidShowNotification`;
/// the same with Hide) and their `userInfo`: the begin and end frames in screen coordinates,
/// the duration 0.25 s and the curve 7, as iOS sends them. No keys are drawn.
enum Keyboard {
    /// The duration the notifications carry, in seconds (iOS's: 0.25).
    static let duration = 0.25
    /// The curve the notifications carry (iOS's private curve 7).
    static let curve = 7

    /// The keyboard's height on `device` in its orientation, in points, QuickType bar included
    /// (chosen, the heights apps commonly log on iOS 17: 260 on a phone with a Home button,
    /// 336 on one with a Home indicator up to 402 points wide, 346 on the wider ones, 209 on
    /// any phone in landscape (plus the bottom inset), 320 on an iPad in portrait, 398 in
    /// landscape).
    static func height(on device: Device) -> CGFloat {
        let size = device.screenSize
        if device.idiom == .pad { return size.width > size.height ? 398 : 320 }
        if size.width > size.height { return 209 + device.safeAreaInsets.bottom }
        if !device.hasHomeIndicator { return 260 }
        return size.width > 402 ? 346 : 336
    }

    /// The panel's colour (chosen: #D1D3D9 in light mode, #2C2C2E in dark, flat; a real
    /// keyboard's background is a translucent material).
    static func color(_ style: UIUserInterfaceStyle) -> UIColor {
        style == .dark
            ? UIColor(red: 0x2C / 255, green: 0x2C / 255, blue: 0x2E / 255, alpha: 1)
            : UIColor(red: 0xD1 / 255, green: 0xD3 / 255, blue: 0xD9 / 255, alpha: 1)
    }

    /// The frame of the keyboard shown in `window` (screen coordinates: the window's).
    static func shownFrame(in window: UIWindow) -> CGRect {
        let b = window.bounds
        let h = height(on: window.settings.device)
        return CGRect(x: b.minX, y: b.maxY - h, width: b.width, height: h)
    }

    /// The frame below the window's bottom edge.
    static func hiddenFrame(in window: UIWindow) -> CGRect {
        shownFrame(in: window).offsetBy(dx: 0, dy: height(on: window.settings.device))
    }

    /// The notifications' `userInfo`.
    static func userInfo(begin: CGRect, end: CGRect) -> [AnyHashable: Any] {
        [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: duration,
            UIResponder.keyboardAnimationCurveUserInfoKey: curve,
            UIResponder.keyboardIsLocalUserInfoKey: true,
        ]
    }

    /// The panel shown in `window`, if any.
    static func panel(in window: UIWindow) -> KeyboardPanel? {
        window.subviews.lazy.compactMap { $0 as? KeyboardPanel }.first
    }

    /// Shows the keyboard for `input` when it is not up yet.
    static func show(for input: UIView) {
        guard let window = input.window, panel(in: window) == nil else { return }
        let begin = hiddenFrame(in: window), end = shownFrame(in: window)
        let panel = KeyboardPanel(frame: begin)
        panel.backgroundColor = color(window.traitCollection.userInterfaceStyle)
        window.addSubview(panel)
        slide(
            panel, from: begin, to: end, will: UIResponder.keyboardWillShowNotification,
            did: UIResponder.keyboardDidShowNotification)
    }

    /// Hides the keyboard that `input` showed.
    static func hide(from input: UIView) {
        guard let window = input.window, let panel = panel(in: window), !panel.isHiding else { return }
        panel.isHiding = true
        slide(
            panel, from: panel.frame, to: hiddenFrame(in: window), will: UIResponder.keyboardWillHideNotification,
            did: UIResponder.keyboardDidHideNotification, finished: { panel.removeFromSuperview() })
    }

    /// Moves `panel` from `begin` to `end` with the keyboard's duration and curve, posting
    /// `keyboardWillChangeFrameNotification` then `will` before, and at the end, after
    /// `finished`, `keyboardDidChangeFrameNotification` then `did`, each with the frames.
    private static func slide(
        _ panel: KeyboardPanel, from begin: CGRect, to end: CGRect, will: Notification.Name, did: Notification.Name,
        finished: @escaping () -> Void = {}
    ) {
        let info = userInfo(begin: begin, end: end)
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: will, object: nil, userInfo: info)
        UIView.animate(
            withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: UInt(curve) << 16),
            animations: { panel.frame = end },
            completion: { _ in
                finished()
                center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
                center.post(name: did, object: nil, userInfo: info)
            })
    }
}

/// The keyboard's panel: a plain view on top of the window (`Keyboard`).
final class KeyboardPanel: UIView {
    var isHiding = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "keyboard"
    }

    required init?(coder: NSCoder) { nil }
}
