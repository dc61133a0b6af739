# One image for both services of docker-compose.yml: Strapi (cms) and the gateway.
FROM node:20-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
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

FROM node:20-bookworm-slim
WORKDIR /app
COPY --from=runtime-deps /app /app
# The code stays root's. The user the services run as owns what they write: cms/ (Strapi's
# export/import logs), its public folder and uploads, and backups/; the volumes mounted there take
# this ownership when first created.
RUN mkdir -p /app/cms/public/uploads /app/backups \
 && chown node:node /app/cms /app/backups \
 && chown -R node:node /app/cms/public
ENV NODE_ENV=production \
    STRAPI_TELEMETRY_DISABLED=true \
    STRAPI_DISABLE_LICENSE_PING=true \
    STRAPI_DISABLE_EE=true \
    STRAPI_DISABLE_REMOTE_DATA_TRANSFER=true
USER node
