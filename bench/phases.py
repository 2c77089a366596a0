#!/usr/bin/env python3
"""Where the instructions of one pbxlint run go, phase by phase (make bench; needs valgrind).

  phases.py PBXLINT PROJECT [--keep FILE]

Runs `pbxlint --jobs 1 PROJECT` (text report to /dev/null) under `valgrind --tool=callgrind`, and prints the
instructions of each phase: start-up and exit, reading files, parsing, the model, the facts, each rule, the report.
Instruction counts, unlike times, do not change with the load of a shared machine, so a phase that grows between
two runs is a regression with an address. Each phase is the inclusive cost of the functions that implement it
(callgrind_annotate --inclusive=yes, names demangled by swift-demangle); phases nested in others are indented and
counted in their parent too.
"""
import os, re, shutil, subprocess, sys, tempfile

# (label, depth, patterns): the cost of a phase is the largest inclusive cost among the functions whose
# demangled name matches a pattern (a thunk and the function it calls both match; the larger is the whole).
PHASES = [
    ("the command (after start-up)", 0, [r"^static PBXLintCommand\.run\("]),
    ("lint the project", 1, [r"^Linter\.lint\(projectAt:"]),
    ("load the project", 2, [r"^static XcodeProject\.load\(path:"]),
    ("read the project file (system calls not counted)", 3, [r"static FileSystem\.read\(", r"static FileSystem\.readOpened\("]),
    ("parse", 3, [r"static OpenStepParser\.parse\(", r"static JSON5Parser\.parse\("]),
    ("model: object graph", 3, [r"static ObjectGraphBuilder\.build\(document:"]),
    ("facts (lazy facts are counted in the first rule that needs them)", 2, [r"^FactsBuilder\.build\(\)"]),
    ("report (text)", 1, [r"static Reporters\.render\("]),
]
RULE = re.compile(r"^(?:specialized )?static (\w+Rule)\.check\(")
LINE = re.compile(r"^\s*([\d,]+)\s+(?:\([^)]*\)\s+)?(\S.*?)(?:\s+\[[^\]]*\])?\s*$")


def annotate(pbxlint, project, keep):
    out = keep or tempfile.mktemp(prefix="pbxlint-callgrind.")
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", pbxlint, "--jobs", "1", project],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    text = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", "--auto=no",
                           "--show-percs=no", out], capture_output=True, text=True, check=True).stdout
    demangle = shutil.which("swift-demangle") or shutil.which("swift-demangle", path="/opt/swift/usr/bin")
    if demangle:
        text = subprocess.run([demangle, "--simplified"], input=text, capture_output=True, text=True).stdout
    if not keep:
        os.unlink(out)
    return text


def main(argv):
    keep = None
    if "--keep" in argv:
        i = argv.index("--keep")
        keep = argv[i + 1]
        argv = argv[:i] + argv[i + 2:]
    pbxlint, project = argv
    text = annotate(pbxlint, project, keep)
    total = 0
    functions = []
    for line in text.splitlines():
        if "PROGRAM TOTALS" in line:
            total = int(line.split()[0].replace(",", ""))
            continue
        m = LINE.match(line)
        if m:
            name = m.group(2)
            # "File.swift:function [object]" and "//<compiler-generated>:function": the function.
            name = name.split(":", 1)[1] if re.match(r"^[^ :(]+\.(swift|c|h|S|cpp)?:|^\?\?\?:|^//<", name) else name
            functions.append((int(m.group(1).replace(",", "")), name))
    if total == 0:
        sys.exit("phases.py: callgrind gave no totals")

    def cost(patterns):
        hits = [c for c, name in functions if any(re.search(p, name) for p in patterns)]
        return max(hits) if hits else None

    rows = []
    run = cost(PHASES[0][2])
    rows.append(("start-up and exit (loader, runtime, before and after the command)", 0, total - run if run else None))
    for label, depth, patterns in PHASES:
        rows.append((label, depth, cost(patterns)))
        if label.startswith("facts"):
            rules = {}
            for c, name in functions:
                m = RULE.search(name)
                if m:
                    rules[m.group(1)] = max(rules.get(m.group(1), 0), c)
            rules_total = sum(rules.values())
            rows.append((f"rules ({len(rules)} that ran)", 2, rules_total))
            for rule, c in sorted(rules.items(), key=lambda item: -item[1]):
                rows.append((rule, 3, c))
    print(f"| phase | instructions | share of the run |")
    print("|---|---|---|")
    print(f"| whole process | {total / 1e6:.1f} M | 100% |")
    for label, depth, c in rows:
        indent = "· " * depth
        value = f"{c / 1e6:.2f} M" if c is not None else "—"
        share = f"{100 * c / total:.1f}%" if c is not None else "—"
        print(f"| {indent}{label} | {value} | {share} |")


if __name__ == "__main__":
    main(sys.argv[1:])
