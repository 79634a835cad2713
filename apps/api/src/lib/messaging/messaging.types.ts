// What a delivery carries and what it needs; the adapters and deliver() share these.
import type { Language } from "@verdant/shared/languages";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";

export type Channel = "email" | "sms";

export interface Message {
  channel: Channel;
  to: string;
  subject?: string;
  body: string;
  /** The code the message carries, kept in the development outbox for tests and newcomers. */
  code?: string | null;
}

export interface DeliveryContext {
  db: Db;
  config: Config;
  log?: Pick<FastifyBaseLogger, "error" | "info">;
  /** The language of the person acting (the request's Accept-Language); English when unknown (decision 0034). */
  language?: Language;
}
