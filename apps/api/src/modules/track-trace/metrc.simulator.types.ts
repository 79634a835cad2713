// The Metrc simulator's records, in Metrc's own field names and casing (docs/decisions/0021).

export interface SimPackage {
  Id: number;
  Label: string;
  Quantity: number;
  UnitOfMeasureName: string;
  Item: { Name: string };
  /** Packages of a manifest not yet received are in transit, not active. */
  active: boolean;
}

export interface SimTransaction {
  PackageLabel: string;
  Quantity: number;
  UnitOfMeasure: string;
  TotalAmount: number;
}

export interface SimReceipt {
  Id: number;
  ExternalReceiptNumber: string | null;
  SalesDateTime: string;
  SalesCustomerType: string;
  PatientLicenseNumber: string | null;
  Transactions: SimTransaction[];
  IsActive: boolean;
}

export interface SimDelivery {
  Id: number;
  DeliveryId: number;
  ManifestNumber: string;
  ShipperFacilityName: string;
  ShipperFacilityLicenseNumber: string;
  LastModified: string;
  ReceivedDateTime: string | null;
  packages: {
    PackageLabel: string;
    ProductName: string;
    ShippedQuantity: number;
    ShippedUnitOfMeasureName: string;
    ItemUnitThcPercent: number | null;
  }[];
}

export interface SimFacility {
  Name: string;
  License: { Number: string };
  packages: Map<string, SimPackage>;
  receipts: Map<number, SimReceipt>;
  deliveries: SimDelivery[];
  adjustments: { Label: string; Quantity: number; AdjustmentReason: string; ReasonNote: string | null }[];
}
