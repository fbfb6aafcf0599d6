package lab

import (
	"syscall"
	"time"
	"unsafe"
)

// clockThreadCPUTime is CLOCK_THREAD_CPUTIME_ID: the calling thread's CPU
// time, kept by the scheduler to the nanosecond (getrusage only counts ticks).
const clockThreadCPUTime = 3

// threadCPU returns the calling OS thread's CPU time. On a shared machine
// wall-clock times swell with the load; CPU time does not.
func threadCPU() (time.Duration, bool) {
	var ts syscall.Timespec
	if _, _, errno := syscall.RawSyscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		return 0, false
	}
	return time.Duration(ts.Nano()), true
}
