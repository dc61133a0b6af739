#!/bin/sh
# Rolls the docker-compose stack back to the release deploy/upgrade.sh replaced, with the data of the archive it made
# before the upgrade: everything written since that archive (content, accounts, uploads) is lost.
# Usage: deploy/rollback.sh <pre-upgrade archive name>   (as deploy/upgrade.sh printed it, e.g.
#        lyceum-2026-11-26T10-00-00Z-pre-upgrade.tar.gz.age, in the backups volume)
#   1. puts the image kept as lyceum-site:rollback back under the name docker-compose.yml runs;
#   2. stops backup, gateway and cms (the database stays up);
#   3. restores the archive with the previous release's `npm run restore` (docs/backups.md: Restoring);
#   4. starts the stack again and waits until cms and gateway are healthy.
# The checkout may stay at the new release: the image carries the code. COMPOSE_PROJECT_NAME, COMPOSE_FILE and the
# variables of .env are read as docker compose reads them; ROLLBACK_TIMEOUT is the wait of step 4 (default 600 s).
set -eu

if [ $# -ne 1 ] || [ -z "$1" ]; then
  echo "Usage: deploy/rollback.sh <pre-upgrade archive name>" >&2
  exit 2
fi
archive=$(basename "$1")

cd "$(dirname "$0")/.."
me=rollback
# shellcheck source=deploy/compose.sh
. deploy/compose.sh

timeout=${ROLLBACK_TIMEOUT:-600}

if ! docker image inspect lyceum-site:rollback >/dev/null 2>&1; then
  echo "rollback: there is no lyceum-site:rollback image (deploy/upgrade.sh keeps it)" >&2
  exit 1
fi
# The scheduler first, so that no backup starts from here on (and a one-off container of its service is linked to no
# running one, which podman refuses).
compose stop backup
if ! compose run --rm --no-deps -T backup test -f "/app/backups/$archive"; then
  echo "rollback: /app/backups/$archive is not in the backups volume; nothing was changed" >&2
  compose start backup || true
  exit 1
fi
# The site's image as docker-compose.yml names it (lyceum-site:${SITE_TAG:-latest}).
image=$(compose config | sed -n 's/^ *image: *\(lyceum-site:[^ ]*\) *$/\1/p' | head -n 1)

echo "== 1/4 Putting the previous release back as $image"
docker tag lyceum-site:rollback "$image"

echo "== 2/4 Stopping gateway and cms"
compose stop gateway cms

echo "== 3/4 Restoring $archive"
compose run --rm --no-deps -T backup npm run --silent restore -- "/app/backups/$archive"

echo "== 4/4 Starting the previous release"
# A release from before the backup service has no scheduler to run: the service stays off until the next upgrade.
if [ -n "$(scheduler_in run --rm --no-deps -T backup)" ]; then
  compose up -d
else
  echo "(this release has no backup service: nightly backups are off until the next upgrade)"
  compose up -d --scale backup=0
fi
wait_healthy "$timeout"

echo
echo "Rolled back to the previous release with the data of $archive."
