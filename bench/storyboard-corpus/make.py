#!/usr/bin/env python3
"""Builds a SwiftPM package of public iOS apps, each with its own Swift files, storyboards,
nibs, asset catalogs and Info.plist taken unedited from a mirror, compiled through the port
plugin as docs/recipe.md says, with one scene per app that launches it (`AppLaunch`).

    bench/storyboard-corpus/make.py MIRRORS OUT [NAME...]

MIRRORS holds bare clones named owner+repo (the `fetch` tool's layout); OUT is written (the
apps under OUT/apps, the package at OUT). Nothing of the apps is kept in this repository: only
cases.tsv, which names each app by repository, commit and paths. Then:

    cd OUT && swift build --product corpus && .build/debug/corpus render --device iPhone15 -o frames
"""
import os, re, subprocess, sys, tarfile, io

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from mirrors import git_dir  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
FLIPBOOK = os.path.abspath(os.path.join(HERE, "..", ".."))


def cases(names):
    out = []
    for line in open(os.path.join(HERE, "cases.tsv"), encoding="utf-8"):
        if not line.strip() or line.startswith("#"):
            continue
        f = line.rstrip("\n").split("\t")
        name, repo, commit, folder, boards, swift = f[:6]
        if names and name not in names:
            continue
        tap = end = drag = None
        for option in " ".join(f[7:]).split():
            if option.startswith("tap="):
                tap = tuple(float(v) for v in option[4:].split(","))
            elif option.startswith("end="):
                end = float(option[4:])
            elif option.startswith("drag="):
                drag = tuple(float(v) for v in option[5:].split(","))
                if len(drag) != 6:
                    sys.exit(f"make.py: {name}: drag= takes X0,Y0,X1,Y1,START,DURATION, not {option!r}")
            else:
                sys.exit(f"make.py: {name}: unknown option {option!r}"
                         " (tap=X,Y, drag=X0,Y0,X1,Y1,START,DURATION or end=SECONDS)")
        out.append(dict(name=name, repo=repo, commit=commit, folder=folder, tap=tap, end=end, drag=drag,
                        boards=boards.split(","), swift=swift.split(","), what=f[6] if len(f) > 6 else ""))
    return out


def extract(c, mirrors, root):
    """The app's folder at its commit, under root/apps/NAME."""
    dest = os.path.join(root, "apps", c["name"])
    if os.path.isdir(dest):
        return dest
    data = subprocess.run(["git", "--git-dir", git_dir(mirrors, c["repo"]), "archive", c["commit"], "--",
                           c["folder"] if c["folder"] != "." else ""],
                          check=True, capture_output=True).stdout
    os.makedirs(dest)
    with tarfile.open(fileobj=io.BytesIO(data)) as t:
        t.extractall(dest, filter="data")
    return dest


def module(c):
    return "App_" + re.sub(r"[^A-Za-z0-9]", "_", c["name"])


def delegate_classes(paths):
    app = scene = None
    for p in paths:
        text = open(p, encoding="utf-8", errors="replace").read()
        for m in re.finditer(r"class\s+(\w+)\s*:([^{]*)\{", text):
            if "UIApplicationDelegate" in m.group(2):
                app = m.group(1)
            if "UIWindowSceneDelegate" in m.group(2) or "UISceneDelegate" in m.group(2):
                scene = m.group(1)
    return app, scene


def info_plist(app_dir, c):
    want = os.path.join(app_dir, os.path.dirname(c["swift"][0]))
    for d, _, files in sorted(os.walk(app_dir)):
        if "Info.plist" in files and "Tests" not in d:
            return os.path.join(d, "Info.plist")
    return None


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    mirrors, root = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    chosen = cases(set(sys.argv[3:]))
    os.makedirs(os.path.join(root, "Sources", "corpus"), exist_ok=True)
    targets, deps, alls = [], [], []
    for c in chosen:
        app_dir = extract(c, mirrors, root)
        mod = module(c)
        src = os.path.join(root, "Sources", mod)
        os.makedirs(src, exist_ok=True)
        swift = [os.path.join(app_dir, p) for p in c["swift"]]
        rel = [os.path.relpath(p, root) for p in swift]
        with open(os.path.join(src, "flipbook-port.txt"), "w") as f:
            f.write("# the app's own files, unedited\n" + "".join(r + "\n" for r in rel))
        app_cls, scene_cls = delegate_classes(swift)
        plist = info_plist(app_dir, c)
        board_dirs = sorted({os.path.dirname(os.path.join(app_dir, b)) for b in c["boards"]})
        # Asset catalogs and other resources sit beside the Swift files.
        folders = board_dirs + sorted({os.path.dirname(p) for p in swift})
        main_board = os.path.splitext(os.path.basename(c["boards"][0]))[0]
        q = lambda s: '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'
        launch_args = [f"delegate: {app_cls + '()' if app_cls else 'nil'}"]
        if scene_cls:
            launch_args.append(f"sceneDelegate: {scene_cls}()")
        if plist:
            launch_args.append(f"infoPlist: URL(fileURLWithPath: {q(plist)})")
        if not plist or not plist_names_storyboard(plist):
            launch_args.append(f"mainStoryboard: {q(main_board)}")
        # What never settles (a push drifting for ever) is recorded for a fixed time.
        end = f"Stage.current?.endTime = {c['end']}\n                " if c["end"] else ""
        tap_scene = ""
        if c["tap"]:
            x, y = c["tap"]
            tap_scene = f"""
        // The first screen, then a tap at ({x}, {y}) half a second later: the segue or
        // action the app's document wires there, recorded on the virtual clock.
        Scene(name: {q(c['name'] + '.tap')}, summary: "tap at ({x}, {y})", timing: "") {{ fps in
            UIStoryboard.searchFolders = folders
            UIStoryboard.classModules = [{q(mod)}]
            let window = UIWindow(frame: CGRect(origin: .zero, size: StageSettings.current.device.screenSize))
            let launch = try AppLaunch({', '.join(launch_args)})
            let tap = try TapScript(taps: [TapScript.Tap(time: 0.5, location: CGPoint(x: {x}, y: {y}))])
            return try Stage(window: window, fps: fps).record(steps: [
                {{ {end}do {{ try launch.run(in: window) }} catch {{ print("{c['name']}: \\(error)") }} }},
                {{ window.playTaps(tap) }},
            ])
        }},"""
        drag_scene = drag_swift(c, q, mod, launch_args, end) if c["drag"] else ""
        with open(os.path.join(src, "Scenes.swift"), "w") as f:
            f.write(f"""// Generated by bench/storyboard-corpus/make.py: {c['repo']}@{c['commit'][:12]} {c['folder']}
import Foundation
import UIKit

public enum CorpusScenes {{
    static let folders = [{', '.join('URL(fileURLWithPath: ' + q(d) + ')' for d in folders)}]
    public static let all: [Scene] = [
        Scene({q(c['name'])}, summary: {q(c['what'][:90])}) {{ window in
            UIStoryboard.searchFolders = folders
            UIStoryboard.classModules = [{q(mod)}]
            let launch = try AppLaunch({', '.join(launch_args)})
            return {{
                {end}do {{ try launch.run(in: window) }} catch {{ print("{c['name']}: \\(error)") }}
            }}
        }},{tap_scene}{drag_scene}
    ]
}}
""")
        targets.append(f"""        .target(name: {q(mod)}, dependencies: [.product(name: "UIKit", package: flipbook)],
                exclude: ["flipbook-port.txt"], swiftSettings: [.swiftLanguageMode(.v5)],
                plugins: [.plugin(name: "FlipbookPortPlugin", package: flipbook)]),""")
        deps.append(q(mod))
        alls.append(f"{mod}.CorpusScenes.all")
    with open(os.path.join(root, "Sources", "corpus", "main.swift"), "w") as f:
        f.write("import FlipbookCLI\n" + "".join(f"import {module(c)}\n" for c in chosen)
                + "\nFlipbookCLI.main(scenes: " + (" + ".join(alls) or "[]") + ")\n")
    with open(os.path.join(root, "Package.swift"), "w") as f:
        f.write(f"""// swift-tools-version:6.0
// Generated by bench/storyboard-corpus/make.py.
import PackageDescription

let flipbookPath = {q(FLIPBOOK)}
let flipbook = String(flipbookPath.split(separator: "/").last!)

let package = Package(
    name: "StoryboardCorpus",
    dependencies: [.package(path: flipbookPath)],
    targets: [
{chr(10).join(targets)}
        .executableTarget(name: "corpus", dependencies: [{', '.join(deps)}, .product(name: "FlipbookCLI", package: flipbook)]),
    ]
)
""")
    print(f"make.py: {len(chosen)} apps in {root}")


def drag_swift(c, q, mod, launch_args, end):
    """The scene NAME.drag: the launch, the tap if the case has one (at 0.5 s), then a finger
    dragged along a straight line in ten even steps (so its speed at the lift is the drag's)."""
    x0, y0, x1, y1, start, duration = c["drag"]
    tap = ""
    if c["tap"]:
        tx, ty = c["tap"]
        tap = ("\n                { window.playTaps(try! TapScript(taps: [TapScript.Tap(time: 0.5, "
               f"location: CGPoint(x: {tx}, y: {ty}))])) }},")
    return f"""
        // The first screen, then a finger dragged from ({x0}, {y0}) to ({x1}, {y1}), from
        // {start} s for {duration} s.
        Scene(name: {q(c['name'] + '.drag')}, summary: "drag ({x0}, {y0}) to ({x1}, {y1})", timing: "") {{ fps in
            UIStoryboard.searchFolders = folders
            UIStoryboard.classModules = [{q(mod)}]
            let window = UIWindow(frame: CGRect(origin: .zero, size: StageSettings.current.device.screenSize))
            let launch = try AppLaunch({', '.join(launch_args)})
            let drag = try GestureScript(samples: (0...10).map {{ k in
                let f = Double(k) / 10
                let p = CGPoint(x: {x0} + ({x1} - {x0}) * f, y: {y0} + ({y1} - {y0}) * f)
                return GestureScript.Sample(time: {start} + {duration} * f, location: p)
            }})
            return try Stage(window: window, fps: fps).record(steps: [
                {{ {end}do {{ try launch.run(in: window) }} catch {{ print("{c['name']}: \\(error)") }} }},{tap}
                {{ window.playTouch(drag) }},
            ])
        }},"""


def plist_names_storyboard(path):
    text = open(path, encoding="utf-8", errors="replace").read()
    return "UIMainStoryboardFile" in text or "UISceneStoryboardFile" in text


if __name__ == "__main__":
    main()
