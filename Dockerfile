# Integrator dashboard + sandbox provider.
#   docker build -t integrator-dashboard .
#   docker run -p 3000:3000 -v dashboard-data:/data -e NODE_ENV=production -e SESSION_SECRET=… -e SANDBOX=on integrator-dashboard
# With SANDBOX=on (and no PROVIDER_API_URL) the server spawns the demo sandbox provider (data in /data);
# a production start without a provider and without SANDBOX=on stops with one line.
#
# No `# syntax=` line and no `RUN --mount`: both the legacy builder and BuildKit's
# built-in frontend build this file, and neither fetches anything from an image
# registry but the base (`npm run test:docker` builds it offline).

ARG NODE_IMAGE=node:24-bookworm-slim

# ── deps: every dependency, for the build ──────────────────────────────────
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# postinstall applies these to node_modules (docs/decisions/070-performance.md#043-route-matching-is-done-once-per-route-tree-patches-to-the-router-packages).
COPY patches ./patches
# Behind a proxy that inspects TLS (a company network, a CI's egress), npm must
# trust the proxy's CA: pass its PEM text, e.g.
#   --build-arg EXTRA_CA_CERTS="$(cat /usr/local/share/ca-certificates/*.crt)"
# Only the build stages see it; the runtime image does not.
ARG EXTRA_CA_CERTS=""
RUN if [ -n "$EXTRA_CA_CERTS" ]; then \
		printf '%s\n' "$EXTRA_CA_CERTS" > /tmp/extra-ca.pem && export NODE_EXTRA_CA_CERTS=/tmp/extra-ca.pem; \
	fi \
	&& npm ci --no-audit --no-fund --no-update-notifier && rm -rf /root/.npm /tmp/extra-ca.pem

# ── build: remix vite:build + esbuild bundles of server and sandbox ─────────
FROM deps AS build
COPY . .
RUN npm run build

# ── prod-deps: the same install less the dev dependencies (no second download;
#    the patches applied above stay applied) ──────────────────────────────────
FROM deps AS prod-deps
# npm prune asks the registry about a package whose lock entry has no download address
# (lighthouse's legacy-javascript): behind a TLS-inspecting proxy it needs the same CA.
ARG EXTRA_CA_CERTS=""
RUN if [ -n "$EXTRA_CA_CERTS" ]; then \
		printf '%s\n' "$EXTRA_CA_CERTS" > /tmp/extra-ca.pem && export NODE_EXTRA_CA_CERTS=/tmp/extra-ca.pem; \
	fi \
	&& npm prune --omit=dev --no-audit --no-fund --no-update-notifier && rm -rf /root/.npm /tmp/extra-ca.pem

# ── runtime ────────────────────────────────────────────────────────────────
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
	PORT=3000 \
	HOST=0.0.0.0 \
	DATA_DIR=/data \
	NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
# The app's files belong to root and are read-only for the user that runs it
# (uid 1000 `node`): a compromised process cannot rewrite the code it runs.
# Only DATA_DIR is the user's. No VOLUME: it would leave an anonymous volume
# behind every `docker run`; mount a named volume on /data to keep the data.
COPY package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
EXPOSE 3000
# Liveness (/healthz): the process answers. /readyz (whether the provider
# answers) is for a load balancer, not for restarting the container.
# The first start creates the sandbox's embedded database (several seconds).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
	CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
# Exec form: node is PID 1 and receives SIGTERM (graceful shutdown, exit 0).
CMD ["node", "build/server.js"]
