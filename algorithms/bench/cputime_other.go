//go:build !linux

package bench

import "time"

// threadCPU is unavailable off Linux; the report then shows "-".
func threadCPU() (time.Duration, bool) { return 0, false }
