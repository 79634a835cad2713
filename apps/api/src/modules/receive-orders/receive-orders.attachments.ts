// Receive-order attachments (delivery slips, manifests, certificates of analysis) go straight from the browser
// to the storage adapter through a signed upload link: the API records the file and signs the link, the bytes
// land through the adapter's PUT /api/files/... route (lib/storage/files.routes.ts).
import { randomUUID } from "node:crypto";
import type { UploadUrlInput } from "@verdant/shared/receive-orders";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { receiveOrderAttachments } from "../../db/schema/index.ts";
import { extensionOf } from "../../lib/storage/file-types.ts";
import type { FileStorage } from "../../lib/storage/storage.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { loadReceiveOrder } from "./receive-orders.entity.ts";

/** Long enough to pick a file and upload it on a slow connection; short enough that a leaked link soon dies. */
export const UPLOAD_LINK_SECONDS = 15 * 60;
export const DOWNLOAD_LINK_SECONDS = 5 * 60;

export async function generateUploadUrl(
  db: Db,
  storage: FileStorage,
  scope: LocationScope,
  receiveOrderId: string,
  input: UploadUrlInput,
) {
  await loadReceiveOrder(db, scope, receiveOrderId);
  const extension = extensionOf[input.contentType];
  const key = `receive-orders/${scope.organizationId}/${receiveOrderId}/${randomUUID()}.${extension}`;
  const [row] = await db
    .insert(receiveOrderAttachments)
    .values({ ...scope, receiveOrderId, storageKey: key, fileName: input.fileName, contentType: input.contentType })
    .returning({ id: receiveOrderAttachments.id });
  return {
    attachmentId: row!.id,
    uploadUrl: storage.signedUrl(key, { method: "PUT", expiresInSeconds: UPLOAD_LINK_SECONDS }),
    key,
    expiresAt: new Date(Date.now() + UPLOAD_LINK_SECONDS * 1000).toISOString(),
  };
}

export async function listAttachments(db: Db, storage: FileStorage, scope: LocationScope, receiveOrderId: string) {
  const rows = await db
    .select()
    .from(receiveOrderAttachments)
    .where(
      and(
        eq(receiveOrderAttachments.organizationId, scope.organizationId),
        eq(receiveOrderAttachments.locationId, scope.locationId),
        eq(receiveOrderAttachments.receiveOrderId, receiveOrderId),
      ),
    )
    .orderBy(asc(receiveOrderAttachments.createdAt), asc(receiveOrderAttachments.id));
  return rows.map((row) => ({
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    url: storage.signedUrl(row.storageKey, { method: "GET", expiresInSeconds: DOWNLOAD_LINK_SECONDS }),
    createdAt: row.createdAt.toISOString(),
  }));
}
