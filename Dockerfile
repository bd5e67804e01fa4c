# syntax=docker/dockerfile:1
#
# Cascade images, built from the repository root:
#   docker build -t cascade-web .                  # default (last stage): nginx serving the SPA, proxying the API
#   docker build --target api -t cascade-api .     # the API server (Node, non-root)
# compose.yaml runs both with PostgreSQL. The web image proxies /api/frontend/ to `api:8080`; the
# nginx.conf values it is rendered with are in scripts/lib/nginx-conf.mjs (DOCKER_VALUES).

# ── all dependencies, for building ──────────────────────────────────────────────────────────────
FROM node:24-bookworm AS deps
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY server/package.json server/
RUN npm ci --no-audit --no-fund

# ── the SPA bundle and the rendered nginx.conf ──────────────────────────────────────────────────
FROM deps AS spa-build
COPY . .
# Production images never carry the developer pages (/dev/…): only the embedded demo build (npm start) does.
RUN DEV_PAGES= npx rspack build --mode production \
 && node scripts/render-nginx-conf.mjs > /tmp/nginx.conf

# ── the API, compiled to server/dist ────────────────────────────────────────────────────────────
FROM deps AS api-build
COPY . .
RUN npm run build -w server

# ── the API's production dependencies (native modules built against the same Node) ───────────────
FROM node:24-bookworm AS api-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
RUN npm ci --omit=dev --workspace server --no-audit --no-fund \
 && mkdir -p server/node_modules

# ── API image ───────────────────────────────────────────────────────────────────────────────────
FROM node:24-bookworm-slim AS api
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=api-deps /app/node_modules ./node_modules
COPY --from=api-deps /app/server/node_modules ./server/node_modules
COPY server/package.json ./server/
COPY --from=api-build /app/server/dist ./server/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/api/frontend/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=2", "server/dist/server.js"]

# ── web image (default target) ──────────────────────────────────────────────────────────────────
FROM nginx:1.27-alpine AS web
RUN rm -f /etc/nginx/conf.d/default.conf
COPY --from=spa-build /tmp/nginx.conf /etc/nginx/nginx.conf
COPY --from=spa-build /app/dist /usr/share/nginx/html
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1:8080/ || exit 1
# nginx.conf sets `daemon off`; the base image's STOPSIGNAL is SIGQUIT (graceful).
CMD ["nginx"]
