// What every identity route hands its services: the database, the configuration and the request's logger.
import type { FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { requestLanguage } from "../../lib/i18n.ts";
import type { DeliveryContext } from "../../lib/messaging/messaging.ts";

export interface IdentityOptions {
  db: Db;
  config: Config;
}

export const deliveryContext = (opts: IdentityOptions, request: FastifyRequest): DeliveryContext => ({
  db: opts.db,
  config: opts.config,
  log: request.log,
  language: requestLanguage(request),
});

export const userAgentOf = (request: FastifyRequest) => request.headers["user-agent"];
