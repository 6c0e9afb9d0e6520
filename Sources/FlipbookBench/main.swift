// flipbook-bench: speed and memory of the whole rendering path (record, rasterise, encode,
// write), measured, never asserted. Run through bench/run.sh, which builds in release.
//
// The commands and their options: `benchUsage` below (`flipbook-bench --help` prints it).
import Foundation
import FlipbookPNG
import FlipbookCore
import FlipbookRender
import FlipbookShowcase

/// Every command with its options, as `flipbook-bench --help` prints it.
let benchUsage = """
    usage: flipbook-bench COMMAND [OPTIONS]

      flipbook-bench showcase [--scale 2] [--fps 60] [--jobs N] [--out DIR]
          every showcase scene, as `flipbook showcase` renders it
      flipbook-bench shadow [--runs 20]
          a 375 x 667 card with a shadow of radius 10 at scale 2, without, from its alpha, with a path
      flipbook-bench frame-cost [--runs 15] [--only WORD] [--cached-only] [--once]
          per-frame cost, from scratch and with the render cache, of a shadowed card, a 200-layer
          list, a 3,000-layer grid, a 1 MB label and a full-screen blur (FrameCostBench.swift)
      flipbook-bench blur [--runs 10]
          backdrop blurs (radius 2, systemMaterial's and light's, a sheet) at scale 2 and 3, and
          the blur's largest difference from the exact Gaussian at an edge
      flipbook-bench content
          rasterising alone, single-threaded, of screen G (six 600 x 400 photos aspect-filled in
          rounded cells and a 34 pt title) and of the same with a perspective turn, at scale 2
      flipbook-bench uikit-layout
          a FlipbookUIKit layout pass of a 50-view and a 1,000-view screen built with anchors
          (first layout, a constant change, nothing changed) beside one frame's drawing time
      flipbook-bench stress [--scale 3] [--fps 240] [--jobs N] [--out DIR]
          the ten non-interactive scenes at a high frame rate (about 1,500 frames), printing
          the resident memory after each scene to show that it stays flat
      flipbook-bench pngsize [--scale 2] [--fps 60] [--fast-only]
          every showcase frame at the default level and at zlib's level 6: bytes and CPU time
      flipbook-bench layout
          the constraint solver alone: a 49-view and a 1,001-view screen built and solved, and
          one constant change on each, re-solved and read (LayoutBench.swift)
      flipbook-bench synthetic [--scenes 300] [--scale 2] [--jobs N] [--format png]
          made-up scenes through the command line's own path, with the peak resident size
      flipbook-bench ib-frames [--mirrors DIR] [--cases FILE] [--only WORD] [--worst N]
          public storyboards' frames, which Xcode laid out with UIKit, against Flipbook's layout
          of the same scenes (IBFrames.swift, bench/storyboard-corpus/README.md)
      flipbook-bench ios-reference [--out DIR] [--only WORD] [--mirrors DIR] [--list FILE]
          screens from public iOS projects' snapshot tests held against the simulator's images
          and frames (IOSReference.swift, bench/ios-reference/README.md)
      flipbook-bench cli ARGS...
          one run of `flipbook ARGS...` in this process: wall time and peak resident size
      flipbook-bench gallery-ratio [--jobs N]
          the showcase's PNG frames at scale 1, then its gallery: both times and their ratio
      flipbook-bench traits [--runs 20]
          one trait change reaching every view of a 1,000-view tree and a 1,000-deep chain
          (TraitBench.swift)
      flipbook-bench table
          a 30-row table in each style: first layout, a one-screen scroll, one frame at scale 2
          (TableBench.swift)
      flipbook-bench drawing [--scale 2] [--runs 5]
          a 100-slice pie in draw(_:) and a 1,000-point polyline, unchanged (cached) and changed
          every frame (display link, or a layer property Core Animation animates): ms per frame
          to record and to draw (DrawingBench.swift)
      flipbook-bench formats [--scale 1] [--fps 60] [--jobs N] [--scenes A,B] [--no-apngopt]
          each scene's animated PNG, WebP and GIF from the same frames: size and encode time,
          beside apngopt's when it is installed and not turned off (FormatsBench.swift)
      flipbook-bench motion [--runs 5] [--scale 2]
          an emitter keeping 2,000 particles alive and 50 colliding UIKit Dynamics items: per
          frame, the simulation (the frame tree's particles; the recording's steps) and the
          drawing timed apart (MotionBench.swift)
      flipbook-bench frame-trees --out DIR [--fps 60]
          every showcase frame's presentation tree as plain values, one JSON line a frame, and
          the images they show: what bench/pycairo/baseline.py draws (FrameTreeExport.swift)
    """

func peakRSSMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

func currentRSSMegabytes() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

func option(_ name: String, _ args: [String], default value: String) -> String {
    if let i = args.firstIndex(of: "--\(name)"), i + 1 < args.count { return args[i + 1] }
    return value
}

let args = Array(CommandLine.arguments.dropFirst())
let mode = args.first ?? "showcase"
if args.contains("--help") || args.contains("-h") || mode == "help" {
    print(benchUsage)
    exit(0)
}
if mode == "encode" {
    // Encoding alone, single-threaded, on a flat frame and on a rotated one, at each level.
    let scene = Showcase.scene(named: "spring-rotate.present")!
    let timeline = try scene.record(fps: 60)
    let job = RenderJob(timeline: timeline, scale: 2, fps: 60)
    for (label, k) in [("flat (frame 120)", 120), ("rotated (frame 20)", 20)] {
        let bitmap = try job.bitmap(ofFrame: k)
        for level in [1, 2, 6] {
            let encoder = PNGEncoder(compressionLevel: level)
            var bytes = 0
            let runs = level == 1 ? 200 : 20
            let t0 = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<runs { bytes = try encoder.encode(bitmap).count }
            let ms = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6 / Double(runs)
            print(String(format: "encode %@ level %d: %.3f ms, %d bytes", label, level, ms, bytes))
        }
    }
    exit(0)
}
if mode == "shadow" {
    try shadowBenchmark(runs: Int(option("runs", args, default: "20")) ?? 20)
    exit(0)
}
if mode == "frame-cost" {
    if args.contains("--only") { FrameCostBench.only = option("only", args, default: "") }
    FrameCostBench.cachedOnly = args.contains("--cached-only")
    FrameCostBench.once = args.contains("--once")
    try FrameCostBench.run(runs: Int(option("runs", args, default: "15")) ?? 15)
    exit(0)
}
if mode == "blur" {
    try blurBenchmark(runs: Int(option("runs", args, default: "10")) ?? 10)
    exit(0)
}
if mode == "layout" {
    try LayoutBench.run()
    exit(0)
}
if mode == "uikit-layout" {
    try UIKitLayoutBench.run()
    exit(0)
}
if mode == "motion" {
    try MotionBench.run(args)
    exit(0)
}
if mode == "ios-reference" { exit(IOSReference.run(args)) }
if mode == "ib-frames" { exit(IBFrames.run(args)) }
if mode == "synthetic" { exit(SyntheticScenes.run(args)) }
if mode == "frame-trees" { exit(try FrameTreeExport.run(args)) }
if mode == "cli" { exit(CommandLineBench.run(Array(args.dropFirst()))) }
if mode == "gallery-ratio" { exit(CommandLineBench.galleryRatio(args)) }
if mode == "traits" {
    TraitBench.run(args)
    exit(0)
}
if mode == "drawing" {
    try DrawingBench.run(args)
    exit(0)
}
if mode == "table" {
    try TableBench.run()
    exit(0)
}
if mode == "content" {
    try contentBenchmark()
    exit(0)
}
if mode == "pngsize" {
    try PNGSizeBench.run(
        scale: Double(option("scale", args, default: "2")) ?? 2, fps: Double(option("fps", args, default: "60")) ?? 60,
        fastOnly: args.contains("--fast-only"))
    exit(0)
}
if mode == "formats" {
    let names = option("scenes", args, default: "").split(separator: ",").map(String.init)
    let chosen = names.isEmpty ? Showcase.scenes : names.compactMap { Showcase.scene(named: $0) }
    try FormatsBench.run(
        scale: Double(option("scale", args, default: "1")) ?? 1, fps: Double(option("fps", args, default: "60")) ?? 60,
        jobs: Int(option("jobs", args, default: "\(ProcessInfo.processInfo.activeProcessorCount)")) ?? 2,
        scenes: chosen, apngopt: !args.contains("--no-apngopt"))
    print(String(format: "peak RSS         %.1f MB", peakRSSMegabytes()))
    exit(0)
}
guard mode == "showcase" || mode == "stress" else {
    FileHandle.standardError.write(
        Data("flipbook-bench: unknown command '\(mode)'; 'flipbook-bench --help' lists them\n".utf8))
    exit(2)
}
let scale = Double(option("scale", args, default: mode == "stress" ? "3" : "2")) ?? 2
let fps = Double(option("fps", args, default: mode == "stress" ? "240" : "60")) ?? 60
let jobs = Int(option("jobs", args, default: "\(ProcessInfo.processInfo.activeProcessorCount)")) ?? 2
let out = option("out", args, default: NSTemporaryDirectory() + "flipbook-bench-\(getpid())")
let scenes =
    mode == "stress"
    ? Showcase.scenes.filter {
        !$0.name.contains("interactive") && !$0.name.hasPrefix("system.") && $0.name != "journey"
    }
    : Showcase.scenes

print(
    "flipbook-bench \(mode): \(scenes.count) scenes, scale \(scale), \(fps) fps, \(jobs) jobs, cairo \(LibraryVersions.cairo), writing to \(out)"
)
let started = DispatchTime.now().uptimeNanoseconds
var recordSeconds = 0.0
var total = RenderStats()
for scene in scenes {
    let r0 = DispatchTime.now().uptimeNanoseconds
    let timeline = try scene.record(fps: fps)
    recordSeconds += Double(DispatchTime.now().uptimeNanoseconds - r0) / 1e9
    let dir = out + "/" + scene.name
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let job = RenderJob(timeline: timeline, scale: scale, fps: fps, jobs: jobs)
    let stats = try FramePipeline.run(
        job,
        sink: { k, png in
            try PNGFile.writeBytes(png, to: dir + "/" + FrameFileName.name(k))
        })
    total.frames += stats.frames; total.rasterSeconds += stats.rasterSeconds
    total.encodeSeconds += stats.encodeSeconds; total.writeSeconds += stats.writeSeconds; total.bytes += stats.bytes
    total.drawnFrames += stats.drawnFrames
    if mode == "stress" {
        print(
            "  " + scene.name.padding(toLength: 24, withPad: " ", startingAt: 0)
                + String(format: " %5d frames  RSS now %6.1f MB", stats.frames, currentRSSMegabytes()))
    }
}
let wall = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
let n = Double(max(total.frames, 1))
print(String(format: "frames           %d", total.frames))
print(String(format: "wall             %.3f s (recording %.3f s)", wall, recordSeconds))
print(String(format: "throughput       %.1f frames/s", Double(total.frames) / wall))
print(
    String(
        format: "per frame        raster %.3f ms, encode %.3f ms, write %.3f ms (thread time)",
        total.rasterSeconds / n * 1000, total.encodeSeconds / n * 1000, total.writeSeconds / n * 1000))
print(String(format: "PNG bytes        %d (%.1f KB a frame)", total.bytes, Double(total.bytes) / n / 1024))
print(
    String(
        format: "drawn            %d of %d frames (the rest repeat the frame before)", total.drawnFrames, total.frames))
print(String(format: "peak RSS         %.1f MB", peakRSSMegabytes()))
try? FileManager.default.removeItem(atPath: out)
