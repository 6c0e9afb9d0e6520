import Foundation
import FlipbookCore
import Dispatch

/// Turns SIGINT and SIGTERM into a flag that long renders poll, so they stop between frames
/// and remove their temporary files instead of dying mid-write.
final class Interrupts: Sendable {
    static let shared = Interrupts()
    private struct State {
        var flag = false
        var installed = false
        /// Kept so that the handlers live as long as the process.
        var sources: [any DispatchSourceSignal] = []
    }
    private let state = Locked(State())

    /// Whether a signal arrived.
    var isSet: Bool { state.withLock { $0.flag } }

    /// Starts listening (once per process).
    func install() {
        let state = self.state
        state.withLock { s in
            guard !s.installed else { return }
            s.installed = true
            for sig in [SIGINT, SIGTERM] {
                signal(sig, SIG_IGN)
                let src = DispatchSource.makeSignalSource(signal: sig, queue: .global())
                src.setEventHandler { state.withLock { $0.flag = true } }
                src.resume()
                s.sources.append(src)
            }
        }
    }
}
