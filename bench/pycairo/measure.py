#!/usr/bin/python3
"""Runs whole processes and prints their wall and CPU time: bench/run.sh pycairo's timer.

    /usr/bin/python3 bench/pycairo/measure.py RUNS FRAMES -- FLIPBOOK-COMMAND... -- BASELINE-COMMAND...

Runs the two commands in turn, RUNS times each (A B A B ...), each a process of its own with
its output kept in a file beside nothing else. Wall time is a monotonic clock around the
process; CPU time (user + system) and the peak resident size are the kernel's accounting of
the finished process and the children it waited for (`wait4`; the baseline's worker
processes are waited for by it). Prints every run, then the medians and the ratio of frames
per second, taken pair by pair and then the median of the pairs.
"""
import os
import statistics
import subprocess
import sys
import time


def run(command):
    start = time.monotonic()
    with open(os.devnull, "wb") as null:
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=null)
        output = process.stdout.read()
        _, status, usage = os.wait4(process.pid, 0)
    wall = time.monotonic() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit("measure.py: %s failed (exit %d)" % (command[0], os.waitstatus_to_exitcode(status)))
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, output.decode().strip()


def main(argv):
    runs, frames = int(argv[0]), int(argv[1])
    rest = argv[3:]
    split = rest.index("--")
    flipbook, baseline = rest[:split], rest[split + 1:]
    rows = {"flipbook": [], "pycairo": []}
    for i in range(runs):
        for name, command in (("flipbook", flipbook), ("pycairo", baseline)):
            wall, cpu, peak, output = run(command)
            rows[name].append((wall, cpu))
            print("run %d %-8s %d frames  wall %7.2f s  CPU %7.2f s  %7.1f frames/s (wall)  %7.1f frames/CPU s  peak %.1f MB%s"
                  % (i + 1, name, frames, wall, cpu, frames / wall, frames / cpu, peak,
                     ("  (" + output.splitlines()[-1] + ")") if output else ""), flush=True)
    for name in rows:
        walls = [w for w, _ in rows[name]]
        cpus = [c for _, c in rows[name]]
        print("%-8s median wall %.2f s (%.2f to %.2f), CPU %.2f s (%.2f to %.2f): %.1f frames/s, %.1f frames per CPU second"
              % (name, statistics.median(walls), min(walls), max(walls), statistics.median(cpus), min(cpus), max(cpus),
                 frames / statistics.median(walls), frames / statistics.median(cpus)))
    wall_ratios = [b[0] / a[0] for a, b in zip(rows["flipbook"], rows["pycairo"])]
    cpu_ratios = [b[1] / a[1] for a, b in zip(rows["flipbook"], rows["pycairo"])]
    print("ratio    Flipbook's frames per second over the baseline's: %.1f in wall time (%s), %.1f in CPU time (%s)"
          % (statistics.median(wall_ratios), ", ".join("%.1f" % r for r in wall_ratios),
             statistics.median(cpu_ratios), ", ".join("%.1f" % r for r in cpu_ratios)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
