// The signed-in user state of spec §3, persisted under be-userAuth. The session token itself lives only in the
// HttpOnly auth-token cookie the API sets (spec §6; docs/decisions/0016-browser-session-and-limits.md): page script
// never sees it. A tiny external store: the API client, the route guards and React components read the same state.
import { AUTH_STORAGE_KEY } from "@verdant/shared";
import type { AuthMethod, AuthSession, UserState } from "@verdant/shared/auth";
import { useSyncExternalStore } from "react";

export type AuthState = Partial<UserState> & {
  signedIn: boolean;
  /** The pending code check (sign-up or sign-in) and where its code went. */
  authenticationId: string | null;
  selectedAuth: AuthMethod;
  /** Which flow the pending code belongs to. */
  step: "sign-up" | "sign-in" | null;
  codeSentTo: string | null;
  selectedLocation: { id: string; name: string } | null;
};

const signedOut: AuthState = {
  signedIn: false,
  authenticationId: null,
  selectedAuth: "email",
  step: null,
  codeSentTo: null,
  selectedLocation: null,
};

function load(): AuthState {
  try {
    const raw = localStorage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return signedOut;
    // A token kept by an older version is dropped: the cookie carries the session now.
    const { accessToken: _dropped, ...saved } = JSON.parse(raw) as Partial<AuthState> & { accessToken?: unknown };
    return { ...signedOut, ...saved };
  } catch {
    return signedOut;
  }
}

let state: AuthState = load();
const listeners = new Set<() => void>();

function write(next: AuthState) {
  state = next;
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

export const authStore = {
  get: () => state,
  signedIn: () => state.signedIn,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  update(patch: Partial<AuthState>) {
    write({ ...state, ...patch });
  },
  /** A code was sent: remember the pending check so the code screen survives a reload. */
  startCodeCheck(step: "sign-up" | "sign-in", started: { authenticationId: string; channel: AuthMethod; to: string }) {
    write({
      ...state,
      step,
      authenticationId: started.authenticationId,
      selectedAuth: started.channel,
      codeSentTo: started.to,
    });
  },
  /** The API has set the session cookie; only the user's state is kept here. */
  signIn(session: Pick<AuthSession, "user">) {
    write({ ...signedOut, ...session.user, selectedAuth: state.selectedAuth, signedIn: true });
  },
  /**
   * The profile from the API. The organization and location stay this browser's own once chosen: the server keeps
   * one selection per person (their last choice anywhere), so a register tablet in one store and an office computer
   * in another would otherwise move each other on every reload. The server's choice fills a browser without one
   * (after sign-in); a choice that is no longer valid is replaced by the workplace switcher.
   */
  setUser(user: UserState) {
    const sameOrg = state.selectedOrgId === user.selectedOrgId;
    const own = state.selectedOrgId
      ? {
          selectedOrgId: state.selectedOrgId,
          selectedLocationId: state.selectedLocationId ?? (sameOrg ? user.selectedLocationId : null),
          organizationSlug: sameOrg ? user.organizationSlug : (state.organizationSlug ?? null),
        }
      : {};
    write({ ...state, ...user, ...own });
  },
  /** Forgets the user here; the API's sign-out call clears the cookie. */
  signOut() {
    write(signedOut);
  },
};

// Another tab signed in or out: follow it.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key !== AUTH_STORAGE_KEY) return;
    state = load();
    for (const listener of listeners) listener();
  });
}

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.get);
}
