/// The version of mrefresh, recorded in what it writes so a build knows when its outputs came from
/// another version.
public enum MRefreshVersion {
    public static let current = "0.3.0"
}
