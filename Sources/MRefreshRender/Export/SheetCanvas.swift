import MRefreshCore
import Synchronization

extension RenderRun {
    /// The sheet of one scale, filled by the workers as they draw its frames.
    final class SheetCanvas: @unchecked Sendable {
        let layout: SpriteSheet
        let surface: ImageSurface
        /// Held around every copy: Cairo's surfaces are not for several threads at once.
        private let lock = Mutex(())

        init(layout: SpriteSheet) throws {
            self.layout = layout
            surface = try ImageSurface(width: layout.width, height: layout.height)
        }

        /// Takes frame number `frame` (in the run's order) into its cell.
        func take(_ image: ImageSurface, frame: Int) {
            let cell = layout.cells[frame]
            lock.withLock { _ in surface.copy(image, toX: cell.x, y: cell.y) }
        }
    }
}
