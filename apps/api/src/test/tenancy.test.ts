// Tenant isolation and roles, for every route that names an organization (domain.md → Tenancy and roles).
// One row per route: later domains add theirs. For each id a route uses, A's owner sending B's id instead gets
// 404 (never confirming it exists); every role of A that domain.md does not allow gets 403.
import { expect, it } from "vitest";
import { uniqueEmail } from "../modules/auth/auth.test-helpers.ts";
import { buildInventoryFixtures } from "../modules/inventory/inventory.test-helpers.ts";
import { buildSalesFixtures } from "../modules/sales/sales.test-helpers.ts";
import { buildPricingFixtures } from "../modules/tax-groups/tax-groups.test-helpers.ts";
import type { TestApp } from "./app.ts";
import { addPerson, type StaffKey, type Tenant } from "./tenancy.fixtures.ts";
import { describeTenancy, everyone, type RouteCase as Row } from "./tenancy.runner.ts";

interface Ids {
  orgId: string;
  locationId: string;
  roomId: string;
  slug: string;
  /** A member other than the callers, for calls about someone else. */
  userId: string;
  /** The owner's membership id, for GET /organization-member/{id}. */
  memberId: string;
  inviteId: string;
  // Pricing and customers (issue 6).
  taxGroupId: string;
  taxRateId: string;
  assignmentId: string;
  categoryId: string;
  productId: string;
  customerId: string;
  customerGroupId: string;
  discountId: string;
  // Inventory, purchase and receive orders (issue 5).
  vendorId: string;
  stockProductId: string;
  inventoryId: string;
  purchaseOrderId: string;
  poItemId: string;
  receiveOrderId: string;
  roItemId: string;
  // Registers, drawers, sales, transactions (issue 7).
  registerId: string;
  drawerSessionId: string;
  saleId: string;
  saleLineId: string;
  parkedCartId: string;
  saleProductId: string;
  saleCustomerId: string;
}

type RouteCase = Row<Ids>;

const withAnyRole: StaffKey[] = ["OWNER", "ADMIN", "MANAGER", "CASHIER", "INVENTORY", "VIEWER"];
const orgManagers: StaffKey[] = ["OWNER", "ADMIN"];
const catalogWriters: StaffKey[] = ["OWNER", "ADMIN", "MANAGER", "INVENTORY"];

const org = (ids: Ids) => `/api/organization/${ids.orgId}`;
const loc = (ids: Ids) => `${org(ids)}/location/${ids.locationId}`;
const room = (ids: Ids) => `${loc(ids)}/rooms/${ids.roomId}`;
const newLocation = { name: "Surrey", country: "CA", timeZone: "America/Vancouver" };
const pricingWriters: StaffKey[] = ["OWNER", "ADMIN", "MANAGER"];
/** Tax and discounts: read by every role but the inventory clerk (domain.md). */
const pricingReaders: StaffKey[] = ["OWNER", "ADMIN", "MANAGER", "CASHIER", "VIEWER"];
const customerWriters: StaffKey[] = ["OWNER", "ADMIN", "MANAGER", "CASHIER"];
/** Bulk calls report unknown ids as failures, not 404: their rows vary only the organization and location. */
const unknownId = "00000000-0000-4000-8000-000000000000";
const taxGroup = (ids: Ids) => `${loc(ids)}/tax-group`;
const taxRate = (ids: Ids) => `${loc(ids)}/tax-rate`;
const discount = (ids: Ids) => `${loc(ids)}/discount`;
const customerGroup = (ids: Ids) => `${loc(ids)}/customer-group`;
const customer = (ids: Ids) => `/api/customer/${ids.customerId}?locationId=${ids.locationId}`;
const inventoryWriters: StaffKey[] = ["OWNER", "ADMIN", "MANAGER", "INVENTORY"];
const lot = (ids: Ids) => `${loc(ids)}/inventory/${ids.inventoryId}`;
const po = (ids: Ids) => `${loc(ids)}/purchase-order/${ids.purchaseOrderId}`;
const ro = (ids: Ids) => `${loc(ids)}/receive-orders/${ids.receiveOrderId}`;
const adjustment = { type: "INCREMENTAL", quantity: 1, reason: "ADJUSTMENT" };
const roLine = (ids: Ids) => ({ productId: ids.stockProductId, quantity: 1, roomId: ids.roomId });
const sellers: StaffKey[] = ["OWNER", "ADMIN", "MANAGER", "CASHIER"];
const reporters: StaffKey[] = ["OWNER", "ADMIN", "MANAGER", "VIEWER"];
const ownSales: StaffKey[] = ["OWNER", "ADMIN", "MANAGER", "CASHIER", "VIEWER"];
const register = (ids: Ids) => `${loc(ids)}/register/${ids.registerId}`;
const drawer = (ids: Ids) => `${loc(ids)}/drawer-session/${ids.drawerSessionId}`;
const sale = (ids: Ids) => `${loc(ids)}/sale/${ids.saleId}`;
const parked = (ids: Ids) => `${loc(ids)}/sale/parked/${ids.parkedCartId}`;
const cart = (ids: Ids) => ({
  registerId: ids.registerId,
  customerId: ids.saleCustomerId,
  lines: [{ productId: ids.saleProductId, quantity: 1 }],
});

const routes: Record<string, RouteCase> = {
  "GET organization details by slug": {
    method: "GET",
    url: (i) => `/api/organization-details-by-slug/${i.slug}`,
    allowed: everyone,
  },
  "PUT organization": {
    method: "PUT",
    url: () => "/api/organization",
    body: (i) => ({ id: i.orgId, name: "Renamed" }),
    allowed: orgManagers,
  },
  "DELETE organization": { method: "DELETE", url: (i) => `${org(i)}?confirm=nope`, allowed: ["OWNER"] },
  "PATCH organization select": {
    method: "PATCH",
    url: () => "/api/organization/select",
    body: (i) => ({ organizationId: i.orgId, locationId: i.locationId }),
    allowed: withAnyRole,
  },
  "PUT transfer ownership": {
    method: "PUT",
    url: () => "/api/organization/transfer-ownership",
    body: (i) => ({ organizationId: i.orgId, userId: i.userId }),
    allowed: ["OWNER"],
  },
  "POST send invitation": {
    method: "POST",
    url: () => "/api/organization-send-invitation",
    body: (i) => ({
      organizationId: i.orgId,
      email: uniqueEmail(),
      locationRoles: [{ locationId: i.locationId, roles: ["CASHIER"] }],
    }),
    allowed: orgManagers,
  },
  "POST bulk send invitation": {
    method: "POST",
    url: () => "/api/organization-bulk-send-invitation",
    // An admin needs no location role (a member would: bulk answers each refusal in its 200 report).
    body: (i) => ({ organizationId: i.orgId, invitations: [{ email: uniqueEmail(), type: "ADMIN" }] }),
    allowed: orgManagers,
  },
  "GET organization invites": {
    method: "GET",
    url: (i) => `/api/organization-invites/${i.orgId}`,
    allowed: orgManagers,
  },
  "POST resend invite": {
    method: "POST",
    url: (i) => `/api/organization-invites/${i.inviteId}/resend`,
    allowed: orgManagers,
  },
  "DELETE invite": { method: "DELETE", url: (i) => `/api/organization-invites/${i.inviteId}`, allowed: orgManagers },
  "GET members": { method: "GET", url: (i) => `${org(i)}/members`, allowed: orgManagers },
  "GET member": { method: "GET", url: (i) => `/api/organization-member/${i.memberId}`, allowed: orgManagers },
  "GET my staff welcome": { method: "GET", url: (i) => `${org(i)}/welcome`, allowed: everyone },
  "POST my staff welcome seen": { method: "POST", url: (i) => `${org(i)}/welcome/seen`, allowed: everyone },
  "POST member": {
    method: "POST",
    url: () => "/api/organization-member",
    body: (i) => ({ organizationId: i.orgId, email: uniqueEmail() }),
    allowed: orgManagers,
  },
  "DELETE member": {
    method: "DELETE",
    url: () => "/api/organization-member",
    body: (i) => ({ organizationId: i.orgId, userId: i.userId }),
    allowed: orgManagers,
  },
  "PUT member type": {
    method: "PUT",
    url: () => "/api/organization-member/type",
    body: (i) => ({ organizationId: i.orgId, userId: i.userId, type: "ADMIN" }),
    allowed: orgManagers,
  },
  "POST member location roles": {
    method: "POST",
    url: (i) => `/api/organization-member/${i.userId}/location-roles`,
    body: (i) => ({ organizationId: i.orgId, locationRoles: [{ locationId: i.locationId, roles: ["MANAGER"] }] }),
    allowed: orgManagers,
  },
  "POST location": { method: "POST", url: (i) => `${org(i)}/location`, body: () => newLocation, allowed: orgManagers },
  "GET locations": { method: "GET", url: (i) => `${org(i)}/location`, allowed: everyone },
  "GET location": { method: "GET", url: loc, allowed: withAnyRole },
  "PATCH location": { method: "PATCH", url: loc, body: () => ({ name: "Renamed" }), allowed: orgManagers },
  "DELETE location": { method: "DELETE", url: loc, allowed: orgManagers },
  "POST location jurisdiction": {
    method: "POST",
    url: (i) => `${loc(i)}/jurisdiction`,
    body: () => ({ code: "US-CA-LOS-ANGELES" }),
    allowed: orgManagers,
  },
  "POST room": {
    method: "POST",
    url: (i) => `${loc(i)}/rooms`,
    body: () => ({ name: "New Room" }),
    allowed: catalogWriters,
  },
  "GET rooms": { method: "GET", url: (i) => `${loc(i)}/rooms`, allowed: withAnyRole },
  "GET room": { method: "GET", url: room, allowed: withAnyRole },
  "PUT room": { method: "PUT", url: room, body: () => ({ name: "Renamed Room" }), allowed: catalogWriters },
  "DELETE room": { method: "DELETE", url: room, allowed: catalogWriters },
  "GET tax groups": { method: "GET", url: taxGroup, allowed: pricingReaders },
  "POST tax group": { method: "POST", url: taxGroup, body: () => ({ name: "New group" }), allowed: pricingWriters },
  "GET tax group": { method: "GET", url: (i) => `${taxGroup(i)}/${i.taxGroupId}`, allowed: pricingReaders },
  "PATCH tax group": {
    method: "PATCH",
    url: (i) => `${taxGroup(i)}/${i.taxGroupId}`,
    body: () => ({ name: "Renamed group" }),
    allowed: pricingWriters,
  },
  "DELETE tax group": { method: "DELETE", url: (i) => `${taxGroup(i)}/${i.taxGroupId}`, allowed: pricingWriters },
  "POST tax group duplicate": {
    method: "POST",
    url: (i) => `${taxGroup(i)}/${i.taxGroupId}/duplicate`,
    allowed: pricingWriters,
  },
  "DELETE tax groups bulk": {
    method: "DELETE",
    url: (i) => `${taxGroup(i)}/bulk`,
    body: () => ({ taxGroupIds: [unknownId] }),
    allowed: pricingWriters,
  },
  "POST tax groups bulk duplicate": {
    method: "POST",
    url: (i) => `${taxGroup(i)}/bulk/duplicate`,
    body: () => ({ taxGroupIds: [unknownId] }),
    allowed: pricingWriters,
  },
  "POST tax group assign": {
    method: "POST",
    url: (i) => `${taxGroup(i)}/assign`,
    body: (i) => ({ taxGroupId: i.taxGroupId, entityType: "CATEGORY", entityId: i.categoryId }),
    allowed: pricingWriters,
  },
  "POST tax group bulk-assign": {
    method: "POST",
    url: (i) => `${taxGroup(i)}/bulk-assign`,
    body: (i) => ({ taxGroupId: i.taxGroupId, assignments: [{ entityType: "BRAND", entityId: unknownId }] }),
    allowed: pricingWriters,
  },
  "PUT tax group update-assignment": {
    method: "PUT",
    url: (i) => `${taxGroup(i)}/update-assignment`,
    body: (i) => ({ assignmentId: i.assignmentId, taxGroupId: i.taxGroupId }),
    allowed: pricingWriters,
  },
  "DELETE tax group assignment": {
    method: "DELETE",
    url: (i) => `${taxGroup(i)}/${i.assignmentId}/remove`,
    allowed: pricingWriters,
  },
  "DELETE tax group assignments bulk": {
    method: "DELETE",
    url: (i) => `${taxGroup(i)}/${i.taxGroupId}/assignments/bulk`,
    body: () => ({ assignmentIds: [unknownId] }),
    allowed: pricingWriters,
  },
  "POST tax group conflicts": {
    method: "POST",
    url: (i) => `${taxGroup(i)}/${i.taxGroupId}/category/${i.categoryId}/conflicts`,
    allowed: pricingReaders,
  },
  "POST tax group resolve-conflicts": {
    method: "POST",
    url: (i) => `${taxGroup(i)}/${i.taxGroupId}/category/${i.categoryId}/resolve-conflicts`,
    body: () => ({ winner: "BRAND" }),
    allowed: pricingWriters,
  },
  "POST calculate-tax": {
    method: "POST",
    url: (i) => `${taxGroup(i)}/calculate-tax`,
    body: (i) => ({ customerType: "RECREATIONAL", lines: [{ productId: i.productId, quantity: 1 }] }),
    allowed: pricingReaders,
  },
  "GET tax rates": { method: "GET", url: taxRate, allowed: pricingReaders },
  "POST tax rate": {
    method: "POST",
    url: taxRate,
    body: (i) => ({ name: "New rate", ratePpm: 50000, taxGroupId: i.taxGroupId }),
    allowed: pricingWriters,
  },
  "GET tax rate": { method: "GET", url: (i) => `${taxRate(i)}/${i.taxRateId}`, allowed: pricingReaders },
  "PATCH tax rate": {
    method: "PATCH",
    url: (i) => `${taxRate(i)}/${i.taxRateId}`,
    body: () => ({ ratePpm: 1 }),
    allowed: pricingWriters,
  },
  "DELETE tax rate": { method: "DELETE", url: (i) => `${taxRate(i)}/${i.taxRateId}`, allowed: pricingWriters },
  "POST tax rate reorder": {
    method: "POST",
    url: (i) => `${taxRate(i)}/reorder`,
    body: (i) => ({ taxRateId: i.taxRateId, taxGroupId: i.taxGroupId, previousTaxRateId: null }),
    allowed: pricingWriters,
  },
  "DELETE tax rate remove": {
    method: "DELETE",
    url: (i) => `${taxRate(i)}/remove`,
    body: (i) => ({ taxRateId: i.taxRateId, taxGroupId: i.taxGroupId }),
    allowed: pricingWriters,
  },
  "POST tax rate assign": {
    method: "POST",
    url: (i) => `${taxRate(i)}/assign`,
    body: (i) => ({ taxRateId: i.taxRateId, taxGroupId: i.taxGroupId }),
    allowed: pricingWriters,
  },
  "POST tax rate duplicate": {
    method: "POST",
    url: (i) => `${taxRate(i)}/${i.taxRateId}/duplicate`,
    allowed: pricingWriters,
  },
  "POST tax rate duplicate-in-group": {
    method: "POST",
    url: (i) => `${taxRate(i)}/${i.taxRateId}/duplicate-in-group`,
    allowed: pricingWriters,
  },
  "GET customers": { method: "GET", url: (i) => `/api/customer?locationId=${i.locationId}`, allowed: withAnyRole },
  "POST customer": {
    method: "POST",
    url: () => "/api/customer",
    body: (i) => ({ locationId: i.locationId, firstName: "New", lastName: "Customer", dateOfBirth: "1980-01-01" }),
    allowed: customerWriters,
  },
  "GET customer": { method: "GET", url: customer, allowed: withAnyRole },
  "PATCH customer": {
    method: "PATCH",
    url: (i) => `/api/customer/${i.customerId}`,
    body: (i) => ({ locationId: i.locationId, notes: "Updated" }),
    allowed: customerWriters,
  },
  "DELETE customer": { method: "DELETE", url: customer, allowed: customerWriters },
  "PATCH customers bulk status": {
    method: "PATCH",
    url: () => "/api/customer/bulk/status",
    body: (i) => ({ locationId: i.locationId, customerIds: [unknownId], active: false }),
    allowed: customerWriters,
  },
  "DELETE customers bulk": {
    method: "DELETE",
    url: () => "/api/customer/bulk",
    body: (i) => ({ locationId: i.locationId, customerIds: [unknownId] }),
    allowed: customerWriters,
  },
  "GET customer groups": { method: "GET", url: customerGroup, allowed: withAnyRole },
  "POST customer group": {
    method: "POST",
    url: customerGroup,
    body: () => ({ name: "New group" }),
    allowed: pricingWriters,
  },
  "GET customer group": {
    method: "GET",
    url: (i) => `${customerGroup(i)}/${i.customerGroupId}`,
    allowed: withAnyRole,
  },
  "PATCH customer group": {
    method: "PATCH",
    url: (i) => `${customerGroup(i)}/${i.customerGroupId}`,
    body: () => ({ name: "Renamed" }),
    allowed: pricingWriters,
  },
  "DELETE customer group": {
    method: "DELETE",
    url: (i) => `${customerGroup(i)}/${i.customerGroupId}`,
    allowed: pricingWriters,
  },
  "GET discounts": { method: "GET", url: discount, allowed: pricingReaders },
  "GET discount": { method: "GET", url: (i) => `${discount(i)}/${i.discountId}`, allowed: pricingReaders },
  "DELETE discount": { method: "DELETE", url: (i) => `${discount(i)}/${i.discountId}`, allowed: pricingWriters },
  "POST discount details": {
    method: "POST",
    url: (i) => `${discount(i)}/details`,
    body: () => ({ name: "New discount" }),
    allowed: pricingWriters,
  },
  "PUT discount details": {
    method: "PUT",
    url: (i) => `${discount(i)}/${i.discountId}/details`,
    body: () => ({ name: "Renamed discount" }),
    allowed: pricingWriters,
  },
  "POST discount rules": {
    method: "POST",
    url: (i) => `${discount(i)}/${i.discountId}/rules`,
    // Ids inside the rules are checked as a list (400 naming each unknown one, foreign or missing alike).
    body: () => ({ minQuantity: 1 }),
    allowed: pricingWriters,
  },
  "PUT discount rules": {
    method: "PUT",
    url: (i) => `${discount(i)}/${i.discountId}/rules`,
    body: () => ({ minQuantity: 2 }),
    allowed: pricingWriters,
  },
  "POST discount amount": {
    method: "POST",
    url: (i) => `${discount(i)}/${i.discountId}/discount`,
    body: () => ({ type: "PERCENT", percentPpm: 100000 }),
    allowed: pricingWriters,
  },
  "PUT discount amount": {
    method: "PUT",
    url: (i) => `${discount(i)}/${i.discountId}/discount`,
    body: () => ({ type: "FIXED_AMOUNT", amountCents: 500 }),
    allowed: pricingWriters,
  },
  "POST discount confirm": {
    method: "POST",
    url: (i) => `${discount(i)}/${i.discountId}/confirm`,
    allowed: pricingWriters,
  },
  "GET discount affected products": {
    method: "GET",
    url: (i) => `${discount(i)}/${i.discountId}/affected-products`,
    allowed: pricingReaders,
  },
  "POST discounts reorder": {
    method: "POST",
    url: (i) => `${discount(i)}/reorder`,
    body: (i) => ({ discountIds: [i.discountId] }),
    allowed: pricingWriters,
  },
  "DELETE discounts batch": {
    method: "DELETE",
    url: (i) => `${discount(i)}/batch`,
    body: () => ({ discountIds: [unknownId] }),
    allowed: pricingWriters,
  },
  "PUT discounts batch availability": {
    method: "PUT",
    url: (i) => `${discount(i)}/batch-availability`,
    body: () => ({ discountIds: [unknownId], available: false }),
    allowed: pricingWriters,
  },
  "GET discount settings": { method: "GET", url: (i) => `${loc(i)}/discount-settings`, allowed: pricingReaders },
  "PUT discount settings": {
    method: "PUT",
    url: (i) => `${loc(i)}/discount-settings`,
    body: () => ({ combinationMode: "APPLY_ALL" }),
    allowed: pricingWriters,
  },
  // Inventory (issue 5).
  "GET inventory": { method: "GET", url: (i) => `${loc(i)}/inventory`, allowed: withAnyRole },
  "GET inventory item": { method: "GET", url: lot, allowed: withAnyRole },
  "GET inventory ledger": { method: "GET", url: (i) => `${lot(i)}/ledger`, allowed: withAnyRole },
  "PATCH inventory item": { method: "PATCH", url: lot, body: () => ({ lotNumber: "L-9" }), allowed: inventoryWriters },
  "DELETE inventory item": { method: "DELETE", url: lot, allowed: inventoryWriters },
  "DELETE inventory bulk": {
    method: "DELETE",
    url: (i) => `${loc(i)}/inventory/bulk`,
    body: () => ({ inventoryIds: [unknownId] }),
    allowed: inventoryWriters,
  },
  "PATCH inventory adjust-quantity": {
    method: "PATCH",
    url: (i) => `${lot(i)}/adjust-quantity`,
    body: () => adjustment,
    allowed: inventoryWriters,
  },
  "PATCH inventory bulk adjust-quantity": {
    method: "PATCH",
    url: (i) => `${loc(i)}/inventory/bulk/adjust-quantity`,
    body: () => ({ reason: "AUDIT", items: [{ inventoryId: unknownId, type: "ABSOLUTE", quantity: 1 }] }),
    allowed: inventoryWriters,
  },
  "PATCH inventory status": {
    method: "PATCH",
    url: (i) => `${lot(i)}/status`,
    body: () => ({ isActive: true }),
    allowed: inventoryWriters,
  },
  "PATCH inventory bulk status": {
    method: "PATCH",
    url: (i) => `${loc(i)}/inventory/bulk/status`,
    body: () => ({ inventoryIds: [unknownId], isActive: true }),
    allowed: inventoryWriters,
  },
  "POST inventory transfer": {
    method: "POST",
    url: (i) => `${lot(i)}/transfer`,
    body: (i) => ({ toRoomId: i.roomId, quantity: 1 }),
    allowed: inventoryWriters,
  },
  // Purchase orders (issue 5).
  "GET purchase orders": { method: "GET", url: (i) => `${loc(i)}/purchase-order`, allowed: withAnyRole },
  "GET purchase order stats": { method: "GET", url: (i) => `${loc(i)}/purchase-order/stats`, allowed: withAnyRole },
  "GET check PO number": {
    method: "GET",
    url: (i) => `${loc(i)}/purchase-order/check-po-number?poNumber=PO-1`,
    allowed: withAnyRole,
  },
  "POST purchase order": {
    method: "POST",
    url: (i) => `${loc(i)}/purchase-order`,
    body: (i) => ({ vendorId: i.vendorId, poNumber: "PO-NEW" }),
    allowed: inventoryWriters,
  },
  "GET purchase order": { method: "GET", url: po, allowed: withAnyRole },
  "DELETE purchase order": { method: "DELETE", url: po, allowed: inventoryWriters },
  "PATCH purchase order status": {
    method: "PATCH",
    url: (i) => `${po(i)}/status`,
    body: () => ({ status: "CANCELLED" }),
    allowed: inventoryWriters,
  },
  "PATCH purchase order step": {
    method: "PATCH",
    url: (i) => `${po(i)}/step`,
    body: () => ({ step: "ITEMS" }),
    allowed: inventoryWriters,
  },
  "PATCH purchase order details": {
    method: "PATCH",
    url: (i) => `${po(i)}/details`,
    body: (i) => ({ vendorId: i.vendorId }),
    allowed: inventoryWriters,
  },
  "POST purchase order confirm": { method: "POST", url: (i) => `${po(i)}/confirm`, allowed: inventoryWriters },
  "PATCH purchase order internal notes": {
    method: "PATCH",
    url: (i) => `${po(i)}/internal-notes`,
    body: () => ({ internalNotes: "n" }),
    allowed: inventoryWriters,
  },
  "GET purchase order preview": { method: "GET", url: (i) => `${po(i)}/calculate-preview`, allowed: withAnyRole },
  "GET purchase order document": { method: "GET", url: (i) => `${po(i)}/document`, allowed: withAnyRole },
  "POST purchase order email": {
    method: "POST",
    url: (i) => `${po(i)}/email`,
    body: () => ({ message: "m" }),
    allowed: inventoryWriters,
  },
  "POST purchase order item": {
    method: "POST",
    url: (i) => `${po(i)}/items`,
    body: (i) => ({ productId: i.stockProductId, quantity: 1 }),
    allowed: inventoryWriters,
  },
  "POST purchase order items batch": {
    method: "POST",
    url: (i) => `${po(i)}/items/batch`,
    body: (i) => ({ items: [{ productId: i.stockProductId, quantity: 1 }] }),
    allowed: inventoryWriters,
  },
  "GET purchase order items": { method: "GET", url: (i) => `${po(i)}/items`, allowed: withAnyRole },
  "GET purchase order item": { method: "GET", url: (i) => `${po(i)}/items/${i.poItemId}`, allowed: withAnyRole },
  "PATCH purchase order item": {
    method: "PATCH",
    url: (i) => `${po(i)}/items/${i.poItemId}`,
    body: () => ({ quantity: 3 }),
    allowed: inventoryWriters,
  },
  "DELETE purchase order item": {
    method: "DELETE",
    url: (i) => `${po(i)}/items/${i.poItemId}`,
    allowed: inventoryWriters,
  },
  // Receive orders (issue 5).
  "POST receive order": {
    method: "POST",
    url: (i) => `${loc(i)}/receive-orders`,
    body: (i) => ({ purchaseOrderId: i.purchaseOrderId }),
    allowed: inventoryWriters,
  },
  "GET receive orders": { method: "GET", url: (i) => `${loc(i)}/receive-orders`, allowed: withAnyRole },
  "GET receive order": { method: "GET", url: ro, allowed: withAnyRole },
  "PUT receive order": { method: "PUT", url: ro, body: (i) => ({ vendorId: i.vendorId }), allowed: inventoryWriters },
  "DELETE receive order": { method: "DELETE", url: ro, allowed: inventoryWriters },
  "POST receive order item": { method: "POST", url: (i) => `${ro(i)}/items`, body: roLine, allowed: inventoryWriters },
  "GET receive order items": { method: "GET", url: (i) => `${ro(i)}/items`, allowed: withAnyRole },
  "GET receive order item": { method: "GET", url: (i) => `${ro(i)}/items/${i.roItemId}`, allowed: withAnyRole },
  "PUT receive order item": {
    method: "PUT",
    url: (i) => `${ro(i)}/items/${i.roItemId}`,
    body: roLine,
    allowed: inventoryWriters,
  },
  "DELETE receive order item": {
    method: "DELETE",
    url: (i) => `${ro(i)}/items/${i.roItemId}`,
    allowed: inventoryWriters,
  },
  "POST receive order upload url": {
    method: "POST",
    url: (i) => `${ro(i)}/attachment-upload/generate-upload-url`,
    body: () => ({ fileName: "slip.pdf", contentType: "application/pdf" }),
    allowed: inventoryWriters,
  },
  "POST receive order process": {
    method: "POST",
    url: (i) => `${ro(i)}/process-to-inventory`,
    allowed: inventoryWriters,
  },
  // Registers, drawers, sales, transactions, dashboard (issue 7).
  "POST register": {
    method: "POST",
    url: (i) => `${loc(i)}/register`,
    body: (i) => ({ name: "Lane 9", roomIds: [i.roomId] }),
    allowed: pricingWriters,
  },
  "GET registers": { method: "GET", url: (i) => `${loc(i)}/register`, allowed: withAnyRole },
  "GET register": { method: "GET", url: register, allowed: withAnyRole },
  "PUT register": { method: "PUT", url: register, body: () => ({ name: "Renamed" }), allowed: pricingWriters },
  "DELETE register": { method: "DELETE", url: register, allowed: pricingWriters },
  "GET register products": { method: "GET", url: (i) => `${register(i)}/products`, allowed: sellers },
  "POST drawer session": {
    method: "POST",
    url: (i) => `${loc(i)}/drawer-session`,
    body: (i) => ({ registerId: i.registerId, openingFloatCents: 0 }),
    allowed: sellers,
  },
  "GET drawer sessions": { method: "GET", url: (i) => `${loc(i)}/drawer-session`, allowed: sellers },
  "GET drawer session": { method: "GET", url: drawer, allowed: sellers },
  "POST drawer movement": {
    method: "POST",
    url: (i) => `${drawer(i)}/movement`,
    body: () => ({ type: "PAY_IN", amountCents: 100, reason: "Float top-up" }),
    allowed: pricingWriters,
  },
  "POST drawer close": {
    method: "POST",
    url: (i) => `${drawer(i)}/close`,
    body: () => ({ counts: [] }),
    allowed: sellers,
  },
  "POST sale preview": { method: "POST", url: (i) => `${loc(i)}/sale/preview`, body: cart, allowed: sellers },
  "POST sale complete": {
    method: "POST",
    url: (i) => `${loc(i)}/sale/complete`,
    body: (i) => ({ ...cart(i), drawerSessionId: i.drawerSessionId, tenders: [{ type: "CASH", amountCents: 10_000 }] }),
    allowed: sellers,
  },
  "GET sale receipt": { method: "GET", url: (i) => `${sale(i)}/receipt`, allowed: ownSales },
  "POST sale receipt send": {
    method: "POST",
    url: (i) => `${sale(i)}/receipt/send`,
    body: () => ({ email: "buyer@example.test" }),
    allowed: sellers,
  },
  "POST sale void": {
    method: "POST",
    url: (i) => `${sale(i)}/void`,
    body: () => ({ reason: "x" }),
    allowed: sellers,
  },
  "POST sale refund": {
    method: "POST",
    url: (i) => `${sale(i)}/refund`,
    body: (i) => ({
      drawerSessionId: i.drawerSessionId,
      reason: "x",
      disposition: "RESTOCK",
      roomId: i.roomId,
      lines: [{ saleLineId: i.saleLineId, quantity: 1 }],
    }),
    allowed: sellers,
  },
  "POST sale refund preview": {
    method: "POST",
    url: (i) => `${sale(i)}/refund/preview`,
    body: (i) => ({ lines: [{ saleLineId: i.saleLineId, quantity: 1 }] }),
    allowed: sellers,
  },
  "GET sale by receipt number": { method: "GET", url: (i) => `${loc(i)}/sale/receipt/1`, allowed: sellers },
  "GET approvers": { method: "GET", url: (i) => `${loc(i)}/approvers`, allowed: sellers },
  "GET offline kit": { method: "GET", url: (i) => `${register(i)}/offline-kit`, allowed: sellers },
  "POST sale offline": {
    method: "POST",
    url: (i) => `${loc(i)}/sale/offline`,
    body: (i) => ({
      ...cart(i),
      lines: [{ productId: i.saleProductId, quantity: 1, unitPriceCents: 1000 }],
      drawerSessionId: i.drawerSessionId,
      tenders: [{ type: "CASH", amountCents: 10_000 }],
      offlineReceipt: "TNCY01-1",
      soldAt: "2026-01-02T10:00:00Z",
      offlineSince: "2026-01-02T09:00:00Z",
      registerTotalCents: 1000,
    }),
    allowed: sellers,
  },
  "GET offline sales": { method: "GET", url: (i) => `${loc(i)}/offline-sales`, allowed: pricingWriters },
  "POST offline sale resolve": {
    method: "POST",
    url: (i) => `${loc(i)}/offline-sales/${i.saleId}/resolve`,
    body: () => ({ note: "Counted" }),
    allowed: pricingWriters,
  },
  "POST parked cart": { method: "POST", url: (i) => `${loc(i)}/sale/parked`, body: cart, allowed: sellers },
  "GET parked carts": { method: "GET", url: (i) => `${loc(i)}/sale/parked`, allowed: sellers },
  "GET parked cart": { method: "GET", url: parked, allowed: sellers },
  "POST parked cart resume": { method: "POST", url: (i) => `${parked(i)}/resume`, allowed: sellers },
  "DELETE parked cart": { method: "DELETE", url: parked, allowed: sellers },
  "GET transactions": { method: "GET", url: (i) => `${loc(i)}/transactions`, allowed: ownSales },
  "GET transactions export": { method: "GET", url: (i) => `${loc(i)}/transactions/export.csv`, allowed: ownSales },
  "GET transaction": { method: "GET", url: (i) => `${loc(i)}/transactions/${i.saleId}`, allowed: ownSales },
  "GET customer transactions": {
    method: "GET",
    url: (i) => `/api/customer/${i.saleCustomerId}/transactions?orgId=${i.orgId}&locationId=${i.locationId}`,
    allowed: ownSales,
  },
  "GET customer daily purchase limits": {
    method: "GET",
    url: (i) => `/api/customer/${i.saleCustomerId}/daily-purchase-limits?locationId=${i.locationId}`,
    allowed: withAnyRole,
  },
  "GET dashboard": { method: "GET", url: (i) => `${loc(i)}/dashboard`, allowed: reporters },
  "GET setup checklist": { method: "GET", url: (i) => `${loc(i)}/setup-checklist`, allowed: reporters },
  // Reports (issue 16).
  "GET end of day": { method: "GET", url: (i) => `${loc(i)}/reports/end-of-day`, allowed: ownSales },
  "GET end of day CSV": { method: "GET", url: (i) => `${loc(i)}/reports/end-of-day/export.csv`, allowed: ownSales },
  "POST end of day send": {
    method: "POST",
    url: (i) => `${loc(i)}/reports/end-of-day/send`,
    body: () => ({}),
    allowed: ownSales,
  },
  "GET tax liability": {
    method: "GET",
    url: (i) => `${loc(i)}/reports/tax-liability?from=2026-01-01&to=2026-01-31`,
    allowed: reporters,
  },
  "GET sales report": {
    method: "GET",
    url: (i) => `${loc(i)}/reports/sales?from=2026-01-01&to=2026-01-31&groupBy=product`,
    allowed: reporters,
  },
  "GET sales report CSV": {
    method: "GET",
    url: (i) => `${loc(i)}/reports/sales/export.csv?from=2026-01-01&to=2026-01-31`,
    allowed: reporters,
  },
  "GET inventory valuation": {
    method: "GET",
    url: (i) => `${loc(i)}/reports/inventory-valuation?date=2026-01-31`,
    allowed: reporters,
  },
  "GET shrink": {
    method: "GET",
    url: (i) => `${loc(i)}/reports/shrink?from=2026-01-01&to=2026-01-31`,
    allowed: reporters,
  },
  "GET tax liability CSV": {
    method: "GET",
    url: (i) => `${loc(i)}/reports/tax-liability/export.csv?from=2026-01-01&to=2026-01-31`,
    allowed: reporters,
  },
  "GET discounts report": {
    method: "GET",
    url: (i) => `${loc(i)}/reports/discounts?from=2026-01-01&to=2026-01-31`,
    allowed: reporters,
  },
  "GET discounts report CSV": {
    method: "GET",
    url: (i) => `${loc(i)}/reports/discounts/export.csv?from=2026-01-01&to=2026-01-31`,
    allowed: reporters,
  },
  "GET purchasing report": {
    method: "GET",
    url: (i) => `${loc(i)}/reports/purchasing?from=2026-01-01&to=2026-01-31`,
    allowed: reporters,
  },
  "GET purchasing report CSV": {
    method: "GET",
    url: (i) => `${loc(i)}/reports/purchasing/export.csv?from=2026-01-01&to=2026-01-31`,
    allowed: reporters,
  },
  "GET customers report": {
    method: "GET",
    url: (i) => `${loc(i)}/reports/customers?from=2026-01-01&to=2026-01-31`,
    allowed: reporters,
  },
  "GET customers report CSV": {
    method: "GET",
    url: (i) => `${loc(i)}/reports/customers/export.csv?from=2026-01-01&to=2026-01-31`,
    allowed: reporters,
  },
};

/** The ids a route's url and body read, found by building them once with a recording stand-in. */
async function idsOf(t: TestApp, tenant: Tenant): Promise<Ids> {
  const owner = tenant.people.OWNER.token;
  const members = await t.call("GET", `/api/organization/${tenant.organizationId}/members`, { token: owner });
  const ownerMember = members.json().data.find((m: { type: string }) => m.type === "OWNER");
  const invite = await t.call("POST", "/api/organization-send-invitation", {
    token: owner,
    body: {
      organizationId: tenant.organizationId,
      email: uniqueEmail(),
      locationRoles: [{ locationId: tenant.locationId, roles: ["VIEWER"] }],
    },
  });
  expect(invite.statusCode, invite.body).toBe(201);
  const pricing = await buildPricingFixtures(t, tenant);
  const stock = await buildInventoryFixtures(t, tenant);
  const selling = await buildSalesFixtures(t, tenant);
  return {
    ...pricing,
    ...stock,
    ...selling,
    orgId: tenant.organizationId,
    locationId: tenant.locationId,
    roomId: tenant.roomId,
    slug: tenant.slug,
    userId: (await addPerson(t, tenant.organizationId, "MEMBER")).user.id,
    memberId: ownerMember.id,
    inviteId: invite.json().id,
  };
}

describeTenancy<Ids>("tenant isolation and roles", {
  routes,
  idsOf,
  extra: (ctx) => {
    it("answers the same 404 for another tenant's organization as for one that does not exist", async () => {
      const foreign = await ctx().t.call("GET", `/api/organization/${ctx().idsB.orgId}/location`, {
        token: ctx().a.people.OWNER.token,
      });
      const missing = await ctx().t.call("GET", "/api/organization/00000000-0000-4000-8000-000000000000/location", {
        token: ctx().a.people.OWNER.token,
      });
      expect(foreign.json()).toEqual(missing.json());
    });
  },
});
