#!/usr/bin/env bash
# `npm run test:fresh-machine -- [--busy N] [--runs K] [--keep]`: runs the whole of `.ci/run` the
# way a brand-new machine would, K times in a row (1 unless told), stopping at the first failure.
# Each run gets a fresh clone of the current commit, an empty HOME (every cache cold: npm's, the n8n
# installs, verdaccio), a fresh TMPDIR, an empty /tmp of its own (a private mount, so that what
# other work on this machine writes there is not taken for the suite's), a minimal environment, and
# N processes that keep a core busy each beside it (2 unless told). What the machine has installed
# system-wide (Chromium, PostgreSQL, Redis from apt) stays. Needs root, for the mount.
# Logs and times go to .tmp/fresh-machine/; a run's folders are removed after it unless --keep.
set -euo pipefail

busy=2
runs=1
keep=false
while [ $# -gt 0 ]; do
	case "$1" in
		--busy) busy="$2"; shift 2 ;;
		--runs) runs="$2"; shift 2 ;;
		--keep) keep=true; shift ;;
		*) echo "Unknown option $1: use --busy N, --runs K, --keep" >&2; exit 2 ;;
	esac
done

if ! unshare --mount --propagation private true 2>/dev/null; then
	echo "A run needs a /tmp of its own, which takes root (unshare --mount): run this as root." >&2
	exit 2
fi

root="$(git -C "$(dirname "$0")" rev-parse --show-toplevel)"
commit="$(git -C "$root" rev-parse HEAD)"
base="$root/.tmp/fresh-machine"
mkdir -p "$base"
[ -z "$(git -C "$root" status --porcelain)" ] || echo "Uncommitted changes are not part of the runs: they run commit ${commit:0:12}." >&2

# The machine's own PATH: npm run puts this clone's node_modules/.bin folders on it, which a new
# machine has not.
path="$(echo "$PATH" | tr ':' '\n' | grep -v '/node_modules/' | paste -sd ':')"

spinners=()
stop_spinners() {
	for pid in "${spinners[@]}"; do kill "$pid" 2>/dev/null || true; done
	spinners=()
}
trap stop_spinners EXIT

for run in $(seq 1 "$runs"); do
	work="$base/run-$run"
	rm -rf "$work"
	mkdir -p "$work/home" "$work/tmp" "$work/system-tmp"
	chmod 1777 "$work/system-tmp"
	git clone --quiet --no-local "$root" "$work/clone"
	git -C "$work/clone" checkout --quiet "$commit"
	log="$base/run-$run.log"

	for _ in $(seq 1 "$busy"); do
		node -e 'for (;;) {}' &
		spinners+=("$!")
	done
	echo "Run $run of $runs: commit ${commit:0:12}, $busy busy processes beside it; log: $log"
	started=$(date +%s)
	status=0
	# shellcheck disable=SC2016
	env -i PATH="$path" HOME="$work/home" TMPDIR="$work/tmp" LANG=C.UTF-8 \
		unshare --mount --propagation private bash -c 'mount --bind "$1" /tmp && exec bash "$2/.ci/run"' run "$work/system-tmp" "$work/clone" \
		>"$log" 2>&1 || status=$?
	stop_spinners
	minutes=$(( ($(date +%s) - started + 30) / 60 ))
	if [ "$status" -ne 0 ]; then
		echo "Run $run failed (exit $status) after $minutes min; its folders stay in $work. Last lines of $log:" >&2
		tail -n 40 "$log" >&2
		exit 1
	fi
	echo "Run $run passed in $minutes min"
	[ "$keep" = true ] || rm -rf "$work"
done
