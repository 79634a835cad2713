// A typed client for the Metrc REST API v2 endpoints the product uses (docs/decisions/0021 lists them with their
// sources). Basic auth with the software vendor's key as the user name and the licensee's user key as the password;
// every facility-scoped call carries ?licenseNumber=. Lists come in pages ({ Data, TotalPages }).
import type {
  IncomingTransfer,
  SaleReceipt,
  StatePackage,
  TrackTraceSystem,
  TransferPackage,
} from "./track-trace.system.ts";
import { StateError } from "./track-trace.system.ts";

export interface MetrcOptions {
  baseUrl: string;
  vendorKey: string;
  userKey: string;
  licenseNumber: string;
  /** A request that has not answered by then counts as a timeout (it may still have been carried out). */
  timeoutMs?: number;
}

type Json = Record<string, unknown>;
const PAGE_SIZE = 20;
const RATE_LIMIT_RETRIES = 2;
/** Metrc answers lastModified windows of at most 24 hours; manifests of the last three days are listed. */
const TRANSFER_DAYS = 3;

/** The state's default address: https://api-ca.metrc.com for California. */
export const metrcBaseUrlFor = (state: string) => `https://api-${state.toLowerCase()}.metrc.com`;

export function metrcClient(options: MetrcOptions): TrackTraceSystem {
  const auth = `Basic ${Buffer.from(`${options.vendorKey}:${options.userKey}`).toString("base64")}`;
  const base = options.baseUrl.replace(/\/+$/, "");

  async function call(method: string, path: string, query: Json = {}, body?: unknown): Promise<unknown> {
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries({ licenseNumber: options.licenseNumber, ...query })) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(url, {
          method,
          headers: { authorization: auth, ...(body === undefined ? {} : { "content-type": "application/json" }) },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
        throw new StateError(timedOut ? "timeout" : "unavailable", [
          timedOut ? "Metrc did not answer in time" : "Metrc could not be reached",
        ]);
      }
      const text = await response.text();
      const parsed = text ? safeJson(text) : null;
      if (response.ok) return parsed;
      if (response.status === 404 && method === "GET") return undefined;
      const error = stateErrorOf(response.status, parsed, response.headers.get("retry-after"));
      if (error.kind === "rate_limited" && attempt < RATE_LIMIT_RETRIES && (error.retryAfterMs ?? 0) <= 2_000) {
        await new Promise((resolve) => setTimeout(resolve, error.retryAfterMs ?? 500));
        continue;
      }
      throw error;
    }
  }

  async function list(path: string, query: Json = {}): Promise<Json[]> {
    const rows: Json[] = [];
    for (let page = 1; ; page++) {
      const answer = await call("GET", path, { ...query, pageNumber: page, pageSize: PAGE_SIZE });
      if (Array.isArray(answer)) return answer as Json[];
      const data = ((answer as Json | null)?.Data as Json[] | undefined) ?? [];
      rows.push(...data);
      const totalPages = Number((answer as Json | null)?.TotalPages ?? 1);
      if (page >= totalPages || data.length === 0) return rows;
    }
  }

  const toPackage = (row: Json): StatePackage => ({
    label: String(row.Label),
    itemName: String((row.Item as Json | undefined)?.Name ?? row.ItemName ?? ""),
    quantity: Number(row.Quantity),
    unit: String(row.UnitOfMeasureName ?? row.UnitOfMeasure ?? ""),
  });

  const receiptBody = (receipt: SaleReceipt) => ({
    ExternalReceiptNumber: receipt.externalNumber,
    SalesDateTime: receipt.salesDateTime,
    SalesCustomerType: receipt.customerType,
    PatientLicenseNumber: receipt.patientLicenseNumber,
    CaregiverLicenseNumber: null,
    IdentificationMethod: null,
    Transactions: receipt.lines.map((line) => ({
      PackageLabel: line.label,
      Quantity: line.quantity,
      UnitOfMeasure: line.unit,
      TotalAmount: line.totalAmount,
    })),
  });

  return {
    async checkConnection() {
      const facilities = ((await call("GET", "/facilities/v2/", { licenseNumber: undefined })) ?? []) as Json[];
      const mine = facilities.find((f) => (f.License as Json | undefined)?.Number === options.licenseNumber);
      if (!mine) {
        throw new StateError("unauthorized", [
          `These keys have no access to facility license ${options.licenseNumber}`,
        ]);
      }
      return { facilityName: String(mine.Name ?? options.licenseNumber) };
    },
    async adjustReasons() {
      return (await list("/packages/v2/adjust/reasons")).map((row) => String(row.Name));
    },
    async activePackages() {
      return (await list("/packages/v2/active")).map(toPackage);
    },
    async packageByLabel(label) {
      const row = (await call("GET", `/packages/v2/${encodeURIComponent(label)}`)) as Json | undefined;
      return row ? toPackage(row) : null;
    },
    async incomingTransfers() {
      const rows: Json[] = [];
      const now = Date.now();
      for (let day = 0; day < TRANSFER_DAYS; day++) {
        const end = new Date(now - day * 86_400_000);
        const start = new Date(end.getTime() - 86_400_000);
        rows.push(
          ...(await list("/transfers/v2/incoming", {
            lastModifiedStart: start.toISOString(),
            lastModifiedEnd: end.toISOString(),
          })),
        );
      }
      const seen = new Set<number>();
      return rows
        .filter((row) => !row.ReceivedDateTime && !seen.has(Number(row.DeliveryId)) && seen.add(Number(row.DeliveryId)))
        .map(
          (row): IncomingTransfer => ({
            transferId: Number(row.Id),
            deliveryId: Number(row.DeliveryId),
            manifestNumber: String(row.ManifestNumber),
            shipperName: String(row.ShipperFacilityName ?? ""),
            shipperLicenseNumber: String(row.ShipperFacilityLicenseNumber ?? ""),
            packageCount: Number(row.PackageCount ?? 0),
            estimatedArrival: row.EstimatedArrivalDateTime ? String(row.EstimatedArrivalDateTime) : null,
          }),
        );
    },
    async deliveryPackages(deliveryId) {
      return (await list(`/transfers/v2/deliveries/${deliveryId}/packages`)).map(
        (row): TransferPackage => ({
          label: String(row.PackageLabel),
          itemName: String(row.ProductName ?? row.ItemName ?? ""),
          quantity: Number(row.ShippedQuantity),
          unit: String(row.ShippedUnitOfMeasureName ?? ""),
          thcPercent: row.ItemUnitThcPercent == null ? null : Number(row.ItemUnitThcPercent),
        }),
      );
    },
    async createReceipt(receipt) {
      await call("POST", "/sales/v2/receipts", {}, [receiptBody(receipt)]);
    },
    async receiptByExternalNumber(externalNumber) {
      const found = await call("GET", `/sales/v2/receipts/external/${encodeURIComponent(externalNumber)}`);
      const row = (Array.isArray(found) ? found[0] : found) as Json | undefined;
      return row?.Id == null ? null : { id: Number(row.Id) };
    },
    async updateReceipt(id, receipt) {
      await call("PUT", "/sales/v2/receipts", {}, [{ Id: id, ...receiptBody(receipt) }]);
    },
    async deleteReceipt(id) {
      await call("DELETE", `/sales/v2/receipts/${id}`);
    },
    async adjustPackages(adjustments) {
      await call(
        "POST",
        "/packages/v2/adjust",
        {},
        adjustments.map((a) => ({
          Label: a.label,
          Quantity: a.quantity,
          UnitOfMeasure: a.unit,
          AdjustmentReason: a.reason,
          AdjustmentDate: a.date,
          ReasonNote: a.note,
        })),
      );
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Metrc's error bodies: a list of { row, message } for a refused write, or { Message } for the rest. */
function stateErrorOf(status: number, body: unknown, retryAfter: string | null): StateError {
  const messages = (Array.isArray(body) ? body : [body])
    .map((item) =>
      typeof item === "string" ? item : ((item as Json | null)?.message ?? (item as Json | null)?.Message),
    )
    .filter((m): m is string => typeof m === "string" && m.length > 0);
  const said = messages.length ? messages : [`Metrc answered ${status}`];
  if (status === 401 || status === 403) return new StateError("unauthorized", said);
  if (status === 429) {
    const seconds = Number(retryAfter);
    return new StateError("rate_limited", said, Number.isFinite(seconds) ? seconds * 1000 : 1000);
  }
  if (status >= 500) return new StateError("unavailable", said);
  return new StateError("rejected", said);
}
