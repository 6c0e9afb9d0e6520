#!/usr/bin/env python3
"""closure.py MIRROR_GITDIR [TESTGLOB...]: the app files a repo's snapshot tests need (by type names).
REV=commit reads that commit instead of HEAD (a case pinned on a branch)."""
import os, re, subprocess, sys, fnmatch
rev = os.environ.get("REV", "HEAD")
git = sys.argv[1]
def sh(*a): return subprocess.run(["git", "--git-dir", git, *a], capture_output=True, text=True).stdout
files = [f for f in sh("ls-tree", "-r", "--name-only", rev).splitlines() if f.endswith(".swift") and "/Pods/" not in f and not f.startswith("Pods/") and "Carthage" not in f]
text = {f: sh("show", rev + ":" + f) for f in files}
decl = re.compile(r'^\s*(?:(?:public|internal|private|fileprivate|open|final|@\w+)\s+)*(?:class|struct|enum|protocol|typealias|actor)\s+([A-Za-z_]\w*)', re.M)
declares = {f: set(decl.findall(t)) for f, t in text.items()}
ext = re.compile(r'^\s*(?:(?:public|internal|private|fileprivate)\s+)*extension\s+([A-Za-z_][\w.]*)', re.M)
extends = {f: set(ext.findall(t)) for f, t in text.items()}
tests = [f for f in files if "SnapshotTesting" in text[f]]
if len(sys.argv) > 2: tests = [f for f in files if any(fnmatch.fnmatch(f, p) for p in sys.argv[2:])]
testdirs = {f.split("/")[0] for f in tests}
app = [f for f in files if f not in tests and 'UITests' not in f and 'XCTestCase' not in text[f] and not re.search(r'(^|/)(fastlane|Pods|Carthage)/', f)]
words = {f: set(re.findall(r'[A-Za-z_]\w*', re.sub(r'//.*', '', t))) for f, t in text.items()}
need, todo = set(), list(tests)
while todo:
    f = todo.pop()
    for g in app:
        if g in need: continue
        if declares[g] & words[f] or (extends[g] and not declares[g] and extends[g] & (words[f] | set().union(*[declares[h] for h in need|{f}]))):
            need.add(g); todo.append(g)
imports = {}
for f in sorted(need) + tests:
    for m in re.findall(r'^\s*(?:@testable\s+)?import\s+(\w+)', text[f], re.M):
        imports.setdefault(m, []).append(f)
istest = lambda f: bool(re.search(r'Tests?/', f))
print("APP=" + ";".join(sorted(f for f in need if not istest(f))))
print("TESTS=" + ";".join(tests + sorted(f for f in need if istest(f))))
print("imports:", {m: len(v) for m, v in imports.items()})
