import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { vi } from "vitest";
import { createQueryClient } from "../lib/query-client.ts";

/** Renders with the app's own query client (so mutation toasts behave as in the app) and a user to type. */
export function renderWithClient(ui: ReactElement) {
  const client = createQueryClient();
  return {
    user: userEvent.setup(),
    client,
    ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>),
  };
}

/** Answers every fetch with one JSON response and records the calls. */
export function mockFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        statusText: status >= 400 ? "Error" : "OK",
        headers: { "content-type": "application/json" },
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
