package optimal

import "syscall"

// adviseHugePages asks Linux to back t with 2 MB pages. The search reads
// the tables at random, so with 4 KB pages nearly every read also misses
// the processor's address translation cache; with 2 MB pages a 2 GB table
// needs about 900 translations, which stay cached. It must be called before
// t is first written (pages are chosen when first touched); where the
// kernel does not allow it (transparent huge pages "never"), nothing
// changes.
func adviseHugePages(t []uint32) {
	_ = syscall.Madvise(wordBytes(t), syscall.MADV_HUGEPAGE)
}
