# shellcheck shell=sh
# What deploy/upgrade.sh and deploy/rollback.sh share; sourced by them (POSIX sh) after they set $me, their name for
# messages, and cd to the checkout.
: "${me:?set me to the name of the sourcing script}"

# docker compose (v2) where it is installed, else docker-compose (v1).
if docker compose version >/dev/null 2>&1; then
  compose() { docker compose "$@"; }
elif command -v docker-compose >/dev/null 2>&1; then
  compose() { docker-compose "$@"; }
else
  echo "$me: neither docker compose nor docker-compose is installed" >&2
  exit 1
fi

# Waits until the cms and gateway containers report healthy, at most $1 seconds in all.
wait_healthy() {
  deadline=$(($(date +%s) + $1))
  for service in cms gateway; do
    while :; do
      id=$(compose ps -q "$service")
      status=
      [ -z "$id" ] || status=$(docker inspect --format '{{if .State.Health}}{{.State.Health.Status}}{{end}}' "$id" 2>/dev/null || true)
      [ "$status" != healthy ] || break
      if [ "$(date +%s)" -ge "$deadline" ]; then
        echo "$me: $service is ${status:-not running} after $1 s; see: docker compose logs $service" >&2
        exit 1
      fi
      sleep 3
    done
    echo "$service: healthy"
  done
}

# The backup scheduler's path in a container of the site's image, printed, or nothing for a release from before the
# backup service. The release may be older than this checkout: scripts/ops/ since the scripts were sorted by purpose,
# scripts/ before. $@ is how compose reaches the container: `exec -T backup` or `run --rm --no-deps -T backup`.
scheduler_in() {
  # shellcheck disable=SC2016 # expanded by the container's shell
  compose "$@" sh -c 'for file in scripts/ops/backup-schedule.mjs scripts/backup-schedule.mjs; do
    if [ -f "$file" ]; then echo "$file"; exit 0; fi
  done' 2>/dev/null | tail -n 1 || true
}
