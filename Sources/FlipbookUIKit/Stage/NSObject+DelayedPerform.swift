import Foundation

/// `perform(_:)`, `perform(_:with:)` (now), and `perform(_:with:afterDelay:)` and
/// `cancelPreviousPerformRequests(withTarget:)`, on the recording stage's virtual clock
/// (SEMANTICS.md §36).
///
/// The selector is a method reference (the port rewrites `#selector(hide)` to `Type.hide`):
/// one that takes nothing, or one that takes the argument (cast to its parameter's type, as
/// Objective-C passes the object through). Requested while a `Stage` records, the method runs
/// `delay` seconds of virtual time later (a delay of 0 or less: at the stage's next event,
/// after the code now running), and the recording goes on until it has run. The target and the
/// argument are held until then, as the run loop holds them. Outside a recording nothing runs
/// the run loop, so the request is dropped with a warning on standard error.
extension NSObject {
    /// `perform(_:)`: calls the method now. A method reference returns nothing, so the result
    /// is nil, as UIKit's is for a method returning `void`.
    @discardableResult
    public func perform<T: AnyObject>(_ selector: (T) -> () -> Void) -> Unmanaged<AnyObject>? {
        guard let target = receiver(of: T.self, "perform(_:)") else { return nil }
        selector(target)()
        return nil
    }

    /// `perform(_:with:)`: calls the method now with the argument, cast to its parameter type.
    @discardableResult
    public func perform<T: AnyObject, A>(_ selector: (T) -> (A) -> Void, with argument: Any?) -> Unmanaged<AnyObject>? {
        guard let target = receiver(of: T.self, "perform(_:with:)") else { return nil }
        guard let value = DelayedPerform.cast(argument, to: A.self, "perform(_:with:) on \(type(of: self))") else {
            return nil
        }
        selector(target)(value)
        return nil
    }

    /// `perform(_:with:afterDelay:)` for a method that takes no argument.
    public func perform<T: AnyObject>(
        _ selector: @escaping (T) -> () -> Void, with argument: Any?, afterDelay delay: TimeInterval
    ) {
        schedulePerform(argument, afterDelay: delay) { (target: T) in selector(target)() }
    }

    /// `perform(_:with:afterDelay:)` for a method that takes the argument.
    public func perform<T: AnyObject, A>(
        _ selector: @escaping (T) -> (A) -> Void, with argument: Any?, afterDelay delay: TimeInterval
    ) {
        let name = "perform(_:with:afterDelay:) on \(type(of: self))"
        schedulePerform(argument, afterDelay: delay) { (target: T) in
            guard let value = DelayedPerform.cast(argument, to: A.self, name) else { return }
            selector(target)(value)
        }
    }

    /// `perform(_:with:afterDelay:inModes:)`: every run loop mode is the stage's clock.
    public func perform<T: AnyObject>(
        _ selector: @escaping (T) -> () -> Void, with argument: Any?, afterDelay delay: TimeInterval,
        inModes modes: [RunLoop.Mode]
    ) {
        perform(selector, with: argument, afterDelay: delay)
    }

    /// `perform(_:with:afterDelay:inModes:)` for a method that takes the argument.
    public func perform<T: AnyObject, A>(
        _ selector: @escaping (T) -> (A) -> Void, with argument: Any?, afterDelay delay: TimeInterval,
        inModes modes: [RunLoop.Mode]
    ) {
        perform(selector, with: argument, afterDelay: delay)
    }

    /// `cancelPreviousPerformRequests(withTarget:)`: drops every request not yet performed
    /// whose receiver is `target`.
    public class func cancelPreviousPerformRequests(withTarget target: Any) {
        DelayedPerform.cancel(target: target)
    }

    /// `cancelPreviousPerformRequests(withTarget:selector:object:)`. A method reference cannot be
    /// compared with another, so this drops every request of `target` whose argument is
    /// `argument` (the same object, or both nil), whatever its method: broader than UIKit when
    /// one target has requests of two methods with the same argument.
    public class func cancelPreviousPerformRequests<T: AnyObject>(
        withTarget target: Any, selector: (T) -> () -> Void, object argument: Any?
    ) {
        DelayedPerform.cancel(target: target, argument: argument)
    }

    /// `cancelPreviousPerformRequests(withTarget:selector:object:)` for a method that takes the
    /// argument (see the other form).
    public class func cancelPreviousPerformRequests<T: AnyObject, A>(
        withTarget target: Any, selector: (T) -> (A) -> Void, object argument: Any?
    ) {
        DelayedPerform.cancel(target: target, argument: argument)
    }

    /// The receiver as the type that declares the selector's method, or nil with a warning.
    private func receiver<T: AnyObject>(of type: T.Type, _ call: String) -> T? {
        if let target = self as? T { return target }
        DelayedPerform.warn(
            "\(call) on \(Swift.type(of: self)): the selector is a method of \(T.self), "
                + "not of the receiver; not performed")
        return nil
    }

    private func schedulePerform<T: AnyObject>(
        _ argument: Any?, afterDelay delay: TimeInterval, _ body: @escaping (T) -> Void
    ) {
        let name = "perform(_:with:afterDelay:) on \(type(of: self))"
        guard let target = receiver(of: T.self, "perform(_:with:afterDelay:)") else { return }
        guard !delay.isNaN, delay != .infinity else {
            DelayedPerform.warn("\(name): the delay \(delay) is not a finite number of seconds; not performed")
            return
        }
        guard let stage = Stage.current else {
            DelayedPerform.warn("\(name): no stage is recording, so no run loop runs it; not performed")
            return
        }
        DelayedPerform.schedule(on: stage, target: self, argument: argument, after: max(delay, 0), label: name) {
            body(target)
        }
    }
}

/// The delayed performs not yet run on this thread's stage, for cancelling.
final class DelayedPerform {
    /// One request: its receiver, its argument (for the selector form of cancelling), and
    /// whether it was cancelled.
    final class Request {
        let target: ObjectIdentifier
        let argument: AnyObject?
        let hadArgument: Bool
        var cancelled = false
        /// The stage that runs it: gone when that recording ended before the request's time.
        weak var stage: Stage?
        init(target: ObjectIdentifier, argument: Any?, stage: Stage) {
            self.target = target
            self.stage = stage
            self.argument = argument.map { $0 as AnyObject }
            self.hadArgument = argument != nil
        }
    }

    var pending: [Request] = []

    static func schedule(
        on stage: Stage, target: NSObject, argument: Any?, after delay: Double, label: String,
        _ action: @escaping () -> Void
    ) {
        let state = ThreadContext.current.delayedPerforms
        let request = Request(target: ObjectIdentifier(target), argument: argument, stage: stage)
        // Requests whose stage is gone will never run: dropped, with the arguments they hold.
        state.pending.removeAll { $0.stage == nil }
        state.pending.append(request)
        stage.schedule(at: stage.now + delay, label) {
            state.pending.removeAll { $0 === request }
            if !request.cancelled { action() }
        }
    }

    static func cancel(target: Any, argument: Any?? = .none) {
        guard let object = target as AnyObject? else { return }
        let id = ObjectIdentifier(object)
        for r in ThreadContext.current.delayedPerforms.pending where r.target == id {
            switch argument {
            case .none: r.cancelled = true
            case .some(nil): if !r.hadArgument { r.cancelled = true }
            case .some(let value?): if r.hadArgument, r.argument === (value as AnyObject) { r.cancelled = true }
            }
        }
    }

    /// The argument as the method's parameter type, or nil with a warning naming both types.
    static func cast<A>(_ argument: Any?, to type: A.Type, _ call: String) -> A? {
        if let value = argument as? A { return value }
        let given = argument.map { "\(Swift.type(of: $0))" } ?? "nil"
        warn("\(call): the argument \(given) is not the method's \(A.self); not performed")
        return nil
    }

    static func warn(_ message: String) {
        ProgramName.printToStandardError("warning: \(message)")
    }
}
