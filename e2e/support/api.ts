// Talks to the API directly where a journey needs something a person would get elsewhere: the code from
// their inbox (the development outbox), or an account prepared before the journey starts.

import { type APIRequestContext, expect } from "@playwright/test";
import { DEV_API_KEY } from "@verdant/shared";

export const DEMO_PASSWORD = "demo-password-2026";
export const DEMO_ACCESS_CODE = "VERDANT-DEMO";
export const ADMIN_EMAIL = "admin@demo.store";
export const OWNER_EMAIL = "owner@demo.store";

const headers = { "api-key": DEV_API_KEY };

type OutboxMessage = { to: string; body: string; code: string | null; createdAt: string };

/** A unique address per test, so journeys never meet each other's accounts. */
export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@e2e.test`;
}

/** A Canadian mobile number (NANP: area and exchange start with 2-9) with its national digits. */
export function uniqueCanadianPhone() {
  const line = String(1000 + Math.floor(Math.random() * 9000));
  return { national: `604555${line}`, e164: `+1604555${line}` };
}

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`, { headers });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/** The newest message sent to an address after `since` (polls briefly: delivery is asynchronous). */
export async function latestMessage(request: APIRequestContext, to: string, since: Date): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await outbox(request, to)).find((m) => new Date(m.createdAt).getTime() >= since.getTime() - 1000);
        return Boolean(found);
      },
      { message: `a message to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export async function latestCode(request: APIRequestContext, to: string, since: Date): Promise<string> {
  const message = await latestMessage(request, to, since);
  expect(message.code, "the message carries a code").toBeTruthy();
  return message.code!;
}

async function post<T>(request: APIRequestContext, path: string, data: unknown, token?: string): Promise<T> {
  const response = await request.post(`/api/${path}`, {
    data,
    headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** An approved, onboarded account reached by phone, made the way the sign-up screens make one. */
export async function createApprovedPhoneUser(request: APIRequestContext, phone: string) {
  const since = new Date();
  const { authenticationId } = await post<{ authenticationId: string }>(request, "auth/sign-up", { phone });
  const code = await latestCode(request, phone, since);
  const { accessToken } = await post<{ accessToken: string }>(request, "auth/sign-up/verify", {
    authenticationId,
    code,
  });
  await post(
    request,
    "auth/onboarding/save-partial",
    { firstName: "Casey", lastName: "Phone", accessCode: DEMO_ACCESS_CODE, complete: true },
    accessToken,
  );
}
