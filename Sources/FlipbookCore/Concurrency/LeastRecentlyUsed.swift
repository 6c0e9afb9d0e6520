/// A cache of values with a byte budget that forgets the least recently used entries first.
///
/// A plain value: callers that share one between threads keep it in a `Locked`. Every entry
/// carries the bytes it costs (as its owner estimates them); when the total passes
/// `byteBudget`, the entries used longest ago are removed until the total fits again, and
/// handed back to the caller, who frees whatever they own. An entry larger than the whole
/// budget is never kept. What the cache holds decides only how fast a lookup is, never what
/// it returns for a key, so the order of use cannot change a result.
public struct LeastRecentlyUsed<Key: Hashable, Value> {
    /// The most bytes kept.
    public let byteBudget: Int
    /// The bytes of the entries kept.
    public private(set) var bytes = 0
    /// Lookups that found their key, and that did not (for tests and benchmarks).
    public private(set) var hits = 0, misses = 0
    /// How many entries were forgotten to fit the budget.
    public private(set) var evictions = 0

    /// One kept entry in a slot of `slots`, linked to the entries used just before
    /// (`older`) and just after (`newer`) it; -1 ends the list.
    fileprivate struct Entry {
        var key: Key
        var value: Value
        var bytes: Int
        var older: Int
        var newer: Int
    }
    /// The entries' slots (nil: free, listed in `free`), and the slot of each key.
    private var slots: [Entry?] = []
    private var free: [Int] = []
    private var index: [Key: Int] = [:]
    /// The most and the least recently used slots; -1 when empty.
    private var newest = -1, oldest = -1

    /// An empty cache of at most `byteBudget` bytes (a negative budget counts as 0).
    public init(byteBudget: Int) { self.byteBudget = max(byteBudget, 0) }

    /// How many entries are kept.
    public var count: Int { index.count }

    /// The value kept for `key`, marked as just used; nil when there is none.
    public mutating func value(for key: Key) -> Value? {
        guard let i = index[key] else {
            misses += 1
            return nil
        }
        hits += 1
        unlink(i)
        linkNewest(i)
        return slots[i]!.value
    }

    /// Keeps `value` for `key` at a cost of `bytes`, replacing any value kept for it, then
    /// forgets the least recently used entries until the total fits the budget. Returns the
    /// values no longer kept (the replaced one, the forgotten ones, or `value` itself when it
    /// alone exceeds the budget), for the caller to free.
    @discardableResult
    public mutating func insert(_ value: Value, for key: Key, bytes cost: Int) -> [Value] {
        let cost = max(cost, 0)
        guard cost <= byteBudget else { return [value] }
        var dropped: [Value] = []
        if let i = index[key] { dropped.append(remove(i)) }
        let entry = Entry(key: key, value: value, bytes: cost, older: -1, newer: -1)
        let i: Int
        if let f = free.popLast() {
            i = f
            slots[i] = entry
        } else {
            i = slots.count
            slots.append(entry)
        }
        index[key] = i
        bytes += cost
        linkNewest(i)
        // The new entry is the newest and fits alone, so it is never the one forgotten.
        while bytes > byteBudget, oldest >= 0 {
            dropped.append(remove(oldest))
            evictions += 1
        }
        return dropped
    }

    /// Takes slot `i` out of the list and the index, frees it and returns its value.
    private mutating func remove(_ i: Int) -> Value {
        unlink(i)
        let entry = slots[i]!
        slots[i] = nil
        free.append(i)
        index[entry.key] = nil
        bytes -= entry.bytes
        return entry.value
    }

    private mutating func unlink(_ i: Int) {
        let (older, newer) = (slots[i]!.older, slots[i]!.newer)
        if older >= 0 { slots[older]!.newer = newer } else { oldest = newer }
        if newer >= 0 { slots[newer]!.older = older } else { newest = older }
        slots[i]!.older = -1
        slots[i]!.newer = -1
    }

    private mutating func linkNewest(_ i: Int) {
        slots[i]!.older = newest
        slots[i]!.newer = -1
        if newest >= 0 { slots[newest]!.newer = i } else { oldest = i }
        newest = i
    }

    /// Forgets every entry and returns their values, for the caller to free.
    public mutating func removeAll() -> [Value] {
        let values = slots.compactMap { $0?.value }
        slots.removeAll()
        free.removeAll()
        index.removeAll()
        newest = -1
        oldest = -1
        bytes = 0
        return values
    }
}

extension LeastRecentlyUsed: Sendable where Key: Sendable, Value: Sendable {}
extension LeastRecentlyUsed.Entry: Sendable where Key: Sendable, Value: Sendable {}
