import { useQuery } from "@tanstack/react-query";
import { api } from "../lib/api-client.ts";
import { queryKeys } from "../lib/queries/keys.ts";

type OpenApi = { paths?: Record<string, Record<string, unknown>> };

/** Parameter names do not matter: /customer/{id}/transactions and /customer/{customerId}/transactions match. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, "{}");

/**
 * Whether the API serves a route (from its OpenAPI document, `/api/customer/{id}/transactions`), so a screen
 * shows a section only once the call behind it exists instead of showing an error or made-up data.
 */
export function useApiRoute(method: "get" | "post", path: string): boolean {
  const doc = useQuery({
    queryKey: queryKeys.api.detail("openapi"),
    queryFn: ({ signal }) => api.get<OpenApi>("openapi.json", undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const wanted = shape(path);
  return Object.entries(doc.data?.paths ?? {}).some(([key, methods]) => shape(key) === wanted && method in methods);
}
