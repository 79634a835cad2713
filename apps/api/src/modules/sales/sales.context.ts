// The register's pricing context: what the browser passes to priceCart so a cart prices instantly, to the cent the
// server will record (decision 0003). It is the selling setup the server prices its own sales with (sales.setup.ts).
import type { PricingContext } from "@verdant/shared/pricing-context";
import type { Db } from "../../db/client.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { loadSellingSetup, type SellingSetupCache } from "./sales.setup.ts";

export async function getPricingContext(
  db: Db,
  scope: LocationScope,
  setups?: SellingSetupCache,
): Promise<PricingContext> {
  const setup = setups ? await setups.get(db, scope) : await loadSellingSetup(db, scope);
  return {
    ...setup.pricing,
    currency: setup.store.currency,
    minimumAge: setup.store.minimumAge,
    medicalMinimumAge: setup.store.medicalMinimumAge,
  };
}
