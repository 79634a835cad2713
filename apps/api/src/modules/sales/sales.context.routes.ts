// GET /organization/{orgId}/location/{locationId}/sale/pricing-context: the register prices carts in the browser.
import { locationParams } from "@verdant/shared/locations";
import { pricingContext } from "@verdant/shared/pricing-context";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { locationScopeOf } from "../../plugins/access.ts";
import { getPricingContext } from "./sales.context.ts";
import type { SellingSetupCache } from "./sales.setup.ts";

export const pricingContextRoutes: FastifyPluginAsyncZod<{ db: Db; setups: SellingSetupCache }> = async (
  app,
  { db, setups },
) => {
  app.get(
    "/organization/:orgId/location/:locationId/sale/pricing-context",
    {
      schema: {
        tags: ["sales"],
        summary:
          "The location's discounts, tax groups, combination mode, cash rounding and limits profile for priceCart",
        params: locationParams,
        response: { 200: pricingContext },
      },
      config: { access: "register.sell" },
    },
    async (request) => getPricingContext(db, locationScopeOf(request), setups),
  );
};
