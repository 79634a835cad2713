// The local Metrc simulator's books (tests and `npm start` in development; docs/decisions/0021): facilities, their
// packages and quantities, sales receipts, incoming manifests and the adjustment reasons. It follows the documented
// contract of the endpoints the client uses: field names and casing, one message per refused row, quantities that
// cannot go below zero, units that must match the package's.
import type { SimDelivery, SimFacility, SimReceipt, SimTransaction } from "./metrc.simulator.types.ts";

export const SIMULATOR_REASONS = [
  "Damage (Drug Destruction)",
  "Drying",
  "Entry Error",
  "In-House Quality Control",
  "Mandatory State Destruction",
  "Scale Variance",
  "Theft",
  "Waste (Unusable Product)",
];

export class RowErrors extends Error {
  constructor(readonly rows: { row: number; message: string }[]) {
    super(rows.map((r) => r.message).join("; "));
  }
}

/** Two decimals of a quantity or amount, as the state's books keep them. */
const round = (value: number) => Math.round(value * 1000) / 1000;

export class SimulatorBooks {
  readonly facilities = new Map<string, SimFacility>();
  readonly userKeys = new Map<string, Set<string>>();
  readonly vendorKeys = new Set<string>();
  private nextId = 1000;

  addFacility(licenseNumber: string, name: string, userKey: string): SimFacility {
    const facility: SimFacility = {
      Name: name,
      License: { Number: licenseNumber },
      packages: new Map(),
      receipts: new Map(),
      deliveries: [],
      adjustments: [],
    };
    this.facilities.set(licenseNumber, facility);
    const licenses = this.userKeys.get(userKey) ?? new Set();
    licenses.add(licenseNumber);
    this.userKeys.set(userKey, licenses);
    return facility;
  }

  facility(licenseNumber: string): SimFacility {
    const facility = this.facilities.get(licenseNumber);
    if (!facility) throw new Error(`no facility ${licenseNumber}`);
    return facility;
  }

  addPackage(licenseNumber: string, pkg: { label: string; itemName: string; quantity: number; unit: string }) {
    this.facility(licenseNumber).packages.set(pkg.label, {
      Id: this.nextId++,
      Label: pkg.label,
      Quantity: pkg.quantity,
      UnitOfMeasureName: pkg.unit,
      Item: { Name: pkg.itemName },
      active: true,
    });
  }

  addDelivery(
    licenseNumber: string,
    delivery: Omit<SimDelivery, "Id" | "DeliveryId" | "LastModified" | "ReceivedDateTime">,
  ) {
    const id = this.nextId++;
    this.facility(licenseNumber).deliveries.push({
      ...delivery,
      Id: id,
      DeliveryId: id + 1,
      LastModified: new Date().toISOString(),
      ReceivedDateTime: null,
    });
    this.nextId++;
    return id + 1;
  }

  /** What a licensee does in Metrc's own screens: the manifest's packages become active at the facility. */
  receiveDelivery(licenseNumber: string, deliveryId: number) {
    const delivery = this.facility(licenseNumber).deliveries.find((d) => d.DeliveryId === deliveryId);
    if (!delivery) throw new Error(`no delivery ${deliveryId}`);
    delivery.ReceivedDateTime = new Date().toISOString();
    for (const p of delivery.packages) {
      this.addPackage(licenseNumber, {
        label: p.PackageLabel,
        itemName: p.ProductName,
        quantity: p.ShippedQuantity,
        unit: p.ShippedUnitOfMeasureName,
      });
    }
  }

  private apply(facility: SimFacility, transactions: SimTransaction[], sign: 1 | -1) {
    for (const t of transactions) {
      const pkg = facility.packages.get(t.PackageLabel)!;
      pkg.Quantity = round(pkg.Quantity + sign * t.Quantity);
    }
  }

  private checkTransactions(facility: SimFacility, transactions: unknown, row: number, credit: SimTransaction[] = []) {
    const errors: { row: number; message: string }[] = [];
    if (!Array.isArray(transactions) || transactions.length === 0) {
      return [{ row, message: "Transactions are required." }];
    }
    const left = new Map<string, number>();
    for (const t of credit) left.set(t.PackageLabel, (left.get(t.PackageLabel) ?? 0) + t.Quantity);
    for (const t of transactions as SimTransaction[]) {
      const pkg = facility.packages.get(t.PackageLabel);
      if (!pkg?.active) {
        errors.push({ row, message: `Package ${t.PackageLabel} is not an active package of this facility.` });
        continue;
      }
      if (t.UnitOfMeasure !== pkg.UnitOfMeasureName) {
        errors.push({
          row,
          message: `Package ${t.PackageLabel} is measured in ${pkg.UnitOfMeasureName}, not ${t.UnitOfMeasure}.`,
        });
      }
      const available = pkg.Quantity + (left.get(t.PackageLabel) ?? 0);
      if (!(t.Quantity > 0) || t.Quantity > available + 1e-9) {
        errors.push({
          row,
          message: `Package ${t.PackageLabel} has ${available} ${pkg.UnitOfMeasureName}; ${t.Quantity} cannot be sold.`,
        });
      }
      left.set(t.PackageLabel, available - t.Quantity);
      if (typeof t.TotalAmount !== "number" || t.TotalAmount < 0)
        errors.push({ row, message: "TotalAmount must be 0 or more." });
    }
    return errors;
  }

  createReceipts(licenseNumber: string, body: unknown): number[] {
    const facility = this.facility(licenseNumber);
    const list = (Array.isArray(body) ? body : []) as Partial<SimReceipt>[];
    const errors = list.flatMap((r, row) => {
      const own = this.checkTransactions(facility, r.Transactions, row);
      const external = r.ExternalReceiptNumber;
      if (external && [...facility.receipts.values()].some((x) => x.IsActive && x.ExternalReceiptNumber === external)) {
        own.push({ row, message: `External receipt number ${external} is already used.` });
      }
      if (!r.SalesDateTime) own.push({ row, message: "SalesDateTime is required." });
      if (r.SalesCustomerType === "Patient" && !r.PatientLicenseNumber)
        own.push({ row, message: "PatientLicenseNumber is required for a patient." });
      return own;
    });
    if (list.length === 0) errors.push({ row: 0, message: "At least one receipt is required." });
    if (errors.length) throw new RowErrors(errors);
    return list.map((r) => {
      const receipt: SimReceipt = {
        Id: this.nextId++,
        ExternalReceiptNumber: r.ExternalReceiptNumber ?? null,
        SalesDateTime: String(r.SalesDateTime),
        SalesCustomerType: String(r.SalesCustomerType ?? "Consumer"),
        PatientLicenseNumber: r.PatientLicenseNumber ?? null,
        Transactions: r.Transactions as SimTransaction[],
        IsActive: true,
      };
      this.apply(facility, receipt.Transactions, -1);
      facility.receipts.set(receipt.Id, receipt);
      return receipt.Id;
    });
  }

  updateReceipts(licenseNumber: string, body: unknown) {
    const facility = this.facility(licenseNumber);
    const list = (Array.isArray(body) ? body : []) as Partial<SimReceipt>[];
    const errors = list.flatMap((r, row) => {
      const old = r.Id === undefined ? undefined : facility.receipts.get(r.Id);
      if (!old?.IsActive) return [{ row, message: `Sales receipt ${r.Id} does not exist.` }];
      return this.checkTransactions(facility, r.Transactions, row, old.Transactions);
    });
    if (errors.length) throw new RowErrors(errors);
    for (const r of list) {
      const old = facility.receipts.get(r.Id!)!;
      this.apply(facility, old.Transactions, 1);
      old.Transactions = r.Transactions as SimTransaction[];
      old.SalesCustomerType = String(r.SalesCustomerType ?? old.SalesCustomerType);
      old.PatientLicenseNumber = r.PatientLicenseNumber ?? null;
      this.apply(facility, old.Transactions, -1);
    }
  }

  deleteReceipt(licenseNumber: string, id: number) {
    const facility = this.facility(licenseNumber);
    const receipt = facility.receipts.get(id);
    if (!receipt?.IsActive) throw new RowErrors([{ row: 0, message: `Sales receipt ${id} does not exist.` }]);
    receipt.IsActive = false;
    this.apply(facility, receipt.Transactions, 1);
  }

  adjust(licenseNumber: string, body: unknown) {
    const facility = this.facility(licenseNumber);
    const list = (Array.isArray(body) ? body : []) as Record<string, unknown>[];
    const errors = list.flatMap((a, row) => {
      const pkg = facility.packages.get(String(a.Label));
      if (!pkg?.active) return [{ row, message: `Package ${a.Label} is not an active package of this facility.` }];
      const own: { row: number; message: string }[] = [];
      if (!SIMULATOR_REASONS.includes(String(a.AdjustmentReason)))
        own.push({ row, message: `Adjustment reason ${a.AdjustmentReason} is not valid.` });
      if (a.UnitOfMeasure !== pkg.UnitOfMeasureName)
        own.push({
          row,
          message: `Package ${a.Label} is measured in ${pkg.UnitOfMeasureName}, not ${a.UnitOfMeasure}.`,
        });
      if (typeof a.Quantity !== "number" || pkg.Quantity + a.Quantity < -1e-9)
        own.push({ row, message: `Package ${a.Label} cannot go below zero.` });
      if (!a.AdjustmentDate) own.push({ row, message: "AdjustmentDate is required." });
      return own;
    });
    if (list.length === 0) errors.push({ row: 0, message: "At least one adjustment is required." });
    if (errors.length) throw new RowErrors(errors);
    for (const a of list) {
      const pkg = facility.packages.get(String(a.Label))!;
      pkg.Quantity = round(pkg.Quantity + Number(a.Quantity));
      facility.adjustments.push({
        Label: pkg.Label,
        Quantity: Number(a.Quantity),
        AdjustmentReason: String(a.AdjustmentReason),
        ReasonNote: (a.ReasonNote as string | null) ?? null,
      });
    }
  }
}
