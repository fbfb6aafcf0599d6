package optimal

import "cubelab/algorithms"

func init() {
	algorithms.Register(algorithms.Method{
		Name:        "optimal",
		Description: "shortest solutions (half-turn metric): IDA* over Kociemba's phase-1 table (small, 115 MB), or with it the phase-1 coordinates × U-corner places (large, 2.1 GB), in three directions and for the inverse",
		Sizes:       algorithms.SizeIn(3),
		Rank:        50,
		New:         func(cfg algorithms.Config) algorithms.Solver { return New(cfg) },
		Slow:        true,
		Tables: []algorithms.TableChoice{
			{Name: string(Small), About: "115 MB, built once: 24 s of CPU, 15 s on 2 idle cores"},
			{Name: string(Large), About: "2.1 GB of memory, built once in about 3 minutes; searches about 10x faster"},
		},
	})
}
