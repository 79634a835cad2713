// Products of a location (spec §7 Products) under /organization/{orgId}/location/{locationId}/product.
import multipart from "@fastify/multipart";
import { bulkResult, errorBody } from "@verdant/shared";
import { locationParams } from "@verdant/shared/catalog";
import {
  affectedCount,
  bulkProductStatusInput,
  countAffectedQuery,
  createProductInput,
  generatedSku,
  generateSkuInput,
  product,
  productList,
  productListQuery,
  productParams,
  productStatusInput,
  updateProductInput,
} from "@verdant/shared/products";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { extensionOf } from "../../lib/storage/file-types.ts";
import type { FileStorage } from "../../lib/storage/storage.ts";
import { readUpload } from "../../lib/storage/uploads.ts";
import { locationBase, locationScope } from "../catalog/catalog.scope.ts";
import { listProducts, productPages } from "./products.list.ts";
import {
  countAffectedProducts,
  createProduct,
  getProduct,
  setProductImage,
  setProductStatus,
  setProductsStatus,
  updateProduct,
} from "./products.service.ts";
import { generateSku } from "./products.sku.ts";

const base = `${locationBase}/product`;
const tags = ["products"];
const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const productRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (app, { db, storage }) => {
  await app.register(multipart);
  const pages = productPages(app.versionNotices);

  app.get(
    base,
    {
      config: { access: "catalog.read" },
      schema: {
        tags,
        summary: "List products (status, filters, search by name, SKU or barcode; 10 a page)",
        params: locationParams,
        querystring: productListQuery,
        response: { 200: productList, ...errors },
      },
    },
    // The answer is JSON text built from product_cards (products.list.ts): sent as it is, so the response schema
    // documents it but does not serialize it. The list tests compare it with the products read one by one.
    async (request, reply) =>
      reply
        .type("application/json; charset=utf-8")
        .send((await listProducts(db, storage, locationScope(request), request.query, pages)) as never),
  );

  app.post(
    base,
    {
      config: { access: "catalog.write" },
      schema: {
        tags,
        summary: "Create a product (a SKU is generated when none is given)",
        params: locationParams,
        body: createProductInput,
        response: { 201: product, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createProduct(db, storage, locationScope(request), request.body)),
  );

  app.post(
    `${base}/generate-sku`,
    {
      config: { access: "catalog.write" },
      schema: {
        tags,
        summary: "Propose a SKU unique in the location from brand, category and name",
        params: locationParams,
        body: generateSkuInput,
        response: { 200: generatedSku, ...errors },
      },
    },
    async (request) => generateSku(db, locationScope(request), request.body),
  );

  app.get(
    `${base}/count-affected`,
    {
      config: { access: "catalog.read" },
      schema: {
        tags,
        summary: "Count products in any of the given brands, categories or products",
        params: locationParams,
        querystring: countAffectedQuery,
        response: { 200: affectedCount, ...errors },
      },
    },
    async (request) => countAffectedProducts(db, locationScope(request), request.query),
  );

  app.patch(
    `${base}/bulk/status`,
    {
      config: { access: "catalog.write" },
      schema: {
        tags,
        summary: "Archive or restore several products",
        params: locationParams,
        body: bulkProductStatusInput,
        response: { 200: bulkResult, ...errors },
      },
    },
    async (request) => setProductsStatus(db, locationScope(request), request.body.productIds, request.body.status),
  );

  app.get(
    `${base}/:id`,
    {
      config: { access: "catalog.read" },
      schema: { tags, summary: "Get a product", params: productParams, response: { 200: product, ...errors } },
    },
    async (request) => getProduct(db, storage, locationScope(request), request.params.id),
  );

  app.patch(
    `${base}/:id`,
    {
      config: { access: "catalog.write" },
      schema: {
        tags,
        summary: "Update a product",
        params: productParams,
        body: updateProductInput,
        response: { 200: product, ...errors },
      },
    },
    async (request) => updateProduct(db, storage, locationScope(request), request.params.id, request.body),
  );

  app.patch(
    `${base}/:id/status`,
    {
      config: { access: "catalog.write" },
      schema: {
        tags,
        summary: "Archive or restore a product",
        params: productParams,
        body: productStatusInput,
        response: { 200: product, ...errors },
      },
    },
    async (request) => setProductStatus(db, storage, locationScope(request), request.params.id, request.body.status),
  );

  app.post(
    `${base}/:id/image`,
    {
      config: { access: "catalog.write" },
      schema: {
        tags,
        summary: "Upload the product's image (multipart file: PNG, JPEG or WebP, up to 5 MB)",
        params: productParams,
        response: { 200: product, ...errors, 413: errorBody },
      },
    },
    async (request) => {
      const scope = locationScope(request);
      await getProduct(db, storage, scope, request.params.id);
      const upload = await readUpload(request, {
        maxBytes: PRODUCT_IMAGE_MAX_BYTES,
        allowed: ["image/png", "image/jpeg", "image/webp"],
        what: "image",
      });
      return setProductImage(db, storage, scope, request.params.id, {
        data: upload.data,
        type: upload.type,
        extension: extensionOf[upload.type],
      });
    },
  );
};
