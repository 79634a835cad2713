// The engine's refusals in the API's words: a tiered tax rate needs a figure the product does not carry (decision
// 0018). The sale, the register's preview and calculate-tax all answer it the same way: 409, naming the product,
// the missing field and the rate, never a silent zero tax.
import { MissingProductFigureError } from "@verdant/shared/pricing/pricing.taxes";
import { AppError } from "./app-error.ts";

const FIELD_LABELS = { thcPercent: "THC %" } as const;

export function refuseMissingFigures<T>(price: () => T, productName: (productId: string) => string): T {
  try {
    return price();
  } catch (error) {
    if (!(error instanceof MissingProductFigureError)) throw error;
    const name = productName(error.productId);
    throw new AppError(
      "conflict",
      `${name} has no ${FIELD_LABELS[error.field]}, which the tax rate ${error.rateName} needs: add it to the product before selling it.`,
      { productId: error.productId, field: error.field, taxRate: error.rateName },
    );
  }
}
