// The statuses, kinds, groupings and sort fields list screens filter and sort by, apart from the schemas: the web
// app's route tree validates its URLs with them on every page, and importing a domain's schema module for them
// would put all its schemas in every first load (decision 0036). Each domain module re-exports its own.

// Customers
export const customerTypes = ["RECREATIONAL", "MEDICAL"] as const;
export const customerStatuses = ["ACTIVE", "INACTIVE", "BANNED"] as const;

// Inventory
export const inventoryStatuses = ["AVAILABLE", "QUARANTINE", "ON_HOLD", "EXPIRED"] as const;
/** The customers list sorts by these (the route validates its search with them, so they stay out of the feature). */
export const customerSortFields = ["lastName", "firstName", "email", "type", "status", "createdAt"] as const;

export const inventorySortFields = ["receivedAt", "expiresAt", "quantity", "createdAt", "product"] as const;

// Organizations (invitations)
export const inviteStatuses = ["PENDING", "ACCEPTED", "EXPIRED", "REVOKED"] as const;

// Products
export const productStatuses = ["PUBLISHED", "ARCHIVED"] as const;
/** The product list's orders (each then by product id): name (the default), SKU, price, last change. */
export const productSortFields = ["name", "sku", "price", "updatedAt"] as const;

// Purchase orders
export const purchaseOrderStatuses = [
  "DRAFT",
  "SUBMITTED",
  "PARTIALLY_RECEIVED",
  "RECEIVED",
  "CLOSED",
  "CANCELLED",
] as const;
/** Statuses a receive order can be made against. */
export const RECEIVABLE_PO_STATUSES: readonly (typeof purchaseOrderStatuses)[number][] = [
  "SUBMITTED",
  "PARTIALLY_RECEIVED",
];

// Receive orders
export const receiveOrderSortFields = ["createdAt", "receivedAt", "status"] as const;

// Reports
export const salesGroupings = [
  "day",
  "hour",
  "product",
  "brand",
  "category",
  "vendor",
  "employee",
  "customerType",
] as const;
export const valuationGroupings = ["category", "brand", "room"] as const;

// Sales
export const saleStatuses = ["COMPLETED", "VOIDED", "REFUNDED", "PARTIALLY_REFUNDED"] as const;

// Tax rates
export const taxCustomerTypes = ["RECREATIONAL", "MEDICAL", "ALL"] as const;
export const taxRateStatuses = ["ACTIVE", "INACTIVE"] as const;

// Transactions
export const transactionSortFields = ["completedAt", "receiptNumber", "totalCents"] as const;

// Vendors
export const licenseStatuses = ["VALID", "EXPIRING_SOON", "EXPIRED", "MISSING"] as const;
export const vendorSorts = ["name", "-name", "createdAt", "-createdAt", "licenseExpiry", "-licenseExpiry"] as const;
