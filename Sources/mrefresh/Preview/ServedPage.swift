import MRefreshRender

/// The page `mrefresh preview` serves at `/`: `--export preview`'s own page (``PreviewPage``), live: it
/// polls `/version` and reloads when the data changes, keeping the pull in `sessionStorage`. Before a first
/// good render it has no manifest and shows the error alone.
enum ServedPage {
    static func html(_ data: PreviewData) -> String {
        data.page.html
    }
}
