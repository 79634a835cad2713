// Vendor licenses (spec §7, §8 Vendor license): an upload checked by its content, stored through the storage
// adapter, and a download only members reach (the access check, or a short-lived signed link in licenseFileUrl).
import { LICENSE_FILE, licenseFileTypeField, type Vendor } from "@verdant/shared/vendors";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { vendors } from "../../db/schema/index.ts";
import { AppError, notFound, say } from "../../lib/app-error.ts";
import { extensionOf } from "../../lib/storage/file-types.ts";
import type { FileStorage, StoredFile } from "../../lib/storage/storage.ts";
import { readUpload } from "../../lib/storage/uploads.ts";
import type { LocationScope } from "../catalog/catalog.scope.ts";
import { findVendorRow, getVendor } from "./vendors.service.ts";

export async function uploadVendorLicense(
  db: Db,
  storage: FileStorage,
  scope: LocationScope,
  vendorId: string,
  request: FastifyRequest,
): Promise<Vendor> {
  const vendor = await findVendorRow(db, scope, vendorId);
  const upload = await readUpload(request, {
    maxBytes: LICENSE_FILE.maxBytes,
    allowed: LICENSE_FILE.types,
    what: "license file",
  });
  const declared = licenseFileTypeField.safeParse(upload.fields.fileType);
  if (!declared.success)
    throw new AppError("validation_failed", [
      say("valid.oneOf", { field: "fileType", values: LICENSE_FILE.types.join(", ") }),
    ]);
  if (declared.data !== upload.type) {
    throw new AppError("validation_failed", [
      say("vendor.fileTypeMismatch", { declared: declared.data, actual: upload.type }),
    ]);
  }
  const key = `vendors/${scope.locationId}/${vendorId}/license-${Date.now()}.${extensionOf[upload.type]}`;
  await storage.put(key, upload.data, upload.type);
  await db
    .update(vendors)
    .set({ licenseFileKey: key, licenseFileType: upload.type, updatedAt: new Date() })
    .where(and(eq(vendors.organizationId, scope.organizationId), eq(vendors.id, vendorId)));
  if (vendor.licenseFileKey) await storage.remove(vendor.licenseFileKey);
  return getVendor(db, storage, scope, vendorId);
}

export async function readVendorLicense(
  db: Db,
  storage: FileStorage,
  scope: LocationScope,
  vendorId: string,
): Promise<StoredFile & { filename: string }> {
  const vendor = await findVendorRow(db, scope, vendorId);
  const file = vendor.licenseFileKey ? await storage.get(vendor.licenseFileKey) : undefined;
  if (!file || !vendor.licenseFileKey) throw notFound("licenseFile");
  return { ...file, filename: vendor.licenseFileKey.split("/").pop() ?? "license" };
}
