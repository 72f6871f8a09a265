# The bot's image: the compiled bot (`npm run build`, dist/) on production dependencies only,
# run by node as the unprivileged `node` user. test/dockerfile.test.ts checks these facts
# statically (no Docker daemon in CI): the user, the health check, the command, the COPY sources.
#
# Node 26: the active LTS line since 2026-10-28 (maintenance from 2027-10-20, end of life
# 2029-04-30); 24 and 22 are maintenance LTS lines, and 20 reached its end of life on
# 2026-04-30. package.json's engines admits 20.18.1 and later.
ARG NODE_IMAGE=node:26-bookworm-slim

# 1. Build: every dependency (TypeScript, esbuild), then `npm run build`: tsc checks the
#    production sources' types and esbuild bundles them → dist/.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY commands ./commands
RUN npm run build

# 2. Run: production dependencies and the compiled bot; no sources, no TypeScript, no tests.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    DATA_DIR=/app/data \
    OPS_PORT=9100
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# The embedded database's folder (DATA_DIR), the only place the bot writes: owned by the
# non-root user; mount a volume here for a gateway process that keeps the embedded store.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
# OPS_PORT serves /healthz, /readyz and /metrics in both modes (keep it unpublished);
# INTERACTIONS_PORT (HTTP mode) is set by the deployment, e.g. 8080.
EXPOSE 9100
# Ready: command registry, store, Redis when configured, gateway or listener, job engine. The
# slim image has no curl; node's fetch asks instead. start-period covers opening the store.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.OPS_PORT || 9100) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm start` runs (src/start.mjs), without its build step: dist/ is already built, and
# source maps on so stack traces name the TypeScript files; as npm start does, the young
# generation kept small, WebAssembly (the embedded database, PGlite) compiled by the baseline
# compiler only, and gc exposed for the one collection after the start (src/main.ts; memory at
# rest, README W6). node is PID 1 and stops gracefully on SIGTERM (src/bot/process.ts).
CMD ["node", "--enable-source-maps", "--max-semi-space-size=2", "--liftoff-only", "--expose-gc", "dist/main.js"]
