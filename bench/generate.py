#!/usr/bin/env python3
"""Writes synthetic Xcode projects of about the given sizes, formatted exactly as Xcode writes them: sections,
tab indentation, /* annotations */, one-line PBXBuildFile/PBXFileReference objects, many targets, groups,
build phases and configurations with build settings. Deterministic (fixed seed).

usage: bench/generate.py [--xcproj] OUT_DIR SIZE_MB [SIZE_MB ...]
  → OUT_DIR/synthetic-<N>mb.xcodeproj/project.pbxproj, and with --xcproj also the same project as Xcode 27 saves
    it, OUT_DIR/synthetic-<N>mb-xcproj/Synthetic.xcodeproj/project.xcproj (JSON5: two-space indentation, trailing
    commas, [config=…] keys where configurations differ), plus OUT_DIR/synthetic-<N>mb-xcproj/project.json, the
    same document as strict JSON for parsers that read only JSON.
"""
import json, os, random, sys

def ident(rng):
    return "".join(rng.choice("0123456789ABCDEF") for _ in range(24))

def project(target_bytes, seed=7, model=None):
    """The pbxproj text; when `model` is a dict, it is filled with the same project as xcproj values."""
    rng = random.Random(seed)
    xc_files, xc_targets = [], []
    files, builds, groups, targets, phases, configs, lists = [], [], [], [], [], [], []
    size = 0
    n_targets = 0
    main_children = []
    while size < target_bytes:
        n_targets += 1
        tname = f"Module{n_targets}"
        group_children, sources, resources = [], [], []
        xc_children = []
        for i in range(rng.randint(60, 140)):
            ext = rng.choice(["swift", "swift", "swift", "m", "h", "png", "storyboard", "strings"])
            name = f"{tname}File{i}.{ext}"
            fid, bid = ident(rng), ident(rng)
            kind = {"swift": "sourcecode.swift", "m": "sourcecode.c.objc", "h": "sourcecode.c.h", "png": "image.png",
                    "storyboard": "file.storyboard", "strings": "text.plist.strings"}[ext]
            line = f'\t\t{fid} /* {name} */ = {{isa = PBXFileReference; lastKnownFileType = {kind}; path = {name}; sourceTree = "<group>"; }};\n'
            files.append(line); size += len(line)
            group_children.append(f"\t\t\t\t{fid} /* {name} */,\n")
            xc_file = {"path": name, "id": fid}
            if ext != "h":
                phase = "Sources" if ext in ("swift", "m") else "Resources"
                line = f"\t\t{bid} /* {name} in {phase} */ = {{isa = PBXBuildFile; fileRef = {fid} /* {name} */; }};\n"
                builds.append(line); size += len(line)
                (sources if phase == "Sources" else resources).append(f"\t\t\t\t{bid} /* {name} in {phase} */,\n")
                xc_file["target-membership"] = [f"{tname}/{'compile-sources' if phase == 'Sources' else 'resources'}"]
            xc_children.append(xc_file)
        gid = ident(rng)
        g = f'\t\t{gid} /* {tname} */ = {{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n{"".join(group_children)}\t\t\t);\n\t\t\tpath = {tname};\n\t\t\tsourceTree = "<group>";\n\t\t}};\n'
        groups.append(g); size += len(g)
        main_children.append(f"\t\t\t\t{gid} /* {tname} */,\n")
        xc_files.append({"kind": "group", "path": tname, "id": gid, "children": xc_children})
        sid, rid = ident(rng), ident(rng)
        for pid, kind, items in ((sid, "Sources", sources), (rid, "Resources", resources)):
            p = f"\t\t{pid} /* {kind} */ = {{\n\t\t\tisa = PBX{kind}BuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n{''.join(items)}\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t}};\n"
            phases.append(p); size += len(p)
        cids = []
        per_config = {}
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
            per_config[cname] = settings
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
        xc_targets.append({"name": tname, "id": tid, "product-type": "framework",
                           "build-phases": ["compile-sources", "resources"],
                           "build-settings": xcproj_settings(per_config)})
    main, root, plist = ident(rng), ident(rng), ident(rng)
    groups.insert(0, f'\t\t{main} = {{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n{"".join(main_children)}\t\t\t);\n\t\t\tsourceTree = "<group>";\n\t\t}};\n')
    configs.append(f"\t\t{plist}1 /* Debug */ = {{\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {{\n\t\t\t}};\n\t\t\tname = Debug;\n\t\t}};\n")
    lists.append(f'\t\t{plist} /* Build configuration list for PBXProject "Synthetic" */ = {{\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\t\t\t\t{plist}1 /* Debug */,\n\t\t\t);\n\t\t\tdefaultConfigurationName = Debug;\n\t\t}};\n')
    target_refs = "".join("\t\t\t\t%s /* %s */,\n" % (t, n) for t, n, _ in targets)
    proj = f'\t\t{root} /* Project object */ = {{\n\t\t\tisa = PBXProject;\n\t\t\tbuildConfigurationList = {plist};\n\t\t\tmainGroup = {main};\n\t\t\tprojectDirPath = "";\n\t\t\tprojectRoot = "";\n\t\t\ttargets = (\n{target_refs}\t\t\t);\n\t\t}};\n'
    if model is not None:
        model.update({"default-configuration": "Release", "configurations": ["Debug", "Release", "Beta"],
                      "files": xc_files, "targets": xc_targets, "last-upgrade": "27.0"})
    def section(name, items):
        return f"\n/* Begin {name} section */\n" + "".join(items) + f"/* End {name} section */\n"
    return ("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 77;\n\tobjects = {\n"
            + section("PBXBuildFile", builds) + section("PBXFileReference", files) + section("PBXGroup", groups)
            + section("PBXNativeTarget", [t for _, _, t in targets]) + section("PBXProject", [proj])
            + section("PBXBuildPhase", phases) + section("XCBuildConfiguration", configs)
            + section("XCConfigurationList", lists) + f"\t}};\n\trootObject = {root} /* Project object */;\n}}\n")

def pbxproj_value(text):
    """A value as the generator wrote it in the pbxproj: a quoted string, a parenthesised list, or bare."""
    text = text.strip()
    if text.startswith("("):
        return [pbxproj_value(item) for item in text.strip("()").split(",") if item.strip()]
    return text[1:-1] if text.startswith('"') else text

def xcproj_settings(per_config):
    """One build-settings dictionary for all configurations: a plain key where they agree, KEY[config=Name]
    where they differ (as Xcode 27 writes it)."""
    parsed = {c: dict((k.strip().strip('"'), pbxproj_value(v)) for k, v in (a.split(" = ", 1) for a in settings))
              for c, settings in per_config.items()}
    out = {}
    for key in sorted(set().union(*parsed.values())):
        values = [parsed[c].get(key) for c in parsed]
        if all(v == values[0] for v in values):
            out[key] = values[0]
        else:
            for c in parsed:
                if key in parsed[c]:
                    out[f"{key}[config={c}]"] = parsed[c][key]
    return out

def json5_text(value, indent=""):
    """Xcode 27's style: two spaces, one member per line, a trailing comma after every member."""
    inner = indent + "  "
    if isinstance(value, dict):
        if not value: return "{}"
        return "{\n" + "".join(f"{inner}{json.dumps(k)}: {json5_text(v, inner)},\n" for k, v in value.items()) + indent + "}"
    if isinstance(value, list):
        if not value: return "[]"
        return "[\n" + "".join(f"{inner}{json5_text(v, inner)},\n" for v in value) + indent + "]"
    return json.dumps(value)

if __name__ == "__main__":
    args = sys.argv[1:]
    xcproj = args[0] == "--xcproj"
    out, sizes = (args[1], args[2:]) if xcproj else (args[0], args[1:])
    for mb in sizes:
        path = os.path.join(out, f"synthetic-{mb}mb.xcodeproj")
        os.makedirs(path, exist_ok=True)
        target = os.path.join(path, "project.pbxproj")
        twin = os.path.join(out, f"synthetic-{mb}mb-xcproj", "Synthetic.xcodeproj", "project.xcproj")
        strict = os.path.join(out, f"synthetic-{mb}mb-xcproj", "project.json")
        model = {}
        if not os.path.exists(target) or (xcproj and not os.path.exists(twin)):
            text = project(int(float(mb) * 1_000_000), model=model)
            with open(target, "w") as f:
                f.write(text)
            if xcproj:
                os.makedirs(os.path.dirname(twin), exist_ok=True)
                with open(twin, "w") as f:
                    f.write(json5_text(model) + "\n")
                with open(strict, "w") as f:
                    json.dump(model, f, indent=2)
        print(twin if xcproj else target)
