#!/usr/bin/env python3
"""Writes OUT/Sources5k: an app target compiling 5,000 Swift files (about 4 KB each; one in 500 calls
setAlternateIconName, the rest never mention alternate icons), for the cost of alternate-icon-name-in-code in
make bench. Prints the project folder, the paths of a .pbxlint.json that leaves the rule on and one that disables
it, and of a list of the target's source files (one path a line, for bench/bare_read.c)."""
import os
import sys

out = os.path.join(sys.argv[1], "Sources5k")
count = 5000
os.makedirs(os.path.join(out, "App", "Assets.xcassets", "AppIcon.appiconset"), exist_ok=True)
with open(os.path.join(out, "App", "Assets.xcassets", "Contents.json"), "w") as f:
    f.write('{"info":{"version":1,"author":"xcode"}}')
with open(os.path.join(out, "App", "Assets.xcassets", "AppIcon.appiconset", "Contents.json"), "w") as f:
    f.write('{"images":[],"info":{"version":1,"author":"xcode"}}')
refs, builds, ids = [], [], []
for i in range(count):
    name = f"App/Source{i}.swift"
    body = "import Foundation\n" + "".join(
        f"func f{i}_{k}(x: Int) -> Int {{ return x * {k} + {i} }} // ordinary code\n" for k in range(40))
    if i % 500 == 0:
        body += 'func icon() { UIApplication.shared.setAlternateIconName("AppIcon-Blue") }\n'
    with open(os.path.join(out, name), "w") as f:
        f.write(body)
    refs.append(f'\t\tR{i:07d} = {{isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = {name}; sourceTree = "<group>"; }};')
    builds.append(f"\t\tB{i:07d} = {{isa = PBXBuildFile; fileRef = R{i:07d}; }};")
    ids.append(f"R{i:07d}")
os.makedirs(os.path.join(out, "Sources5k.xcodeproj"), exist_ok=True)
with open(os.path.join(out, "Sources5k.xcodeproj", "project.pbxproj"), "w") as f:
    f.write("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {};\n\tobjectVersion = 77;\n\tobjects = {\n"
            + "\n".join(refs) + "\n" + "\n".join(builds) + "\n"
            + '\t\tASSETS = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = App/Assets.xcassets; sourceTree = "<group>"; };\n'
            + "\t\tBASSETS = {isa = PBXBuildFile; fileRef = ASSETS; };\n"
            + "\t\tMAIN = {isa = PBXGroup; children = (" + ", ".join(ids) + ', ASSETS, ); sourceTree = "<group>"; };\n'
            + "\t\tSRC = {isa = PBXSourcesBuildPhase; files = (" + ", ".join(f"B{i:07d}" for i in range(count)) + ", ); };\n"
            + "\t\tRES = {isa = PBXResourcesBuildPhase; files = (BASSETS, ); };\n"
            + '\t\tT = {isa = PBXNativeTarget; buildConfigurationList = TCL; buildPhases = (SRC, RES, ); name = App; productType = "com.apple.product-type.application"; };\n'
            + '\t\tD = {isa = XCBuildConfiguration; buildSettings = {ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon; ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue"; }; name = Debug; };\n'
            + "\t\tPD = {isa = XCBuildConfiguration; buildSettings = {}; name = Debug; };\n"
            + "\t\tTCL = {isa = XCConfigurationList; buildConfigurations = (D, ); defaultConfigurationName = Debug; };\n"
            + "\t\tPCL = {isa = XCConfigurationList; buildConfigurations = (PD, ); defaultConfigurationName = Debug; };\n"
            + '\t\tROOT = {isa = PBXProject; buildConfigurationList = PCL; mainGroup = MAIN; projectDirPath = ""; targets = (T, ); };\n'
            + "\t};\n\trootObject = ROOT;\n}\n")
off = os.path.join(sys.argv[1], "rule-off.json")
with open(off, "w") as f:
    f.write('{"disabled": ["alternate-icon-name-in-code"]}\n')
on = os.path.join(sys.argv[1], "rule-on.json")
with open(on, "w") as f:
    f.write("{}\n")
listing = os.path.join(sys.argv[1], "sources5k.txt")
with open(listing, "w") as f:
    f.write("".join(os.path.abspath(os.path.join(out, f"App/Source{i}.swift")) + "\n" for i in range(count)))
print(out, on, off, listing)
