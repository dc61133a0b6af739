#!/bin/sh
# Upgrades the running docker-compose stack to the release checked out beside docker-compose.yml, keeping its data.
# Usage: deploy/upgrade.sh   (from anywhere; it works in the checkout that holds it)
#
# First bring the checkout to the new release yourself (`git pull`, or `git checkout <release>`); this script then
#   1. backs the running site up with the RUNNING release (a pre-upgrade archive in the backups volume), and stops
#      if that fails;
#   2. keeps the running image as lyceum-site:rollback;
#   3. builds the new release's image;
#   4. recreates the services with it (Strapi runs its database migrations as it starts);
#   5. waits until cms and gateway are healthy, then prints the pre-upgrade archive and the command to roll back.
# The environment may name the compose project as docker compose reads it (COMPOSE_PROJECT_NAME, COMPOSE_FILE, the
# variables of .env); UPGRADE_TIMEOUT is the wait of step 5 in seconds (default 600).
set -eu

cd "$(dirname "$0")/.."
me=upgrade
# shellcheck source=deploy/compose.sh
. deploy/compose.sh

timeout=${UPGRADE_TIMEOUT:-600}

# The release running now: its cms container's image.
cms=$(compose ps -q cms)
if [ -z "$cms" ]; then
  echo "upgrade: the cms service is not running here; start the stack first (docker compose up -d)" >&2
  exit 1
fi
running_image=$(docker inspect --format '{{.Image}}' "$cms")

echo "== 1/5 Pre-upgrade backup with the running release"
# Releases with the backup service make it there (docs/backups.md). Older ones had no scheduler: their own
# `npm run backup` script, in a one-off container of the running image, and the archive renamed as a pre-upgrade one
# so that the rotation keeps it apart.
scheduler=$(scheduler_in exec -T backup)
if [ -n "$scheduler" ]; then
  before=$(compose exec -T backup ls -1 /app/backups)
  compose exec -T backup node "$scheduler" --once --pre-upgrade
  archive=$(compose exec -T backup ls -1 /app/backups | grep -e '-pre-upgrade\.tar\.gz\.age$' | grep -vxF "$before" | tail -n 1 || true)
else
  # shellcheck disable=SC2016 # expanded by the container's shell
  archive=$(compose run --rm --no-deps -T backup sh -c '
    set -e
    written=$(npm run --silent backup -- /app/backups | sed -n "s/^Backup written: \([^ ]*\.tar\.gz\.age\) .*/\1/p")
    [ -n "$written" ]
    renamed=$(dirname "$written")/$(basename "$written" .tar.gz.age)-pre-upgrade.tar.gz.age
    mv "$written" "$renamed"
    basename "$renamed"' | tail -n 1)
fi
if [ -z "$archive" ]; then
  echo "upgrade: no pre-upgrade archive was written; nothing was changed" >&2
  exit 1
fi
echo "Pre-upgrade archive: $archive"

echo "== 2/5 Keeping the running image as lyceum-site:rollback"
docker tag "$running_image" lyceum-site:rollback

echo "== 3/5 Building the new release"
compose build cms

echo "== 4/5 Starting the new release"
compose up -d

echo "== 5/5 Waiting for cms and gateway to be healthy (up to $timeout s)"
wait_healthy "$timeout"

echo
echo "Upgraded. The archive made before the upgrade: $archive (in the backups volume)."
echo "To go back to the previous release and its data as they were before the upgrade:"
echo "  deploy/rollback.sh $archive"
