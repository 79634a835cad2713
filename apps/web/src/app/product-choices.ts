// Published products matching a search, for every picker that chooses products: purchase and receive order items,
// discount rules, the tax preview. One fetch and one cache entry per location, search and size, shared by them all.
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { productList } from "@verdant/shared/products";
import { api } from "./api-client.ts";
import { type LocationScope, locationPath } from "./location-scope.ts";

export async function fetchProductChoices(scope: LocationScope, search: string, limit: number, signal?: AbortSignal) {
  return productList.parse(
    await api.get(locationPath(scope, "product"), { search, status: "PUBLISHED", page: 1, limit }, signal),
  ).data;
}

export const productChoicesQuery = (scope: LocationScope, search: string, limit = 20) =>
  queryOptions({
    queryKey: ["product-choices", scope.orgId, scope.locationId, search, limit],
    queryFn: ({ signal }) => fetchProductChoices(scope, search, limit, signal),
    placeholderData: keepPreviousData,
  });
