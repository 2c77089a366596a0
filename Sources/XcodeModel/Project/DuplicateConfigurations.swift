import PlistKit

extension XcodeProject {
    /// Configuration lists (the project's and those of `targets`) that define one name twice. Xcode looks
    /// configurations up by name, so which object a build of that name uses is not defined anywhere; the linter
    /// checks each of them.
    public func duplicateConfigurationIssues(of targets: [Target]) -> [ModelIssue] {
        var issues: [ModelIssue] = []
        func check(_ list: ConfigurationList?, owner: ModelIssue.ConfigurationOwner, target: String?) {
            guard let list else { return }
            var byName: [String: [BuildConfiguration]] = [:]
            var order: [String] = []
            for configuration in list.configurations {
                if byName[configuration.name] == nil { order.append(configuration.name) }
                byName[configuration.name, default: []].append(configuration)
            }
            for name in order {
                guard let all = byName[name], all.count > 1 else { continue }
                let lines = all.map { ($0.nameRange ?? $0.range).start.line }
                for configuration in all.dropFirst() {
                    issues.append(ModelIssue(
                        .duplicateConfiguration(owner: owner, name: name, lines: lines),
                        file: projectFilePath, range: configuration.nameRange ?? configuration.range, target: target,
                        configuration: name, item: configuration.id))
                }
            }
        }
        check(project.configurationList, owner: .project, target: nil)
        for target in targets { check(target.configurationList, owner: .target(target.name), target: target.name) }
        return issues
    }
}
