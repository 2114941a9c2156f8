import CMalloc
import Glibc

/// How the process asks glibc's allocator to behave, once at start.
enum MemoryTuning {
    /// Serves every allocation of 256 KiB or more (screen buffers, layer
    /// looks, shadow masks) with its own mapping, given back to the system
    /// when freed. glibc's default raises that threshold to the largest block
    /// freed so far, after which multi-megabyte surfaces come from the heap
    /// and their memory stays with the process once freed: a kiosk's resident
    /// size then follows the most it ever drew, not what it holds now
    /// (the swipe deck at 1080×1920: 150 MB resident holding 40 MB, 110 MB
    /// with this). An environment variable `MALLOC_MMAP_THRESHOLD_` still wins.
    static func returnLargeBuffersToTheSystem() {
        guard getenv("MALLOC_MMAP_THRESHOLD_") == nil else { return }
        _ = mallopt(M_MMAP_THRESHOLD, 256 * 1024)
    }
}
