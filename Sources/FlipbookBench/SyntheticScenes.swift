import Foundation
import FlipbookCLI
import FlipbookShowcase
import FlipbookUIKit

/// `flipbook-bench synthetic --scenes N [--scale 2] [--jobs N]`: N made-up scenes rendered
/// through the command line's own path (`FlipbookCLI.run`, `showcase`), to show that a run's
/// peak resident size does not grow with the number of scenes. Each scene is a 375 x 667
/// point screen with a title, a translucent card with a shadowed child (a group and a blur)
/// and a row of coloured tiles, sliding and fading over 0.1 s (7 frames at 60 fps).
enum SyntheticScenes {
    static func scenes(_ count: Int) -> [Scene] {
        (0..<count).map { i in
            Scene(String(format: "synthetic-%04d", i)) { window in
                let home = UIViewController()
                home.view.backgroundColor = .white
                let title = UILabel(frame: CGRect(x: 16, y: 40, width: 343, height: 40))
                title.text = "Scene \(i)"
                title.font = .systemFont(ofSize: 28, weight: .bold)
                home.view.addSubview(title)
                for t in 0..<8 {
                    let tile = UIView(
                        frame: CGRect(x: 16 + Double(t % 4) * 88, y: 100 + Double(t / 4) * 88, width: 80, height: 80))
                    tile.backgroundColor = UIColor(
                        red: Double((i + t) % 7) / 6, green: Double(t) / 7, blue: 0.6, alpha: 1)
                    tile.layer.cornerRadius = 12
                    home.view.addSubview(tile)
                }
                let card = UIView(frame: CGRect(x: 24, y: 320, width: 327, height: 240))
                card.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
                card.layer.cornerRadius = 16
                let badge = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
                badge.backgroundColor = .orange
                badge.layer.shadowOpacity = 0.4
                badge.layer.shadowRadius = 6
                card.addSubview(badge)
                card.alpha = 0.3
                home.view.addSubview(card)
                window.rootViewController = home
                return {
                    UIView.animate(
                        withDuration: 0.1, delay: 0, options: [.curveEaseOut],
                        animations: {
                            card.alpha = 0.9
                            card.frame.origin.y = 300
                        })
                }
            }
        }
    }

    static func run(_ args: [String]) -> Int32 {
        let count = Int(option("scenes", args, default: "300")) ?? 300
        let scale = option("scale", args, default: "2")
        let jobs = option("jobs", args, default: "\(ProcessInfo.processInfo.activeProcessorCount)")
        let format = option("format", args, default: "png")
        let out = option("out", args, default: NSTemporaryDirectory() + "flipbook-bench-synthetic-\(getpid())")
        let started = DispatchTime.now().uptimeNanoseconds
        let code = FlipbookCLI.run(
            ["showcase", "--scale", scale, "--jobs", jobs, "--format", format, "-q", "-o", out], scenes: scenes(count))
        let wall = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        print(
            String(
                format:
                    "synthetic        %d scenes at scale %@, --format %@: exit %d, %.2f s, CPU %.2f s, peak RSS %.1f MB"
                    + " (load average %@)",
                count, scale, format, code, wall, cpuSeconds(), peakRSSMegabytes(), loadAverage()))
        try? FileManager.default.removeItem(atPath: out)
        return code
    }
}

/// `flipbook-bench cli ARGS...`: one run of the `flipbook` command line (the built-in
/// showcase) in this process, with its wall time and the process's peak resident size.
/// `flipbook-bench gallery-ratio [--jobs N]`: the showcase's PNG frames at scale 1, then the
/// gallery of the same scenes, each timed; prints the ratio of the two.
enum CommandLineBench {
    static func run(_ args: [String]) -> Int32 {
        let started = DispatchTime.now().uptimeNanoseconds
        let code = FlipbookCLI.run(args, scenes: Showcase.scenes)
        let wall = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        print(
            String(
                format: "flipbook %@: exit %d, %.2f s, CPU %.2f s, peak RSS %.1f MB (load average %@)",
                args.joined(separator: " "), code, wall, cpuSeconds(), peakRSSMegabytes(), loadAverage()))
        return code
    }

    static func galleryRatio(_ args: [String]) -> Int32 {
        let jobs = option("jobs", args, default: "\(ProcessInfo.processInfo.activeProcessorCount)")
        let out = NSTemporaryDirectory() + "flipbook-bench-gallery-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: out) }
        // Wall time and CPU time (user + system, every thread of the process): the machine may
        // be shared, and CPU time moves less with its load.
        // System time is printed apart too: most of it is the file system creating files,
        // which on this machine's ext4 costs more just after many files were deleted.
        func timed(_ words: [String]) -> (Int32, Double, Double, Double) {
            let t0 = DispatchTime.now().uptimeNanoseconds, c0 = cpuSeconds(), s0 = systemSeconds()
            let code = FlipbookCLI.run(words, scenes: Showcase.scenes)
            return (
                code, Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9, cpuSeconds() - c0, systemSeconds() - s0
            )
        }
        let load = loadAverage()
        let (c1, frames, framesCPU, framesSystem) = timed(
            ["showcase", "--scale", "1", "--jobs", jobs, "-q", "-o", out + "/frames"])
        let (c2, gallery, galleryCPU, gallerySystem) = timed(["gallery", "--jobs", jobs, "-q", "-o", out + "/gallery"])
        print(
            String(
                format: "PNG frames       %.2f s, CPU %.2f s, of it system %.2f s (scale 1, --jobs %@, exit %d)",
                frames,
                framesCPU, framesSystem, jobs, c1))
        print(
            String(
                format:
                    "gallery          %.2f s, CPU %.2f s, of it system %.2f s (the same scenes in every format, exit %d)",
                gallery, galleryCPU, gallerySystem, c2))
        print(
            String(
                format: "gallery / frames %.1f wall, %.1f CPU (load average %@ before, %@ after)",
                gallery / max(frames, 1e-9), galleryCPU / max(framesCPU, 1e-9), load, loadAverage()))
        return c1 != 0 ? c1 : c2
    }
}

/// User and system seconds of every thread of this process so far.
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// System seconds of every thread of this process so far.
func systemSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
}

/// The machine's load averages over 1, 5 and 15 minutes ("2.46 1.26 1.25"), from /proc/loadavg.
func loadAverage() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
    return text.split(separator: " ").prefix(3).joined(separator: " ")
}
