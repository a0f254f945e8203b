# The Club API, production image. Build from the repository root:
#   docker build -t touchline-api .
# Stage 1 installs everything and builds apps/api/dist/main.js (plain JavaScript);
# stage 2 holds only that build, the migrations, the seed images and the production dependencies.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps ./apps
COPY packages ./packages
COPY e2e/package.json ./e2e/package.json
COPY tools ./tools
COPY types ./types
COPY nx.json tsconfig.base.json ./
RUN npm ci --ignore-scripts
RUN npx nx build api --output-style=static
# What `npm ci --omit=dev` would leave: the production dependencies only.
RUN npm prune --omit=dev --ignore-scripts

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/api/migrations ./apps/api/migrations
COPY --from=build /app/apps/api/static ./apps/api/static
USER node
ENV HOST=0.0.0.0 PORT=3333
EXPOSE 3333
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3333/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/api/dist/main.js"]
