import Dispatch
import Foundation

/// The main and global dispatch queues as an app's ported files send work to them
/// (`DispatchQueue.main.async { }`, `DispatchQueue.global(qos:).async { }`, `asyncAfter`):
/// on the recording stage's virtual clock (SEMANTICS.md §36.4), so that a screen that fills
/// itself from a queue is drawn filled, in the same frames on every run.
///
/// The port writes `FlipbookQueue` for `DispatchQueue` where the queue is named and used at
/// once (`DispatchQueue.main.async`, `DispatchQueue.global().asyncAfter`); every other use of
/// `DispatchQueue` (a stored queue, a Combine scheduler, `sync`) is Dispatch's own.
///
/// While a stage records, work sent with `async` runs at the stage's next event, after the code
/// now running, in the order it was sent, whichever queue it was sent to (work in the
/// background takes no virtual time); work sent with `asyncAfter` runs when the clock reaches
/// its deadline, and the recording goes on until it has. Outside a recording the work goes to
/// the Dispatch queue of the same name.
public struct FlipbookQueue {
    /// The Dispatch queue the work goes to outside a recording.
    public let dispatchQueue: DispatchQueue
    /// How the queue is named in labels and warnings.
    let name: String

    /// The main queue (`DispatchQueue.main`).
    public static var main: FlipbookQueue { FlipbookQueue(dispatchQueue: .main, name: "DispatchQueue.main") }

    /// A global concurrent queue (`DispatchQueue.global(qos:)`).
    public static func global(qos: DispatchQoS.QoSClass = .default) -> FlipbookQueue {
        FlipbookQueue(dispatchQueue: .global(qos: qos), name: "DispatchQueue.global")
    }

    /// A global queue by its old priority (`DispatchQueue.global(priority:)`).
    @available(*, deprecated, message: "Use global(qos:)")
    public static func global(priority: DispatchQueue.GlobalQueuePriority) -> FlipbookQueue {
        FlipbookQueue(dispatchQueue: .global(priority: priority), name: "DispatchQueue.global")
    }

    /// Sends work (`async(group:qos:flags:execute:)`); a group is entered now and left when the
    /// work has run.
    public func async(
        group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable () -> Void
    ) {
        guard let stage = Stage.current else {
            if let group {
                dispatchQueue.async(group: group, qos: qos, flags: flags, execute: work)
            } else {
                dispatchQueue.async(qos: qos, flags: flags, execute: work)
            }
            return
        }
        if let group { stage.enter(group) }
        stage.schedule(at: stage.now, "\(name).async") {
            work()
            if let group { stage.leave(group) }
        }
    }

    /// Sends a work item (`async(execute:)`); one cancelled before its turn does not run.
    public func async(execute workItem: DispatchWorkItem) {
        guard let stage = Stage.current else { return dispatchQueue.async(execute: workItem) }
        stage.schedule(at: stage.now, "\(name).async") { if !workItem.isCancelled { workItem.perform() } }
    }

    /// Sends work for a deadline (`asyncAfter(deadline:qos:flags:execute:)`).
    public func asyncAfter(
        deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable () -> Void
    ) {
        guard let stage = Stage.current else {
            return dispatchQueue.asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
        }
        schedule(on: stage, after: Self.delay(until: deadline), work)
    }

    /// Sends a work item for a deadline (`asyncAfter(deadline:execute:)`).
    public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        guard let stage = Stage.current else {
            return dispatchQueue.asyncAfter(deadline: deadline, execute: workItem)
        }
        schedule(on: stage, after: Self.delay(until: deadline)) { if !workItem.isCancelled { workItem.perform() } }
    }

    /// Sends work for a wall-clock deadline (`asyncAfter(wallDeadline:qos:flags:execute:)`).
    public func asyncAfter(
        wallDeadline: DispatchWallTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable () -> Void
    ) {
        guard let stage = Stage.current else {
            return dispatchQueue.asyncAfter(wallDeadline: wallDeadline, qos: qos, flags: flags, execute: work)
        }
        schedule(on: stage, after: Self.delay(until: wallDeadline), work)
    }

    /// Sends a work item for a wall-clock deadline (`asyncAfter(wallDeadline:execute:)`).
    public func asyncAfter(wallDeadline: DispatchWallTime, execute workItem: DispatchWorkItem) {
        guard let stage = Stage.current else {
            return dispatchQueue.asyncAfter(wallDeadline: wallDeadline, execute: workItem)
        }
        schedule(on: stage, after: Self.delay(until: wallDeadline)) {
            if !workItem.isCancelled { workItem.perform() }
        }
    }

    /// Runs work now and returns its result (`sync(execute:)`): the stage's code is already
    /// on the queue's turn.
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }

    /// Seconds from now to a deadline of the system's clock (0 when it has passed).
    static func delay(until deadline: DispatchTime) -> Double {
        let now = DispatchTime.now().uptimeNanoseconds, due = deadline.uptimeNanoseconds
        return due > now ? Double(due - now) / 1e9 : 0
    }

    /// Seconds from now to a wall-clock deadline (0 when it has passed; infinity for
    /// `.distantFuture`). Dispatch keeps a wall time as minus its nanoseconds since 1970 under
    /// flag bits, so a later time has the smaller raw value and the distance is now's raw value
    /// less the deadline's.
    static func delay(until deadline: DispatchWallTime) -> Double {
        if deadline == .distantFuture { return .infinity }
        let nanoseconds = Int64(bitPattern: DispatchWallTime.now().rawValue &- deadline.rawValue)
        return nanoseconds > 0 ? Double(nanoseconds) / 1e9 : 0
    }

    /// `work` at `delay` seconds of virtual time from now. The delay was measured against the
    /// real clock a moment after the app read it, so it is rounded to the millisecond (the
    /// same frames on every run); one too far to reach (`.distantFuture`) is not scheduled.
    private func schedule(on stage: Stage, after delay: Double, _ work: @escaping () -> Void) {
        let rounded = (delay * 1000).rounded() / 1000
        guard rounded.isFinite, rounded < 1e9 else { return }
        stage.schedule(at: stage.now + rounded, "\(name).asyncAfter", work)
    }
}

extension Stage {
    /// Enters a group for work sent to it, remembering it: a group whose work a recording
    /// stopped before running (a misbehaviour ends it) is left when the recording ends, so that
    /// Dispatch never sees it released while entered.
    func enter(_ group: DispatchGroup) {
        group.enter()
        enteredGroups.append(group)
    }

    /// Leaves a group whose work has run.
    func leave(_ group: DispatchGroup) {
        guard let i = enteredGroups.firstIndex(where: { $0 === group }) else { return }
        enteredGroups.remove(at: i)
        group.leave()
    }

    /// Leaves every group whose work did not run (at the end of a recording).
    func leaveEnteredGroups() {
        let left = enteredGroups
        enteredGroups.removeAll()
        for group in left { group.leave() }
    }
}
