// The identity calls of spec §7 (Auth) as queries and mutations; request shapes come from packages/shared.

import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type AuthenticationStarted,
  type AuthSession,
  forgotPasswordInfo,
  type OnboardingInput,
  type PasswordSignInInput,
  type ResetPasswordInput,
  type SignInInput,
  type SignUpInput,
  type UpdateMeInput,
  type UserState,
  userState,
} from "@verdant/shared/auth";
import { publicInvite } from "@verdant/shared/organizations";
import { ApiError, api } from "../../lib/api-client.ts";
import { authStore } from "../../lib/auth-store.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { storeUser } from "../../lib/session.ts";

export const authKeys = queryKeys.auth;
export const inviteKeys = queryKeys.invites;

export type CodeFlow = "sign-up" | "sign-in";

export function useStartSignIn() {
  return useMutation({
    mutationFn: (input: SignInInput) => api.post<AuthenticationStarted>("auth/sign-in", input),
    onSuccess: (started) => authStore.startCodeCheck("sign-in", started),
    meta: { error: "Failed to send a sign-in code" },
  });
}

export function useStartSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) => api.post<AuthenticationStarted>("auth/sign-up", input),
    onSuccess: (started) => authStore.startCodeCheck("sign-up", started),
    meta: { error: "Failed to sign up" },
  });
}

/** Signs in with the answer of a verify call, and primes the profile cache the guards read. */
function useSignIn() {
  const queryClient = useQueryClient();
  return (session: AuthSession) => {
    authStore.signIn(session);
    storeUser(queryClient, userState.parse(session.user));
  };
}

export function useVerifyCode(flow: CodeFlow) {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: (input: { authenticationId: string; code: string }) =>
      api.post<AuthSession>(flow === "sign-up" ? "auth/sign-up/verify" : "account/verify-code", input),
    onSuccess: signIn,
    meta: { error: "Failed to verify the code" },
  });
}

export function useResendCode() {
  return useMutation({
    mutationFn: (authenticationId: string) => api.post<AuthenticationStarted>("auth/resend-code", { authenticationId }),
    meta: { success: "We sent you a new code.", error: "Failed to send a new code" },
  });
}

export function usePasswordSignIn() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: (input: PasswordSignInInput) => api.post<AuthSession>("auth/sign-in/password", input),
    onSuccess: signIn,
    meta: { error: "Failed to sign in" },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: { email: string }) => api.post<{ message: string }>("auth/forgot-password", input),
    meta: { error: "Failed to send the reset link" },
  });
}

export const forgotPasswordInfoQuery = (id: string, token: string) =>
  queryOptions({
    queryKey: authKeys.detail(`reset:${id}:${token}`),
    queryFn: async () => forgotPasswordInfo.parse(await api.get(`auth/forgot-password-info/${id}`, { token })),
    staleTime: 0,
    retry: false,
  });

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => api.post<{ message: string }>("auth/reset-password", input),
    meta: { success: "Your password is changed. Sign in with it now.", error: "Failed to reset the password" },
  });
}

/** `toast: false` when the form shows a refusal under its field (the waitlist's access code). */
export function useSaveOnboarding(options: { toast?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OnboardingInput) => api.post<UserState>("auth/onboarding/save-partial", input),
    onSuccess: (user) => storeUser(queryClient, userState.parse(user)),
    meta: { error: options.toast === false ? false : "Failed to save your answers" },
  });
}

/** `toasts`: the success and failure texts in the reader's language (the settings catalog's). */
export function useUpdateMe(toasts = { success: "Your settings are saved.", error: "Failed to save your settings" }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMeInput) => api.patch<UserState>("auth/me", input),
    onSuccess: (user) => storeUser(queryClient, userState.parse(user)),
    meta: toasts,
  });
}

/** The invite behind /signup/{inviteCode}: retried (network trouble, a busy server) except on an answer no retry
 * changes: the spec's 500 and 401 (§7), and a link unknown, used, expired or withdrawn (404, or 410), so the page
 * says so at once. */
export const inviteQuery = (code: string) =>
  queryOptions({
    queryKey: inviteKeys.detail(code),
    // No abort signal: a page that remounts while the lookup is in flight (a slow first load) reuses it rather
    // than cancelling it and asking again.
    queryFn: async () => publicInvite.parse(await api.get(`organization-invite/${encodeURIComponent(code)}`)),
    retry: (failureCount, error) =>
      !(error instanceof ApiError && [401, 404, 410, 500].includes(error.status)) && failureCount < 2,
  });

/** What /invalid-invite says about a link that did not resolve: the API's reason, and the organization if joined. */
export function invalidInviteSearch(error: unknown): { reason?: string; organization?: string } {
  if (!(error instanceof ApiError)) return {};
  const { reason, organizationName } = error.body;
  return {
    ...(typeof reason === "string" ? { reason } : {}),
    ...(typeof organizationName === "string" ? { organization: organizationName } : {}),
  };
}
