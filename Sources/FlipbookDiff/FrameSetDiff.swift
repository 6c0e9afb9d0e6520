import Foundation
import FlipbookPNG
import FlipbookCore

/// Compares two PNG files, or two folders of PNG frames matched by file name, with the
/// metrics, time-shift hint and HTML report of `assertGoldens`: the engine of
/// `flipbook diff A B`. A is the expected side (the goldens, the old render), B the actual.
public enum FrameSetDiff {
    /// One pair of files to compare.
    public struct Pair: Sendable, Equatable {
        /// How output names the pair: the file name (B's, for two files).
        public var label: String
        /// The expected (A) file.
        public var expected: String
        /// The actual (B) file.
        public var actual: String
    }

    /// Why two paths cannot be compared at all: a missing path, a file against a folder,
    /// folders with different frame sets or no PNG files, an unreadable or corrupt image.
    /// `flipbook diff` exits with 2 for these.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        /// The sentence, naming the path and the cause (the decoder's or the OS's message).
        public var description: String
    }

    /// The pairs to compare: the two files, or the PNG files of two folders (`*.png`, not
    /// hidden, not `*.actual.png`, `*.expected.png` or `*.diff.png` artefacts), sorted by name. Throws `Problem` when the two sides do not hold the same names.
    public static func pairs(expected a: String, actual b: String) throws -> [Pair] {
        let aDir = try kind(a, side: "A"), bDir = try kind(b, side: "B")
        guard aDir == bDir else {
            throw Problem(
                description:
                    "A '\(a)' is a \(aDir ? "folder" : "file") and B '\(b)' is a \(bDir ? "folder" : "file"); give two PNG files or two folders"
            )
        }
        guard aDir else {
            return [Pair(label: (b as NSString).lastPathComponent, expected: a, actual: b)]
        }
        let namesA = try pngNames(a, side: "A"), namesB = try pngNames(b, side: "B")
        guard namesA == namesB else {
            let onlyA = namesA.filter { !namesB.contains($0) }, onlyB = namesB.filter { !namesA.contains($0) }
            var parts: [String] = []
            if !onlyA.isEmpty { parts.append("only in A: " + list(onlyA)) }
            if !onlyB.isEmpty { parts.append("only in B: " + list(onlyB)) }
            throw Problem(
                description: "the folders hold different frames (\(namesA.count) in A, \(namesB.count) in B); "
                    + parts.joined(separator: "; "))
        }
        return namesA.map { Pair(label: $0, expected: a + "/" + $0, actual: b + "/" + $0) }
    }

    /// Compares every pair under `tolerance` (on `jobs` threads). With `artifacts`, writes
    /// `index.html` there (always) and the actual, expected and diff images of each
    /// differing pair; nothing is written before every image was read. Throws `Problem`
    /// for an image that cannot be read or decoded, `PNGError` or a Foundation error when
    /// an artefact cannot be written.
    public static func compare(
        _ pairs: [Pair], tolerance: DiffTolerance = .exact, artifacts: URL? = nil,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws -> FrameSetReport {
        let outcomes = Locked([Result<Outcome?, Error>?](repeating: nil, count: pairs.count))
        // Every pair is read and compared (an unreadable one is kept as its error, thrown
        // below in pair order), so the workers never stop early.
        try WorkerPool.run(count: pairs.count, threads: jobs) { i in
            let p = pairs[i]
            let outcome: Result<Outcome?, Error>
            do {
                let e = try read(p.expected), a = try read(p.actual)
                let d = ImageDiff.compare(a, e, tolerance: tolerance, makeImage: false)
                outcome = .success(
                    d.matches
                        ? (d.differentPixels + d.antialiasedPixels == 0 && d.meanAbsoluteDifference == 0
                            ? nil : .within(d))
                        : .mismatch(FrameMismatch(frame: i, label: p.label, diff: d, actual: a, expected: e)))
            } catch {
                outcome = .failure(error)
            }
            outcomes.withLock { $0[i] = outcome }
        }

        var report = FrameSetReport(count: pairs.count, tolerance: tolerance)
        for (i, o) in outcomes.value.enumerated() {
            switch o {
            case .failure(let e)?: throw e
            case .success(.mismatch(let m))?: report.mismatches.append(m)
            case .success(.within(let d))?:
                report.withinTolerance.append(
                    "\(pairs[i].label): matches within the tolerance; "
                        + FrameMismatch.metrics(
                            d.differentPixels, d.antialiasedPixels, d.totalPixels, d.firstDifference,
                            d.meanAbsoluteDifference))
            case .success(nil)?, nil: break
            }
        }
        let compared = report.mismatches.filter { $0.reason == .pixels }.map(\.frame)
        if pairs.count > 1, !compared.isEmpty {
            report.timeShift = TimeShift.search(
                differing: compared, count: pairs.count, tolerance: tolerance,
                actual: { try? read(pairs[$0].actual) }, expected: { try? read(pairs[$0].expected) })
        }
        if let dir = artifacts { report.reportFile = try writeArtefacts(report, pairs, into: dir) }
        return report
    }

    static func writeArtefacts(_ report: FrameSetReport, _ pairs: [Pair], into dir: URL) throws -> URL {
        Artefacts.clear(dir)
        var rows: [HTMLReport.Row] = []
        for m in report.mismatches {
            let p = pairs[m.frame]
            let e = try read(p.expected), a = try read(p.actual)
            let diff = ImageDiff.compare(a, e, tolerance: report.tolerance).diffImage
            let stem = p.label.lowercased().hasSuffix(".png") ? String(p.label.dropLast(4)) : p.label
            rows.append(
                try Artefacts.write(
                    stem: stem, heading: p.label, note: m.details, actual: a, expected: e,
                    diff: diff, into: dir))
        }
        return try HTMLReport(
            title: "flipbook diff: " + (report.matches ? "match" : "differ"), summary: [report.totals],
            hint: report.timeShift?.sentence(), rows: rows
        ).write(into: dir)
    }

    static func read(_ path: String) throws -> Bitmap {
        do { return try PNGFile.read(path) } catch {
            throw Problem(description: "cannot read '\(path)': \(error)")
        }
    }

    /// Whether `path` is a folder; throws when it does not exist.
    static func kind(_ path: String, side: String) throws -> Bool {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
            throw Problem(description: "\(side) '\(path)' does not exist")
        }
        return isDir.boolValue
    }

    static func pngNames(_ dir: String, side: String) throws -> [String] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: dir) } catch {
            throw Problem(description: "cannot list \(side) '\(dir)': \(error.localizedDescription)")
        }
        // Artefacts of an earlier `--out` into the same folder are not frames.
        let artefact = [".actual.png", ".expected.png", ".diff.png"]
        let pngs = names.filter { n in
            !n.hasPrefix(".") && n.lowercased().hasSuffix(".png") && !artefact.contains { n.hasSuffix($0) }
        }.sorted()
        guard !pngs.isEmpty else { throw Problem(description: "\(side) '\(dir)' holds no PNG files") }
        return pngs
    }

    static func list(_ names: [String]) -> String {
        names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", ... (\(names.count) in all)" : "")
    }
}

/// What `FrameSetDiff.compare` found; `lines` is `flipbook diff`'s output.
public struct FrameSetReport: Sendable {
    /// Pairs compared.
    public var count: Int
    /// The tolerance applied.
    public var tolerance: DiffTolerance
    /// Pairs that do not match, in order; `frame` is the pair's index.
    public var mismatches: [FrameMismatch] = []
    /// One line for each pair that matches only thanks to the tolerance.
    public var withinTolerance: [String] = []
    /// The time-shift hint, when B's frames match A's shifted.
    public var timeShift: TimeShift?
    /// The HTML report, when artefacts were written.
    public var reportFile: URL?

    /// Whether every pair matches.
    public var matches: Bool { mismatches.isEmpty }

    /// The output: a line per pair that is not byte-identical, the totals, the hint and the report.
    public var lines: [String] {
        var out = mismatches.map(\.summary) + withinTolerance + [totals]
        if let t = timeShift { out.append("hint: " + t.sentence()) }
        if let r = reportFile { out.append("report: \(r.path)") }
        return out
    }

    /// "differ: 2 of 19 frames (tolerance: ...); first divergent frame ..." or "match: ...".
    public var totals: String {
        if let f = mismatches.first {
            var total =
                "differ: \(mismatches.count) of \(count) frame\(count == 1 ? "" : "s") (tolerance: \(tolerance)); first divergent frame \(f.label)"
            if let p = f.firstPixel { total += " at pixel (\(p.x), \(p.y))" }
            let pixels = mismatches.filter { $0.reason == .pixels }.reduce(0) { $0 + $1.differentPixels }
            if pixels > 0 { total += "; \(pixels) differing pixels in all" }
            return total
        }
        return "match: \(count) of \(count) frame\(count == 1 ? "" : "s") (tolerance: \(tolerance))"
    }
}

private enum Outcome {
    case mismatch(FrameMismatch)
    case within(DiffResult)
}
