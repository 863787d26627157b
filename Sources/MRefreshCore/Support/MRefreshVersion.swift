/// The version of mrefresh, recorded in what it writes so a build knows when its outputs came from
/// another version.
public enum MRefreshVersion {
    /// The version the binary and the manifests it writes report.
    public static let current = "0.3.0"
}
