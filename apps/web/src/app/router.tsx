import { createRouter } from "@tanstack/react-router";
import { LoadingBlock } from "../components/ui/spinner.tsx";
import { setSessionExpiredHandler } from "../lib/api-client.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { routeTree } from "../routeTree.gen.ts";
import { NotFound } from "./layouts/not-found.tsx";
import { RouteError } from "./layouts/route-error.tsx";

export const queryClient = createQueryClient();

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: "intent",
  // Route loaders read through TanStack Query, which owns staleness; the router should always ask it.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: () => <LoadingBlock />,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
  scrollRestoration: true,
});

setSessionExpiredHandler(() => {
  queryClient.clear();
  void router.navigate({ to: "/signin" });
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
