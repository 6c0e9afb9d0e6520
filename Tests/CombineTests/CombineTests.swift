import Combine
import Foundation
import XCTest

/// Combine's documented behaviour (Apple's Combine reference: each type's and operator's page),
/// one rule a test.
final class CombineTests: XCTestCase {
    private var bag = Set<AnyCancellable>()

    override func tearDown() {
        bag = []
        super.tearDown()
    }

    /// Records what a publisher sends.
    private func record<P: Publisher>(_ p: P) -> (values: () -> [P.Output], completion: () -> String?) {
        var values: [P.Output] = []
        var completion: String?
        p.sink(
            receiveCompletion: {
                switch $0 {
                case .finished: completion = "finished"
                case .failure(let e): completion = "failure(\(e))"
                }
            }, receiveValue: { values.append($0) }
        ).store(in: &bag)
        return ({ values }, { completion })
    }

    private struct Oops: Error, Equatable, CustomStringConvertible {
        var description: String { "oops" }
    }

    func testJustSendsOneValueThenFinishes() {
        let r = record(Just(21).map { $0 * 2 })
        XCTAssertEqual(r.values(), [42])
        XCTAssertEqual(r.completion(), "finished")
    }

    func testAPassthroughSubjectSendsOnlyToWhoeverIsSubscribedAtTheTime() {
        let subject = PassthroughSubject<Int, Never>()
        subject.send(1)  // nobody listens: dropped
        var got: [Int] = []
        let c = subject.sink { got.append($0) }
        subject.send(2)
        subject.send(3)
        c.cancel()
        subject.send(4)
        XCTAssertEqual(got, [2, 3])
    }

    func testNothingIsSentAfterTheCompletion() {
        let subject = PassthroughSubject<Int, Oops>()
        let r = record(subject)
        subject.send(1)
        subject.send(completion: .failure(Oops()))
        subject.send(2)
        XCTAssertEqual(r.values(), [1])
        XCTAssertEqual(r.completion(), "failure(oops)")
        // A subscriber arriving after the end gets the completion at once.
        let late = record(subject)
        XCTAssertEqual(late.values(), [])
        XCTAssertEqual(late.completion(), "failure(oops)")
    }

    func testACurrentValueSubjectGivesEachNewSubscriberItsValue() {
        let subject = CurrentValueSubject<String, Never>("a")
        let first = record(subject)
        subject.value = "b"
        let second = record(subject)
        subject.send("c")
        XCTAssertEqual(first.values(), ["a", "b", "c"])
        XCTAssertEqual(second.values(), ["b", "c"])
        XCTAssertEqual(subject.value, "c")
    }

    /// A subscriber that asks for two values gets two, whatever the publisher holds.
    func testDemandIsHonoured() {
        final class TakeTwo: Subscriber {
            typealias Input = Int
            typealias Failure = Never
            var got: [Int] = []
            var completed = false
            func receive(subscription: Subscription) { subscription.request(.max(2)) }
            func receive(_ input: Int) -> Subscribers.Demand {
                got.append(input)
                return .none
            }
            func receive(completion: Subscribers.Completion<Never>) { completed = true }
        }
        let s = TakeTwo()
        [1, 2, 3, 4].publisher.subscribe(s)
        XCTAssertEqual(s.got, [1, 2])
        XCTAssertFalse(s.completed)
        let t = TakeTwo()
        [1, 2, 3, 4].publisher.filter { $0 % 2 == 0 }.subscribe(t)
        XCTAssertEqual(t.got, [2, 4], "filter asks upstream for another value for each one it drops")
    }

    func testDemandArithmetic() {
        XCTAssertEqual(Subscribers.Demand.max(2) + .max(3), .max(5))
        XCTAssertEqual(Subscribers.Demand.max(2) + .unlimited, .unlimited)
        XCTAssertEqual(Subscribers.Demand.max(2) - .max(5), .none)
        XCTAssertEqual(Subscribers.Demand.unlimited - .max(5), .unlimited)
        XCTAssertTrue(Subscribers.Demand.max(1) < .unlimited)
        XCTAssertTrue(Subscribers.Demand.unlimited > 1_000_000)
    }

    func testTheValueOperators() {
        XCTAssertEqual(record([1, 2, 3, 4, 5].publisher.filter { $0 > 2 }).values(), [3, 4, 5])
        XCTAssertEqual(record(["1", "x", "3"].publisher.compactMap(Int.init)).values(), [1, 3])
        XCTAssertEqual(record([1, 1, 2, 2, 1].publisher.removeDuplicates()).values(), [1, 2, 1])
        XCTAssertEqual(record([1, 2, 3].publisher.scan(0, +)).values(), [1, 3, 6])
        XCTAssertEqual(record([1, 2, 3].publisher.dropFirst()).values(), [2, 3])
        XCTAssertEqual(record([1, 2, 3].publisher.prefix(2)).values(), [1, 2])
        XCTAssertEqual(record([1, 2, 3].publisher.collect()).values(), [[1, 2, 3]])
        XCTAssertEqual(record([4, 5, 6].publisher.first { $0 > 4 }).values(), [5])
        XCTAssertEqual(record([Int?.none, 2].publisher.replaceNil(with: 0)).values(), [0, 2])
        XCTAssertEqual(record(Empty<Int, Never>().replaceEmpty(with: 9)).values(), [9])
        XCTAssertEqual(record([1].publisher.prepend(0).append(2)).values(), [0, 1, 2])
        struct P { let name: String }
        XCTAssertEqual(record([P(name: "a")].publisher.map(\.name)).values(), ["a"])
    }

    func testAThrownErrorEndsTheStreamAsAFailure() {
        let r = record(
            [1, 2, 3].publisher.tryMap { v -> Int in
                if v == 2 { throw Oops() }
                return v * 10
            })
        XCTAssertEqual(r.values(), [10])
        XCTAssertEqual(r.completion(), "failure(oops)")
    }

    func testCatchAndReplaceErrorRecover() {
        let failing = Fail<Int, Oops>(error: Oops())
        let caught = record(failing.catch { _ in Just(7) })
        XCTAssertEqual(caught.values(), [7])
        XCTAssertEqual(caught.completion(), "finished")
        let replaced = record(failing.replaceError(with: 3))
        XCTAssertEqual(replaced.values(), [3])
        XCTAssertEqual(replaced.completion(), "finished")
        let mapped = record(failing.mapError { _ in URLError(.timedOut) })
        XCTAssertEqual(mapped.completion(), "failure(\(URLError(.timedOut)))")
    }

    func testRetrySubscribesAgainAfterAFailure() {
        var attempts = 0
        let flaky = Deferred { () -> AnyPublisher<Int, Oops> in
            attempts += 1
            return attempts < 3
                ? Fail(error: Oops()).eraseToAnyPublisher()
                : Just(attempts).setFailureType(to: Oops.self).eraseToAnyPublisher()
        }
        let r = record(flaky.retry(5))
        XCTAssertEqual(r.values(), [3])
        XCTAssertEqual(r.completion(), "finished")
        attempts = -10
        let limited = record(flaky.retry(2))
        XCTAssertEqual(limited.completion(), "failure(oops)", "three attempts in all, each failing")
        XCTAssertEqual(attempts, -7)
    }

    func testFlatMapMergesInnerPublishersAndFinishesWhenAllHave() {
        let r = record([1, 2].publisher.flatMap { v in [v, v * 10].publisher })
        XCTAssertEqual(r.values(), [1, 10, 2, 20])
        XCTAssertEqual(r.completion(), "finished")
    }

    func testSwitchToLatestDropsTheOlderInnerPublisher() {
        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let r = record(outer.switchToLatest())
        outer.send(a)
        a.send(1)
        outer.send(b)
        a.send(2)  // a was replaced
        b.send(3)
        XCTAssertEqual(r.values(), [1, 3])
    }

    func testCombineLatestWaitsForBothThenSendsEachChange() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        var got: [String] = []
        a.combineLatest(b).sink { got.append("\($0)\($1)") }.store(in: &bag)
        a.send(1)
        b.send("x")
        a.send(2)
        b.send("y")
        XCTAssertEqual(got, ["1x", "2x", "2y"])
    }

    func testZipPairsValuesInOrder() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        var got: [String] = []
        a.zip(b).sink { got.append("\($0)\($1)") }.store(in: &bag)
        a.send(1)
        a.send(2)
        b.send("x")
        b.send("y")
        b.send("z")
        XCTAssertEqual(got, ["1x", "2y"])
    }

    func testMergeInterleavesInArrivalOrder() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let r = record(a.merge(with: b))
        a.send(1)
        b.send(2)
        a.send(3)
        XCTAssertEqual(r.values(), [1, 2, 3])
        a.send(completion: .finished)
        XCTAssertNil(r.completion(), "a merge finishes when every source has")
        b.send(completion: .finished)
        XCTAssertEqual(r.completion(), "finished")
    }

    /// `@Published` sends in the property's willSet: a subscriber reading the property while it
    /// receives the new value still sees the old one.
    func testPublishedSendsBeforeTheValueIsStored() {
        final class Model: ObservableObject {
            @Published var count = 0
        }
        let model = Model()
        var seen: [String] = []
        model.$count.sink { [unowned model] new in seen.append("\(new) while \(model.count)") }.store(in: &bag)
        var willChange = 0
        model.objectWillChange.sink { willChange += 1 }.store(in: &bag)
        model.count = 1
        model.count = 2
        XCTAssertEqual(seen, ["0 while 0", "1 while 0", "2 while 1"])
        XCTAssertEqual(willChange, 2)
    }

    func testAssignWritesEachValue() {
        final class Target {
            var text = ""
        }
        let t = Target()
        let subject = PassthroughSubject<String, Never>()
        subject.assign(to: \.text, on: t).store(in: &bag)
        subject.send("hello")
        XCTAssertEqual(t.text, "hello")

        final class Model {
            @Published var shown = ""
        }
        let m = Model()
        subject.map { $0.uppercased() }.assign(to: &m.$shown)
        subject.send("hi")
        XCTAssertEqual(m.shown, "HI")
    }

    func testAFutureRunsOnceAndGivesItsResultToLateSubscribers() {
        var runs = 0
        let future = Future<Int, Never> { promise in
            runs += 1
            promise(.success(5))
            promise(.success(6))  // a promise is kept once
        }
        XCTAssertEqual(record(future).values(), [5])
        XCTAssertEqual(record(future).values(), [5])
        XCTAssertEqual(runs, 1)
    }

    func testDeferredMakesItsPublisherPerSubscriber() {
        var made = 0
        let deferred = Deferred { () -> Just<Int> in
            made += 1
            return Just(made)
        }
        XCTAssertEqual(made, 0)
        XCTAssertEqual(record(deferred).values(), [1])
        XCTAssertEqual(record(deferred).values(), [2])
    }

    func testReleasingTheCancellableCancels() {
        let subject = PassthroughSubject<Int, Never>()
        var got: [Int] = []
        var c: AnyCancellable? = subject.sink { got.append($0) }
        subject.send(1)
        c = nil
        subject.send(2)
        XCTAssertNil(c)
        XCTAssertEqual(got, [1])
    }

    func testDecodeTurnsDataIntoValues() {
        struct Item: Decodable, Equatable { let id: Int }
        let r = record(Just(Data(#"{"id": 3}"#.utf8)).decode(type: Item.self, decoder: JSONDecoder()))
        XCTAssertEqual(r.values(), [Item(id: 3)])
        let bad = record(Just(Data("nope".utf8)).decode(type: Item.self, decoder: JSONDecoder()))
        XCTAssertEqual(bad.values(), [])
        XCTAssertEqual(bad.completion()?.hasPrefix("failure("), true)
    }

    func testNotificationCenterPublisher() {
        let center = NotificationCenter()
        let name = Notification.Name("CombineTests.ping")
        var got = 0
        let c = center.publisher(for: name).sink { _ in got += 1 }
        center.post(name: name, object: nil)
        c.cancel()
        center.post(name: name, object: nil)
        XCTAssertEqual(got, 1)
    }

    func testReceiveOnDeliversOnTheScheduler() {
        let queue = DispatchQueue(label: "CombineTests.receive")
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 1)
        let done = expectation(description: "delivered")
        var onQueue = false
        Just(1).receive(on: queue).sink { _ in
            onQueue = DispatchQueue.getSpecific(key: key) == 1
            done.fulfill()
        }.store(in: &bag)
        wait(for: [done], timeout: 10)
        XCTAssertTrue(onQueue)
        XCTAssertEqual(record(Just(2).receive(on: ImmediateScheduler.shared)).values(), [2])
    }

    /// Debounce sends a value only once its due time has passed with no newer value.
    func testDebounceSendsTheLastOfABurst() {
        let queue = DispatchQueue(label: "CombineTests.debounce")
        let subject = PassthroughSubject<Int, Never>()
        let done = expectation(description: "debounced")
        var got: [Int] = []
        subject.debounce(for: .milliseconds(50), scheduler: queue).sink {
            got.append($0)
            done.fulfill()
        }.store(in: &bag)
        subject.send(1)
        subject.send(2)
        subject.send(3)
        wait(for: [done], timeout: 10)
        queue.sync {}
        XCTAssertEqual(got, [3])
    }

    /// An operation queue runs a delayed action as an operation of its own.
    func testAnOperationQueueRunsADelayedActionOnItself() {
        let queue = OperationQueue()
        let done = expectation(description: "ran")
        var onQueue = false
        queue.schedule(after: queue.now.advanced(by: .milliseconds(10))) {
            onQueue = OperationQueue.current === queue
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertTrue(onQueue)
    }

    func testStridesConvertUnits() {
        XCTAssertEqual(DispatchQueue.SchedulerTimeType.Stride.milliseconds(300).magnitude, 300_000_000)
        XCTAssertEqual(DispatchQueue.SchedulerTimeType.Stride.seconds(1.5).magnitude, 1_500_000_000)
        XCTAssertEqual(RunLoop.SchedulerTimeType.Stride.milliseconds(250).timeInterval, 0.25, accuracy: 1e-12)
    }

    func testShareSubscribesUpstreamOnce() {
        var subscriptions = 0
        let subject = PassthroughSubject<Int, Never>()
        let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).share()
        let a = record(shared)
        let b = record(shared)
        subject.send(1)
        XCTAssertEqual(subscriptions, 1)
        XCTAssertEqual(a.values(), [1])
        XCTAssertEqual(b.values(), [1])
    }

    func testResultPublisherAndSetFailureType() {
        let ok = record(Result<Int, Oops>.success(1).publisher)
        XCTAssertEqual(ok.values(), [1])
        let bad = record(Result<Int, Oops>.failure(Oops()).publisher)
        XCTAssertEqual(bad.completion(), "failure(oops)")
        let typed: AnyPublisher<Int, Oops> = Just(4).setFailureType(to: Oops.self).eraseToAnyPublisher()
        XCTAssertEqual(record(typed).values(), [4])
    }
}
