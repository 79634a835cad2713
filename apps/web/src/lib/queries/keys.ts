// Every query key of the web app, declared once (issue 18, decision 0033). A feature's queries, its mutations'
// invalidations and another feature refreshing what it changed (a sale refreshes stock and the dashboard) all
// name keys through this registry; no screen spells a key by hand.

/** One key factory per domain (style.md): `all / lists / list(params) / details / detail(id)`. */
function createQueryKeys<const Domain extends string>(domain: Domain) {
  const all = [domain] as const;
  return {
    all,
    lists: () => [...all, "list"] as const,
    list: <P extends object>(params: P) => [...all, "list", params] as const,
    details: () => [...all, "detail"] as const,
    detail: (id: string) => [...all, "detail", id] as const,
  };
}

export const queryKeys = {
  adminWaitlist: createQueryKeys("admin-waitlist"),
  /** The API's own OpenAPI document (which routes it serves). */
  api: createQueryKeys("api"),
  approvers: createQueryKeys("approvers"),
  auth: createQueryKeys("auth"),
  brands: createQueryKeys("brands"),
  categories: createQueryKeys("categories"),
  customerGroups: createQueryKeys("customer-groups"),
  customerLimits: createQueryKeys("customer-limits"),
  customers: createQueryKeys("customers"),
  dashboard: createQueryKeys("dashboard"),
  discounts: createQueryKeys("discounts"),
  drawers: createQueryKeys("drawers"),
  inventory: createQueryKeys("inventory"),
  invites: createQueryKeys("organization-invites"),
  locations: createQueryKeys("locations"),
  members: createQueryKeys("organization-members"),
  offlineSales: createQueryKeys("offline-sales"),
  organizationInvites: createQueryKeys("organization-invite-lists"),
  /** Also the root of the membership (`membershipKeys`), so an organization change refreshes it. */
  organizations: createQueryKeys("organizations"),
  parkedCarts: createQueryKeys("parked-carts"),
  pricingContext: createQueryKeys("pricing-context"),
  priorities: createQueryKeys("priorities"),
  productChoices: createQueryKeys("product-choices"),
  products: createQueryKeys("products"),
  purchaseOrderChoices: createQueryKeys("purchase-order-choices"),
  purchaseOrders: createQueryKeys("purchase-orders"),
  receiveOrderChoices: createQueryKeys("receive-order-choices"),
  receiveOrders: createQueryKeys("receive-orders"),
  registers: createQueryKeys("registers"),
  reports: createQueryKeys("reports"),
  rooms: createQueryKeys("rooms"),
  sales: createQueryKeys("sales"),
  setupChecklist: createQueryKeys("setup-checklist"),
  strains: createQueryKeys("strains"),
  tags: createQueryKeys("tags"),
  taxGroups: createQueryKeys("tax-groups"),
  taxRates: createQueryKeys("tax-rates"),
  trackTrace: createQueryKeys("track-trace"),
  transactions: createQueryKeys("transactions"),
  vendors: createQueryKeys("vendors"),
} as const;

export type QueryKeyFactory = ReturnType<typeof createQueryKeys>;
