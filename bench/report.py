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
  report.py startup PBXLINT                 `pbxlint --version` against /bin/true (process start-up)
  report.py code PBXLINT PROJECT ON OFF BARE LIST
                                            alternate-icon-name-in-code on and off, against a bare C loop of
                                            open/read/close over the same files (bench/bare_read.c)
  report.py hostile PBXLINT NAME=PATH ...   each hostile input (bench/hostile.py) once in a fresh process: exit
                                            status (a signal is a failure), time, peak memory (goal: < 1 GB)
  report.py goals RESULTS PARSE.TSV         the goals of issue 34, each with its measured value and ✅/❌

Each table also appends the figures the goals need to the file named by $BENCH_RESULTS (JSON lines), if set.

Times are medians of RUNS (default 11) runs after one warm-up, with min–max. The machine is shared: compare the
ratios measured in the same run, not times across runs.
"""
import json, os, resource, statistics, subprocess, sys, time

RUNS = int(os.environ.get("RUNS", "11"))


def record(key, value):
    """Keeps a figure for `report.py goals` (see the docstring)."""
    path = os.environ.get("BENCH_RESULTS")
    if path:
        with open(path, "a") as f:
            f.write(json.dumps({"key": key, "value": value}) + "\n")


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


def run_quietly(cmd):
    """Runs `cmd` with its output discarded; its wait status and rusage (getrusage of the waited-for child)."""
    pid = os.fork()
    if pid == 0:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        try:
            os.execv(cmd[0], cmd)
        finally:
            os._exit(127)
    _, status, usage = os.wait4(pid, 0)
    return status, usage


def max_rss_kb(cmd):
    """Peak resident memory of a child process, in KiB."""
    return run_quietly(cmd)[1].ru_maxrss


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
        whole_kb = max_rss_kb([pbxlint, '--quiet', project])
        record(f"memory:{label(f)}", {"rss": whole_kb * 1024, "size": size})
        print(f"| {label(f)} | {size / 1e6:.1f} MB | {cell([bench, '--once', 'ours', f])} | "
              f"{cell([peer, os.path.join(os.path.dirname(__file__), 'peer_openstep.py'), '--once', f]) if peer else '—'} | "
              f"{cell([bench, '--once', 'foundation', f]) if size < 50_000_000 else 'skipped'} | "
              f"{whole_kb / 1024:.0f} MiB ({whole_kb * 1024 / size:.1f}×) |")


def timed(cmd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    status = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    wall = time.perf_counter() - t
    # A crash is fast: timing it would report a broken binary as the fastest one.
    if status < 0:
        sys.exit(f"report.py: {' '.join(map(str, cmd))} was killed by signal {-status}")
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
        record(f"whole:{name}", w[len(w) // 2])
        print(f"| {name} | {tree_bytes(path) / 1e6:.2f} MB | {w[len(w) // 2] * 1000:.1f} ms | "
              f"{w[0] * 1000:.1f} ms | {w[-1] * 1000:.1f} ms |")


def code(pbxlint, project, config_on, config_off, bare, listing):
    """The cost of reading the target's code (alternate-icon-name-in-code): the same project with the rule on and
    off, and a bare C loop of open/read/close over the same files (its own timing of one pass after a warm-up
    pass, so its process start-up is not counted), round robin.

    The two code checks share one read of the target's files (`XcodeProject.markedSources`), so with
    alternate-icon-image-lookup on in both runs the rule adds only its own lexing. The second row is the rule
    alone: alternate-icon-image-lookup off in both runs, so the whole scan (resolving the target's files, the
    containment checks, opening and reading each) is the rule's added cost."""
    folder = os.path.dirname(config_off)
    alone_on, alone_off = os.path.join(folder, "rule-alone-on.json"), os.path.join(folder, "rule-alone-off.json")
    with open(alone_on, "w") as f:
        f.write('{"disabled": ["alternate-icon-image-lookup"]}\n')
    with open(alone_off, "w") as f:
        f.write('{"disabled": ["alternate-icon-name-in-code", "alternate-icon-image-lookup"]}\n')
    configs = {"on": config_on, "off": config_off, "alone on": alone_on, "alone off": alone_off}
    runs = {name: [] for name in configs}
    runs["bare"] = []
    for name in configs:
        timed([pbxlint, "--quiet", "--config", configs[name], project])  # warm-up
    for _ in range(RUNS):
        for name in configs:
            runs[name].append(timed([pbxlint, "--quiet", "--config", configs[name], project])[0])
        if os.access(bare, os.X_OK):
            out = subprocess.run([bare, listing, "1"], capture_output=True, text=True, check=True).stdout
            runs["bare"].append(float(out.split()[0]))
    sort = {name: sorted(values) or [float("nan")] for name, values in runs.items()}
    med = {name: values[len(values) // 2] for name, values in sort.items()}
    if runs["bare"]:
        record("code", {"on": med["on"], "off": med["off"], "bare": med["bare"]})
        record("code-alone", {"on": med["alone on"], "off": med["alone off"], "bare": med["bare"]})

    def cell(name):
        w = sort[name]
        return f"{med[name] * 1000:.1f} ms ({w[0] * 1000:.1f}–{w[-1] * 1000:.1f})"

    print("| project | rule on | rule off | added cost of the rule | bare open/read/close loop | added cost / bare loop |")
    print("|---|---|---|---|---|---|")
    for label, on, off in (("Sources5k (generate_sources.py)", "on", "off"),
                           ("Sources5k, alternate-icon-image-lookup off (the rule alone)", "alone on", "alone off")):
        added = med[on] - med[off]
        print(f"| {label} | {cell(on)} | {cell(off)} | {added * 1000:.1f} ms ({added / med[on] * 100:.0f}% of the "
              f"whole run) | " + (f"{cell('bare')} | {added / med['bare']:.2f}× |" if runs["bare"]
                                   else "not measured (no C compiler) | — |"))


def startup(pbxlint):
    """Process start-up: `pbxlint --version` (nothing read, nothing linted) against /bin/true, round robin."""
    runs = {"pbxlint": [], "true": []}
    commands = {"pbxlint": [pbxlint, "--version"], "true": ["/bin/true"]}
    for cmd in commands.values():
        timed(cmd)
    for _ in range(max(RUNS, 21)):
        for name, cmd in commands.items():
            runs[name].append(timed(cmd)[0])
    ours, floor = sorted(runs["pbxlint"]), sorted(runs["true"])
    record("startup", {"version": ours[len(ours) // 2], "true": floor[len(floor) // 2]})
    print("| command | median | min | max |")
    print("|---|---|---|---|")
    for name, w in (("pbxlint --version", ours), ("/bin/true", floor)):
        print(f"| {name} | {w[len(w) // 2] * 1000:.2f} ms | {w[0] * 1000:.2f} ms | {w[-1] * 1000:.2f} ms |")


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


def hostile(pbxlint, pairs, limit_seconds=60):
    """One fresh process per hostile input: its exit status (a signal or the time limit is a failure: no input may
    crash or hang pbxlint), wall time and peak RSS. Records the largest RSS and the failures for the goals."""
    print("| input | exit status | time | peak memory |")
    print("|---|---|---|---|")
    worst, failures = 0, []
    for pair in pairs:
        name, path = pair.split("=", 1)
        start = time.perf_counter()
        status, usage = run_quietly(["/usr/bin/timeout", "-s", "KILL", str(limit_seconds), pbxlint, "--quiet", path])
        wall = time.perf_counter() - start
        if os.WIFSIGNALED(status) or os.WEXITSTATUS(status) >= 124:
            failures.append(name)
            shown = f"killed ({'time limit' if wall >= limit_seconds else 'signal'})"
        else:
            shown = str(os.WEXITSTATUS(status))
        worst = max(worst, usage.ru_maxrss * 1024)
        print(f"| {name} | {shown} | {wall:.2f} s | {usage.ru_maxrss / 1024:.0f} MiB |")
    record("hostile", {"rss": worst, "failures": failures, "inputs": len(pairs)})


def goals(results_path, parse_tsv):
    """The goals of issue 34, from the figures the other tables recorded in this run (`record`) and the parse
    table: each with its measured value and ✅ or ❌. A goal whose inputs are missing (no corpus, no peer) is
    shown as not measured, never as met."""
    results = {}
    if os.path.exists(results_path):
        for line in open(results_path):
            entry = json.loads(line)
            results[entry["key"]] = entry["value"]
    parse = {}
    if os.path.exists(parse_tsv):
        for line in open(parse_tsv):
            parts = line.rstrip("\n").split("\t")
            if len(parts) == 6:
                parse.setdefault(label(parts[0]), {})[parts[1]] = float(parts[3])
    rows = []

    def goal(name, value, limit, fmt, target):
        if value is None:
            rows.append((name, target, "not measured", "❌"))
        else:
            rows.append((name, target, fmt(value), "✅" if value <= limit else "❌"))

    ms = lambda v: f"{v * 1000:.2f} ms"
    times = lambda v: f"{v:.2f}×"
    size = results.get("binary")
    goal("stripped static binary", size, 15e6, lambda v: f"{v / 1e6:.1f} MB", "≤ 15 MB")
    start = results.get("startup")
    goal("`pbxlint --version` median", start and start["version"], 1.2e-3,
         lambda v: f"{v * 1000:.2f} ms (/bin/true {start['true'] * 1000:.2f} ms)", "≤ 1.2 ms")
    build = results.get("build")
    rows.append(("release build of a clean checkout (committed tree, empty build folder)", "reported",
                 f"{build:.0f} s" if build else "not measured", "✅" if build else "❌"))
    osmand, osmand_peer = results.get("whole:OsmAnd.xcodeproj"), parse.get("OsmAnd.xcodeproj", {}).get("openstep-plist")
    goal("OsmAnd whole process / openstep-plist's parse", osmand / osmand_peer if osmand and osmand_peer else None,
         0.8, lambda v: f"{v:.2f}× ({osmand * 1000:.1f} ms / {osmand_peer * 1000:.1f} ms)", "≤ 0.8×")
    claw = results.get("whole:twodayslate__claw")
    goal("claw whole process", claw, 5e-3, ms, "≤ 5 ms")
    big, big_parse = results.get("whole:synthetic-100mb.xcodeproj"), parse.get("synthetic-100mb.xcodeproj", {})
    ours, peer = big_parse.get("pbxlint"), big_parse.get("openstep-plist")
    goal("100 MB synthetic whole process / pbxlint's parse", big / ours if big and ours else None, 2.0,
         lambda v: f"{v:.2f}× ({big * 1000:.0f} ms / {ours * 1000:.0f} ms)", "≤ 2×")
    goal("100 MB synthetic whole process / openstep-plist's parse", big / peer if big and peer else None, 0.2,
         lambda v: f"{v:.2f}× = {1 / v:.1f}× faster ({big * 1000:.0f} ms / {peer * 1000:.0f} ms)",
         "≤ 0.2× (≥ 5× faster)")
    for key, name in (("code", "alternate-icon-name-in-code added cost / bare open-read-close loop"),
                      ("code-alone", "the same with alternate-icon-image-lookup off (the rule alone)")):
        code = results.get(key)
        goal(name, (code["on"] - code["off"]) / code["bare"] if code else None, 1.3,
             lambda v, code=code: f"{v:.2f}× ({(code['on'] - code['off']) * 1000:.1f} ms / {code['bare'] * 1000:.1f} ms)",
             "≤ 1.3×")
    memory = results.get("memory:synthetic-100mb.xcodeproj")
    goal("100 MB synthetic peak memory (whole process) / file size", memory and memory["rss"] / memory["size"], 2.3,
         lambda v: f"{v:.2f}× ({memory['rss'] / 2**20:.0f} MiB)", "≤ 2.3×")
    hostile_inputs = results.get("hostile")
    goal("every hostile input (bench/hostile.py): peak memory, and an exit status (no signal, no hang)",
         hostile_inputs and (hostile_inputs["rss"] if not hostile_inputs["failures"] else float("inf")), 1e9,
         lambda v: f"{hostile_inputs['rss'] / 2**20:.0f} MiB at most, over {hostile_inputs['inputs']} inputs"
         if v != float("inf") else f"{', '.join(hostile_inputs['failures'])} crashed or hung", "< 1 GB")
    print("| goal | target | measured | |")
    print("|---|---|---|---|")
    for name, target, value, mark in rows:
        print(f"| {name} | {target} | {value} | {mark} |")


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
    elif cmd == "startup":
        startup(args[0])
    elif cmd == "hostile":
        hostile(args[0], args[1:])
    elif cmd == "goals":
        goals(args[0], args[1])
    else:
        sys.exit(__doc__)
