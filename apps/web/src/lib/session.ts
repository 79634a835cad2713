// The profile call (GET auth/me) and the route guards built on it (spec §3: 401 → /signin, waiting → /waitlist).

import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { type UserState, userState } from "@verdant/shared/auth";
import { ApiError, api } from "./api-client.ts";
import { authStore } from "./auth-store.ts";
import { rememberReturnTo } from "./return-to.ts";

export const sessionKeys = { me: ["auth", "me"] as const };

export const meQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.me,
    queryFn: async ({ signal }) => {
      const user = userState.parse(await api.get<unknown>("auth/me", undefined, signal));
      authStore.setUser(user);
      return user;
    },
  });

/** Keep the cached profile and the persisted state in step after a call that returns the user. */
export function storeUser(queryClient: QueryClient, user: UserState) {
  authStore.setUser(user);
  queryClient.setQueryData(sessionKeys.me, user);
}

/** Where a signed-in user belongs when they may not use the app yet, or null when they may. */
export function gateFor(user: UserState): "/onboarding" | "/waitlist" | null {
  // Onboarding comes first: its access code is what lets a user skip the waitlist.
  if (!user.isOnBoarded) return "/onboarding";
  if (user.isWaitingApproval) return "/waitlist";
  return null;
}

export const isPlatformAdmin = (user: { roles?: readonly string[] | undefined } | undefined) =>
  Boolean(user?.roles?.includes("PLATFORM_ADMIN"));

/** The signed-in user, fresh from the API when not cached; no token or a 401 → /signin, then back to `href`. */
export async function requireSession(queryClient: QueryClient, href?: string): Promise<UserState> {
  const toSignIn = () => {
    if (href) rememberReturnTo(href);
    return redirect({ to: "/signin" });
  };
  if (!authStore.signedIn()) throw toSignIn();
  try {
    return await queryClient.ensureQueryData(meQueryOptions());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw toSignIn();
    throw error;
  }
}

/** A guarded page of the app: signed in, onboarded and approved. */
export async function requireAppAccess(queryClient: QueryClient, href?: string): Promise<UserState> {
  const user = await requireSession(queryClient, href);
  const gate = gateFor(user);
  if (gate) throw redirect({ to: gate });
  return user;
}

/** Sign-in and sign-up pages send a signed-in visitor on to the app. */
export function redirectIfSignedIn() {
  if (authStore.signedIn()) throw redirect({ to: "/authenticated" });
}

/** Sign out on the server (best effort: the token is dropped locally either way) and forget cached data. */
export async function signOut(queryClient: QueryClient) {
  await api.post("auth/sign-out").catch(() => undefined);
  authStore.signOut();
  queryClient.clear();
}
