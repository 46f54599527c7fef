#!/usr/bin/env bash
# Installs the Debian packages the test suite needs when they are missing:
# chromium (browser journeys), postgresql (the API suite's second run on a real server, and the
# topology test) and nginx (the topology test's load balancer).
# Needs root and apt-get; otherwise it only reports what is missing.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v pg_ctl >/dev/null 2>&1 || ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || missing+=(postgresql)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Pacotes do sistema ausentes: ${missing[*]} (instale com apt-get como root)." >&2
  exit 0
fi

echo "> apt-get install ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-liberation >/dev/null
