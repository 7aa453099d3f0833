# One image for the three services; the compose file picks the entry point per service.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs ./libs
COPY services ./services
COPY apps ./apps
COPY frontends ./frontends
RUN npm ci --no-audit --no-fund

FROM deps AS frontends
RUN npm run build

FROM node:20-bookworm-slim AS service
WORKDIR /app
ENV NODE_ENV=production
COPY --from=deps /app /app
USER node
CMD ["npx", "tsx", "services/command-api/src/main.ts"]

# Static hosting for the shell and each remote (built once, served from any origin).
FROM nginx:1.27-alpine AS static
ARG FRONTEND
COPY --from=frontends /app/frontends/${FRONTEND}/dist /usr/share/nginx/html
