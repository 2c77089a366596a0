#!/usr/bin/env python3
"""Writes OUT/hostile/<name>/: one project for each kind of hostile input the tests generate (docs/security.md,
"Crashes, hangs and memory"), at the sizes the tests use or larger, for the memory goal of issue 34 §4 in
make bench: every one must finish with an exit status (never a signal), in seconds, under 1 GB peak RSS.
Prints one NAME=PATH a line (PATH is what `pbxlint` is given).

The tests check the answers (HostileInputTests, HostileSettingsTests, HostileFilesTests, SourceLexerTests, the
workspace tests); this only measures what each costs a release build, in a fresh process."""
import json, os, struct, sys

out = os.path.join(sys.argv[1], "hostile")


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())


def project(name, settings="", xcconfig=None, sources=(), files=(), resources=(), objects="", targets=()):
    """A one-app project; `settings` go in its Release configuration; `xcconfig` (a file's text) is its base
    configuration; `sources` (path → text) are compiled by it, `files` (path → text) only written; `resources`
    (paths) are file references in its Resources phase; `objects` are added to the object list as written, and
    `targets` (ids) to the project's targets."""
    root = os.path.join(out, name)
    refs, builds, ids = [], [], []
    for path, text in dict(files).items():
        write(os.path.join(root, path), text)
    for i, (path, text) in enumerate(sorted(dict(sources).items())):
        write(os.path.join(root, path), text)
        refs.append(f'S{i} = {{isa = PBXFileReference; path = {path}; sourceTree = "<group>"; }};')
        builds.append(f"B{i} = {{isa = PBXBuildFile; fileRef = S{i}; }};")
        ids.append(f"S{i}")
    for i, path in enumerate(resources):
        refs.append(f'RS{i} = {{isa = PBXFileReference; path = {path}; sourceTree = "<group>"; }};')
        refs.append(f"RB{i} = {{isa = PBXBuildFile; fileRef = RS{i}; }};")
        ids.append(f"RS{i}")
    base = ""
    if xcconfig is not None:
        write(os.path.join(root, "Base.xcconfig"), xcconfig)
        refs.append('X = {isa = PBXFileReference; path = Base.xcconfig; sourceTree = "<group>"; };')
        ids.append("X")
        base = "baseConfigurationReference = X; "
    text = ("// !$*UTF8*$!\n{ archiveVersion = 1; classes = {}; objectVersion = 77; objects = {\n"
            + "\n".join(refs + builds) + "\n" + objects + "\n"
            + f'R = {{isa = PBXProject; mainGroup = G; targets = ({", ".join(["T", *targets])}); '
            + "buildConfigurationList = PL; };\n"
            + f'G = {{isa = PBXGroup; children = ({", ".join(ids)}); sourceTree = "<group>"; }};\n'
            + f'SRC = {{isa = PBXSourcesBuildPhase; files = ({", ".join(f"B{i}" for i in range(len(builds)))}); }};\n'
            + f'RES = {{isa = PBXResourcesBuildPhase; files = ({", ".join(f"RB{i}" for i in range(len(resources)))}); }};\n'
            + 'T = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; '
            + "buildPhases = (SRC, RES); buildConfigurationList = TL; };\n"
            + f"C = {{isa = XCBuildConfiguration; {base}name = Release; buildSettings = {{ {settings} }}; }};\n"
            + "PC = {isa = XCBuildConfiguration; name = Release; buildSettings = {}; };\n"
            + "TL = {isa = XCConfigurationList; buildConfigurations = (C); defaultConfigurationName = Release; };\n"
            + "PL = {isa = XCConfigurationList; buildConfigurations = (PC); defaultConfigurationName = Release; };\n"
            + "}; rootObject = R; }\n")
    write(os.path.join(root, "App.xcodeproj", "project.pbxproj"), text)
    return os.path.join(root, "App.xcodeproj")


def raw(name, data, file="project.pbxproj"):
    """A project bundle whose project file is `data`, whatever it is."""
    path = os.path.join(out, name, "App.xcodeproj")
    write(os.path.join(path, file), data)
    return path


made = {}
# Readers: nesting, sizes, counts, bytes that are not text.
made["nesting-100k"] = raw("nesting-100k", "// !$*UTF8*$!\n{ a = " + "(" * 100_000 + ")" * 100_000 + "; }\n")
made["string-100mb"] = raw("string-100mb", '// !$*UTF8*$!\n{ a = "' + "x" * 100_000_000 + '"; }\n')
made["duplicate-keys-100k"] = raw("duplicate-keys-100k", "// !$*UTF8*$!\n{ " + "k = v; " * 100_000 + "}\n")
# A binary plist of 40-odd bytes whose top object claims 2^62 entries (the offset table points at it).
header = b"bplist00"
top = bytes([0xDF, 0x13]) + struct.pack(">Q", 1 << 62)  # a dictionary whose count is the 8-byte integer after it
offsets = struct.pack(">B", len(header))
trailer = bytes(6) + bytes([1, 1]) + struct.pack(">QQQ", 1, 0, len(header) + len(top))
made["bplist-count-2^62"] = raw("bplist-count-2^62", header + top + offsets + trailer)
made["nul-and-invalid-utf8"] = raw("nul-and-invalid-utf8", b"// !$*UTF8*$!\n{ a = \"\x00\xff\xfe\xc0\xaf\"; }\n" * 1000)
made["xcproj-nesting-100k"] = raw("xcproj-nesting-100k", "{ a: " + "[" * 100_000 + "]" * 100_000 + " }",
                                  file="project.xcproj")
# Many objects.
made["configurations-10k"] = project(
    "configurations-10k",
    objects="\n".join(f"EC{i} = {{isa = XCBuildConfiguration; name = C{i}; buildSettings = {{ A = {i}; }}; }};"
                      for i in range(10_000))
    + "\nEL = {isa = XCConfigurationList; buildConfigurations = ("
    + ", ".join(f"EC{i}" for i in range(10_000)) + "); defaultConfigurationName = C0; };\n"
    + 'ET = {isa = PBXNativeTarget; name = Many; productType = "com.apple.product-type.application"; '
    + "buildConfigurationList = EL; buildPhases = (); };",
    targets=["ET"])
made["targets-5k"] = project(
    "targets-5k",
    objects="\n".join(f'ET{i} = {{isa = PBXNativeTarget; name = E{i}; productType = "com.apple.product-type.app-extension"; '
                      f"buildConfigurationList = TL; buildPhases = (); }};" for i in range(5_000)),
    targets=[f"ET{i}" for i in range(5_000)])
# Build settings: macros that double at every level, reference chains, include trees that double, continuations.
made["macros-doubling"] = project(
    "macros-doubling",
    settings=" ".join([f"A0 = x;"] + [f'A{i} = "$(A{i - 1})$(A{i - 1})";' for i in range(1, 64)]
                      + ['ASSETCATALOG_COMPILER_APPICON_NAME = "$(A63)";']))
made["reference-chain-10k"] = project(
    "reference-chain-10k",
    xcconfig="".join(f"R{i} = $(R{i + 1})\n" for i in range(10_000)) + "ASSETCATALOG_COMPILER_APPICON_NAME = $(R0)\n")
include_root = os.path.join(out, "includes-doubling")
for level in range(30):
    write(os.path.join(include_root, f"L{level}.xcconfig"),
          f'#include "L{level + 1}.xcconfig"\n#include "L{level + 1}.xcconfig"\nV{level} = {level}\n')
made["includes-doubling"] = project("includes-doubling", xcconfig='#include "L0.xcconfig"\n')
made["continuations-100k"] = project(
    "continuations-100k", xcconfig="X = a \\\n" + "b \\\n" * 100_000 + "c\nASSETCATALOG_COMPILER_APPICON_NAME = $(X)\n")
# Files the rules read: an icon set naming 5,000 missing files, sources the icon-name search lexes.
images = [{"filename": f"missing-{i}.png", "idiom": "universal"} for i in range(5_000)]
made["icon-set-5k-missing"] = project(
    "icon-set-5k-missing", settings="ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;",
    files={"Assets.xcassets/Contents.json": "{}",
           "Assets.xcassets/AppIcon.appiconset/Contents.json": json.dumps({"images": images})},
    resources=["Assets.xcassets"])
made["sources-lexer"] = project(
    "sources-lexer", settings="ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = Blue;",
    sources={"Hashes.swift": "#" * 20_000_000,
             "Interpolations.swift": 'let s = "' + "\\(\"" * 200_000 + "x" + "\")" * 200_000 + '"\n'
                                     + 'UIApplication.shared.setAlternateIconName("Blue")\n',
             "Quotes.m": "@\"" * 5_000_000})
# A workspace whose groups nest 50,000 deep.
workspace = os.path.join(out, "workspace-nesting-50k", "W.xcworkspace")
write(os.path.join(workspace, "contents.xcworkspacedata"),
      '<?xml version="1.0" encoding="UTF-8"?>\n<Workspace version = "1.0">\n'
      + '<Group location = "container:" name = "g">' * 50_000 + "</Group>" * 50_000 + "\n</Workspace>\n")
made["workspace-nesting-50k"] = workspace

for name, path in made.items():
    print(f"{name}={path}")
