import Foundation
import Dispatch

/// Turns SIGINT and SIGTERM into a flag that long renders poll, so they stop between frames
/// and remove their temporary files instead of dying mid-write.
final class Interrupts: @unchecked Sendable {
    static let shared = Interrupts()
    private let lock = NSLock()
    private var flag = false
    private var sources: [DispatchSourceSignal] = []
    private var installed = false

    /// Whether a signal arrived.
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return flag }

    /// Starts listening (once per process).
    func install() {
        lock.lock(); defer { lock.unlock() }
        guard !installed else { return }
        installed = true
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let src = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            src.setEventHandler { [weak self] in
                guard let self else { return }
                self.lock.lock(); self.flag = true; self.lock.unlock()
            }
            src.resume()
            sources.append(src)
        }
    }
}
