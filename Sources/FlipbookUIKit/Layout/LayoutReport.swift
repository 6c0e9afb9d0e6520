import Foundation

/// How layout problems are reported: as UIKit reports them, on standard error, and through
/// the recording stage (SEMANTICS.md §16.6).
enum LayoutReport {
    /// Messages printed on this thread, newest last (kept for tests; at most 32).
    static var printed: [String] {
        get { ThreadContext.current.layoutMessages }
        set { ThreadContext.current.layoutMessages = Array(newValue.suffix(32)) }
    }

    static func print(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        printed.append(message)
    }

    /// A misuse UIKit raises an exception for: a `StageError.invalidRequest` while recording
    /// (the recording stops there), standard error otherwise.
    static func invalid(_ message: String) {
        if let stage = Stage.current {
            stage.report(.invalidRequest(what: message, time: stage.now))
        } else {
            print("[LayoutConstraints] " + message)
        }
    }

    /// A NaN or infinite constant or multiplier: `StageError.nonFinite` naming the constraint.
    static func nonFinite(_ c: NSLayoutConstraint, _ property: String, _ value: CGFloat) {
        let what = "\(property) of \(c.identifier.map { "NSLayoutConstraint '\($0)'" } ?? "NSLayoutConstraint")"
        if let stage = Stage.current {
            stage.report(
                .nonFinite(
                    property: what, layer: LayoutItem.name(c.firstItem), value: "\(value)",
                    animator: stage.activeTransition?.animatorName, time: stage.now))
        } else {
            print(
                "[LayoutConstraints] \(what) on \(LayoutItem.name(c.firstItem)) was set to \(value); constants must be finite"
            )
        }
    }

    /// UIKit's message for required constraints that cannot all hold, once per conflict.
    static func unsatisfiable(_ constraints: [String], broken: String) {
        var s = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
            (

            """
        s += constraints.map { "    \"\($0)\"" }.joined(separator: ",\n")
        s += """

            )

            Will attempt to recover by breaking constraint 
            \(broken)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """
        print(s)
        Stage.current?.log("Unable to simultaneously satisfy constraints: breaking \(broken)")
    }
}
