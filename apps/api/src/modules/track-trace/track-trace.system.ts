// What the product asks of a state track-and-trace system (Metrc today; BioTrack can implement the same interface).
// Quantities cross this boundary as decimals in the state's unit, the way the state's API takes them; everything on
// our side stays integers (track-trace.units.ts converts).

export interface StatePackage {
  label: string;
  itemName: string;
  quantity: number;
  unit: string;
}

export interface ReceiptLine {
  label: string;
  quantity: number;
  unit: string;
  /** Dollars with cents, as the state takes it. */
  totalAmount: number;
}

export interface SaleReceipt {
  externalNumber: string;
  salesDateTime: string;
  customerType: "Consumer" | "Patient";
  patientLicenseNumber: string | null;
  lines: ReceiptLine[];
}

export interface PackageAdjustment {
  label: string;
  /** Signed: negative takes away. */
  quantity: number;
  unit: string;
  reason: string;
  date: string;
  note: string | null;
}

export interface IncomingTransfer {
  transferId: number;
  deliveryId: number;
  manifestNumber: string;
  shipperName: string;
  shipperLicenseNumber: string;
  packageCount: number;
  estimatedArrival: string | null;
}

export interface TransferPackage {
  label: string;
  itemName: string;
  quantity: number;
  unit: string;
  thcPercent: number | null;
}

export interface TrackTraceSystem {
  /** Throws StateError when the keys or the license are refused. */
  checkConnection(): Promise<{ facilityName: string }>;
  adjustReasons(): Promise<string[]>;
  activePackages(): Promise<StatePackage[]>;
  packageByLabel(label: string): Promise<StatePackage | null>;
  incomingTransfers(): Promise<IncomingTransfer[]>;
  deliveryPackages(deliveryId: number): Promise<TransferPackage[]>;
  createReceipt(receipt: SaleReceipt): Promise<void>;
  receiptByExternalNumber(externalNumber: string): Promise<{ id: number } | null>;
  updateReceipt(id: number, receipt: SaleReceipt): Promise<void>;
  deleteReceipt(id: number): Promise<void>;
  adjustPackages(adjustments: PackageAdjustment[]): Promise<void>;
}

export type StateErrorKind = "rejected" | "unauthorized" | "rate_limited" | "unavailable" | "timeout";

/**
 * A refusal or failure of the state's API. `uncertain`: the request may have been carried out (a timeout, a 5xx,
 * a dropped connection after sending), so a write is looked up before it is sent again.
 */
export class StateError extends Error {
  constructor(
    readonly kind: StateErrorKind,
    readonly messages: string[],
    readonly retryAfterMs: number | null = null,
  ) {
    super(messages.join("; "));
  }
  get uncertain(): boolean {
    return this.kind === "unavailable" || this.kind === "timeout";
  }
  get retryable(): boolean {
    return this.kind !== "rejected" && this.kind !== "unauthorized";
  }
}
