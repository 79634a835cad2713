// Business constants of spec §9 and domain.md; one place for the API, the web app and the tests.
export const PRODUCT_NAME = "Verdant";
export const PRODUCT_DESCRIPTION = "a modern point of sale system";

export const PAGE_SIZE = { default: 10, tax: 20, discounts: 20, max: 100 } as const;

export const MS = { second: 1000, minute: 60_000 } as const;
export const STALE_TIME = {
  lists: 300_000,
  customersCache: 600_000,
  poNumberStale: 120_000,
  poNumberCache: 300_000,
  inventoryPrefetch: 30_000,
} as const;
export const DEBOUNCE = { catalogSearch: 300, poItemEdit: 500 } as const;
export const REQUEST_TIMEOUT_MS = 60_000;

export const AUTH_COOKIE = { name: "auth-token", maxAgeSeconds: 2_592_000 } as const;
export const AUTH_STORAGE_KEY = "be-userAuth";
/** Sent by the web app on sign-in calls: the session then lives only in the HttpOnly auth-token cookie. */
export const AUTH_MODE_HEADER = { name: "x-auth-mode", cookie: "cookie" } as const;
export const THEME_STORAGE_KEY = "darkMode";

export const SIGN_IN_CODE = {
  length: 6,
  ttlMs: 10 * 60_000,
  maxTries: 5,
  resendAfterMs: 30_000,
  maxPerHour: 5,
} as const;
export const PASSWORD_MIN_LENGTH = 8;
export const RESET_LINK_TTL_MS = 60 * 60_000;
export const SESSION_TTL_MS = AUTH_COOKIE.maxAgeSeconds * 1000;

export const NAME_RULES = { maxWords: 5, maxWordLength: 20 } as const;
export const DEV_API_KEY = "dev-local-key";
