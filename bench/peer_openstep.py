#!/usr/bin/env python3
"""The peer parser for `make bench`: the Cython `openstep-plist` package (PyPI), the fastest existing pbxproj
parser. Same inputs, same run as pbxlint-bench; prints the same TSV (file, parser, bytes, median s, min s, max s).
It is handed text already decoded to `str` (its API takes a string), so its figures exclude UTF-8 decoding.

usage: peer_openstep.py [--runs N] FILE ...      timing table (TSV)
       peer_openstep.py --once FILE              parse once (for peak-memory measurement by the caller)
"""
import sys, time
import openstep_plist

def main(argv):
    if argv[:1] == ["--once"]:
        with open(argv[1], encoding="utf-8") as f:
            openstep_plist.loads(f.read())
        return
    runs = 7
    if argv[:1] == ["--runs"]:
        runs, argv = int(argv[1]), argv[2:]
    for path in argv:
        with open(path, "rb") as f:
            raw = f.read()
        text = raw.decode("utf-8")
        n = max(3, runs // 2) if len(raw) > 50_000_000 else runs
        openstep_plist.loads(text)  # warm-up
        times = []
        for _ in range(n):
            t = time.perf_counter()
            openstep_plist.loads(text)
            times.append(time.perf_counter() - t)
        times.sort()
        print("\t".join([path, "openstep-plist", str(len(raw)), str(times[len(times) // 2]), str(times[0]),
                         str(times[-1])]))

if __name__ == "__main__":
    main(sys.argv[1:])
