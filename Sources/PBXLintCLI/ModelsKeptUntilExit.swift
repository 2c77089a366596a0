import LintEngine

/// The command line's choice about freeing models: a run that lints one project exits once it is reported, so its
/// model is kept until the process exits instead of being freed object by object (as compilers skip freeing at
/// exit, clang's `-disable-free`). A run of several projects frees each model as its lint returns, so an audit's
/// memory stays bounded by the largest projects linted at a time.
enum ModelsKeptUntilExit {
    /// Whether a run that lints `projectCount` projects keeps their models until exit.
    static func applies(toRunOf projectCount: Int) -> Bool { projectCount == 1 }

    /// Leaves `model` allocated: the reference is never released, and the process's exit returns the memory.
    static func keep(_ model: LintedModel) {
        _ = Unmanaged.passRetained(model)
    }
}
