// OpenAPI generated from the same zod schemas that validate requests, at /api/openapi.json and /api/docs.
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { PRODUCT_DESCRIPTION, PRODUCT_NAME } from "@verdant/shared";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, description: `${PRODUCT_NAME}: ${PRODUCT_DESCRIPTION}`, version: "1.0.0" },
      components: {
        securitySchemes: {
          apiKey: { type: "apiKey", in: "header", name: "api-key" },
          bearer: { type: "http", scheme: "bearer" },
        },
      },
      security: [{ apiKey: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
});
