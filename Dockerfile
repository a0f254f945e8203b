# Touchline's servers, one production image: the Club API (the default command) and the page
# server (apps/page-server: club sites' and the back office's pages, deploy/compose.yaml runs it
# with its own command). Build from the repository root:
#   docker build -t touchline .
# Stage 1 installs everything and builds apps/api/dist and apps/page-server/dist (plain
# JavaScript); stage 2 holds only those builds, the migrations, the seed images and the
# production dependencies. The hosts' and remotes' builds are mounted, not baked in: they are
# released on their own.

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps ./apps
COPY packages ./packages
COPY e2e/package.json ./e2e/package.json
COPY tools ./tools
COPY types ./types
COPY nx.json tsconfig.base.json ./
RUN npm ci --ignore-scripts
RUN npx nx run-many -t build -p api page-server --output-style=static
# What `npm ci --omit=dev` would leave: the production dependencies only.
RUN npm prune --omit=dev --ignore-scripts

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/api/migrations ./apps/api/migrations
COPY --from=build /app/apps/api/static ./apps/api/static
COPY --from=build /app/apps/page-server/dist ./apps/page-server/dist
USER node
ENV HOST=0.0.0.0 PORT=3333
EXPOSE 3333
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3333/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/api/dist/main.js"]
