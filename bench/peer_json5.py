#!/usr/bin/env python3
"""The JSON5 peers for `make bench`: the `json5` package (PyPI, the reference Python implementation) on a
project.xcproj, and Python's own `json` module (written in C) on the same document as strict JSON. Prints the TSV
of pbxlint-bench (file, parser, bytes, median s, min s, max s). Both are handed text already decoded to `str`.

usage: peer_json5.py [--runs N] XCPROJ JSON
"""
import json, sys, time

def timings(parse, text, runs):
    parse(text)  # warm-up
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        parse(text)
        times.append(time.perf_counter() - t)
    times.sort()
    return times

def main(argv):
    runs = 7
    if argv[:1] == ["--runs"]:
        runs, argv = int(argv[1]), argv[2:]
    xcproj, strict = argv
    rows = [(strict, "python-json", json.loads, runs)]
    try:
        import json5
        # Pure Python, about a thousand times slower than the others: three runs are plenty.
        rows.insert(0, (xcproj, "python-json5", json5.loads, 3))
    except ImportError:
        print("(the json5 package is not installed; its row is empty)", file=sys.stderr)
    for path, name, parse, n in rows:
        with open(path, "rb") as f:
            raw = f.read()
        times = timings(parse, raw.decode("utf-8"), n)
        print("\t".join([path, name, str(len(raw)), str(times[len(times) // 2]), str(times[0]), str(times[-1])]))

if __name__ == "__main__":
    main(sys.argv[1:])
