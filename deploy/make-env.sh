#!/bin/sh
# Writes the .env that docker-compose.yml needs, beside it, every secret freshly generated (docs/deploy.md, step 3):
#   sh deploy/make-env.sh https://lyceum.uz superuser@lyceum.uz
# The first argument is the site's address (PUBLIC_URL: https, the host Caddy gets a certificate for); the second,
# the e-mail Strapi's panel superuser signs in with; a third, another file to write instead (a test's). The file is
# readable by its owner only from the moment it exists, and an existing one is never overwritten (its secrets are the
# database's password and the key of every backup). Nothing is printed but the file's name: read the passwords from
# it, and keep a copy of BACKUP_PASSPHRASE off the server (without it no backup can be restored).
set -eu

if [ $# -lt 2 ] || [ $# -gt 3 ]; then
  echo "usage: sh deploy/make-env.sh https://your.site superuser@e-mail [file, default: the checkout's .env]" >&2
  exit 2
fi
case "$1" in
  https://?*) ;;
  *) echo "the site's address must start with https:// (got: $1)" >&2; exit 2 ;;
esac
case "$2" in
  ?*@?*.?*) ;;
  *) echo "the superuser's e-mail looks wrong (got: $2)" >&2; exit 2 ;;
esac
command -v openssl >/dev/null || { echo "openssl is needed (apt-get install openssl)" >&2; exit 2; }
file=${3:-$(cd "$(dirname "$0")/.." && pwd)/.env}

# 32 random bytes, base64 without the characters a shell or a URL would read (the database password sits in a URL).
secret() { openssl rand -base64 32 | tr -d '\n=+/'; }
# A password a person types now and then: 24 letters and digits.
password() { openssl rand -base64 48 | tr -dc 'A-Za-z0-9' | cut -c1-24; }

# Created 0600 (umask before the redirection makes the file), and refused if it exists (noclobber): never a moment at
# which another user of the server could read it, nor a running site's secrets replaced.
umask 077
set -C
if ! { cat <<EOF
# Written by deploy/make-env.sh on $(date -u +%Y-%m-%d). docs/deploy.md explains each line.
PUBLIC_URL=${1%/}
POSTGRES_PASSWORD=$(secret)
# Strapi's secrets.
APP_KEYS=$(secret),$(secret),$(secret),$(secret)
API_TOKEN_SALT=$(secret)
ADMIN_JWT_SECRET=$(secret)
TRANSFER_TOKEN_SALT=$(secret)
JWT_SECRET=$(secret)
ENCRYPTION_KEY=$(secret)
# The lyceum admin area (/protected): the first admin, created on the first start.
ADMIN_USERNAME=admin
ADMIN_PASSWORD=$(password)
# Strapi's own panel (/admin, through an SSH tunnel): the superuser, never the lyceum admin.
SUPERUSER_EMAIL=$2
SUPERUSER_PASSWORD=$(password)
# Shared secrets between the services: Strapi's change events to the gateway, the gateway's draft reads from Strapi,
# preview links.
CMS_EVENTS_SECRET=$(secret)
CMS_GATEWAY_SECRET=$(secret)
PREVIEW_SECRET=$(secret)
# The appeals' personal data is sealed with it. KEEP A COPY OFF THIS SERVER: without it no appeal can be read.
APPEALS_KEY=$(secret)
# Backups are encrypted with it. KEEP A COPY OFF THIS SERVER: without it no archive can be restored.
BACKUP_PASSPHRASE=$(secret)
EOF
} >"$file"; then
  echo "$file was not written: it exists already (move it away first), or its folder is not writable" >&2
  exit 1
fi
echo "Written: $file (mode 600)" >&2
