import Foundation

/// The status bar's style (`UIStatusBarStyle`); drawn when the status bar is shown
/// (`Stage.showsStatusBar`, Bars/StatusBar.swift).
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}

extension UIViewController {
    /// The presentation controller that manages this controller's presentation
    /// (`presentationController`, SEMANTICS.md §13). While presented: the one the
    /// presentation uses. Before: made on first access for the current
    /// `modalPresentationStyle` and used by the next presentation (so its `delegate` can be
    /// set first, as apps do); nil for `.custom`, whose controller comes from the
    /// transitioning delegate when the presentation starts (**chosen**).
    public var presentationController: UIPresentationController? {
        if let pc = storedPresentationController { return pc }
        guard modalPresentationStyle != .custom else { return nil }
        let pc = PresentationSetup.makeController(for: self, presenting: nil)
        storedPresentationController = pc
        return pc
    }

    /// True from the moment `present` starts this controller's presentation until it
    /// completes (`isBeingPresented`).
    public var isBeingPresented: Bool { transitionRole == .beingPresented }
    /// True from the moment its dismissal starts until it completes (`isBeingDismissed`).
    public var isBeingDismissed: Bool { transitionRole == .beingDismissed }
    /// True while the controller is being pushed onto a navigation stack (`isMovingToParent`;
    /// false for tab switches, as in UIKit).
    public var isMovingToParent: Bool { transitionRole == .movingToParent }
    /// True while the controller is being popped (`isMovingFromParent`).
    public var isMovingFromParent: Bool { transitionRole == .movingFromParent }

    /// Redraws the status bar, when one is drawn, for a changed `preferredStatusBarStyle`
    /// (`setNeedsStatusBarAppearanceUpdate()`; Bars/StatusBar.swift).
    public func setNeedsStatusBarAppearanceUpdate() { RecordingState.current.stage?.markDirty() }
}
