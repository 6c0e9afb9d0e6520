import XCTest
import FlipbookCore

/// The byte-budgeted cache every render cache is built on: it forgets the entries used
/// longest ago first, never holds more than its budget, and never keeps an entry larger than
/// the whole budget.
final class LeastRecentlyUsedTests: XCTestCase {
    func testForgetsTheLeastRecentlyUsedFirst() {
        var cache = LeastRecentlyUsed<String, Int>(byteBudget: 30)
        XCTAssertEqual(cache.insert(1, for: "a", bytes: 10), [])
        XCTAssertEqual(cache.insert(2, for: "b", bytes: 10), [])
        XCTAssertEqual(cache.insert(3, for: "c", bytes: 10), [])
        XCTAssertEqual(cache.value(for: "a"), 1)  // a is now the most recent; b the oldest
        // 40 bytes > 30: b goes (oldest), a and c stay.
        XCTAssertEqual(cache.insert(4, for: "d", bytes: 10), [2])
        XCTAssertNil(cache.value(for: "b"))
        XCTAssertEqual(cache.value(for: "a"), 1)
        XCTAssertEqual(cache.value(for: "c"), 3)
        XCTAssertEqual(cache.bytes, 30)
        XCTAssertEqual(cache.evictions, 1)
        // A 25-byte entry: 55 bytes, then 45 and 35 after d and a go (last used in the order
        // d, a, c), and 25 once c goes too.
        XCTAssertEqual(cache.insert(5, for: "e", bytes: 25), [4, 1, 3])
        XCTAssertEqual(cache.count, 1)
        XCTAssertEqual(cache.bytes, 25)
    }

    func testHitsMissesAndReplacement() {
        var cache = LeastRecentlyUsed<Int, String>(byteBudget: 100)
        XCTAssertNil(cache.value(for: 1))
        cache.insert("one", for: 1, bytes: 40)
        XCTAssertEqual(cache.insert("uno", for: 1, bytes: 50), ["one"], "the replaced value comes back")
        XCTAssertEqual(cache.value(for: 1), "uno")
        XCTAssertEqual(cache.bytes, 50)
        XCTAssertEqual(cache.hits, 1)
        XCTAssertEqual(cache.misses, 1)
    }

    func testAnEntryLargerThanTheBudgetIsNotKept() {
        var cache = LeastRecentlyUsed<Int, Int>(byteBudget: 10)
        cache.insert(1, for: 1, bytes: 5)
        XCTAssertEqual(cache.insert(2, for: 2, bytes: 11), [2])
        XCTAssertEqual(cache.value(for: 1), 1, "what was kept stays")
        XCTAssertNil(cache.value(for: 2))
        var none = LeastRecentlyUsed<Int, Int>(byteBudget: -5)
        XCTAssertEqual(none.byteBudget, 0)
        XCTAssertEqual(none.insert(1, for: 1, bytes: 1), [1])
        XCTAssertEqual(none.removeAll(), [])
    }
}
