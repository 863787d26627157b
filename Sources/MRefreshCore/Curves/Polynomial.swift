/// Roots of low-degree polynomials, written to stay accurate when coefficients cancel.
enum Polynomial {
    /// The real roots of a·t² + b·t + c (a linear or constant equation when a or b is zero).
    static func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        let scale = max(abs(a), abs(b), abs(c))
        guard scale > 0 else { return [] }
        // Special case: a vanishing leading coefficient (relative to the others) leaves a linear equation.
        if abs(a) <= scale * 1e-14 {
            return b != 0 ? [-c / b] : []
        }
        let discriminant = b * b - 4 * a * c
        if discriminant < 0 { return [] }
        if discriminant == 0 { return [-b / (2 * a)] }
        // Citardauq form: avoid subtracting nearly equal numbers.
        let q = -0.5 * (b + (b >= 0 ? 1 : -1) * discriminant.squareRoot())
        var roots = [q / a]
        if q != 0 { roots.append(c / q) }
        return roots
    }
}
