import LintEngine

/// `--reporter json`: version 1 of the documented schema (docs/json-output.md, docs/pbxlint-output.schema.json).
/// Fields that are not known are omitted, never guessed.
enum JSONReporter {
    static let version = 1

    static func render(_ report: LintReport, options: ReportOptions) -> String {
        var diagnostics: [JSONValue] = []
        for d in report.diagnostics {
            var fields: [(String, JSONValue)] = [
                ("rule", .string(d.ruleID)), ("severity", .string(d.severity.rawValue)),
                ("message", .string(options.displayMessage(d.message))),
                ("file", .string(options.display(d.location.file))),
            ]
            if let region = ReportRegion(d.location.range) {
                fields += [("line", .int(region.startLine)), ("column", .int(region.startColumn)),
                           ("endLine", .int(region.endLine)), ("endColumn", .int(region.endColumn))]
            }
            fields.append(("project", .string(d.subject.project)))
            if let v = d.subject.target { fields.append(("target", .string(v))) }
            if let v = d.subject.configuration { fields.append(("configuration", .string(v))) }
            if let v = d.subject.sdk { fields.append(("sdk", .string(v))) }
            if let v = d.subject.setting { fields.append(("setting", .string(v))) }
            if let v = d.subject.name { fields.append(("name", .string(v))) }
            fields.append(("fingerprint", .string(d.fingerprint)))
            if !d.affects.isEmpty { fields.append(("affects", affects(d.affects))) }
            if !d.related.isEmpty {
                fields.append(("related", .array(d.related.map { related in
                    var r: [(String, JSONValue)] = [("message", .string(options.displayMessage(related.message))),
                                                    ("file", .string(options.display(related.location.file)))]
                    if let range = related.location.range {
                        r += [("line", .int(range.start.line)), ("column", .int(range.start.column))]
                    }
                    return .object(r)
                })))
            }
            diagnostics.append(.object(fields))
        }
        let failures: [JSONValue] = report.inputFailures.map {
            .object([("file", .string(options.display($0.path))), ("message", .string(options.displayMessage($0.message)))])
        }
        let configurationErrors: [JSONValue] = report.configurationErrors.map { error in
            var fields: [(String, JSONValue)] = [("file", .string(options.display(error.path)))]
            if let position = error.position {
                fields += [("line", .int(position.line)), ("column", .int(position.column))]
            }
            fields.append(("message", .string(options.displayMessage(error.message))))
            return .object(fields)
        }
        // What pbxlint could not check: never findings, always listed (a CI script decides what to do with them).
        let limits: [JSONValue] = report.limits.map { limit in
            var fields: [(String, JSONValue)] = [
                ("rule", .string(limit.ruleID)), ("kind", .string(limit.kind.rawValue)),
                ("message", .string(options.displayMessage(limit.message))),
                ("file", .string(options.display(limit.location.file))),
            ]
            if let range = limit.location.range {
                fields += [("line", .int(range.start.line)), ("column", .int(range.start.column))]
            }
            fields.append(("project", .string(limit.subject.project)))
            if let v = limit.subject.target { fields.append(("target", .string(v))) }
            if let v = limit.subject.configuration { fields.append(("configuration", .string(v))) }
            return .object(fields)
        }
        return JSONValue.object([
            ("version", .int(version)),
            ("tool", .object([("name", .string("pbxlint")), ("version", .string(options.toolVersion))])),
            ("diagnostics", .array(diagnostics)),
            ("inputFailures", .array(failures)),
            ("configurationErrors", .array(configurationErrors)),
            ("limits", .array(limits)),
            ("summary", .object([
                ("projects", .int(report.projectCount)), ("errors", .int(report.count(.error))),
                ("warnings", .int(report.count(.warning))), ("notes", .int(report.count(.note))),
                ("inputFailures", .int(report.inputFailures.count)), ("limits", .int(report.limits.count)),
            ])),
        ]).rendered()
    }

    /// The targets, configurations and SDKs a finding's cause affects (`Diagnostic.affects`).
    static func affects(_ affected: [AffectedTarget]) -> JSONValue {
        .array(affected.map { entry in
            .object([("target", .string(entry.target)),
                     ("configurations", .array(entry.configurations.map { .string($0) })),
                     ("sdks", .array(entry.sdks.map { .string($0) }))])
        })
    }
}
