// Every domain's routes, mounted under /api. A new domain adds one line here.
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../app-context.ts";
import { filesRoutes } from "../lib/storage/files.routes.ts";
import type { FileStorage } from "../lib/storage/storage.ts";
import { accessPlugin } from "../plugins/access.ts";
import { adminRoutes } from "./admin/admin.routes.ts";
import { meRoutes } from "./auth/auth.me.routes.ts";
import { passwordRoutes } from "./auth/auth.password.routes.ts";
import { passwordlessRoutes } from "./auth/auth.passwordless.routes.ts";
import { brandRoutes } from "./brands/brands.routes.ts";
import { categoryRoutes } from "./categories/categories.routes.ts";
import { customerGroupRoutes } from "./customers/customer-groups.routes.ts";
import { customerRoutes } from "./customers/customers.routes.ts";
import { dashboardRoutes } from "./dashboard/dashboard.routes.ts";
import { devRoutes } from "./dev/dev.routes.ts";
import { discountRoutes } from "./discounts/discounts.routes.ts";
import { drawerRoutes } from "./drawers/drawers.routes.ts";
import { healthRoutes } from "./health/health.routes.ts";
import { inventoryRoutes } from "./inventory/inventory.routes.ts";
import { inviteRoutes } from "./invites/invites.routes.ts";
import { locationRoutes } from "./locations/locations.routes.ts";
import { memberRoutes } from "./members/members.routes.ts";
import { organizationRoutes } from "./organizations/organizations.routes.ts";
import { priorityRoutes } from "./priorities/priorities.routes.ts";
import { productRoutes } from "./products/products.routes.ts";
import { purchaseOrderRoutes } from "./purchase-orders/purchase-orders.routes.ts";
import { receiveOrderRoutes } from "./receive-orders/receive-orders.routes.ts";
import { registerRoutes } from "./registers/registers.routes.ts";
import { roomRoutes } from "./rooms/rooms.routes.ts";
import { saleRoutes } from "./sales/sales.routes.ts";
import { strainRoutes } from "./strains/strains.routes.ts";
import { tagRoutes } from "./tags/tags.routes.ts";
import { taxGroupRoutes } from "./tax-groups/tax-groups.routes.ts";
import { taxRateRoutes } from "./tax-rates/tax-rates.routes.ts";
import { trackTraceRoutes } from "./track-trace/track-trace.routes.ts";
import { transactionRoutes } from "./transactions/transactions.routes.ts";
import { vendorRoutes } from "./vendors/vendors.routes.ts";

export const registerModules: FastifyPluginAsync<{ ctx: AppContext & { storage: FileStorage } }> = async (
  app,
  { ctx },
) => {
  // Before every route plugin: routes that declare config.access get the sign-in and membership checks.
  await app.register(accessPlugin, { db: ctx.database.db });
  await app.register(healthRoutes, { database: ctx.database });
  await app.register(passwordlessRoutes, { db: ctx.database.db, config: ctx.config });
  await app.register(passwordRoutes, { db: ctx.database.db, config: ctx.config });
  await app.register(meRoutes, { db: ctx.database.db, config: ctx.config });
  await app.register(adminRoutes, { db: ctx.database.db, config: ctx.config });
  await app.register(devRoutes, { db: ctx.database.db, config: ctx.config });
  await app.register(organizationRoutes, { db: ctx.database.db });
  await app.register(memberRoutes, { db: ctx.database.db });
  await app.register(inviteRoutes, { db: ctx.database.db, config: ctx.config });
  await app.register(locationRoutes, { db: ctx.database.db });
  await app.register(roomRoutes, { db: ctx.database.db });
  await app.register(filesRoutes, { storage: ctx.storage });
  await app.register(brandRoutes, { db: ctx.database.db });
  await app.register(categoryRoutes, { db: ctx.database.db });
  await app.register(strainRoutes, { db: ctx.database.db });
  await app.register(tagRoutes, { db: ctx.database.db });
  await app.register(priorityRoutes, { db: ctx.database.db });
  await app.register(productRoutes, { db: ctx.database.db, storage: ctx.storage });
  await app.register(vendorRoutes, { db: ctx.database.db, storage: ctx.storage });
  await app.register(taxGroupRoutes, { db: ctx.database.db });
  await app.register(taxRateRoutes, { db: ctx.database.db });
  await app.register(customerRoutes, { db: ctx.database.db });
  await app.register(customerGroupRoutes, { db: ctx.database.db });
  await app.register(discountRoutes, { db: ctx.database.db });
  await app.register(inventoryRoutes, { db: ctx.database.db });
  await app.register(purchaseOrderRoutes, { db: ctx.database.db });
  await app.register(receiveOrderRoutes, { db: ctx.database.db, storage: ctx.storage });
  await app.register(registerRoutes, { db: ctx.database.db });
  await app.register(drawerRoutes, { db: ctx.database.db });
  await app.register(saleRoutes, { db: ctx.database.db, config: ctx.config });
  await app.register(transactionRoutes, { db: ctx.database.db });
  await app.register(dashboardRoutes, { db: ctx.database.db });
  await app.register(trackTraceRoutes, { db: ctx.database.db, config: ctx.config });
};
