/// One thing that can satisfy an app-icon name for a target: an asset inside one of its catalogs, or an Icon
/// Composer document that is itself a resource of the target (§5.4).
public struct IconProvider: Sendable {
    /// Plain name (`Blue`).
    public let name: String
    /// Name with namespace prefixes (`Icons/Blue`); equal to `name` outside namespacing groups.
    public let namespacedName: String
    public let kind: IconProviderKind
    /// Absolute path of the provider (the `.appiconset`/`.icon` folder).
    public let path: String
    /// The catalog it lives in, nil for a `.icon` resource of its own.
    public let catalogPath: String?
    /// The target resource that brings it in (the catalog or the `.icon` document), with platform filters and the
    /// range where it was declared.
    public let resource: TargetResource
}

/// A catalog in the whole project and the targets whose resources include it (for "the set exists only in
/// target X's catalog").
public struct ProjectCatalog: Sendable {
    public let catalog: AssetCatalog
    /// Ids of the targets using it, in project target order.
    public let targetIDs: [String]
    /// Names of those targets, parallel to `targetIDs`.
    public let targetNames: [String]
}

extension XcodeProject {
    /// The asset catalog at an absolute path, walked on first use and cached for the life of the project.
    public func catalog(at path: String) -> AssetCatalog {
        disk.catalog(path, quoteContent: !ProjectTree.isOutside(path, projectIn: sourceRoot), sourceRoot: sourceRoot)
    }

    /// The catalogs a target compiles (Resources/Sources phases and synchronized folders, §6.5 step 1), each with
    /// the resource that declares it. Catalogs whose path cannot be resolved are left out (their resource is still
    /// in `actoolInputs(of:)` with an unresolvable path).
    public func catalogs(of target: Target) -> [(resource: TargetResource, catalog: AssetCatalog)] {
        actoolInputs(of: target).compactMap { resource in
            guard resource.kind == .assetCatalog, let path = resource.path.path else { return nil }
            return (resource, catalog(at: path))
        }
    }

    /// Every icon provider of a target: app icon sets, `.icon` documents, brand assets and image stacks in its
    /// catalogs, plus `.icon` documents that are resources of their own. Platform filters are not applied here;
    /// each provider carries its resource so the caller can filter per SDK (§6.5 step 2).
    public func iconProviders(of target: Target) -> [IconProvider] {
        var result: [IconProvider] = []
        for resource in actoolInputs(of: target) {
            guard let path = resource.path.path else { continue }
            switch resource.kind {
            case .assetCatalog:
                for asset in catalog(at: path).iconProviders {
                    guard let kind = asset.iconKind else { continue }
                    result.append(IconProvider(name: asset.name, namespacedName: asset.namespacedName, kind: kind,
                                               path: asset.path, catalogPath: path, resource: resource))
                }
            case .iconComposer:
                let name = ProjectPath.stem(path)
                result.append(IconProvider(name: name, namespacedName: name, kind: .iconComposer, path: path,
                                           catalogPath: nil, resource: resource))
            default:
                continue
            }
        }
        return result
    }

    /// Every catalog any target uses, with the targets using it, sorted by path.
    public func allCatalogs() -> [ProjectCatalog] {
        var order: [String] = []
        var users: [String: [Target]] = [:]
        for target in targets {
            for (_, catalog) in catalogs(of: target) {
                if users[catalog.path] == nil { order.append(catalog.path) }
                if !(users[catalog.path]?.contains { $0.id == target.id } ?? false) {
                    users[catalog.path, default: []].append(target)
                }
            }
        }
        return order.sorted().map { path in
            let owners = users[path] ?? []
            return ProjectCatalog(catalog: catalog(at: path), targetIDs: owners.map(\.id),
                                  targetNames: owners.map(\.name))
        }
    }
}
