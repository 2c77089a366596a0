// swift-tools-version:6.3
// 6.3 is the oldest toolchain pbxlint is built and tested with (CI); the GitHub Action installs it when a runner
// has an older one.
// pbxlint — a build-settings linter for Xcode projects. No third-party dependencies.
// On Linux every module imports FoundationEssentials, never the full Foundation (`#if canImport(FoundationEssentials)`;
// macOS keeps Foundation): nothing pbxlint does needs ICU (FoundationInternationalization), whose data was most of the
// static binary. Unicode normalization comes from the standard library (PlistKit's `canonicallyComposed`). The code
// the pbxlint binary runs calls no FoundationEssentials API at all (process state through XcodeModel's
// `ProcessEnvironment` and `FileSystem`, dates through PlistKit's `ISO8601Text`): one such call links most of
// FoundationEssentials, and through it the regex engine: 5.2 MB of a static binary of 17.7 MB.
import PackageDescription

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]
let linuxRelease = BuildSettingCondition.when(platforms: [.linux], configuration: .release)

let package = Package(
    name: "pbxlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "pbxlint", targets: ["pbxlint"]),
        .library(name: "PlistKit", targets: ["PlistKit"]),
        .library(name: "XcodeModel", targets: ["XcodeModel"]),
    ],
    targets: [
        // Property lists (OpenStep, XML, JSON, binary) with exact source positions. Knows nothing about Xcode.
        .target(name: "PlistKit", swiftSettings: strict),
        // The Xcode project as Xcode sees it: objects, paths, xcconfig, build settings, catalogs. Knows nothing about rules.
        .target(name: "XcodeModel", dependencies: ["PlistKit"], swiftSettings: strict),
        // Diagnostics, rules (one file each), the engine, configuration, suppressions and baseline.
        .target(name: "LintEngine", dependencies: ["XcodeModel", "PlistKit"], swiftSettings: strict),
        // Text, JSON, SARIF and GitHub reporters.
        .target(name: "Reporters", dependencies: ["LintEngine", "PlistKit"], swiftSettings: strict),
        // Argument parsing and commands; a library so tests can drive it in-process.
        .target(name: "PBXLintCLI", dependencies: ["LintEngine", "Reporters", "XcodeModel", "PlistKit"], swiftSettings: strict),
        // Release builds on Linux are one static executable (C library included), also when built by a plain
        // `swift build -c release` (what pre-commit's `language: swift` runs, with no way to pass
        // `--static-swift-stdlib`): start-up is most of what a hook waits for on a small project, and a dynamic
        // binary spends it in the loader, mostly binding libstdc++'s symbols (83% of the instructions of
        // `pbxlint --version`; `make bench` measures start-up). The executable is not position-independent: a
        // static PIE would keep address-space randomization for its own code, but glibc's static-PIE start-up
        // asserts that the binary has no run path, and SwiftPM always adds `$ORIGIN` (the binary crashed before
        // `main`); heap, stack and mappings stay randomized. Compiling this one module against the static SDK
        // records the static libraries the link needs. Only this executable has the flags, so depending on the
        // libraries stays allowed.
        .executableTarget(name: "pbxlint", dependencies: ["PBXLintCLI"],
                          swiftSettings: strict + [.unsafeFlags(["-static-stdlib"], linuxRelease)],
                          linkerSettings: [.unsafeFlags(["-static-executable"], linuxRelease)]),
        // `make bench`: parser throughput against Foundation and a bare byte scan.
        .executableTarget(name: "pbxlint-bench", dependencies: ["PlistKit"], swiftSettings: strict),

        // Helpers shared by every test target (package root, corpus, temporary projects, a seeded random generator);
        // never linked into a product. Example projects (`ExampleProject`) are `package` API of LintEngine.
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strict),
        .testTarget(name: "PlistKitTests", dependencies: ["PlistKit", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "XcodeModelTests", dependencies: ["XcodeModel", "PlistKit", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "LintEngineTests", dependencies: ["LintEngine", "XcodeModel", "PlistKit", "TestSupport"],
                    swiftSettings: strict),
        .testTarget(name: "ReportersTests", dependencies: ["Reporters", "LintEngine", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "PBXLintCLITests", dependencies: ["PBXLintCLI", "TestSupport"], exclude: ["Golden"], swiftSettings: strict),
    ]
)
