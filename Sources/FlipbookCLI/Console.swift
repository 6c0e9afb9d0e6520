import Foundation
import FlipbookCore

/// Where the CLI writes: standard output for results, standard error for progress and errors.
///
/// `@unchecked Sendable` because its two write closures are not `@Sendable` (tests pass
/// closures that append to their own strings); sharing it between threads is safe because
/// every call of either closure happens inside `lock`, so they never run at the same time.
public final class Console: @unchecked Sendable {
    private let lock = Locked(())
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void
    /// Whether standard error is a terminal (progress bar) or not (one summary line).
    public let errIsTerminal: Bool

    /// A console on the process's standard streams.
    public static func standard() -> Console {
        Console(
            out: { FileHandle.standardOutput.write($0.data(using: .utf8)!) },
            err: { FileHandle.standardError.write($0.data(using: .utf8)!) },
            errIsTerminal: isatty(2) == 1)
    }

    /// A console writing to closures (for tests).
    public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, errIsTerminal: Bool = false) {
        writeOut = out; writeErr = err; self.errIsTerminal = errIsTerminal
    }

    /// Writes a line to standard output.
    public func print(_ s: String) { lock.withLock { _ in writeOut(s + "\n") } }
    /// Writes a line to standard error.
    public func error(_ s: String) { lock.withLock { _ in writeErr(s + "\n") } }
    /// Writes raw text to standard error (progress bars).
    public func progress(_ s: String) { lock.withLock { _ in writeErr(s) } }
}

/// A progress bar on a terminal, redrawn at most every 1% or so.
final class ProgressBar: Sendable {
    let console: Console
    let total: Int
    let label: String
    /// The permille last drawn.
    private let lastDrawn = Locked(-1)

    init(console: Console, total: Int, label: String) {
        self.console = console; self.total = max(total, 1); self.label = label
    }

    func update(_ done: Int) {
        guard console.errIsTerminal else { return }
        let permille = done * 1000 / total
        let redraw = lastDrawn.withLock { last -> Bool in
            guard permille / 10 != last / 10 || done == total else { return false }
            last = permille
            return true
        }
        guard redraw else { return }
        let width = 30
        let filled = done * width / total
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        console.progress("\r[\(bar)] \(done)/\(total) frames  \(label)\u{1B}[K")
        if done == total { console.progress("\n") }
    }
}
