package fiveedges

import "context"

// getPhaseA, getPhaseB and getPhaseC are the phases' tables for tests,
// which wait for them as long as they take.
func getPhaseA() (*aTables, error) { return phaseA(context.Background()) }

func getPhaseB() (*bTables, error) { return phaseB(context.Background()) }

func getPhaseC() (*cTables, error) { return phaseC(context.Background()) }
