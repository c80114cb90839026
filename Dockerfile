# syntax=docker/dockerfile:1
# Integrator dashboard + sandbox provider.
#   docker build -t integrator-dashboard .
#   docker run -p 3000:3000 -v dashboard-data:/data -e SESSION_SECRET=… integrator-dashboard
# Without PROVIDER_API_URL the server spawns the sandbox provider (data in /data).

ARG NODE_IMAGE=node:20-bookworm-slim

# ── deps: every dependency, for the build ──────────────────────────────────
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# postinstall applies these to node_modules (docs/decisions/043-route-matching-once.md).
COPY patches ./patches
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# ── build: remix vite:build + esbuild bundles of server and sandbox ─────────
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

# ── prod-deps: runtime dependencies only ───────────────────────────────────
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund

# ── runtime ────────────────────────────────────────────────────────────────
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
	PORT=3000 \
	HOST=0.0.0.0 \
	DATA_DIR=/data \
	NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
COPY --chown=node:node package.json ./
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/public ./public
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# The first start creates the sandbox's embedded database (several seconds).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
	CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
STOPSIGNAL SIGTERM
# Exec form: node is PID 1 and receives SIGTERM (graceful shutdown, exit 0).
CMD ["node", "build/server.js"]
