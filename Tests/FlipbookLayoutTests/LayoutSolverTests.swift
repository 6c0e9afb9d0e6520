import XCTest

@testable import FlipbookLayout

/// Hand-solved constraint systems: the expected figures are worked out in the comments.
final class LayoutSolverTests: XCTestCase {
    /// A view's horizontal unknowns.
    struct Box {
        let x: LayoutVariable
        let w: LayoutVariable
        init(_ s: LayoutSolver, _ name: String) {
            x = s.makeVariable(name + ".minX")
            w = s.makeVariable(name + ".width")
        }
        var right: LinearExpression { x + w }
        var centerX: LinearExpression { x + w / 2 }
    }

    func testCentringInA375WideSuperview() throws {
        let s = LayoutSolver()
        let sv = Box(s, "superview")
        let v = Box(s, "view")
        try s.add(LayoutConstraint(sv.x, .equal, 0))
        try s.add(LayoutConstraint(sv.w, .equal, 375))
        try s.add(LayoutConstraint(v.w, .equal, 100))
        try s.add(LayoutConstraint(v.centerX, .equal, sv.centerX))
        // centre of the superview 375 / 2 = 187.5; x = 187.5 - 100 / 2 = 137.5
        XCTAssertEqual(s.value(of: v.x), 137.5)
        XCTAssertEqual(s.value(of: v.w), 100)
        XCTAssertFalse(s.isAmbiguous(v.x))
    }

    func testTwoEqualWidthsWithSpacing8AndMargins16() throws {
        let s = LayoutSolver()
        let a = Box(s, "a")
        let b = Box(s, "b")
        try s.add(LayoutConstraint(a.x, .equal, 16))
        try s.add(LayoutConstraint(b.x, .equal, a.right + 8))
        try s.add(LayoutConstraint(b.right, .equal, LinearExpression(375 - 16)))
        try s.add(LayoutConstraint(a.w, .equal, b.w))
        // w = (375 - 16 * 2 - 8) / 2 = 335 / 2 = 167.5; b.x = 16 + 167.5 + 8 = 191.5
        XCTAssertEqual(s.value(of: a.x), 16)
        XCTAssertEqual(s.value(of: a.w), 167.5)
        XCTAssertEqual(s.value(of: b.x), 191.5)
        XCTAssertEqual(s.value(of: b.w), 167.5)
        XCTAssertEqual(s.constraintCount, 4)
    }

    func testAspectRatio() throws {
        let s = LayoutSolver()
        let w = s.makeVariable("w")
        let h = s.makeVariable("h")
        try s.add(LayoutConstraint(h, .equal, w * (9.0 / 16)))
        try s.add(LayoutConstraint(w, .equal, 375))
        // 375 * 9 / 16 = 3375 / 16 = 210.9375 (exact in binary)
        XCTAssertEqual(s.value(of: h), 210.9375)
        // The other way round: a height of 300 at 4:3 gives a width of 400.
        let t = LayoutSolver()
        let w2 = t.makeVariable("w")
        let h2 = t.makeVariable("h")
        try t.add(LayoutConstraint(w2 * 3, .equal, h2 * 4))
        try t.add(LayoutConstraint(h2, .equal, 300))
        XCTAssertEqual(t.value(of: w2), 400)
    }

    func testInequalityPairResolvedByPriority() throws {
        // w >= 200 against w <= 100: the higher priority wins, whichever is added first.
        func solve(_ atLeast200: Double, _ atMost100: Double, reversed: Bool = false) throws -> Double {
            let s = LayoutSolver()
            let w = s.makeVariable("w")
            let a = LayoutConstraint(w, .greaterThanOrEqual, 200, priority: atLeast200)
            let b = LayoutConstraint(w, .lessThanOrEqual, 100, priority: atMost100)
            for c in reversed ? [b, a] : [a, b] { try s.add(c) }
            return s.value(of: w)
        }
        XCTAssertEqual(try solve(250, 750), 100)
        XCTAssertEqual(try solve(750, 250), 200)
        XCTAssertEqual(try solve(250, 750, reversed: true), 100)
        XCTAssertEqual(try solve(750, 250, reversed: true), 200)
        XCTAssertEqual(try solve(1000, 750), 200)  // required beats 750
        XCTAssertEqual(try solve(250, 1000), 100)  // required beats 250
        XCTAssertEqual(try solve(999, 998), 200)  // one step apart is enough
    }

    func testWeakPreferenceOverriddenByStrong() throws {
        let s = LayoutSolver()
        let x = s.makeVariable("x")
        try s.add(LayoutConstraint(x, .equal, 10, priority: 250))
        XCTAssertEqual(s.value(of: x), 10)
        try s.add(LayoutConstraint(x, .equal, 50, priority: 750))
        XCTAssertEqual(s.value(of: x), 50)
        try s.add(LayoutConstraint(x, .lessThanOrEqual, 30))
        // required x <= 30 beats both; the 750 wants 50, the nearest allowed is 30
        XCTAssertEqual(s.value(of: x), 30)
    }

    func testHigherPriorityDominatesAnyNumberOfLowerOnes() throws {
        // 120 constraints at priority 1 wanting x = 0 against one at 2 wanting x = 1,000:
        // with weights, the 120 errors of 1,000 each (120,000) would beat one error of 1,000
        // unless the weights were more than 120 apart. Lexicographic levels: priority 2 wins.
        let s = LayoutSolver()
        let x = s.makeVariable("x")
        for _ in 0..<120 { try s.add(LayoutConstraint(x, .equal, 0, priority: 1)) }
        try s.add(LayoutConstraint(x, .equal, 1000, priority: 2))
        XCTAssertEqual(s.value(of: x), 1000)
        // and 999 over priority 998.5 (fractional priorities are levels of their own)
        let y = s.makeVariable("y")
        try s.add(LayoutConstraint(y, .equal, 7, priority: 998.5))
        try s.add(LayoutConstraint(y, .equal, 3, priority: 999))
        XCTAssertEqual(s.value(of: y), 3)
    }

    func testEqualPrioritiesSumTheirErrors() throws {
        // Same priority: the sum of the errors is minimised. x = 0, x = 0 and x = 10, all at
        // 500: any x costs |x| * 2 + |x - 10|, least at x = 0 (cost 10).
        let s = LayoutSolver()
        let x = s.makeVariable("x")
        try s.add(LayoutConstraint(x, .equal, 10, priority: 500))
        try s.add(LayoutConstraint(x, .equal, 0, priority: 500))
        try s.add(LayoutConstraint(x, .equal, 0, priority: 500))
        XCTAssertEqual(s.value(of: x), 0)
    }

    func testEditVariableDraggedAndResolved() throws {
        // A 100-wide view dragged along a 375-wide track: 0 <= x, x + 100 <= 375 (required),
        // a label following at x + 10; x itself held weakly at 20.
        let s = LayoutSolver()
        let v = Box(s, "v")
        let label = s.makeVariable("label.minX")
        try s.add(LayoutConstraint(v.w, .equal, 100))
        try s.add(LayoutConstraint(v.x, .greaterThanOrEqual, 0))
        try s.add(LayoutConstraint(v.right, .lessThanOrEqual, LinearExpression(375)))
        try s.add(LayoutConstraint(label, .equal, v.x + 10))
        try s.add(LayoutConstraint(v.x, .equal, 20, priority: 250))
        XCTAssertEqual(s.value(of: v.x), 20)
        try s.addEditVariable(v.x, priority: 750)
        XCTAssertEqual(s.value(of: v.x), 20)  // adding the edit moves nothing
        try s.suggestValue(v.x, 50)
        XCTAssertEqual(s.value(of: v.x), 50)
        XCTAssertEqual(s.value(of: label), 60)
        try s.suggestValue(v.x, 300)  // past the end: x + 100 <= 375 holds x at 275
        XCTAssertEqual(s.value(of: v.x), 275)
        XCTAssertEqual(s.value(of: label), 285)
        try s.suggestValue(v.x, -20)  // before the start: x >= 0
        XCTAssertEqual(s.value(of: v.x), 0)
        try s.suggestValue(v.x, 137.25)
        XCTAssertEqual(s.value(of: v.x), 137.25)
        XCTAssertThrowsError(try s.addEditVariable(v.x, priority: 500)) {
            XCTAssertEqual($0 as? LayoutError, .duplicateEditVariable(v.x))
        }
        try s.removeEditVariable(v.x)
        // Back to the weak preference of 20.
        XCTAssertEqual(s.value(of: v.x), 20)
        XCTAssertEqual(s.constraintCount, 5)
        XCTAssertThrowsError(try s.suggestValue(v.x, 10)) {
            XCTAssertEqual($0 as? LayoutError, .unknownEditVariable(v.x))
        }
    }

    func testEditVariableAtRequiredPriorityIsRefused() throws {
        let s = LayoutSolver()
        let x = s.makeVariable("x")
        XCTAssertThrowsError(try s.addEditVariable(x, priority: 1000)) {
            XCTAssertEqual($0 as? LayoutError, .badPriority(1000))
        }
        XCTAssertThrowsError(try s.addEditVariable(x, priority: 0.5)) {
            XCTAssertEqual($0 as? LayoutError, .badPriority(0.5))
        }
    }

    func testRemoveThenReAdd() throws {
        let s = LayoutSolver()
        let x = s.makeVariable("x")
        let w = s.makeVariable("w")
        try s.add(LayoutConstraint(x, .equal, 5, priority: 250))
        try s.add(LayoutConstraint(w, .equal, 100))
        let pin = try s.add(LayoutConstraint(x + w, .equal, 300))
        XCTAssertEqual(s.value(of: x), 200)  // 300 - 100
        try s.remove(pin)
        XCTAssertEqual(s.value(of: x), 5)  // the weak preference again
        XCTAssertEqual(s.constraintCount, 2)
        XCTAssertThrowsError(try s.remove(pin)) { XCTAssertEqual($0 as? LayoutError, .unknownConstraint(pin)) }
        XCTAssertThrowsError(try s.setConstant(pin, 1)) {
            XCTAssertEqual($0 as? LayoutError, .unknownConstraint(pin))
        }
        let again = try s.add(LayoutConstraint(x + w, .equal, 300))
        XCTAssertNotEqual(again, pin)
        XCTAssertEqual(s.value(of: x), 200)
        // Remove each kind: required inequality, optional inequality, optional equality.
        let floor = try s.add(LayoutConstraint(w, .greaterThanOrEqual, 150, priority: 999))
        XCTAssertEqual(s.value(of: w), 100)  // required w = 100 wins
        try s.remove(floor)
        let cap = try s.add(LayoutConstraint(x, .lessThanOrEqual, 250))
        try s.remove(again)
        XCTAssertEqual(s.value(of: x), 5)
        try s.remove(cap)
        XCTAssertEqual(s.value(of: x), 5)
        XCTAssertEqual(s.constraintCount, 2)
    }

    func testRemovingEveryConstraintLeavesAnEmptySolver() throws {
        let s = LayoutSolver()
        let a = Box(s, "a")
        let b = Box(s, "b")
        var ids: [LayoutConstraintID] = []
        ids.append(try s.add(LayoutConstraint(a.x, .equal, 16)))
        ids.append(try s.add(LayoutConstraint(b.x, .equal, a.right + 8)))
        ids.append(try s.add(LayoutConstraint(b.right, .lessThanOrEqual, LinearExpression(359))))
        ids.append(try s.add(LayoutConstraint(a.w, .equal, b.w, priority: 750)))
        ids.append(try s.add(LayoutConstraint(a.w, .greaterThanOrEqual, 200, priority: 250)))
        ids.append(try s.add(LayoutConstraint(b.w, .equal, 40, priority: 500)))
        // Removing in an order unlike the adding one.
        for k in [3, 0, 5, 1, 4, 2] { try s.remove(ids[k]) }
        XCTAssertEqual(s.constraintCount, 0)
        for v in [a.x, a.w, b.x, b.w] {
            XCTAssertEqual(s.value(of: v), 0)
            XCTAssertTrue(s.isAmbiguous(v))
        }
    }

    func testSetConstantMatchesARebuiltSolverExactly() throws {
        // Two boxes in a row with margins, a preferred width and an optional floor; then the
        // margin, the spacing, the floor and the preference change by setConstant.
        func build(margin: Double, spacing: Double, floor: Double, preferred: Double) throws -> (
            LayoutSolver, [LayoutVariable], [LayoutConstraintID]
        ) {
            let s = LayoutSolver()
            let a = Box(s, "a")
            let b = Box(s, "b")
            var ids: [LayoutConstraintID] = []
            ids.append(try s.add(LayoutConstraint(a.x - margin, .equal, LinearExpression())))
            ids.append(try s.add(LayoutConstraint(b.x - a.right - spacing, .equal, LinearExpression())))
            ids.append(try s.add(LayoutConstraint(b.right, .equal, LinearExpression(375))))
            ids.append(try s.add(LayoutConstraint(a.w - floor, .greaterThanOrEqual, LinearExpression(), priority: 750)))
            ids.append(try s.add(LayoutConstraint(a.w - preferred, .equal, LinearExpression(), priority: 250)))
            return (s, [a.x, a.w, b.x, b.w], ids)
        }
        let (s, vars, ids) = try build(margin: 16, spacing: 8, floor: 100, preferred: 50)
        // a.w wants 50 but the floor (750) holds 100: b.x = 16 + 100 + 8 = 124, b.w = 251
        XCTAssertEqual(vars.map { s.value(of: $0) }, [16, 100, 124, 251])
        try s.setConstant(ids[0], -20)  // margin 20
        try s.setConstant(ids[1], -12)  // spacing 12
        try s.setConstant(ids[3], -40)  // floor 40: the preference 50 now holds
        XCTAssertEqual(vars.map { s.value(of: $0) }, [20, 50, 82, 293])
        try s.setConstant(ids[4], -300)  // preferred 300: 20 + 300 + 12 = 332, b.w = 43
        let (fresh, freshVars, _) = try build(margin: 20, spacing: 12, floor: 40, preferred: 300)
        let changed = vars.map { s.value(of: $0).bitPattern }
        XCTAssertEqual(changed, freshVars.map { fresh.value(of: $0).bitPattern })
        XCTAssertEqual(vars.map { s.value(of: $0) }, [20, 300, 332, 43])
        XCTAssertEqual(s.constraint(ids[4])?.expression.constant, -300)
    }

    func testSetConstantOnAnInequalityThatStopsBinding() throws {
        let s = LayoutSolver()
        let h = s.makeVariable("h")
        let cap = try s.add(LayoutConstraint(h, .lessThanOrEqual, 100))
        try s.add(LayoutConstraint(h, .equal, 400, priority: 500))
        XCTAssertEqual(s.value(of: h), 100)
        try s.setConstant(cap, -600)  // h <= 600: the preference 400 holds
        XCTAssertEqual(s.value(of: h), 400)
        try s.setConstant(cap, -250)
        XCTAssertEqual(s.value(of: h), 250)
    }

    func testUnsatisfiableRequiredPairListsTheOther() throws {
        let s = LayoutSolver()
        let w = s.makeVariable("w")
        let x = s.makeVariable("x")
        let unrelated = try s.add(LayoutConstraint(x, .equal, 3))
        let first = try s.add(LayoutConstraint(w, .equal, 100))
        XCTAssertThrowsError(try s.add(LayoutConstraint(w, .equal, 200))) {
            XCTAssertEqual($0 as? LayoutError, .unsatisfiable(conflicting: [first]))
        }
        XCTAssertEqual(s.constraintCount, 2)
        XCTAssertEqual(s.value(of: w), 100)
        _ = unrelated
        // The same conflict through inequalities (the phase-one path): w >= 150 against w == 100.
        XCTAssertThrowsError(try s.add(LayoutConstraint(w, .greaterThanOrEqual, 150))) {
            XCTAssertEqual($0 as? LayoutError, .unsatisfiable(conflicting: [first]))
        }
        XCTAssertEqual(s.value(of: w), 100)
        // A redundant copy is fine.
        try s.add(LayoutConstraint(w, .equal, 100))
        XCTAssertEqual(s.constraintCount, 3)
    }

    func testUnsatisfiableChainListsBothConstraints() throws {
        // x = 0 and w = 100 make x + w = 100; a required x + w = 50 conflicts with both, not
        // with the unrelated y = 7.
        let s = LayoutSolver()
        let x = s.makeVariable("x")
        let w = s.makeVariable("w")
        let y = s.makeVariable("y")
        let pinX = try s.add(LayoutConstraint(x, .equal, 0))
        try s.add(LayoutConstraint(y, .equal, 7))
        let width = try s.add(LayoutConstraint(w, .equal, 100))
        try s.add(LayoutConstraint(x, .equal, 30, priority: 250))
        XCTAssertThrowsError(try s.add(LayoutConstraint(x + w, .equal, 50))) {
            XCTAssertEqual($0 as? LayoutError, .unsatisfiable(conflicting: [pinX, width]))
        }
        // Between inequalities: x >= 0 (x = 0 already), w <= 100, x + w >= 150.
        let t = LayoutSolver()
        let a = t.makeVariable("a")
        let b = t.makeVariable("b")
        let c1 = try t.add(LayoutConstraint(a, .lessThanOrEqual, 20))
        let c2 = try t.add(LayoutConstraint(b, .lessThanOrEqual, 100))
        try t.add(LayoutConstraint(a, .greaterThanOrEqual, 0))
        XCTAssertThrowsError(try t.add(LayoutConstraint(a + b, .greaterThanOrEqual, 150))) {
            XCTAssertEqual($0 as? LayoutError, .unsatisfiable(conflicting: [c1, c2]))
        }
        // The solver is as it was: a + b >= 100 still fits.
        try t.add(LayoutConstraint(a + b, .greaterThanOrEqual, 110))
        let (va, vb) = (t.value(of: a), t.value(of: b))
        XCTAssertTrue(va >= 0 && va <= 20 && vb <= 100 && va + vb >= 110, "a = \(va), b = \(vb)")
    }

    func testSetConstantThatBreaksARequiredConstraintIsRefused() throws {
        let s = LayoutSolver()
        let x = s.makeVariable("x")
        let w = s.makeVariable("w")
        let left = try s.add(LayoutConstraint(x, .greaterThanOrEqual, 10))
        let width = try s.add(LayoutConstraint(w, .equal, 100))
        let right = try s.add(LayoutConstraint(x + w, .lessThanOrEqual, 200))
        // x in [10, 100]; x <= 200 - 100 = 100. Moving the right edge to 90 needs x <= -10.
        XCTAssertThrowsError(try s.setConstant(right, -90)) {
            XCTAssertEqual($0 as? LayoutError, .unsatisfiable(conflicting: [left, width, right]))
        }
        XCTAssertEqual(s.constraint(right)?.expression.constant, -200)
        try s.setConstant(right, -150)
        XCTAssertEqual(s.value(of: w), 100)
        XCTAssertTrue((10...50).contains(s.value(of: x)))
        // A redundant equality whose constant moves away from its twin.
        let twin = try s.add(LayoutConstraint(w, .equal, 100))
        XCTAssertThrowsError(try s.setConstant(twin, -120)) {
            XCTAssertEqual($0 as? LayoutError, .unsatisfiable(conflicting: [width, twin]))
        }
        XCTAssertEqual(s.value(of: w), 100)
    }

    func testNonRequiredConflictsNeverThrow() throws {
        let s = LayoutSolver()
        let x = s.makeVariable("x")
        try s.add(LayoutConstraint(x, .equal, 10))
        try s.add(LayoutConstraint(x, .equal, 20, priority: 999))
        try s.add(LayoutConstraint(x, .greaterThanOrEqual, 30, priority: 999))
        try s.add(LayoutConstraint(x, .lessThanOrEqual, 0, priority: 1))
        let c = try s.add(LayoutConstraint(x, .equal, 40, priority: 500))
        XCTAssertEqual(s.value(of: x), 10)
        for k in stride(from: -1000.0, through: 1000, by: 125) { try s.setConstant(c, k) }
        XCTAssertEqual(s.value(of: x), 10)
        try s.addEditVariable(x, priority: 999)
        try s.suggestValue(x, 1e6)
        XCTAssertEqual(s.value(of: x), 10)
    }

    func testNonFiniteAndBadInputs() throws {
        let s = LayoutSolver()
        let x = s.makeVariable("x")
        let ok = try s.add(LayoutConstraint(x, .equal, 1))
        func expect(_ error: LayoutError, _ body: () throws -> Void, line: UInt = #line) {
            XCTAssertThrowsError(try body(), line: line) {
                XCTAssertEqual($0 as? LayoutError, error, line: line)
            }
        }
        XCTAssertThrowsError(try s.add(LayoutConstraint(x * .nan, .equal, 1))) {
            guard case .nonFinite = $0 as? LayoutError else { return XCTFail("\($0)") }
        }
        XCTAssertThrowsError(try s.add(LayoutConstraint(x, .equal, .infinity))) {
            guard case .nonFinite = $0 as? LayoutError else { return XCTFail("\($0)") }
        }
        XCTAssertThrowsError(try s.add(LayoutConstraint(x, .equal, 1, priority: .nan))) {
            guard case .nonFinite = $0 as? LayoutError else { return XCTFail("\($0)") }
        }
        XCTAssertThrowsError(try s.setConstant(ok, .nan)) {
            guard case .nonFinite = $0 as? LayoutError else { return XCTFail("\($0)") }
        }
        expect(.badPriority(0)) { try s.add(LayoutConstraint(x, .equal, 1, priority: 0)) }
        expect(.badPriority(1001)) { try s.add(LayoutConstraint(x, .equal, 1, priority: 1001)) }
        let y = s.makeVariable("y")
        try s.addEditVariable(y, priority: 500)
        XCTAssertThrowsError(try s.suggestValue(y, -.infinity)) {
            guard case .nonFinite = $0 as? LayoutError else { return XCTFail("\($0)") }
        }
        let stranger = LayoutSolver()
        _ = stranger.makeVariable("a")
        _ = stranger.makeVariable("b")
        let foreign = stranger.makeVariable("c")
        expect(.unknownVariable(foreign)) { try s.add(LayoutConstraint(foreign, .equal, 1)) }
        // Arithmetic that overflows: z = 1e308 (finite), then 10 * z is infinite.
        let z = s.makeVariable("z")
        let huge = try s.add(LayoutConstraint(z, .equal, 1e308))
        XCTAssertThrowsError(try s.add(LayoutConstraint(y, .equal, z * 10))) {
            guard case .nonFinite = $0 as? LayoutError else { return XCTFail("\($0)") }
        }
        try s.remove(huge)
        // Nothing above changed the solution.
        XCTAssertEqual(s.value(of: x), 1)
        XCTAssertEqual(s.constraintCount, 1)
        XCTAssertEqual(s.value(of: foreign), 0)
    }

    func testAmbiguityDetection() throws {
        let s = LayoutSolver()
        let v = Box(s, "v")
        try s.add(LayoutConstraint(v.w, .equal, 100))
        // Only a width: x is free.
        XCTAssertTrue(s.isAmbiguous(v.x))
        XCTAssertFalse(s.isAmbiguous(v.w))
        // x + w tied to a free right edge: still ambiguous.
        let edge = s.makeVariable("edge")
        try s.add(LayoutConstraint(v.right, .equal, LinearExpression(edge)))
        XCTAssertTrue(s.isAmbiguous(v.x))
        XCTAssertTrue(s.isAmbiguous(edge))
        try s.add(LayoutConstraint(edge, .equal, 300))
        XCTAssertFalse(s.isAmbiguous(v.x))
        XCTAssertEqual(s.value(of: v.x), 200)
        // An inequality alone leaves room; an optional preference settles it.
        let y = s.makeVariable("y")
        try s.add(LayoutConstraint(y, .greaterThanOrEqual, 10))
        XCTAssertTrue(s.isAmbiguous(y))
        try s.add(LayoutConstraint(y, .equal, 0, priority: 250))
        XCTAssertFalse(s.isAmbiguous(y))
        XCTAssertEqual(s.value(of: y), 10)
        // Two equal-priority wishes 10 apart: any value between costs 10 in all.
        let z = s.makeVariable("z")
        try s.add(LayoutConstraint(z, .equal, 0, priority: 500))
        try s.add(LayoutConstraint(z, .equal, 10, priority: 500))
        XCTAssertTrue(s.isAmbiguous(z))
    }

    /// A fully determined screen of `n` boxes in a row, each 8 after the one before, the
    /// first at 16, every width 20 + k.
    private func rowOfBoxes(_ n: Int, order: [Int]) throws -> [UInt64] {
        let s = LayoutSolver()
        let boxes = (0..<n).map { Box(s, "b\($0)") }
        var constraints: [LayoutConstraint] = [LayoutConstraint(boxes[0].x, .equal, 16)]
        for k in 0..<n {
            constraints.append(LayoutConstraint(boxes[k].w, .equal, Double(20 + k)))
            if k > 0 { constraints.append(LayoutConstraint(boxes[k].x, .equal, boxes[k - 1].right + 8)) }
        }
        constraints.append(LayoutConstraint(boxes[0].w, .greaterThanOrEqual, 10, priority: 500))
        for k in order { try s.add(constraints[k]) }
        return boxes.flatMap { [s.value(of: $0.x).bitPattern, s.value(of: $0.w).bitPattern] }
    }

    func testDeterministicAndIndependentOfOrderWhenDetermined() throws {
        let n = 30
        let count = 2 * n + 1
        let base = try rowOfBoxes(n, order: Array(0..<count))
        XCTAssertEqual(try rowOfBoxes(n, order: Array(0..<count)), base)  // same calls, same bits
        // x_k = 16 + sum_{j<k} (20 + j + 8) = 16 + 28k + k(k-1)/2
        for k in 0..<n {
            XCTAssertEqual(Double(bitPattern: base[2 * k]), Double(16 + 28 * k + k * (k - 1) / 2))
        }
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<5 {
            var order = Array(0..<count)
            for i in stride(from: order.count - 1, to: 0, by: -1) {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                order.swapAt(i, Int(seed >> 33) % (i + 1))
            }
            XCTAssertEqual(try rowOfBoxes(n, order: order), base, "order \(order)")
        }
    }

    /// An ambiguous, non-trivial system (optional constraints in conflict).
    private static func tangledRow() -> [UInt64] {
        let s = LayoutSolver()
        let boxes = (0..<12).map { Box(s, "b\($0)") }
        var constraints: [LayoutConstraint] = []
        for (k, b) in boxes.enumerated() {
            constraints.append(LayoutConstraint(b.x, .greaterThanOrEqual, 0))
            constraints.append(LayoutConstraint(b.right, .lessThanOrEqual, LinearExpression(375)))
            constraints.append(LayoutConstraint(b.w, .equal, Double(40 + 7 * k), priority: 250))
            if k > 0 {
                constraints.append(LayoutConstraint(b.x, .greaterThanOrEqual, boxes[k - 1].right + 3, priority: 750))
                constraints.append(LayoutConstraint(b.w, .equal, boxes[k - 1].w * 1.1, priority: 500))
            }
        }
        for c in constraints { _ = try? s.add(c) }
        return boxes.flatMap { [s.value(of: $0.x).bitPattern, s.value(of: $0.w).bitPattern] }
    }

    func testSameCallsGiveIdenticalBitsOnOtherThreads() throws {
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var all: [[UInt64]] = []
        }
        let reference = Self.tangledRow()
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let r = Self.tangledRow()
            results.lock.lock()
            results.all.append(r)
            results.lock.unlock()
        }
        XCTAssertEqual(results.all.count, 4)
        for r in results.all { XCTAssertEqual(r, reference) }
    }
}

/// Random systems: whatever the solver does, every required constraint it accepted holds, every
/// refusal leaves the solution as it was, and the constraints it holds are accepted afresh.
final class LayoutSolverInvariantTests: XCTestCase {
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func pick<T>(_ xs: [T]) -> T { xs[int(xs.count)] }
    }

    struct Live {
        var id: LayoutConstraintID
        var constraint: LayoutConstraint
    }

    private func holds(_ c: LayoutConstraint, in s: LayoutSolver) -> Bool {
        var value = c.expression.constant
        for (v, k) in c.expression.terms { value += k * s.value(of: v) }
        switch c.relation {
        case .equal: return abs(value) < 1e-6
        case .lessThanOrEqual: return value < 1e-6
        case .greaterThanOrEqual: return value > -1e-6
        }
    }

    private func satisfiable(_ constraints: [LayoutConstraint]) -> Bool {
        let s = LayoutSolver()
        let vars = (0..<8).map { s.makeVariable("v\($0)") }
        for c in constraints {
            let e = LinearExpression(
                terms: c.expression.terms.map { (vars[$0.variable.id], $0.coefficient) },
                constant: c.expression.constant)
            if (try? s.add(LayoutConstraint(e, c.relation, LinearExpression(), priority: c.priority))) == nil {
                return false
            }
        }
        return true
    }

    /// The set with `extra` cannot hold, and leaving out any one member lets it hold.
    private func assertIrreducibleConflict(
        _ set: [LayoutConstraint], with extra: LayoutConstraint, _ message: String, line: UInt = #line
    ) {
        XCTAssertFalse(satisfiable(set + [extra]), message, line: line)
        if set.count > 16 { return }
        for k in set.indices {
            var rest = set
            rest.remove(at: k)
            XCTAssertTrue(
                satisfiable(rest + [extra]), "\(message): member \(k) of \(set.count) is not needed", line: line)
        }
    }

    private func conflictIDs(_ error: LayoutError) -> [LayoutConstraintID]? {
        if case .unsatisfiable(let ids) = error { return ids }
        return nil
    }

    func testRandomSystemsKeepTheirRequiredConstraints() throws {
        var g = Generator(state: 42)
        var refusals = 0
        for round in 0..<40 {
            let s = LayoutSolver()
            let vars = (0..<8).map { s.makeVariable("v\($0)") }
            var live: [Live] = []
            for step in 0..<60 {
                let op = g.int(10)
                if op < 7 || live.isEmpty {
                    var e = LinearExpression(Double(g.int(400)) - 200)
                    for _ in 0..<(1 + g.int(3)) { e.add(g.pick(vars), g.pick([1, -1, 2, 0.5, -0.5])) }
                    let relation: LayoutRelation = g.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual])
                    let priority: Double = g.pick([1000, 1000, 999, 750, 250, 1])
                    let c = LayoutConstraint(e, relation, LinearExpression(), priority: priority)
                    let before = vars.map { s.value(of: $0) }
                    let result = Result { () throws(LayoutError) -> LayoutConstraintID in try s.add(c) }
                    switch result {
                    case .success(let id): live.append(Live(id: id, constraint: c))
                    case .failure(let error):
                        refusals += 1
                        let ids = conflictIDs(error)
                        XCTAssertNotNil(ids, "\(error)")
                        XCTAssertTrue(c.isRequired)
                        XCTAssertEqual(vars.map { s.value(of: $0) }, before, "round \(round) step \(step)")
                        for id in ids ?? [] {
                            XCTAssertTrue(live.contains { $0.id == id && $0.constraint.isRequired })
                        }
                        let set = (ids ?? []).map { id in live.first { $0.id == id }!.constraint }
                        assertIrreducibleConflict(set, with: c, "round \(round) step \(step)")
                    }
                } else if op < 9 {
                    let k = g.int(live.count)
                    try s.remove(live[k].id)
                    live.remove(at: k)
                } else {
                    let k = g.int(live.count)
                    let constant = Double(g.int(400)) - 200
                    let id = live[k].id
                    let result = Result { () throws(LayoutError) in try s.setConstant(id, constant) }
                    switch result {
                    case .success: live[k].constraint.expression.constant = constant
                    case .failure(let error):
                        refusals += 1
                        XCTAssertTrue(live[k].constraint.isRequired)
                        XCTAssertTrue(conflictIDs(error)?.contains(id) ?? false, "\(error)")
                        var changed = live[k].constraint
                        changed.expression.constant = constant
                        let set = (conflictIDs(error) ?? []).filter { $0 != id }.map { other in
                            live.first { $0.id == other }!.constraint
                        }
                        assertIrreducibleConflict(set, with: changed, "round \(round) step \(step) setConstant")
                    }
                }
                for entry in live where entry.constraint.isRequired {
                    XCTAssertTrue(holds(entry.constraint, in: s), "round \(round) step \(step): \(entry.constraint)")
                }
                XCTAssertEqual(s.constraintCount, live.count)
            }
            // A fresh solver given the same live constraints accepts all of them.
            let fresh = LayoutSolver()
            for v in vars { _ = fresh.makeVariable(v.name) }
            for entry in live {
                XCTAssertNoThrow(try fresh.add(entry.constraint), "round \(round)")
            }
        }
        XCTAssertGreaterThan(refusals, 20)  // the random systems do test conflicts
    }
}

/// Priority changes of optional constraints, the way apps switch between two layouts.
final class LayoutSolverPriorityTests: XCTestCase {
    func testSwappingPrioritiesSwitchesLayouts() throws {
        // A card 100 tall (collapsed) or 400 tall (expanded); the one at 999 wins over 1.
        let s = LayoutSolver()
        let h = s.makeVariable("card.height")
        let collapsed = try s.add(LayoutConstraint(h, .equal, 100, priority: 999))
        let expanded = try s.add(LayoutConstraint(h, .equal, 400, priority: 1))
        XCTAssertEqual(s.value(of: h), 100)
        try s.setPriority(collapsed, 1)
        try s.setPriority(expanded, 999)
        XCTAssertEqual(s.value(of: h), 400)
        XCTAssertEqual(s.constraint(expanded)?.priority, 999)
        // setConstant still finds the constraint after its priority moved.
        try s.setConstant(expanded, -500)
        XCTAssertEqual(s.value(of: h), 500)
        XCTAssertEqual(s.constraintCount, 2)
        let required = try s.add(LayoutConstraint(h, .lessThanOrEqual, 450))
        XCTAssertEqual(s.value(of: h), 450)
        XCTAssertThrowsError(try s.setPriority(required, 500)) {
            XCTAssertEqual($0 as? LayoutError, .badPriority(500))
        }
        XCTAssertThrowsError(try s.setPriority(expanded, 1000)) {
            XCTAssertEqual($0 as? LayoutError, .badPriority(1000))
        }
    }
}

/// The expression values: sorted terms, merged duplicates, no zeros, arithmetic.
final class LinearExpressionTests: XCTestCase {
    func testTermsStaySortedMergedAndFreeOfZeros() {
        let s = LayoutSolver()
        let a = s.makeVariable("a")
        let b = s.makeVariable("b")
        let c = s.makeVariable("c")
        // (c + 2a - b + 3) - (a - b) * 2 + 0.5 = c + 0a + b + 3.5 -> terms b, c
        let e = (c + a * 2 - b + 3) - (a - b) * 2 + 0.5
        XCTAssertEqual(e.terms.map(\.variable), [b, c])
        XCTAssertEqual(e.terms.map(\.coefficient), [1, 1])
        XCTAssertEqual(e.constant, 3.5)
        XCTAssertEqual(e.coefficient(of: a), 0)
        XCTAssertEqual(e, LinearExpression(terms: [(c, 1), (b, 3), (b, -2)], constant: 3.5))
        XCTAssertEqual((a / 4).terms.first?.coefficient, 0.25)
        XCTAssertEqual((-(a - 5)).constant, 5)
        XCTAssertEqual((e * 0).terms.count, 0)
        XCTAssertEqual(e.description, "b + c + 3.5")
        XCTAssertEqual((2 * a - 1).description, "2*a - 1")
        XCTAssertEqual(LayoutConstraint(a, .lessThanOrEqual, 10, priority: 250).description, "a - 10 <= 0 @250")
    }
}

/// `isAmbiguous` against an independent test on random systems: v is ambiguous exactly when
/// pinning it 0.001 away from its value (by a required constraint, in a solver of its own) still
/// satisfies every required constraint with the same error at every priority.
final class LayoutSolverAmbiguityTests: XCTestCase {
    /// The summed error of the optional constraints at each priority, highest first.
    private func errors(_ constraints: [LayoutConstraint], _ s: LayoutSolver) -> [Double] {
        let priorities = Set(constraints.map(\.priority)).filter { $0 < 1000 }.sorted(by: >)
        return priorities.map { p in
            var sum = 0.0
            for c in constraints where c.priority == p {
                var e = c.expression.constant
                for (v, k) in c.expression.terms { e += k * s.value(of: v) }
                switch c.relation {
                case .equal: sum += abs(e)
                case .lessThanOrEqual: sum += max(0, e)
                case .greaterThanOrEqual: sum += max(0, -e)
                }
            }
            return sum
        }
    }

    func testAgreesWithPinningOnRandomSystems() throws {
        var g = LayoutSolverInvariantTests.Generator(state: 2024)
        var ambiguous = 0
        var fixed = 0
        for round in 0..<200 {
            let s = LayoutSolver()
            let vars = (0..<6).map { s.makeVariable("v\($0)") }
            var constraints: [LayoutConstraint] = []
            for _ in 0..<(2 + g.int(10)) {
                var e = LinearExpression(Double(g.int(40)) - 20)
                for _ in 0..<(1 + g.int(2)) { e.add(g.pick(vars), g.pick([1, -1, 2])) }
                let relation: LayoutRelation = g.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual])
                let c = LayoutConstraint(e, relation, LinearExpression(), priority: g.pick([1000, 750, 250]))
                if (try? s.add(c)) != nil { constraints.append(c) }
            }
            let base = errors(constraints, s)
            for v in vars {
                var movable = false
                for delta in [0.001, -0.001] {
                    let t = LayoutSolver()
                    for w in vars { _ = t.makeVariable(w.name) }
                    for c in constraints { try t.add(c) }
                    guard (try? t.add(LayoutConstraint(v, .equal, s.value(of: v) + delta))) != nil else { continue }
                    let moved = errors(constraints, t)
                    if zip(moved, base).allSatisfy({ abs($0 - $1) < 1e-7 }) { movable = true }
                }
                XCTAssertEqual(s.isAmbiguous(v), movable, "round \(round) \(v.name): \(constraints)")
                if movable { ambiguous += 1 } else { fixed += 1 }
            }
        }
        XCTAssertGreaterThan(ambiguous, 50)
        XCTAssertGreaterThan(fixed, 50)
    }
}
