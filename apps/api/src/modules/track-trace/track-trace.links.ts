// A location's link to the state's system: set, read (never the key), remove, and the client built from it.
import { DEFAULT_REASON_MAP, type TrackTraceLink, type trackTraceLinkInput } from "@verdant/shared/track-trace";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { type Config, ConfigError, type TrackTraceConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { trackTraceLinks } from "../../db/schema/index.ts";
import { AppError, notFound, say } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { metrcBaseUrlFor, metrcClient } from "./metrc.client.ts";
import { openSecret, sealSecret } from "./track-trace.secrets.ts";
import { StateError, type TrackTraceSystem } from "./track-trace.system.ts";

export type LinkRow = typeof trackTraceLinks.$inferSelect;

export const toLink = (row: LinkRow): TrackTraceLink => ({
  locationId: row.locationId,
  system: row.system,
  state: row.state,
  licenseNumber: row.licenseNumber,
  hasUserKey: row.userKeyCipher.length > 0,
  reasonMap: row.reasonMap,
  linkedAt: row.linkedAt.toISOString(),
});

export async function linkOf(db: Db, scope: LocationScope): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(trackTraceLinks).where(eq(trackTraceLinks.locationId, scope.locationId));
  return row && row.organizationId === scope.organizationId ? row : undefined;
}

export async function requireLink(db: Db, scope: LocationScope): Promise<LinkRow> {
  const link = await linkOf(db, scope);
  if (!link) throw new AppError("conflict", say("metrc.notLinked"));
  return link;
}

export async function saveLink(
  db: Db,
  config: TrackTraceConfig,
  scope: LocationScope,
  input: z.output<typeof trackTraceLinkInput>,
): Promise<TrackTraceLink> {
  const existing = await linkOf(db, scope);
  if (!existing && !input.userKey)
    throw new AppError("validation_failed", [say("valid.required", { field: "userKey" })]);
  const values = {
    state: input.state,
    licenseNumber: input.licenseNumber,
    // A reason left out keeps the link's current one (or the default): older clients send only the first two.
    reasonMap: {
      ...DEFAULT_REASON_MAP,
      ...existing?.reasonMap,
      ...Object.fromEntries(Object.entries(input.reasonMap ?? {}).filter(([, name]) => name !== undefined)),
    },
    userKeyCipher: input.userKey ? sealSecret(config.secretKey, input.userKey) : existing!.userKeyCipher,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(trackTraceLinks)
    .values({ ...scope, ...values })
    .onConflictDoUpdate({ target: trackTraceLinks.locationId, set: values })
    .returning();
  return toLink(row!);
}

export async function removeLink(db: Db, scope: LocationScope): Promise<{ id: string }> {
  const [row] = await db
    .delete(trackTraceLinks)
    .where(eq(trackTraceLinks.locationId, scope.locationId))
    .returning({ id: trackTraceLinks.locationId });
  if (!row) throw notFound("metrcLink");
  return row;
}

/** The state's client for a link: the vendor key from configuration, the user key opened for this call only. */
export function systemFor(config: TrackTraceConfig, link: LinkRow): TrackTraceSystem {
  if (!config.vendorKey) throw new AppError("conflict", say("metrc.noVendorKey"));
  return metrcClient({
    baseUrl: config.baseUrl ?? metrcBaseUrlFor(link.state),
    vendorKey: config.vendorKey,
    userKey: openSecret(config.secretKey, link.userKeyCipher),
    licenseNumber: link.licenseNumber,
    timeoutMs: config.timeoutMs,
  });
}

/** A call to the state from a request: a refusal or an outage answers 409 with the state's words, never a 5xx. */
export async function askState<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof StateError) throw new AppError("conflict", say("metrc.said", { message: error.message }));
    throw error;
  }
}

/** At start: production with linked locations refuses to run without the key that opens their user keys. */
export async function assertTrackTraceReady(db: Db, config: Config): Promise<void> {
  if (config.trackTrace.secretKey && config.trackTrace.vendorKey) return;
  const [linked] = await db.select({ id: trackTraceLinks.locationId }).from(trackTraceLinks).limit(1);
  if (!linked) return;
  const missing = config.trackTrace.secretKey ? "METRC_VENDOR_KEY" : "TRACK_TRACE_KEY";
  throw new ConfigError(
    `Invalid configuration:\n  ${missing}: locations are linked to Metrc; set it to report their sales`,
  );
}
