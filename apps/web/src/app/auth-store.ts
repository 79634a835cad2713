// The signed-in user state of spec §3, persisted under be-userAuth, with the token also in the auth-token cookie
// (spec §6). A tiny external store: the API client, the route guards and React components read the same state.
import { AUTH_COOKIE, AUTH_STORAGE_KEY } from "@verdant/shared";
import type { AuthMethod, AuthSession, UserState } from "@verdant/shared/auth";
import { useSyncExternalStore } from "react";
import { deleteCookie, setCookie } from "../lib/cookies.ts";

export type AuthState = Partial<UserState> & {
  signedIn: boolean;
  accessToken: string | null;
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
  accessToken: null,
  authenticationId: null,
  selectedAuth: "email",
  step: null,
  codeSentTo: null,
  selectedLocation: null,
};

function load(): AuthState {
  try {
    const raw = localStorage.getItem(AUTH_STORAGE_KEY);
    return raw ? { ...signedOut, ...(JSON.parse(raw) as Partial<AuthState>) } : signedOut;
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
  token: () => state.accessToken,
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
  signIn(session: AuthSession) {
    setCookie(AUTH_COOKIE.name, session.accessToken, AUTH_COOKIE.maxAgeSeconds);
    write({
      ...signedOut,
      ...session.user,
      selectedAuth: state.selectedAuth,
      accessToken: session.accessToken,
      signedIn: true,
    });
  },
  setUser(user: UserState) {
    write({ ...state, ...user });
  },
  signOut() {
    deleteCookie(AUTH_COOKIE.name);
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
