#!/usr/bin/env python3
"""make.py MIRRORS OUT CASES: a package of public projects' app files and snapshot tests, unedited.

Each case: name, owner/repo@commit, the module the tests import, app file globs, test file
globs (';'-separated). Files are copied with their relative paths, so a test's __Snapshots__
folder (the iOS references, copied too) sits beside it; Linux references go to
__Snapshots__Linux__ (SNAPSHOT_TESTING_FOLDER)."""
import fnmatch, json, os, shutil, subprocess, sys
if len(sys.argv) != 4:
    sys.exit("usage: make.py MIRRORS OUT CASES")
mirrors, out, cases = sys.argv[1:4]
rows = [l.rstrip("\n").split("\t") for l in open(cases) if l.strip() and not l.startswith("#")]
targets = []
for name, src, module, appglobs, testglobs, *rest in rows:
    repo, commit = src.split("@")
    git = os.path.join(mirrors, repo.replace("/", "+"), "repo")
    files = subprocess.run(["git", "--git-dir", git, "ls-tree", "-r", "--name-only", commit], capture_output=True, text=True, check=True).stdout.splitlines()
    def pick(globs):
        return [f for f in files if any(fnmatch.fnmatch(f, g) for g in globs.split(";"))]
    app, tests = pick(appglobs), pick(testglobs)
    resources = pick(rest[2]) if len(rest) > 2 and rest[2] else []
    # A test file's references: __Snapshots__/<its name without .swift>/ beside it (others there
    # belong to test files not listed, or to none any more).
    snaps = [f for f in files if "/__Snapshots__/" in f and any(
        f.startswith(os.path.join(os.path.dirname(t), "__Snapshots__", os.path.basename(t)[:-len(".swift")]) + "/") for t in tests)]
    # The test target: the project's own test bundle name when the row gives one (dumps of test
    # types name their module), else NAMESnapshotTests.
    testmodule = rest[4] if len(rest) > 4 and rest[4] else f"{name}SnapshotTests"
    root = os.path.join(out, f"apps/{name}")
    shutil.rmtree(root, ignore_errors=True)
    if True:
        for f in app + tests + snaps + resources:
            dest = os.path.join(root, f)
            os.makedirs(os.path.dirname(dest), exist_ok=True)
            data = subprocess.run(["git", "--git-dir", git, "show", f"{commit}:{f}"], capture_output=True, check=True).stdout
            open(dest, "wb").write(data)
    # module "-": the project's test bundle compiles the app's files itself (no @testable
    # import), so they are ported into the test target with the tests.
    for src, listed in ((os.path.join(out, "Sources", module), app if module != "-" else None),
                        (os.path.join(out, f"Tests/{testmodule}"), tests + (app if module == "-" else []))):
        if listed is None: continue
        shutil.rmtree(src, ignore_errors=True)
        os.makedirs(src)
        open(os.path.join(src, "Module.swift"), "w").write(f"// The files of {repo} listed in flipbook-port.txt, ported by FlipbookPortPlugin.\n")
        open(os.path.join(src, "flipbook-port.txt"), "w").write("".join(f"apps/{name}/{f}\n" for f in listed))
    excl = []
    print(f"{name}: {len(app)} app files, {len(tests)} test files, {len(snaps)} iOS references")
    deps = [d for d in (rest[3].split(';') if len(rest) > 3 else []) if d]
    targets.append((name, module, excl, deps, testmodule))
flipbook = os.environ.get("FLIPBOOK", "/work/main")
lines = ["// swift-tools-version:6.0", "import PackageDescription", "", "let package = Package(", '    name: "SnapshotCorpus",',
         f'    dependencies: [.package(path: "{flipbook}")],', "    targets: ["]
for name, module, excl, deps, testmodule in targets:
    fb = os.path.basename(flipbook)
    if module == "-":
        lines += [f'        .testTarget(name: "{testmodule}", dependencies: [.product(name: "SnapshotTesting", package: "{fb}"), .product(name: "UIKit", package: "{fb}")],',
                  f'                exclude: ["flipbook-port.txt"], swiftSettings: [.swiftLanguageMode(.v5)],',
                  f'                plugins: [.plugin(name: "FlipbookPortPlugin", package: "{fb}")]),']
        continue
    lines += [f'        .target(name: "{module}", dependencies: [' + "".join(f'"{d}", ' for d in deps) + f'.product(name: "UIKit", package: "{os.path.basename(flipbook)}")],',
              '                exclude: ["flipbook-port.txt"], swiftSettings: [.swiftLanguageMode(.v5)],',
              f'                plugins: [.plugin(name: "FlipbookPortPlugin", package: "{os.path.basename(flipbook)}")]),',
              f'        .testTarget(name: "{testmodule}", dependencies: ["{module}", .product(name: "SnapshotTesting", package: "{os.path.basename(flipbook)}"), .product(name: "UIKit", package: "{os.path.basename(flipbook)}")],',
              f'                exclude: ["flipbook-port.txt"], swiftSettings: [.swiftLanguageMode(.v5)],',
              f'                plugins: [.plugin(name: "FlipbookPortPlugin", package: "{fb}")]),']
lines += ["    ]", ")", ""]
open(os.path.join(out, "Package.swift"), "w").write("\n".join(lines))
