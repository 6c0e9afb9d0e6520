import Foundation

/// A self-sizing cell whose constraints are on the cell itself rather than inside its content
/// view: UIKit sizes a cell from its content view (Apple: "an unbroken chain of constraints
/// and views ... between the content view's top edge and its bottom edge"), gets a height of
/// zero, uses the standard height instead and prints its warning once
/// (SEMANTICS.md §20). Flipbook does the same: the standard height, UIKit's words on standard
/// error once a process, and in each stage's event log once.
enum ZeroHeightCellWarning {
    /// UIKit's message.
    static let message =
        "[Warning] Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a tableview cell's content view. We're considering the collapse unintentional and using standard height instead."

    private static let printed = Locked<Bool>(false)

    static func report() {
        if let stage = Stage.current, !stage.events.contains(where: { $0.message == message }) {
            stage.log(message)
        }
        let first = printed.withLock { done -> Bool in
            defer { done = true }
            return !done
        }
        if first { FileHandle.standardError.write(Data((message + "\n").utf8)) }
    }
}
