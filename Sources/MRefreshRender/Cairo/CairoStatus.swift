import CCairo

// The one place where a cairo_status_t becomes a Swift error: every wrapper calls `checkCairo`.

extension RenderError {
    /// Wraps a Cairo status, keeping Cairo's own wording (lower layers' errors are wrapped, not re-worded).
    init(cairoStatus status: cairo_status_t, operation: String) {
        self.init(.cairo(code: Int(status.rawValue), message: String(cString: cairo_status_to_string(status))),
                  operation: operation)
    }
}

/// Throws unless `status` is success.
@inline(__always)
func checkCairo(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws(RenderError) {
    if status != CAIRO_STATUS_SUCCESS {
        throw RenderError(cairoStatus: status, operation: operation())
    }
}
