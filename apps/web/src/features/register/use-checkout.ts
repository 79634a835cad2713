// One checkout attempt = one Idempotency-Key and one frozen body. A network failure or a 5xx retries with the same
// key and body (the server answers the first sale, never records a second); a refusal (4xx) ends the attempt and
// keeps the cart, so the next attempt after a change gets a new key.
import type { CompleteSaleInput, Sale } from "@verdant/shared/sales";
import { useCallback, useRef, useState } from "react";
import { ApiError } from "../../lib/api-client.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { completeSale } from "./api.ts";
import { registerText } from "./messages.ts";

const RETRY_DELAYS_MS = [400, 1200, 3000];

export type CheckoutState =
  | { status: "idle" }
  | { status: "sending"; attempt: number }
  | { status: "offline"; message: string }
  | { status: "refused"; error: ApiError }
  | { status: "done"; sale: Sale };

/** Worth sending again with the same key: no answer (network, timeout) or a server error. */
export const isRetryable = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function newIdempotencyKey() {
  return `sale-${crypto.randomUUID()}`;
}

export function useCheckout(
  scope: LocationScope,
  send: (scope: LocationScope, body: CompleteSaleInput, key: string) => Promise<Sale> = completeSale,
) {
  const [state, setState] = useState<CheckoutState>({ status: "idle" });
  const attempt = useRef<{ key: string; body: CompleteSaleInput } | null>(null);

  const run = useCallback(async () => {
    const current = attempt.current;
    if (!current) return;
    for (let i = 0; ; i++) {
      setState({ status: "sending", attempt: i + 1 });
      try {
        const sale = await send(scope, current.body, current.key);
        attempt.current = null;
        setState({ status: "done", sale });
        return sale;
      } catch (error) {
        if (!isRetryable(error)) {
          attempt.current = null;
          setState({ status: "refused", error: error as ApiError });
          return undefined;
        }
        const delay = RETRY_DELAYS_MS[i];
        if (delay === undefined) {
          setState({
            status: "offline",
            message: registerText("checkout.unreachable"),
          });
          return undefined;
        }
        await sleep(delay);
      }
    }
  }, [scope, send]);

  /** A new attempt (a new key) for this body, unless one is still waiting for its answer. */
  const complete = useCallback(
    (body: CompleteSaleInput) => {
      if (!attempt.current) attempt.current = { key: newIdempotencyKey(), body };
      return run();
    },
    [run],
  );

  const reset = useCallback(() => {
    attempt.current = null;
    setState({ status: "idle" });
  }, []);

  return { state, complete, retry: run, reset, pendingKey: () => attempt.current?.key ?? null };
}
