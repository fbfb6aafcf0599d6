# Shell functions shared by the big-cube races (tpr.sh, cube555.sh); source
# it, do not run it. Each race fetches a GPL Java solver of Chen Shuang's
# into a directory under /tmp, never into this repository.

# race_sources NAME URL SRC DEST FILE...: puts the files of SRC (a checkout,
# or a git directory such as a bare mirror; when SRC is empty, a clone of
# URL) under DEST, fails unless every FILE (relative to the repository's
# top) is there, and sets race_rev to the revision copied.
race_sources() {
	local name=$1 url=$2 src=$3 dest=$4 f
	shift 4
	mkdir -p "$dest"
	if [ -z "$src" ]; then
		echo "$name: no sources given; cloning $url" >&2
		if ! git clone -q --depth 1 "$url" "$dest.clone"; then
			echo "$name: cannot clone $url. Give its sources as the first argument: a checkout, or a git directory of one (e.g. a mirror made on a machine with network access)." >&2
			return 1
		fi
		src=$dest.clone
	fi
	if [ -f "$src/$1" ]; then
		tar -C "$src" --exclude=.git -c . | tar -x -C "$dest"
		race_rev=$(git -C "$src" rev-parse HEAD 2>/dev/null || echo unknown-revision)
	elif git --git-dir="$src" rev-parse --verify -q HEAD >/dev/null 2>&1; then
		git --git-dir="$src" archive HEAD | tar -x -C "$dest"
		race_rev=$(git --git-dir="$src" rev-parse HEAD)
	else
		echo "$name: $src is neither a checkout (with $1) nor a git directory" >&2
		return 1
	fi
	for f in "$@"; do
		[ -e "$dest/$f" ] || { echo "$name: $src has no $f" >&2; return 1; }
	done
}

# race_tools NAME: fails unless go, javac and java are installed.
race_tools() {
	local tool
	for tool in go javac java; do
		command -v "$tool" >/dev/null || { echo "$1: $tool not found" >&2; return 1; }
	done
}

# race_ours N RUNS SEED BIN: our side, `cubelab bench -quiet -n N -m
# reduction` on the race's cubes, built into BIN, with uptime after it.
race_ours() {
	local n=$1 runs=$2 seed=$3 bin=$4
	go build -o "$bin" .
	echo
	echo "\$ cubelab bench -quiet -n $n -m reduction -runs $runs -seed $seed"
	"$bin" bench -quiet -n "$n" -m reduction -runs "$runs" -seed "$seed"
	echo
	echo "uptime after cubelab: $(uptime)"
}
