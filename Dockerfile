# One image for every process of docker-compose.yml: the API server (the default command) and the worker
# (`node --import tsx apps/api/src/worker.ts`, what `npm run worker` runs). Nothing native to install: CVs are
# read by JavaScript and WebAssembly parsers (OCR included, with its language data from npm), passwords are
# hashed by a prebuilt binary from npm, and PostgreSQL and the bucket are reached over the network.
FROM node:20-bookworm-slim

WORKDIR /app

# Dependencies first, so that a change of source reuses this layer. Development dependencies are needed:
# the server runs its TypeScript through tsx, and the web app is built with Vite.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund

COPY . .
RUN npm run build \
  && mkdir -p /app/data \
  && chown node:node /app/data

USER node
ENV HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
EXPOSE 3000

# Node itself receives SIGTERM (not npm, not a shell): it stops taking work and drains (README, "Stopping").
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
