#!/usr/bin/env python3
"""Writes synthetic Xcode projects of about the given sizes, formatted exactly as Xcode writes them: sections,
tab indentation, /* annotations */, one-line PBXBuildFile/PBXFileReference objects, many targets, groups,
build phases and configurations with build settings. Deterministic (fixed seed).

usage: bench/generate.py OUT_DIR SIZE_MB [SIZE_MB ...]   → OUT_DIR/synthetic-<N>mb.xcodeproj/project.pbxproj
"""
import os, random, sys

def ident(rng):
    return "".join(rng.choice("0123456789ABCDEF") for _ in range(24))

def project(target_bytes, seed=7):
    rng = random.Random(seed)
    files, builds, groups, targets, phases, configs, lists = [], [], [], [], [], [], []
    size = 0
    n_targets = 0
    main_children = []
    while size < target_bytes:
        n_targets += 1
        tname = f"Module{n_targets}"
        group_children, sources, resources = [], [], []
        for i in range(rng.randint(60, 140)):
            ext = rng.choice(["swift", "swift", "swift", "m", "h", "png", "storyboard", "strings"])
            name = f"{tname}File{i}.{ext}"
            fid, bid = ident(rng), ident(rng)
            kind = {"swift": "sourcecode.swift", "m": "sourcecode.c.objc", "h": "sourcecode.c.h", "png": "image.png",
                    "storyboard": "file.storyboard", "strings": "text.plist.strings"}[ext]
            line = f'\t\t{fid} /* {name} */ = {{isa = PBXFileReference; lastKnownFileType = {kind}; path = {name}; sourceTree = "<group>"; }};\n'
            files.append(line); size += len(line)
            group_children.append(f"\t\t\t\t{fid} /* {name} */,\n")
            if ext != "h":
                phase = "Sources" if ext in ("swift", "m") else "Resources"
                line = f"\t\t{bid} /* {name} in {phase} */ = {{isa = PBXBuildFile; fileRef = {fid} /* {name} */; }};\n"
                builds.append(line); size += len(line)
                (sources if phase == "Sources" else resources).append(f"\t\t\t\t{bid} /* {name} in {phase} */,\n")
        gid = ident(rng)
        g = f'\t\t{gid} /* {tname} */ = {{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n{"".join(group_children)}\t\t\t);\n\t\t\tpath = {tname};\n\t\t\tsourceTree = "<group>";\n\t\t}};\n'
        groups.append(g); size += len(g)
        main_children.append(f"\t\t\t\t{gid} /* {tname} */,\n")
        sid, rid = ident(rng), ident(rng)
        for pid, kind, items in ((sid, "Sources", sources), (rid, "Resources", resources)):
            p = f"\t\t{pid} /* {kind} */ = {{\n\t\t\tisa = PBX{kind}BuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n{''.join(items)}\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t}};\n"
            phases.append(p); size += len(p)
        cids = []
        for cname in ("Debug", "Release", "Beta"):
            cid = ident(rng); cids.append((cid, cname))
            settings = [
                f'ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon', f'CODE_SIGN_STYLE = Automatic',
                f'CURRENT_PROJECT_VERSION = {rng.randint(1, 999)}', f'DEVELOPMENT_TEAM = ABCDE12345',
                f'GENERATE_INFOPLIST_FILE = YES', f'INFOPLIST_FILE = "{tname}/Info.plist"',
                f'IPHONEOS_DEPLOYMENT_TARGET = 16.0', f'LD_RUNPATH_SEARCH_PATHS = (\n\t\t\t\t\t"$(inherited)",\n\t\t\t\t\t"@executable_path/Frameworks",\n\t\t\t\t)',
                f'PRODUCT_BUNDLE_IDENTIFIER = "com.example.{tname.lower()}"', f'PRODUCT_NAME = "$(TARGET_NAME)"',
                f'"CODE_SIGN_IDENTITY[sdk=iphoneos*]" = "iPhone Developer"', f'SWIFT_VERSION = 5.0',
                f'TARGETED_DEVICE_FAMILY = "1,2"',
            ]
            body = "".join(f"\t\t\t\t{s};\n" for s in settings)
            c = f"\t\t{cid} /* {cname} */ = {{\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {{\n{body}\t\t\t}};\n\t\t\tname = {cname};\n\t\t}};\n"
            configs.append(c); size += len(c)
        lid = ident(rng)
        entries = "".join("\t\t\t\t%s /* %s */,\n" % (c, n) for c, n in cids)
        l = f'\t\t{lid} /* Build configuration list for PBXNativeTarget "{tname}" */ = {{\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n{entries}\t\t\t);\n\t\t\tdefaultConfigurationIsVisible = 0;\n\t\t\tdefaultConfigurationName = Release;\n\t\t}};\n'
        lists.append(l); size += len(l)
        tid = ident(rng)
        t = f'\t\t{tid} /* {tname} */ = {{\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = {lid} /* Build configuration list for PBXNativeTarget "{tname}" */;\n\t\t\tbuildPhases = (\n\t\t\t\t{sid} /* Sources */,\n\t\t\t\t{rid} /* Resources */,\n\t\t\t);\n\t\t\tbuildRules = (\n\t\t\t);\n\t\t\tdependencies = (\n\t\t\t);\n\t\t\tname = {tname};\n\t\t\tproductName = {tname};\n\t\t\tproductType = "com.apple.product-type.framework";\n\t\t}};\n'
        targets.append((tid, tname, t)); size += len(t)
    main, root, plist = ident(rng), ident(rng), ident(rng)
    groups.insert(0, f'\t\t{main} = {{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n{"".join(main_children)}\t\t\t);\n\t\t\tsourceTree = "<group>";\n\t\t}};\n')
    configs.append(f"\t\t{plist}1 /* Debug */ = {{\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {{\n\t\t\t}};\n\t\t\tname = Debug;\n\t\t}};\n")
    lists.append(f'\t\t{plist} /* Build configuration list for PBXProject "Synthetic" */ = {{\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\t\t\t\t{plist}1 /* Debug */,\n\t\t\t);\n\t\t\tdefaultConfigurationName = Debug;\n\t\t}};\n')
    target_refs = "".join("\t\t\t\t%s /* %s */,\n" % (t, n) for t, n, _ in targets)
    proj = f'\t\t{root} /* Project object */ = {{\n\t\t\tisa = PBXProject;\n\t\t\tbuildConfigurationList = {plist};\n\t\t\tmainGroup = {main};\n\t\t\tprojectDirPath = "";\n\t\t\tprojectRoot = "";\n\t\t\ttargets = (\n{target_refs}\t\t\t);\n\t\t}};\n'
    def section(name, items):
        return f"\n/* Begin {name} section */\n" + "".join(items) + f"/* End {name} section */\n"
    return ("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 77;\n\tobjects = {\n"
            + section("PBXBuildFile", builds) + section("PBXFileReference", files) + section("PBXGroup", groups)
            + section("PBXNativeTarget", [t for _, _, t in targets]) + section("PBXProject", [proj])
            + section("PBXBuildPhase", phases) + section("XCBuildConfiguration", configs)
            + section("XCConfigurationList", lists) + f"\t}};\n\trootObject = {root} /* Project object */;\n}}\n")

if __name__ == "__main__":
    out = sys.argv[1]
    for mb in sys.argv[2:]:
        path = os.path.join(out, f"synthetic-{mb}mb.xcodeproj")
        os.makedirs(path, exist_ok=True)
        target = os.path.join(path, "project.pbxproj")
        if not os.path.exists(target):
            with open(target, "w") as f:
                f.write(project(int(float(mb) * 1_000_000)))
        print(target)
