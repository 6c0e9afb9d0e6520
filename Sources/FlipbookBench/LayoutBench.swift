import Foundation
import FlipbookLayout

/// `flipbook-bench layout`: the constraint solver alone on screens built as apps build them:
/// a header, then cells of an image and two labels and an accessory pinned to the 16-point
/// margins of a 375-point-wide screen, each cell below the one before. Labels hug their
/// intrinsic width at 250 and resist compression at 750, as UILabel does. Prints the time to add
/// every constraint and solve, and the time of one incremental change (the header's top
/// constant, which moves every view below it, then every value read).
enum LayoutBench {
    struct Screen {
        let solver: LayoutSolver
        let variables: [LayoutVariable]
        let top: LayoutConstraintID
        let views: Int
    }

    /// A screen of a header and `cells` cells (four views each).
    static func build(cells: Int) throws -> Screen {
        let s = LayoutSolver()
        var variables: [LayoutVariable] = []
        func view(_ name: String) -> (x: LayoutVariable, y: LayoutVariable, w: LayoutVariable, h: LayoutVariable) {
            let v = (
                s.makeVariable(name + ".minX"), s.makeVariable(name + ".minY"), s.makeVariable(name + ".width"),
                s.makeVariable(name + ".height")
            )
            variables += [v.0, v.1, v.2, v.3]
            return v
        }
        let margin = 16.0
        let width = 375.0
        // Header: pinned to both margins, 34 high, 44 below the top.
        let header = view("header")
        try s.add(LayoutConstraint(header.x, .equal, margin))
        try s.add(LayoutConstraint(header.x + header.w, .equal, width - margin))
        let top = try s.add(LayoutConstraint(header.y, .equal, 44))
        try s.add(LayoutConstraint(header.h, .equal, 34))
        var above = header.y + header.h
        for k in 0..<cells {
            let image = view("image\(k)")
            let title = view("title\(k)")
            let subtitle = view("subtitle\(k)")
            let accessory = view("accessory\(k)")
            // Image: 44-point square at the leading margin, 12 below the cell above.
            try s.add(LayoutConstraint(image.x, .equal, margin))
            try s.add(LayoutConstraint(image.y, .equal, above + 12))
            try s.add(LayoutConstraint(image.w, .equal, 44))
            try s.add(LayoutConstraint(image.h, .equal, image.w))
            // Accessory: 12 x 20 at the trailing margin, centred on the image.
            try s.add(LayoutConstraint(accessory.x + accessory.w, .equal, width - margin))
            try s.add(LayoutConstraint(accessory.w, .equal, 12))
            try s.add(LayoutConstraint(accessory.h, .equal, 20))
            try s.add(LayoutConstraint(accessory.y + accessory.h / 2, .equal, image.y + image.h / 2))
            // Title and subtitle: 12 after the image, before the accessory, intrinsic widths.
            for (label, intrinsic, height) in [(title, 150.0 + Double(k % 7) * 20, 20.0), (subtitle, 240.0, 16.0)] {
                try s.add(LayoutConstraint(label.x, .equal, image.x + image.w + 12))
                try s.add(LayoutConstraint(label.x + label.w, .lessThanOrEqual, accessory.x - 8))
                try s.add(LayoutConstraint(label.w, .lessThanOrEqual, intrinsic, priority: 250))
                try s.add(LayoutConstraint(label.w, .greaterThanOrEqual, intrinsic, priority: 750))
                try s.add(LayoutConstraint(label.h, .equal, height))
            }
            try s.add(LayoutConstraint(title.y, .equal, image.y))
            try s.add(LayoutConstraint(subtitle.y, .equal, title.y + title.h + 4))
            above = image.y + image.h
        }
        return Screen(solver: s, variables: variables, top: top, views: 1 + 4 * cells)
    }

    /// This thread's CPU time in milliseconds: steadier than the wall clock on a shared machine.
    static func cpuMilliseconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
    }

    static func run() throws {
        print("flipbook-bench layout: thread CPU time per run, single-threaded")
        for cells in [12, 250] {
            let runs = cells < 100 ? 200 : 3
            var screen = try build(cells: cells)
            let t0 = cpuMilliseconds()
            for _ in 0..<runs { screen = try build(cells: cells) }
            let buildMS = (cpuMilliseconds() - t0) / Double(runs)
            let changes = cells < 100 ? 2000 : 50
            var sum = 0.0
            let t1 = cpuMilliseconds()
            for i in 0..<changes {
                try screen.solver.setConstant(screen.top, -44 - Double(i % 20))
                for v in screen.variables { sum += screen.solver.value(of: v) }
            }
            let changeMS = (cpuMilliseconds() - t1) / Double(changes)
            print(
                String(
                    format: "layout %4d views, %4d constraints: add all and solve %8.3f ms; "
                        + "setConstant + read %4d values %7.3f ms",
                    screen.views, screen.solver.constraintCount, buildMS, screen.variables.count, changeMS))
            if sum.isNaN { print("unreachable") }
        }
    }
}
