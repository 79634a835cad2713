// TanStack Query with the spec's staleness (§9) and one place for mutation toasts and invalidation.

import { MutationCache, QueryClient, type QueryKey } from "@tanstack/react-query";
import { STALE_TIME } from "@verdant/shared";
import { notify } from "../components/ui/toaster.tsx";
import { ApiError } from "./api-client.ts";
import { notifyError } from "./notify-error.ts";

/**
 * What a mutation declares instead of writing its own onSuccess/onError:
 * `meta: { success: "Room created", error: "Failed to create room", invalidates: [roomKeys.lists()] }`.
 */
export type MutationMeta = {
  success?: string;
  /** The spec §8 fallback text; `false` when the component shows the failure itself. */
  error?: string | false;
  invalidates?: QueryKey[];
};

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

/** Client errors (4xx) will not change on retry; network trouble and 5xx get one more try. */
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      // "always": calls run offline too; the register's offline layer answers them from its local copy (0027).
      queries: { staleTime: STALE_TIME.lists, retry: shouldRetry, refetchOnWindowFocus: false, networkMode: "always" },
      mutations: { retry: false, networkMode: "always" },
    },
    mutationCache: new MutationCache({
      onSuccess: async (_data, _variables, _context, mutation) => {
        const meta = mutation.options.meta;
        if (meta?.success) notify.success(meta.success);
        await Promise.all((meta?.invalidates ?? []).map((queryKey) => client.invalidateQueries({ queryKey })));
      },
      onError: (error, _variables, _context, mutation) => {
        const fallback = mutation.options.meta?.error;
        if (fallback !== false) notifyError(error, fallback);
      },
    }),
  });
  return client;
}
