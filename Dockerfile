# One image for the services of docker-compose.yml: Strapi (cms), the gateway and the backup scheduler.
# The base image is a build argument so that a machine without a registry can build on a local copy of it;
# a server builds on the official node:20-bookworm-slim.
ARG NODE_IMAGE=node:20-bookworm-slim
FROM ${NODE_IMAGE} AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# The image carries Node's headers there: node-gyp compiles native modules (better-sqlite3) without downloading them.
ENV npm_config_nodedir=/usr/local
COPY package.json package-lock.json ./
# The contract package whole: npm ci's prepare step builds it.
COPY contract/ contract/
COPY cms/package.json cms/
COPY gateway/package.json gateway/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
ENV STRAPI_TELEMETRY_DISABLED=true STRAPI_DISABLE_LICENSE_PING=true STRAPI_DISABLE_EE=true NODE_ENV=production
RUN npm run build

# Schema mode (docker-compose.schema.yml) runs `strapi develop` on the build stage: it needs the dev dependencies (TypeScript).
FROM build AS runtime-deps
RUN npm prune --omit=dev

FROM ${NODE_IMAGE}
WORKDIR /app
COPY --from=runtime-deps /app /app
# The code and its configuration stay root's, and so does every folder that holds them: the user the services run as
# can replace no file and add none where node would load it (dist/, config/, a node_modules/ of its own). It owns only
# what it writes: the public folder with the uploads, and backups/ (Strapi's export and import logs are written beside
# the archives, scripts/lib/processes.mjs); the volumes mounted there take this ownership when first created.
RUN mkdir -p /app/cms/public/uploads /app/backups \
 && chown node:node /app/backups \
 && chown -R node:node /app/cms/public
ENV NODE_ENV=production \
    STRAPI_TELEMETRY_DISABLED=true \
    STRAPI_DISABLE_LICENSE_PING=true \
    STRAPI_DISABLE_EE=true \
    STRAPI_DISABLE_REMOTE_DATA_TRANSFER=true
USER node
