import Foundation

extension Publishers {
    /// Delivers values and the completion on a scheduler.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (scheduler, options) = (self.scheduler, self.options)
            relay(
                upstream, to: subscriber,
                value: { r, v in
                    scheduler.schedule(options: options) { _ = r.emit(v) }
                    return .none
                }, completion: { r, c in scheduler.schedule(options: options) { r.finish(c) } })
        }
    }

    /// Subscribes to the upstream, and passes demand and cancellation to it, on a scheduler.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (upstream, scheduler, options) = (self.upstream, self.scheduler, self.options)
            scheduler.schedule(options: options) { upstream.subscribe(subscriber) }
        }
    }

    /// Sends a value only once the upstream has been quiet for the due time after it.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let dueTime: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (dueTime, scheduler, options) = (self.dueTime, self.scheduler, self.options)
            let lock = NSLock()
            var generation = 0
            var latest: Output?
            relay(
                upstream, to: subscriber,
                value: { r, v in
                    lock.lock()
                    generation += 1
                    let mine = generation
                    latest = v
                    lock.unlock()
                    scheduler.schedule(
                        after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance,
                        options: options
                    ) {
                        lock.lock()
                        let value = mine == generation ? latest : nil
                        if value != nil { latest = nil }
                        lock.unlock()
                        if let value { _ = r.emit(value) }
                    }
                    return .none
                },
                completion: { r, c in
                    lock.lock()
                    let pending = latest
                    latest = nil
                    generation += 1
                    lock.unlock()
                    scheduler.schedule(options: options) {
                        if case .finished = c, let pending { _ = r.emit(pending) }
                        r.finish(c)
                    }
                })
        }
    }

    /// Sends each value and the completion after an interval, on a scheduler.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let tolerance: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (interval, tolerance, scheduler, options) = (
                self.interval, self.tolerance, self.scheduler, self.options
            )
            relay(
                upstream, to: subscriber,
                value: { r, v in
                    scheduler.schedule(
                        after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options
                    ) {
                        _ = r.emit(v)
                    }
                    return .none
                },
                completion: { r, c in
                    scheduler.schedule(
                        after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options
                    ) {
                        r.finish(c)
                    }
                })
        }
    }

    /// At most one value per interval: the first or the latest of each interval.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let latest: Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (interval, scheduler, takeLatest) = (self.interval, self.scheduler, self.latest)
            let lock = NSLock()
            var windowOpen = false
            var held: Output?
            relay(upstream, to: subscriber) { r, v in
                lock.lock()
                if windowOpen {
                    if takeLatest || held == nil { held = v }
                    lock.unlock()
                    return .none
                }
                windowOpen = true
                lock.unlock()
                _ = r.emit(v)
                func closeWindow() {
                    scheduler.schedule(after: scheduler.now.advanced(by: interval)) {
                        lock.lock()
                        let next = held
                        held = nil
                        windowOpen = next != nil
                        lock.unlock()
                        if let next {
                            _ = r.emit(next)
                            closeWindow()
                        }
                    }
                }
                closeWindow()
                return .none
            }
        }
    }
}

extension Publisher {
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.ReceiveOn<Self, S>
    {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.SubscribeOn<Self, S>
    {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(
            upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
            scheduler: scheduler,
            options: options)
    }
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool)
        -> Publishers.Throttle<Self, S>
    {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}
