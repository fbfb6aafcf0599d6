package optimal

import "cubelab/algorithms"

func init() {
	algorithms.Register(algorithms.Method{
		Name:        "optimal",
		Description: "shortest solutions (half-turn metric): IDA* with Kociemba's phase-1 table in three directions; seconds to minutes per cube",
		Sizes:       algorithms.SizeIn(3),
		Rank:        50,
		New:         func(cfg algorithms.Config) algorithms.Solver { return New(cfg) },
		Slow:        true,
	})
}
