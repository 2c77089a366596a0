import Testing
import PlistKit
@testable import XcodeModel

/// The format-neutral builder groups every part under the owner its handle names, in the order the parts were
/// added, whatever order the reader finds them in: an xcproj lists a file's phases on the file, after the targets.
@Suite("Project graph builder")
struct ProjectGraphBuilderTests {
    @Test("Parts added out of their owners' order end up under the right owner, in the order added")
    func groupsByOwner() throws {
        let document = try PlistReader.read("{ a = 1; b = 2; c = 3; d = 4; }", path: "/p/project.pbxproj")
        let keys = document.root.entries.map(\.key), values = document.root.entries.map(\.value)
        var builder = ProjectGraphBuilder()
        let projectList = builder.addConfigurationList(id: "PL", key: values[0], defaultConfigurationName: "Release")
        let app = builder.addTarget(id: "T1", key: values[0], kind: .native, name: "App", nameValue: nil,
                                    productType: "com.apple.product-type.application", productReferenceID: "P1")
        let widget = builder.addTarget(id: "T2", key: values[1], kind: .native, name: "Widget", nameValue: nil,
                                       productType: nil, productReferenceID: nil)
        let appSources = builder.addPhase(to: app, id: "S1", key: values[0], kind: .sources, name: nil,
                                          dstSubfolderSpec: nil, dstPath: nil)
        let widgetResources = builder.addPhase(to: widget, id: "R2", key: values[1], kind: .resources, name: nil,
                                               dstSubfolderSpec: nil, dstPath: nil)
        let appResources = builder.addPhase(to: app, id: "R1", key: values[2], kind: .resources, name: nil,
                                            dstSubfolderSpec: nil, dstPath: nil)
        // Files in the order a file-first format lists them: each names its phase.
        builder.addBuildFile(to: appResources, key: keys[0], value: values[0], listing: Int32(keys[0].id), file: nil, built: -1)
        builder.addBuildFile(to: appSources, key: keys[1], value: values[1], listing: Int32(keys[1].id),
                             file: ElementHandle(index: 7), built: -1)
        builder.addUndefinedEntry(to: appResources, values[2])
        builder.addBuildFile(to: widgetResources, key: keys[2], value: values[2], listing: Int32(keys[2].id), file: nil, built: -1)
        builder.addBuildFile(to: appResources, key: keys[3], value: values[3], listing: Int32(keys[3].id), file: nil, built: -1)
        let widgetList = builder.addConfigurationList(id: "WL", key: values[1], defaultConfigurationName: nil)
        builder.addConfiguration(to: projectList, id: "C1", key: values[0], name: "Debug", nameValue: nil,
                                 settings: nil, baseConfiguration: nil)
        builder.addConfiguration(to: widgetList, id: "C3", key: values[2], name: "Debug", nameValue: nil,
                                 settings: nil, baseConfiguration: nil)
        builder.addConfiguration(to: projectList, id: "C2", key: values[1], name: "Release", nameValue: nil,
                                 settings: nil, baseConfiguration: nil)
        builder.setConfigurationList(widgetList, of: widget)
        builder.addSynchronizedFolder(id: "F1", to: widget)

        let (list, targets) = builder.finish(projectList: projectList)
        #expect(list?.configurations.map(\.id) == ["C1", "C2"] && list?.defaultConfigurationName == "Release")
        #expect(targets.map(\.name) == ["App", "Widget"])
        #expect(targets[0].buildPhases.map(\.id) == ["S1", "R1"])
        #expect(targets[0].buildPhases[0].files.map(\.file) == [ElementHandle(index: 7)])
        #expect(targets[0].buildPhases[1].files.map(\.id) == ["a", "d"])
        // An entry naming nothing keeps its place among the phase's files (after "a", before "d").
        #expect(targets[0].buildPhases[1].undefinedEntries.map(\.filesBefore) == [1])
        #expect(targets[1].buildPhases[0].undefinedEntries.isEmpty)
        #expect(targets[0].configurationList == nil && targets[0].productReferenceID == "P1")
        #expect(targets[1].buildPhases.map { $0.files.map(\.id) } == [["c"]])
        #expect(targets[1].configurationList?.configurations.map(\.id) == ["C3"])
        #expect(targets[1].synchronizedFolderIDs == ["F1"])
    }
}
