import Foundation
import Testing
@testable import XcodeModel
import TestSupport

/// The settings levels every target of a configuration shares are kept once, not copied per (target,
/// configuration): a 216 KB `project.xcproj` with 5,000 targets × 96 configurations took 3.7 GB (issue 29).
@Suite struct SharedSettingsLevelsTests {
    /// A `project.xcproj` with `targets` bare app targets and `configurations` configurations.
    static func xcproj(targets: Int, configurations: Int) -> String {
        let names = (0..<configurations).map { "\"C\($0)\"" }.joined(separator: ",")
        let list = (0..<targets).map { "{\"name\":\"T\($0)\",\"product-type\":\"application\",\"build-phases\":[]}" }
        return "{\"default-configuration\":\"C0\",\"configurations\":[\(names)],\"files\":[],\"targets\":["
            + list.joined(separator: ",") + "],\"build-settings\":{\"SDKROOT\":\"iphoneos\",\"ICON[config=C1]\":\"$(TARGET_NAME)-1\"}}"
    }

    @Test func sharedLevelsAreNotCopiedPerTarget() throws {
        let root = try TestSupport.materialize(["App.xcodeproj/project.xcproj": Self.xcproj(targets: 200, configurations: 8)])
        let project = try XcodeProject.load(path: root + "/App.xcodeproj").get()
        #expect(project.targets.count == 200)
        let loader = XCConfigLoader(sourceRoot: project.sourceRoot)
        for configuration in ["C0", "C1"] {
            let all = project.targets.map { BuildSettings(project: project, target: $0, configuration: configuration, loader: loader) }
            // One buffer of shared assignments for every target (copying it took about 8 KB per pair).
            let buffers = Set(all.map { $0.stack.assignments.shared.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } })
            #expect(buffers.count == 1)
            #expect(all.allSatisfy { $0.stack.assignments.own.isEmpty })
            // Each still sees its own name, in built-ins and in project settings that reference it.
            #expect(all[7].resolve("TARGET_NAME", sdk: "iphoneos").string == "T7")
            #expect(all[7].resolve("ICON", sdk: "iphoneos").string == (configuration == "C1" ? "T7-1" : ""))
            #expect(all[8].resolve("TARGETNAME", sdk: "iphoneos").string == "T8")
        }
    }
}
