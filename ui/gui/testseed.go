package gui

import (
	"os"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
)

// shuffleSeedEnv is a test hook: CUBELAB_SHUFFLE_SEED=N seeds the window's
// shuffles (] and the Shuffle button) with N instead of the clock, so a
// test that drives the window from outside (the soak) meets the same
// scrambles when it is run again with the same seed. Without it, or with a
// value that is not a number, the clock seeds them as always.
const shuffleSeedEnv = "CUBELAB_SHUFFLE_SEED"

// shuffleSeed is the seed of the session's shuffles.
func shuffleSeed() uint64 {
	if v := os.Getenv(shuffleSeedEnv); v != "" {
		n, err := strconv.ParseUint(v, 10, 64)
		if err == nil {
			return n
		}
		fyne.LogError("cubelab: "+shuffleSeedEnv+" is not a number; shuffles are seeded by the clock", err)
	}
	return uint64(time.Now().UnixNano())
}
