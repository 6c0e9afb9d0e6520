import Foundation

/// A named emitter cell's value as a key path names it (SEMANTICS.md §33):
/// "emitterCells.NAME.birthRate", or a sub-cell's, "emitterCells.NAME.emitterCells.SUB.velocity".
/// Read and written on the layer's cells as animations show them (`LayerState.emitterCellValues`).
struct EmitterCellKeyPath: Hashable, Sendable {
    /// The cells' names, from the layer's down.
    let names: [String]
    /// The value's row in `table`.
    let property: Int

    /// Parses "emitterCells.A(.emitterCells.B)*.value"; nil for anything else.
    init?(parsing name: String) {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3, parts.count % 2 == 1,
            let p = EmitterCellKeyPath.table.firstIndex(where: { $0.name == parts.last })
        else { return nil }
        var names: [String] = []
        for i in stride(from: 0, to: parts.count - 1, by: 2) {
            guard parts[i] == "emitterCells", !parts[i + 1].isEmpty else { return nil }
            names.append(parts[i + 1])
        }
        self.names = names; property = p
    }

    func read(_ layer: LayerState) -> AnimatedValue {
        let e = EmitterCellKeyPath.table[property]
        guard let cell = EmitterCellKeyPath.cell(names[...], in: layer.emitterCellValues) else {
            return e.kind == .color ? .color(.clear) : .number(0)
        }
        return e.read(cell)
    }

    func write(_ value: AnimatedValue, to layer: inout LayerState) {
        var cells = layer.emitterCellValues
        guard
            EmitterCellKeyPath.change(names[...], in: &cells, { EmitterCellKeyPath.table[property].write(&$0, value) })
        else { return }
        layer.emitterCellValues = cells
    }

    /// The cell `names` leads to from `cells`.
    static func cell(_ names: ArraySlice<String>, in cells: [EmitterCellState]) -> EmitterCellState? {
        guard let first = names.first, let c = cells.first(where: { $0.name == first }) else { return nil }
        return names.count == 1 ? c : cell(names.dropFirst(), in: c.subcells)
    }

    /// Applies `f` to the cell `names` leads to; false when there is none.
    static func change(
        _ names: ArraySlice<String>, in cells: inout [EmitterCellState], _ f: (inout EmitterCellState) -> Void
    ) -> Bool {
        guard let first = names.first, let i = cells.firstIndex(where: { $0.name == first }) else { return false }
        if names.count == 1 {
            f(&cells[i])
            return true
        }
        return change(names.dropFirst(), in: &cells[i].subcells, f)
    }

    /// One animatable value of a cell.
    struct Entry: Sendable {
        let name: String
        let kind: AnimatedValueKind
        let read: @Sendable (EmitterCellState) -> AnimatedValue
        let write: @Sendable (inout EmitterCellState, AnimatedValue) -> Void

        static func number(_ n: String, _ k: WritableKeyPath<EmitterCellState, Double> & Sendable) -> Entry {
            Entry(
                name: n, kind: .number, read: { .number($0[keyPath: k]) },
                write: { if case .number(let v) = $1 { $0[keyPath: k] = v } })
        }
    }

    /// The cells' animatable values (Core Animation marks these "Animatable").
    static let table: [Entry] = [
        .number("birthRate", \.birthRate), .number("lifetime", \.lifetime), .number("lifetimeRange", \.lifetimeRange),
        .number("velocity", \.velocity), .number("velocityRange", \.velocityRange),
        .number("xAcceleration", \.xAcceleration), .number("yAcceleration", \.yAcceleration),
        .number("zAcceleration", \.zAcceleration), .number("emissionLatitude", \.emissionLatitude),
        .number("emissionLongitude", \.emissionLongitude), .number("emissionRange", \.emissionRange),
        .number("scale", \.scale), .number("scaleRange", \.scaleRange), .number("scaleSpeed", \.scaleSpeed),
        .number("spin", \.spin), .number("spinRange", \.spinRange),
        .number("redRange", \.colorRange.red), .number("greenRange", \.colorRange.green),
        .number("blueRange", \.colorRange.blue), .number("alphaRange", \.colorRange.alpha),
        .number("redSpeed", \.colorSpeed.red), .number("greenSpeed", \.colorSpeed.green),
        .number("blueSpeed", \.colorSpeed.blue), .number("alphaSpeed", \.colorSpeed.alpha),
        Entry(
            name: "color", kind: .color, read: { .color($0.color) },
            write: { if case .color(let c) = $1 { $0.color = c } }),
    ]

    /// Whether animating this value changes how many particles are born or how long they live.
    var changesCount: Bool {
        ["birthRate", "lifetime", "lifetimeRange"].contains(EmitterCellKeyPath.table[property].name)
    }
}
