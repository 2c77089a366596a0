/// The one place the version is written.
public enum PBXLintVersion {
    public static let current = "0.1.0"
}
