//go:build !linux

package lab

import "time"

// threadCPU is unavailable off Linux; the report then shows "-".
func threadCPU() (time.Duration, bool) { return 0, false }
