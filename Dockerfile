# The shop as a container image: one image for every role (docs/operations.md). The web role runs
# `node scripts/serve.mjs` (the front door and Next, exactly what the browser tests start); the worker
# role `npm run worker`; the release step `npm run db:migrate`.
#
#   docker build --build-arg NEXT_PUBLIC_SITE_URL=https://shop.example.com -t storefront .
#
# NEXT_PUBLIC_* values are inlined into the browser bundle by `next build`, so they are build
# arguments; everything else is read at start (lib/config/server.ts) from the container's environment.

ARG NODE_VERSION=20.20

# ── dependencies ────────────────────────────────────────────────────────────────────────────────
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: the lockfile is made against a registry that serves no macOS or
# Windows binaries, so it lacks their optional packages and `npm ci` rejects it as out of sync
# (TOOLCHAIN.md). `npm install` keeps every version the lockfile pins and fills in the rest.
RUN npm install --no-audit --no-fund

# ── build ───────────────────────────────────────────────────────────────────────────────────────
FROM deps AS build
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_MAIN_SITE_URL
ARG NEXT_PUBLIC_APP_STORE_URL
ARG NEXT_PUBLIC_PLAY_STORE_URL
ARG NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY
ARG NEXT_PUBLIC_GOOGLE_MAPS_API_KEY
ARG NEXT_PUBLIC_GA_MEASUREMENT_ID
ARG NEXT_PUBLIC_FIREBASE_API_KEY
ARG NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN
ARG NEXT_PUBLIC_FIREBASE_PROJECT_ID
ARG NEXT_PUBLIC_FIREBASE_APP_ID
ENV NEXT_TELEMETRY_DISABLED=1 \
    NEXT_PUBLIC_SITE_URL=$NEXT_PUBLIC_SITE_URL \
    NEXT_PUBLIC_MAIN_SITE_URL=$NEXT_PUBLIC_MAIN_SITE_URL \
    NEXT_PUBLIC_APP_STORE_URL=$NEXT_PUBLIC_APP_STORE_URL \
    NEXT_PUBLIC_PLAY_STORE_URL=$NEXT_PUBLIC_PLAY_STORE_URL \
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=$NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY \
    NEXT_PUBLIC_GOOGLE_MAPS_API_KEY=$NEXT_PUBLIC_GOOGLE_MAPS_API_KEY \
    NEXT_PUBLIC_GA_MEASUREMENT_ID=$NEXT_PUBLIC_GA_MEASUREMENT_ID \
    NEXT_PUBLIC_FIREBASE_API_KEY=$NEXT_PUBLIC_FIREBASE_API_KEY \
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN=$NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN \
    NEXT_PUBLIC_FIREBASE_PROJECT_ID=$NEXT_PUBLIC_FIREBASE_PROJECT_ID \
    NEXT_PUBLIC_FIREBASE_APP_ID=$NEXT_PUBLIC_FIREBASE_APP_ID
COPY . .
RUN npm run build

# ── runtime ─────────────────────────────────────────────────────────────────────────────────────
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000
# The whole built tree, dev dependencies included: the release step and the worker run the same npm
# scripts as the tests (`npm run db:migrate`, `npm run worker`), whatever tools those scripts use.
COPY --from=build --chown=node:node /app ./
# Non-root: the image's `node` user (uid 1000) runs every role.
USER node
EXPOSE 3000
# Ready: the database answers, migrations are current, LISTEN is connected (/api/health/ready, 503 otherwise).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "scripts/serve.mjs"]
