import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Swift concurrency's work on the recording stage's clock (SEMANTICS.md §36.5): a job that
/// code on a recording stage's thread sends to the global concurrent executor (a `Task { }`
/// started in a scene's set-up, the part of it after an `await` that resumes there) runs at the
/// stage's next event, on the stage's thread, in the order sent, as work sent to a dispatch
/// queue does (`FlipbookQueue`). Jobs sent from any other thread (a network reply, a timer of
/// `Task.sleep`) go to the executor as before and run in real time.
///
/// The runtime's documented hook for the global executor, `swift_task_enqueueGlobal_hook`
/// (the one a server framework installs to run tasks on its own event loops), is set once, when
/// the first stage records; a hook installed before it keeps receiving the jobs it passes on.
enum StageTasks {
    /// The runtime's enqueue, which the hook is handed: a job to the global executor.
    typealias Original = @convention(c) (UnsafeMutableRawPointer) -> Void
    /// The hook's type: `void (*)(Job *, swift_task_enqueueGlobal_original)`. The runtime
    /// calls it with Swift's calling convention, which passes two pointers as C does.
    typealias Hook = @convention(c) (UnsafeMutableRawPointer, Original) -> Void

    /// The hook that was there before, if any.
    nonisolated(unsafe) private static var previous: Hook?

    /// Whether the hook is installed (set on first use).
    static let installed: Bool = {
        guard let symbol = dlsym(nil, "swift_task_enqueueGlobal_hook") else { return false }
        let slot = symbol.assumingMemoryBound(to: Optional<Hook>.self)
        previous = slot.pointee
        slot.pointee = { job, original in StageTasks.enqueue(job, original) }
        return true
    }()

    private static func enqueue(_ job: UnsafeMutableRawPointer, _ original: Original) {
        if let stage = Stage.current {
            stage.adopt(job: job, original: original)
        } else if let previous {
            previous(job, original)
        } else {
            original(job)
        }
    }

    /// Runs a job here, now, on `StageJobExecutor`. Its continuation after a suspension comes
    /// back through the hook (the global executor) or the executor itself (a timer's, a reply's).
    static func run(_ job: UnsafeMutableRawPointer) {
        unsafeBitCast(job, to: UnownedJob.self).runSynchronously(on: StageJobExecutor.shared.asUnownedSerialExecutor())
    }
}

/// The executor the stage runs adopted jobs on. A job the runtime sends back to it is adopted
/// again when it is sent from the stage's thread, and goes to the global executor otherwise
/// (a task resumed by a timer or by a reply on another thread runs in real time there).
final class StageJobExecutor: SerialExecutor {
    static let shared = StageJobExecutor()

    func enqueue(_ job: UnownedJob) {
        let pointer = unsafeBitCast(job, to: UnsafeMutableRawPointer.self)
        if let stage = Stage.current {
            stage.adopt(job: pointer, original: nil)
        } else {
            globalConcurrentExecutor.enqueue(job)
        }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }
}

extension Stage {
    /// A job sent to the global executor from this stage's thread: run at the next event. One
    /// still waiting when the recording ends goes to the global executor, so its task finishes
    /// rather than waits forever.
    func adopt(job: UnsafeMutableRawPointer, original: StageTasks.Original?) {
        let key = UInt(bitPattern: job)
        adoptedJobs[key] = original
        schedule(at: now, "Task") { [weak self] in
            guard self?.adoptedJobs.removeValue(forKey: key) != nil else { return }
            StageTasks.run(job)
        }
    }

    /// Hands the jobs not yet run to the global executor (at the end of a recording).
    func releaseAdoptedJobs() {
        let left = adoptedJobs
        adoptedJobs.removeAll()
        for (key, original) in left.sorted(by: { $0.key < $1.key }) {
            guard let job = UnsafeMutableRawPointer(bitPattern: key) else { continue }
            if let original {
                original(job)
            } else {
                globalConcurrentExecutor.enqueue(unsafeBitCast(job, to: UnownedJob.self))
            }
        }
    }
}
