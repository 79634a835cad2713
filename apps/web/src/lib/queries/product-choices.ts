// Published products matching a search, for every picker that chooses products: purchase and receive order items,
// manifests, discount rules, the tax preview; each option names its brand, size and SKU. One fetch and one cache entry per location, search and size, shared by them all.
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { type Product, productList } from "@verdant/shared/products";
import { api } from "../api-client.ts";
import { type LocationScope, locationPath } from "../location-scope.ts";
import { formatQuantity } from "../quantity.ts";
import { queryKeys } from "./keys.ts";

export async function fetchProductChoices(scope: LocationScope, search: string, limit: number, signal?: AbortSignal) {
  return productList.parse(
    await api.get(locationPath(scope, "product"), { search, status: "PUBLISHED", page: 1, limit }, signal),
  ).data;
}

export const productChoicesQuery = (scope: LocationScope, search: string, limit = 20) =>
  queryOptions({
    queryKey: queryKeys.productChoices.list({ ...scope, search, limit }),
    queryFn: ({ signal }) => fetchProductChoices(scope, search, limit, signal),
    placeholderData: keepPreviousData,
  });

type ChoiceFacts = Pick<Product, "id" | "name" | "sku" | "brandName" | "unit" | "netWeightMg">;

/** What tells similar products apart in a picker (issue 15): brand, size and SKU, e.g. "Tweed · 3.5 g · TWD-35". */
export function productChoiceHint(p: Omit<ChoiceFacts, "id" | "name">): string {
  const size = p.unit === "GRAM" ? "by weight" : p.netWeightMg ? formatQuantity(p.netWeightMg, "GRAM") : null;
  return [p.brandName, size, p.sku].filter(Boolean).join(" · ");
}

/** A product as a picker's option: its name, with brand, size and SKU beside it. */
export const productChoiceOption = (p: ChoiceFacts) => ({ value: p.id, label: p.name, hint: productChoiceHint(p) });
