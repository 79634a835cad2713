// The engine's refusals in the API's words: a tiered tax rate needs a figure the product does not carry (decision
// 0018). The sale, the register's preview and calculate-tax all answer it the same way: 409, naming the product,
// the missing field and the rate, never a silent zero tax.
import { UnsellableProductError } from "@verdant/shared/pricing/pricing.lines";
import { MissingProductFigureError } from "@verdant/shared/pricing/pricing.taxes";
import { AppError, say } from "./app-error.ts";

export function refuseMissingFigures<T>(price: () => T, productName: (productId: string) => string): T {
  try {
    return price();
  } catch (error) {
    if (!(error instanceof MissingProductFigureError)) throw error;
    const name = productName(error.productId);
    const field = { thcPercent: "THC %" }[error.field];
    throw new AppError("conflict", say("pricing.missingFigure", { product: name, field, rate: error.rateName }), {
      productId: error.productId,
      field: error.field,
      taxRate: error.rateName,
    });
  }
}

/** A product the shared toEngineLine refuses (archived, without a category): 409 with the shared message. */
export function refuseUnsellable<T>(build: () => T): T {
  try {
    return build();
  } catch (error) {
    if (!(error instanceof UnsellableProductError)) throw error;
    const key = error.reason === "ARCHIVED" ? "pricing.archived" : "pricing.noCategory";
    throw new AppError("conflict", say(key, { product: error.productName }), {
      productId: error.productId,
      reason: error.reason,
    });
  }
}
