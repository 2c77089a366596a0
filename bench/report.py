#!/usr/bin/env python3
"""The measuring half of `make bench` (bench/run.sh builds and prepares the inputs).

  report.py parse PARSE.TSV                 parser throughput table (pbxlint vs peers vs a bare scan)
  report.py json5 JSON5.TSV                 one project as project.xcproj (JSON5), project.pbxproj and strict
                                            JSON: each parser's time, against our JSON5 reader
  report.py memory PBXLINT BENCH PEER FILE...
                                            peak memory (max RSS) of one parse in a fresh process, and of the
                                            whole pbxlint process, per input
  report.py whole PBXLINT NAME=PATH ...     whole-process time (start, parse, model, rules, report)
  report.py scale PBXLINT NAME=PATH ...     audit of many projects: time, CPU/wall (cores used), ms per MB

Times are medians of RUNS (default 11) runs after one warm-up, with min–max. The machine is shared: compare the
ratios measured in the same run, not times across runs.
"""
import os, resource, statistics, subprocess, sys, time

RUNS = int(os.environ.get("RUNS", "11"))


def fmt_mbs(size, seconds):
    return size / 1e6 / seconds if seconds > 0 else float("inf")


def parse_table(path):
    rows = {}
    order = []
    for line in open(path):
        parts = line.rstrip("\n").split("\t")
        if len(parts) != 6:
            continue
        file, parser, size, med, lo, hi = parts
        if file not in rows:
            rows[file] = {}
            order.append(file)
        rows[file][parser] = (int(size), float(med), float(lo), float(hi))
    print("| input | size | pbxlint MB/s (min–max) | openstep-plist MB/s | × openstep-plist | Foundation MB/s "
          "| × Foundation | bare scan MB/s | pbxlint / bare |")
    print("|---|---|---|---|---|---|---|---|---|")
    for file in order:
        r = rows[file]
        size, med, lo, hi = r["pbxlint"]
        ours = fmt_mbs(size, med)
        cells = [label(file), f"{size / 1e6:.2f} MB", f"{ours:.0f} ({fmt_mbs(size, hi):.0f}–{fmt_mbs(size, lo):.0f})"]
        for peer in ("openstep-plist", "foundation"):
            if peer in r:
                theirs = fmt_mbs(size, r[peer][1])
                cells += [f"{theirs:.1f}", f"{ours / theirs:.1f}×"]
            else:
                cells += ["—", "—"]
        bare = fmt_mbs(size, r["bare"][1]) if "bare" in r else 0
        cells += [f"{bare:.0f}", f"{100 * ours / bare:.0f}%" if bare else "—"]
        print("| " + " | ".join(cells) + " |")


def json5_table(path):
    rows = []
    for line in open(path):
        parts = line.rstrip("\n").split("\t")
        if len(parts) == 6:
            rows.append((parts[1], parts[0], int(parts[2]), float(parts[3]), float(parts[4]), float(parts[5])))
    ours = next((r for r in rows if r[0] == "pbxlint-json5"), None)
    if ours is None:
        print("(no pbxlint-json5 row)")
        return
    names = {"pbxlint-json5": "pbxlint, JSON5 reader", "pbxlint-openstep": "pbxlint, OpenStep reader",
             "foundation-json": "Foundation JSONSerialization", "python-json5": "json5 (PyPI)",
             "python-json": "Python json (C)"}
    print("| parser | input | size | median (min–max) | MB/s | time against pbxlint's JSON5 reader |")
    print("|---|---|---|---|---|---|")
    for parser, file, size, med, lo, hi in rows:
        print(f"| {names.get(parser, parser)} | {os.path.basename(file)} | {size / 1e6:.2f} MB | "
              f"{med * 1000:.1f} ms ({lo * 1000:.1f}–{hi * 1000:.1f}) | {fmt_mbs(size, med):.0f} | "
              f"{med / ours[3]:.2f}× |")


def label(path):
    parts = path.split("/")
    for p in reversed(parts):
        if p.endswith(".xcodeproj"):
            return p
    return parts[-1]


def max_rss_kb(cmd):
    """Peak resident memory of a child process, in KiB (getrusage of the waited-for child)."""
    pid = os.fork()
    if pid == 0:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        try:
            os.execv(cmd[0], cmd)
        finally:
            os._exit(127)
    _, _, usage = os.wait4(pid, 0)
    return usage.ru_maxrss


def memory(pbxlint, bench, peer, files):
    print("| input | size | pbxlint parse | openstep-plist parse | Foundation parse | pbxlint whole process |")
    print("|---|---|---|---|---|---|")
    for f in files:
        size = os.path.getsize(f)
        def cell(cmd):
            if cmd is None:
                return "—"
            kb = max_rss_kb(cmd)
            return f"{kb / 1024:.0f} MiB ({kb * 1024 / size:.1f}×)"
        project = os.path.dirname(f)
        print(f"| {label(f)} | {size / 1e6:.1f} MB | {cell([bench, '--once', 'ours', f])} | "
              f"{cell([peer, os.path.join(os.path.dirname(__file__), 'peer_openstep.py'), '--once', f]) if peer else '—'} | "
              f"{cell([bench, '--once', 'foundation', f]) if size < 50_000_000 else 'skipped'} | "
              f"{cell([pbxlint, '--quiet', project])} |")


def timed(cmd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def series(cmd):
    timed(cmd)  # warm-up: page cache, dynamic loader
    walls, cpus = [], []
    for _ in range(RUNS):
        w, c = timed(cmd)
        walls.append(w)
        cpus.append(c)
    return sorted(walls), statistics.median(cpus)


def tree_bytes(path):
    if os.path.isfile(path):
        return os.path.getsize(path)
    total = 0
    for root, _, names in os.walk(path):
        for n in names:
            if n in ("project.pbxproj", "project.xcproj") or n.endswith((".xcconfig", ".plist", ".json")):
                try:
                    total += os.path.getsize(os.path.join(root, n))
                except OSError:
                    pass
    return total


def whole(pbxlint, pairs):
    """Round robin over the inputs, so a slow spell of the machine (this kind of shared VM has them, lasting
    seconds) spreads over every row instead of landing on one input's runs."""
    print("| input | size | median | min | max |")
    print("|---|---|---|---|---|")
    inputs = [pair.split("=", 1) for pair in pairs]
    # Inputs of 50 MB and more go last, each on its own: freeing hundreds of MB would slow whatever runs next.
    small = [path for _, path in inputs if tree_bytes(path) < 50_000_000]
    for path in small:
        timed([pbxlint, "--quiet", path])  # warm-up: page cache, dynamic loader
    walls = {path: [] for path in small}
    for _ in range(RUNS):
        for path in small:
            walls[path].append(timed([pbxlint, "--quiet", path])[0])
    for _, path in inputs:
        if path not in walls:
            walls[path], _ = series([pbxlint, "--quiet", path])
    for name, path in inputs:
        w = sorted(walls[path])
        print(f"| {name} | {tree_bytes(path) / 1e6:.2f} MB | {w[len(w) // 2] * 1000:.1f} ms | "
              f"{w[0] * 1000:.1f} ms | {w[-1] * 1000:.1f} ms |")


def code(pbxlint, project, config_on, config_off):
    """The cost of reading the target's code (alternate-icon-name-in-code): the same project with the rule on and
    off, round robin."""
    runs = {"on": [], "off": []}
    configs = {"on": config_on, "off": config_off}
    for name in runs:
        timed([pbxlint, "--quiet", "--config", configs[name], project])  # warm-up
    for _ in range(RUNS):
        for name in runs:
            runs[name].append(timed([pbxlint, "--quiet", "--config", configs[name], project])[0])
    on, off = sorted(runs["on"]), sorted(runs["off"])
    on_med, off_med = on[len(on) // 2], off[len(off) // 2]
    print("| project | rule on | rule off | cost of the code check |")
    print("|---|---|---|---|")
    print(f"| Sources5k (generate_sources.py) | {on_med * 1000:.1f} ms ({on[0] * 1000:.1f}–{on[-1] * 1000:.1f}) | "
          f"{off_med * 1000:.1f} ms ({off[0] * 1000:.1f}–{off[-1] * 1000:.1f}) | "
          f"{(on_med - off_med) / on_med * 100:.0f}% of the whole run |")


def scale(pbxlint, pairs):
    print("| input | projects | input bytes | median (min–max) | CPU / wall | ms per MB |")
    print("|---|---|---|---|---|---|")
    for pair in pairs:
        name, path = pair.split("=", 1)
        projects = sum(1 for root, dirs, _ in os.walk(path) for d in dirs if d.endswith(".xcodeproj"))
        size = tree_bytes(path)
        walls, cpu = series([pbxlint, "--quiet", path])
        med = walls[len(walls) // 2]
        print(f"| {name} | {projects} | {size / 1e6:.1f} MB | {med * 1000:.0f} ms ({walls[0] * 1000:.0f}–"
              f"{walls[-1] * 1000:.0f}) | {cpu / med:.2f} | {med * 1000 / (size / 1e6):.1f} |")


if __name__ == "__main__":
    cmd, args = sys.argv[1], sys.argv[2:]
    if cmd == "parse":
        parse_table(args[0])
    elif cmd == "json5":
        json5_table(args[0])
    elif cmd == "code":
        code(*args)
    elif cmd == "memory":
        memory(args[0], args[1], args[2] or None, args[3:])
    elif cmd == "whole":
        whole(args[0], args[1:])
    elif cmd == "scale":
        scale(args[0], args[1:])
    else:
        sys.exit(__doc__)
