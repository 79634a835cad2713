// Configuration from environment variables (README → Configuration), parsed once at start.
import { createHash } from "node:crypto";
import path from "node:path";
import { DEV_API_KEY } from "@verdant/shared";
import { z } from "zod";

const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
    .optional()
    .transform((v) => (v === undefined ? fallback : ["true", "1", "yes"].includes(v)));

/** false | true | comma-separated addresses, CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal). */
const TRUST_PROXY_FORMAT =
  /^(false|true|no|yes|((loopback|linklocal|uniquelocal|\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?|[0-9a-fA-F]*:[0-9a-fA-F:.]*(\/\d{1,3})?)(\s*,\s*|$))+)$/;

/** TRUST_PROXY as Fastify's trustProxy: off, every proxy, or the addresses of the proxies to believe. */
export function trustProxyOf(value: string | undefined): boolean | string[] {
  if (value === undefined || value === "false" || value === "no") return false;
  if (value === "true" || value === "yes") return true;
  return value.split(",").map((part) => part.trim());
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number({ error: "must be a port number" }).int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.url({ error: "must be a postgres:// URL" }).optional(),
  API_KEYS: z.string().optional(),
  TOKEN_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SEED_DEMO: bool(true),
  WAITLIST: bool(true),
  SMTP_URL: z.url({ error: "must be an smtp:// or smtps:// URL" }).optional(),
  SMTP_FROM: z.string().default("Verdant <no-reply@verdant.local>"),
  SMS_WEBHOOK_URL: z.url().optional(),
  PUBLIC_URL: z.url().optional(),
  CORS_ORIGIN: z.string().optional(),
  RATE_LIMIT: bool(true),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_SESSION_MAX: z.coerce.number().int().min(1).default(1200),
  /** Which proxies' X-Forwarded-For to believe for the client's address (rate limits, logs): off unless set. */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(TRUST_PROXY_FORMAT, "must be false, true, or proxy addresses / CIDR ranges separated by commas")
    .optional(),
  /** How long reads may reuse a session and membership lookup (docs/decisions/0009-catalog-list-speed.md); 0 turns it off. */
  AUTH_CACHE_MS: z.coerce.number().int().min(0).max(2000, "must be at most 2000").default(1000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_FILE: z.string().min(1).optional(),
  API_PROCESSES: z.coerce.number({ error: "must be a whole number" }).int().min(1).max(64).default(1),
  FILES_DIR: z.string().optional(),
  /** Serve /api/dev/outbox (loopback or platform admin only); default on in development, never in production. */
  DEV_OUTBOX: z.enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" }).optional(),
  /** State track-and-trace (docs/decisions/0021): the software vendor's Metrc key, the API's address, the key that seals users' keys. */
  METRC_VENDOR_KEY: z.string().min(1).optional(),
  METRC_BASE_URL: z.url({ error: "must be an https:// URL" }).optional(),
  TRACK_TRACE_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, "must be 64 hexadecimal characters (32 bytes)")
    .optional(),
  TRACK_TRACE_WORKER: bool(true),
  /** Whether this process folds the sales' queued lines into the report summaries (decision 0044). */
  REPORT_FOLD_WORKER: bool(true),
  METRC_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  METRC_SIMULATOR: bool(true),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  apiKeys: string[];
  seedDemo: boolean;
  waitlist: boolean;
  smtpUrl: string | undefined;
  smtpFrom: string;
  smsWebhookUrl: string | undefined;
  publicUrl: string;
  corsOrigin: string | undefined;
  /** Per minute: max per address without a session, authMax per address on sign-in endpoints, sessionMax per session. */
  rateLimit: { enabled: boolean; max: number; authMax: number; sessionMax: number };
  /** Fastify's trustProxy (TRUST_PROXY): off, every proxy, or the proxies' addresses. */
  trustProxy: boolean | string[];
  logLevel: string;
  /** API processes sharing the port (server mode; each its own pool of connections). */
  processes: number;
  /** Where the log goes: standard output unless a file is named. */
  logFile: string | undefined;
  authCacheMs: number;
  filesDir: string;
  /** Signs file links when set (else the storage keeps its own secret). */
  tokenSecret: string | undefined;
  /** The development outbox as a delivery: where codes go when no provider carries them, never in production. */
  devOutbox: boolean;
  /** Whether GET /api/dev/outbox exists (DEV_OUTBOX): to loopback clients and platform admins only. */
  serveDevOutbox: boolean;
  trackTrace: TrackTraceConfig;
  /** Whether this process folds the report summaries' queue (REPORT_FOLD_WORKER). */
  reportFolding: boolean;
};

export interface TrackTraceConfig {
  vendorKey: string | undefined;
  /** Overrides every state's own address (a sandbox, the development simulator). */
  baseUrl: string | undefined;
  /** 32 bytes; undefined in production without TRACK_TRACE_KEY (linking is then refused). */
  secretKey: Buffer | undefined;
  /** Whether this process runs the reporting worker. */
  worker: boolean;
  /** npm start in development serves a Metrc simulator on a loopback port and links the demo store to it. */
  simulator: boolean;
  /** How long a request to the state may take before it counts as a timeout. */
  timeoutMs: number;
}

/** Development and tests only: a key anyone can derive, so production never falls back to it. */
export const DEVELOPMENT_TRACK_TRACE_KEY = createHash("sha256")
  .update("verdant development track-and-trace key, never for production")
  .digest();
export const SIMULATOR_VENDOR_KEY = "verdant-development-vendor-key";

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const apiKeys = (e.API_KEYS ?? "")
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
  if (production && apiKeys.length === 0) {
    throw new ConfigError("Invalid configuration:\n  API_KEYS: production needs its own API keys (comma-separated)");
  }
  if (production && apiKeys.includes(DEV_API_KEY)) {
    throw new ConfigError(
      `Invalid configuration:\n  API_KEYS: the development key ${DEV_API_KEY} is not allowed in production`,
    );
  }
  if (e.API_PROCESSES > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  API_PROCESSES: several processes need DATABASE_URL (the embedded database has one owner)",
    );
  }
  const serveDevOutbox =
    e.DEV_OUTBOX === undefined ? e.NODE_ENV === "development" : ["true", "1", "yes"].includes(e.DEV_OUTBOX);
  if (production && serveDevOutbox) {
    throw new ConfigError("Invalid configuration:\n  DEV_OUTBOX: the development outbox is never served in production");
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    apiKeys: apiKeys.length ? apiKeys : [DEV_API_KEY],
    seedDemo: e.SEED_DEMO,
    waitlist: e.WAITLIST,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    corsOrigin: e.CORS_ORIGIN,
    rateLimit: {
      enabled: e.RATE_LIMIT,
      max: e.RATE_LIMIT_MAX,
      authMax: e.RATE_LIMIT_AUTH_MAX,
      sessionMax: e.RATE_LIMIT_SESSION_MAX,
    },
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    logFile: e.LOG_FILE,
    processes: e.API_PROCESSES,
    authCacheMs: e.AUTH_CACHE_MS,
    tokenSecret: e.TOKEN_SECRET,
    filesDir: path.resolve(e.FILES_DIR ?? path.join(dataDir, "files")),
    devOutbox: !production,
    serveDevOutbox,
    reportFolding: e.REPORT_FOLD_WORKER,
    trackTrace: {
      vendorKey: e.METRC_VENDOR_KEY ?? (production ? undefined : SIMULATOR_VENDOR_KEY),
      baseUrl: e.METRC_BASE_URL,
      secretKey: e.TRACK_TRACE_KEY
        ? Buffer.from(e.TRACK_TRACE_KEY, "hex")
        : production
          ? undefined
          : DEVELOPMENT_TRACK_TRACE_KEY,
      worker: e.TRACK_TRACE_WORKER,
      timeoutMs: e.METRC_TIMEOUT_MS,
      simulator: !production && e.NODE_ENV === "development" && e.METRC_SIMULATOR,
    },
  };
}
