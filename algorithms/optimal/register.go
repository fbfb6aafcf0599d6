package optimal

import "cubelab/algorithms"

func init() {
	algorithms.Register(algorithms.Method{
		Name:        "optimal",
		Description: "shortest solutions (half-turn metric): IDA* over Kociemba's phase-1 (small, 115 MB) or huge (large, 1.8 GB) table in three directions; minutes per random cube",
		Sizes:       algorithms.SizeIn(3),
		Rank:        50,
		New:         func(cfg algorithms.Config) algorithms.Solver { return New(cfg) },
		Slow:        true,
		Tables: []algorithms.TableChoice{
			{Name: string(Small), About: "115 MB of memory, built once in about 15 s"},
			{Name: string(Large), About: "1.8 GB of memory, built once in a few minutes; searches about 10x faster"},
		},
	})
}
