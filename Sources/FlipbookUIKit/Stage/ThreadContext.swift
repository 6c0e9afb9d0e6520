import Foundation

/// Everything FlipbookUIKit keeps per thread, in one typed value (docs/DESIGN.md, "State
/// kept per thread"). Recording is synchronous on the thread that calls `Stage.record`, and
/// UIKit's own state of this kind (the current context, the open transaction, the first
/// responder) is per thread too, so a thread-local is exact; parallel tests on other threads
/// never see each other's state.
///
/// This is the only thread-local of the module: each piece of state is a field here, made on
/// first use of the thread, and every reader goes through `ThreadContext.current`.
final class ThreadContext {
    /// The recording stage and the animation blocks open on it (`Stage.swift`).
    let recording = RecordingState()
    /// Core Animation's transaction stack (`CATransaction`).
    let transaction = CATransaction.Stack()
    /// The layout pass's bookkeeping (`LayoutCycle`).
    let layout = LayoutCycle.State()
    /// `UITraitCollection.performAsCurrent` nesting.
    let traits = TraitState()
    /// `StageSettings.with` nesting.
    let settings = SettingsState()
    /// UIKit's stack of current graphics contexts (`UIGraphicsPushContext`).
    let graphics = GraphicsContextStack()
    /// Which layers asked to be displayed, and which default `draw` methods ran.
    let display = DisplayCycle()
    /// The first responder.
    let firstResponder = FirstResponder()
    /// The app launched on this thread (`AppLaunch`, `UIApplication.shared.delegate`).
    let app = LaunchedApp()
    /// The delayed performs not yet run (`perform(_:with:afterDelay:)`).
    let delayedPerforms = DelayedPerform()
    /// The keyframe blocks being recorded, innermost last (`animateKeyframes`).
    var keyframes: [KeyframeRecorder] = []
    /// Layout messages printed on this thread, newest last (at most 32, for tests).
    var layoutMessages: [String] = []
    /// The appearance proxies made on this thread (`UISegmentedControl.appearance()`,
    /// `UIPageControl.appearance()`), by class: UIKit's are main-thread objects, so each
    /// recording thread has its own, as it has its own views.
    var appearanceProxies: [ObjectIdentifier: UIView] = [:]

    private static let key = "org.flipbook.thread-context"

    /// This thread's context, made on first use.
    static var current: ThreadContext {
        let dict = Thread.current.threadDictionary
        if let c = dict[key] as? ThreadContext { return c }
        let c = ThreadContext()
        dict[key] = c
        return c
    }
}
