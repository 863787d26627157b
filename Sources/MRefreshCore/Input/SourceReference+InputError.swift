extension SourceReference {
    /// An input error at this place.
    package func error(_ cause: InputError.Cause, consequence: InputError.Consequence? = nil) -> InputError {
        InputError(file: file, location: location, cause, consequence: consequence)
    }
}
