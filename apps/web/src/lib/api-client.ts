// Every call to the API: base URL and api-key from configuration, the session cookie (HttpOnly, set by the API;
// sign-in calls ask for the cookie only, so no token ever reaches page script), JSON, a 60 s timeout,
// and error bodies parsed into ApiError (api-conventions.md). Features call `api.get/post/...` only.
import { AUTH_MODE_HEADER, DEV_API_KEY, type ErrorBody, errorBody, REQUEST_TIMEOUT_MS } from "@verdant/shared";
import { authStore } from "./auth-store.ts";
import { activeLanguage } from "./i18n/language.ts";

const BASE_URL = (import.meta.env.VITE_API_URL ?? "/api").replace(/\/$/, "");
const API_KEY = import.meta.env.VITE_API_KEY ?? DEV_API_KEY;
const PROFILE_PATH = "auth/me";

export class ApiError extends Error {
  readonly status: number;
  /** The error body, with any detail the API adds (the bucket of a purchase limit, the product out of stock). */
  readonly body: Partial<ErrorBody> & Record<string, unknown>;
  constructor(status: number, body: Partial<ErrorBody> & Record<string, unknown>) {
    super(Array.isArray(body.message) ? body.message.join(" ") : (body.message ?? `Request failed (${status})`));
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

export type Query = Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;
type RequestOptions = {
  body?: unknown;
  form?: FormData;
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Answer the body as text (a CSV export) instead of parsing JSON. */
  text?: boolean;
};

let onSessionExpired: () => void = () => window.location.assign("/signin");

/** What the register's offline layer does with calls (decision 0027): records answers, answers when unreachable. */
export interface OfflineHooks {
  /** A GET answered by the server: the offline layer may keep it. */
  answered: (path: string, query: Query | undefined, body: unknown) => void;
  /** No answer (network down, server unreachable or 5xx): an answer from the local copy, or undefined. */
  unreachable: (call: OfflineCall) => Promise<unknown | undefined>;
}
export interface OfflineCall {
  method: string;
  path: string;
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
}
let offline: OfflineHooks | null = null;

/** The register's offline layer registers itself here at start (features/register/offline). */
export function setOfflineHooks(hooks: OfflineHooks | null) {
  offline = hooks;
}

/** Answers from the local copy when the server cannot answer; rethrows `error` when it has none. */
async function offlineAnswer<T>(call: OfflineCall, error: ApiError): Promise<T> {
  const answer = offline ? await offline.unreachable(call) : undefined;
  if (answer === undefined) throw error;
  return answer as T;
}

/** The router registers how to leave for /signin when the profile call answers 401 (spec §3). */
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  return `${BASE_URL}/${path.replace(/^\//, "")}${search ? `?${search}` : ""}`;
}

async function parseError(response: Response): Promise<ApiError> {
  const json: unknown = await response.json().catch(() => undefined);
  const parsed = errorBody.partial().loose().safeParse(json);
  const body = parsed.success ? parsed.data : {};
  return new ApiError(response.status, { statusCode: response.status, error: response.statusText, ...body });
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    ...options.headers,
    "api-key": API_KEY,
    accept: "application/json",
    [AUTH_MODE_HEADER.name]: AUTH_MODE_HEADER.cookie,
    // The server words codes, links and errors for the reader in the app's language (decision 0034).
    "accept-language": activeLanguage(),
  };
  const signedIn = authStore.signedIn();
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      credentials: "include",
      // A FormData body sets its own multipart content-type with the boundary.
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // Offline, DNS, or the 60 s timeout: no server message, so the toast shows the action's fallback text.
    const call = { method, path, query: options.query, body: options.body, headers: options.headers };
    return offlineAnswer<T>(call, new ApiError(0, { statusCode: 0, error: "Network Error" }));
  }

  if (!response.ok) {
    const error = await parseError(response);
    if (response.status === 502 || response.status === 503 || response.status === 504) {
      const call = { method, path, query: options.query, body: options.body, headers: options.headers };
      return offlineAnswer<T>(call, error);
    }
    if (response.status === 401 && method === "GET" && path.replace(/^\//, "") === PROFILE_PATH && signedIn) {
      authStore.signOut();
      onSessionExpired();
    }
    throw error;
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (options.text) return text as T;
  const json = text ? JSON.parse(text) : undefined;
  if (method === "GET") offline?.answered(path, options.query, json);
  return json as T;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>("GET", path, { query, signal }),
  /** A GET whose answer is text, not JSON (CSV exports). */
  getText: (path: string, query?: Query) => request<string>("GET", path, { query, text: true }),
  post: <T>(path: string, body?: unknown, query?: Query) => request<T>("POST", path, { body, query }),
  /** A POST that carries extra headers (the Idempotency-Key of a sale, a void or a refund). */
  postWith: <T>(path: string, body: unknown, headers: Record<string, string>) =>
    request<T>("POST", path, { body, headers }),
  put: <T>(path: string, body?: unknown) => request<T>("PUT", path, { body }),
  patch: <T>(path: string, body?: unknown) => request<T>("PATCH", path, { body }),
  delete: <T>(path: string, body?: unknown) => request<T>("DELETE", path, { body }),
  /** A multipart POST (file uploads: a vendor license, a product image). */
  upload: <T>(path: string, form: FormData) => request<T>("POST", path, { form }),
};
