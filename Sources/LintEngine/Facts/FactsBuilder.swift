import PlistKit
import XcodeModel

/// Resolved build settings as the facts need them. Implemented over XcodeModel's resolver (`ModelSettings`);
/// tests can supply their own.
protocol SettingsLookup: Sendable {
    /// SDK families the target builds for in `configuration` (e.g. `["iphoneos", "iphonesimulator"]`).
    /// Configurations are passed as objects, not names: a list may define one name twice, and each is checked.
    func sdks(target: Target, configuration: BuildConfiguration) -> [String]
    /// The resolved value of `key` for the target in that configuration.
    func fact(_ key: String, target: Target, configuration: BuildConfiguration, sdk: String) -> SettingFact
    /// Every setting of the target in that configuration and SDK, resolved when a rule asks.
    func source(target: Target, configuration: BuildConfiguration, sdk: String) -> SettingSource
    /// `text` with `$(…)` build settings expanded in that scope (Info.plist values), and why the result may not
    /// be what Xcode writes (nil when it is).
    func expansion(_ text: String, target: Target, configuration: BuildConfiguration, sdk: String) -> (value: String, unknowable: Unknowable?)
    /// Problems met while resolving (missing xcconfigs, include cycles…), reported once per project.
    var issues: [ModelIssue] { get }
}

/// Derives `ProjectFacts` from the model: which targets to check, their configurations × SDKs (settings resolved
/// when a rule asks for them), the icon providers they compile, broken icon sets. It knows no rule.
struct FactsBuilder {
    let project: XcodeProject
    let settings: any SettingsLookup
    let context: LintContext

    /// Base xcconfigs that more than one configuration (of any target, or of the project) is based on.
    static func sharedBaseXCConfigs(_ project: XcodeProject) -> Set<String> {
        var uses: [String: Int] = [:]
        let lists = [project.project.configurationList] + project.targets.map(\.configurationList)
        for list in lists {
            for configuration in list?.configurations ?? [] {
                if let path = configuration.baseConfiguration?.path.path { uses[path, default: 0] += 1 }
            }
        }
        return Set(uses.filter { $0.value > 1 }.keys)
    }

    func build() -> ProjectFacts {
        let named = project.targets.filter {
            context.configuration.selects(target: $0.name, isApplication: $0.isInDefaultIconScope, options: context.options)
        }
        // What ships inside the apps a full run checks, as in a full run: `--target Widget` checks the widget with
        // the rules a full run checks it with, so it reports exactly the full run's findings about it.
        var fullRun = context.options
        fullRun.targets = []
        let embeddedOnly = Self.shippedInside(project.targets.filter {
            context.configuration.selects(target: $0.name, isApplication: $0.isInDefaultIconScope, options: fullRun)
        }, project: project, context: context)
        let selected = project.targets.filter { target in
            named.contains { $0.id == target.id } || embeddedOnly.contains(target.id)
        }
        // Model issues (catalogs, duplicate configurations) only of the targets whose findings are reported.
        let reported = named.filter { context.configuration.includes(target: $0.name, options: context.options) }
        // Which targets each catalog belongs to, so a missing name can be found "only in target X": every catalog
        // of every target, walked only if a rule asks (a name is missing).
        let project = self.project
        let catalogs = Lazy { project.allCatalogs() }
        var issues = project.issues
        var targets: [TargetFacts] = []
        let sharedXCConfigs = Self.sharedBaseXCConfigs(project)
        for target in selected {
            let providers = project.iconProviders(of: target)
            let ownPaths = Set(providers.map(\.path))
            let elsewhere = Lazy { () -> [(target: String, provider: IconProviderFact)] in
                var elsewhere: [(target: String, provider: IconProviderFact)] = []
                for entry in catalogs.value where !entry.targetIDs.contains(target.id) {
                    for asset in entry.catalog.iconProviders where !ownPaths.contains(asset.path) {
                        guard let kind = IconProviderFact.Kind(rawValue: asset.type) else { continue }
                        elsewhere.append((entry.targetNames.first ?? "another target",
                                          IconProviderFact(name: asset.name,
                                                           namespacedName: Self.namespaced(asset.namespacedName, asset.name),
                                                           kind: kind, path: asset.path)))
                    }
                }
                return elsewhere
            }
            var configurations: [ConfigurationFacts] = []
            var occurrences: [String: Int] = [:]
            for configuration in target.configurationList?.configurations ?? [] {
                let name = configuration.name
                occurrences[name, default: 0] += 1
                let label = occurrences[name, default: 1] == 1 ? name : "\(name) #\(occurrences[name, default: 1])"
                guard context.configuration.includes(configuration: name, options: context.options) else { continue }
                let location = Location(file: project.projectFilePath,
                                        range: configuration.buildSettings?.range ?? configuration.range)
                let projectConfiguration = project.projectConfiguration(for: name)
                let places = ConfigurationPlaces(
                    targetXCConfig: configuration.baseConfiguration?.path.path,
                    projectXCConfig: projectConfiguration?.baseConfiguration?.path.path,
                    projectSettings: projectConfiguration.map {
                        Location(file: project.projectFilePath, range: $0.buildSettings?.range ?? $0.range)
                    },
                    projectFormat: project.format,
                    sharedXCConfigs: sharedXCConfigs)
                for sdk in settings.sdks(target: target, configuration: configuration) {
                    var facts = ConfigurationFacts(
                        name: name, sdk: sdk, location: location,
                        settings: settings.source(target: target, configuration: configuration, sdk: sdk), label: label)
                    facts.places = places
                    facts.setBundleVersions(Self.bundleVersions(of: target, configuration, sdk: sdk, project: project, settings: settings))
                    configurations.append(facts)
                }
            }
            var facts = TargetFacts(
                name: target.name, productType: target.productType ?? "", isApplication: target.isApplication,
                location: Location(file: project.projectFilePath, range: target.nameRange ?? target.range),
                configurations: configurations,
                providers: providers.compactMap { provider in
                    IconProviderFact.Kind(rawValue: provider.kind.rawValue).map {
                        IconProviderFact(name: provider.name, namespacedName: Self.namespaced(provider.namespacedName, provider.name),
                                         kind: $0, path: provider.path)
                    }
                },
                iconSetProblems: iconSetProblems(project.catalogs(of: target).map(\.catalog)),
                missingConfigurations: project.configurationNamesMissing(in: target),
                configurationListLocation: target.configurationList.map { Location(file: project.projectFilePath, range: $0.range) })
            facts.setProvidersElsewhere(elsewhere)
            facts.scriptPhases = ScriptPhaseFact.phases(of: target, in: project)
            if target.isApplication { facts.setImageLookups(Lazy { ImageLookups.of(target, in: project) }) }
            if target.isApplication {
                let hosts = configurations, settings = self.settings
                facts.setEmbedded(Lazy { Self.embedded(in: target, configurations: hosts, project: project, settings: settings) })
            }
            facts.isCheckedOnlyAsEmbedded = embeddedOnly.contains(target.id)
            facts.compilesSources = Self.compilesSources(target)
            // Only the build-settings rules look at a target checked because an app embeds it: no icon facts.
            guard !facts.isCheckedOnlyAsEmbedded else {
                targets.append(facts)
                continue
            }
            let legacy = LegacyFactsBuilder(project: project, target: target, settings: settings, context: context)
            facts.legacy = legacy.plists()
            // Bundle-root files are looked up by legacy icon names only; big targets list thousands of them.
            if facts.legacy.contains(where: \.namesIconFiles) {
                facts.bundleRoot = legacy.bundleRootFiles()
                let projectFile = project.projectFilePath
                facts.legacyFileSearch = LegacyFileSearch { names, plist in
                    LegacyFactsBuilder.findOnDisk(names, near: plist, projectFile: projectFile)
                }
            }
            facts.hasIconInputs = !project.actoolInputs(of: target).isEmpty
            if !facts.hasIconInputs && target.isApplication {
                facts.excludedIconInputs = project.excludedActoolInputs(of: target)
            }
            if target.isApplication {
                facts.setIconNamesInCode(Lazy { project.iconNameUses(of: target) })
            }
            facts.unreadableCatalogs = project.catalogs(of: target).map(\.catalog)
                .filter { $0.issues.contains { $0.kind == .unreadableFile } }.map(\.path)
            targets.append(facts)
            guard reported.contains(where: { $0.id == target.id }) else { continue }
            for (_, catalog) in project.catalogs(of: target) { issues.append(contentsOf: catalog.issues) }
            issues.append(contentsOf: project.catalogPathIssues(of: target))
        }
        issues.append(contentsOf: project.duplicateConfigurationIssues(of: reported))
        issues.append(contentsOf: settings.issues)
        var facts = ProjectFacts(projectFile: project.projectFilePath, targets: targets, issues: issues)
        // Every configuration, whatever `--configuration` asks for: a line that decides in Debug is not dead
        // because only Release is checked.
        let settings = self.settings
        facts.everyTargetSource = Lazy {
            project.targets.filter { $0.kind == .native }.map { target in
                var configurations: [ConfigurationFacts] = []
                for configuration in target.configurationList?.configurations ?? [] {
                    let location = Location(file: project.projectFilePath, range: configuration.buildSettings?.range ?? configuration.range)
                    for sdk in settings.sdks(target: target, configuration: configuration) {
                        configurations.append(ConfigurationFacts(
                            name: configuration.name, sdk: sdk, location: location,
                            settings: settings.source(target: target, configuration: configuration, sdk: sdk)))
                    }
                }
                return (target.name, configurations)
            }
        }
        facts.isXcproj = project.isXcproj
        facts.formatSettings = XcodePinReader.formatSettings(of: project)
        let sourceRoot = project.sourceRoot
        facts.setXcodePin(Lazy { XcodePinReader.pin(sourceRoot: sourceRoot) })
        facts.setIntegrity(Lazy { ProjectIntegrityFacts.build(from: project, settings: settings) })
        if !project.isXcproj, let entry = project.document.root.entry(forKey: "objectVersion"), let value = entry.value.string {
            facts.objectVersion = (value, Location(file: project.projectFilePath, range: entry.key.range))
        }
        return facts
    }

    /// Ids of the targets that ship inside the `selected` apps and are not selected themselves: what their copy-files
    /// phases embed (extensions, a watch app and what it embeds, an App Clip, frameworks), followed through
    /// embedded apps. Test bundles, aggregate and legacy targets are never among them (`targets.include` names
    /// them), nor targets `targets.exclude` names.
    private static func shippedInside(_ selected: [Target], project: XcodeProject, context: LintContext) -> Set<String> {
        let selectedIDs = Set(selected.map(\.id))
        var result = Set<String>()
        var queue = selected.filter(\.isApplication)
        var visited = Set(queue.map(\.id))
        while let host = queue.popLast() {
            for embedded in project.embeddedTargets(of: host) {
                let target = embedded.target
                guard visited.insert(target.id).inserted, target.kind == .native,
                      !(target.productType ?? "").contains("test"),
                      !context.configuration.excludeTargets.contains(target.name) else { continue }
                if !selectedIDs.contains(target.id) { result.insert(target.id) }
                queue.append(target)
            }
        }
        return result
    }

    /// What `host` embeds, with the embedded targets' settings in each of the host's configurations.
    private static func embedded(in host: Target, configurations hostConfigurations: [ConfigurationFacts],
                                 project: XcodeProject, settings: any SettingsLookup) -> [EmbeddedTargetFacts] {
        project.embeddedTargets(of: host).map { embedded in
            var configurations: [ConfigurationFacts] = []
            var done = Set<String>()
            for host in hostConfigurations where done.insert(host.label).inserted {
                guard let configuration = project.configuration(for: host.name, of: embedded.target) else { continue }
                for sdk in settings.sdks(target: embedded.target, configuration: configuration) {
                    var facts = ConfigurationFacts(
                        name: configuration.name, sdk: sdk, location: host.location,
                        settings: settings.source(target: embedded.target, configuration: configuration, sdk: sdk),
                        label: host.label)
                    facts.setBundleVersions(bundleVersions(of: embedded.target, configuration, sdk: sdk, project: project,
                                                           settings: settings))
                    configurations.append(facts)
                }
            }
            var facts = EmbeddedTargetFacts(name: embedded.target.name, productType: embedded.target.productType ?? "",
                                            location: Location(file: project.projectFilePath, range: embedded.buildFile.range),
                                            phase: embedded.phase.name ?? embedded.phase.kind.title,
                                            configurations: configurations)
            facts.compilesSources = compilesSources(embedded.target)
            return facts
        }
    }

    /// Whether `target` compiles anything: a file in a Sources phase, or a synchronized folder (whose files pbxlint
    /// does not list here). A watchOS 2 watch app has neither: its code is its WatchKit extension's.
    private static func compilesSources(_ target: Target) -> Bool {
        !target.synchronizedFolderIDs.isEmpty
            || target.buildPhases.contains { $0.kind == .sources && !$0.files.isEmpty }
    }

    /// The built Info.plist's versions of `target` in `configuration`, read when a rule asks.
    private static func bundleVersions(of target: Target, _ configuration: BuildConfiguration, sdk: String,
                                       project: XcodeProject, settings: any SettingsLookup) -> Lazy<BundleVersions> {
        Lazy { BundleVersionFactsBuilder(project: project, target: target, settings: settings)
            .versions(configuration: configuration, sdk: sdk) }
    }

    private static func namespaced(_ full: String, _ plain: String) -> String? { full == plain ? nil : full }

    /// Broken `Contents.json` files of the target's icon sets (icon-set-invalid).
    private func iconSetProblems(_ catalogs: [AssetCatalog]) -> [IconSetProblem] {
        var problems: [IconSetProblem] = []
        var seen = Set<String>()
        for catalog in catalogs {
            for set in catalog.appIconSets where seen.insert(set.asset.path).inserted {
                let contentsPath = set.asset.path + "/Contents.json"
                switch set.contents.status {
                case .missing:
                    problems.append(IconSetProblem(name: set.asset.name, message: "Contents.json is missing",
                                                   location: Location(file: set.asset.path)))
                case .unreadable(let path, let reason):
                    problems.append(IconSetProblem(name: set.asset.name,
                                                   message: "Contents.json cannot be read: \(reason)",
                                                   location: Location(file: path)))
                case .invalid(let path, let reason, let position):
                    let message = switch reason {
                    case .unparsable(let error):
                        "Contents.json is not valid JSON: \(error?.message ?? ProjectTree.contentNotShown)"
                    case .notAJSONObject:
                        "Contents.json is not a JSON object"
                    }
                    problems.append(IconSetProblem(
                        name: set.asset.name, message: message,
                        location: Location(file: path, range: position.map {
                            SourceRange(start: $0, end: $0, startOffset: 0, endOffset: 0)
                        })))
                case .readable:
                    if set.contents.isEmpty {
                        problems.append(IconSetProblem(name: set.asset.name,
                                                       message: "no image has a filename, so the icon is empty",
                                                       location: Location(file: contentsPath, range: Self.lineOne),
                                                       hasNoImages: true))
                    } else if !set.contents.missingFiles.isEmpty {
                        problems.append(IconSetProblem(
                            name: set.asset.name,
                            message: "Contents.json names \(Wording.quoted(set.contents.missingFiles)), which "
                                + "\(Wording.plural(set.contents.missingFiles.count, "does", "do")) not exist in the set",
                            location: Location(file: contentsPath, range: Self.lineOne)))
                    }
                }
            }
        }
        return problems
    }

    static let lineOne = SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1),
                                     startOffset: 0, endOffset: 0)
}
