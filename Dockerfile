# Multi-stage image of the portal: the build stage runs the same `npm run build` as `npm test`,
# the runtime stage the same `npm run start:prod` as the two-instance test (plain node on the
# bundle), both on Node.js 24 (.nvmrc). No image can be built on the development machines: see
# docs/operations.md.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci && npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["npm", "run", "start:prod"]
