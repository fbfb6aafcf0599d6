//go:build !linux

package optimal

// adviseHugePages does nothing outside Linux (see hugepages_linux.go).
func adviseHugePages(t []uint32) {}
