import { GENERIC_FALLBACK_MESSAGE } from "@verdant/shared";
import { describe, expect, it, vi } from "vitest";
import { notify } from "../components/ui/toaster.tsx";
import { mockFetch } from "../test/render.tsx";
import { ApiError, api, buildUrl, setSessionExpiredHandler } from "./api-client.ts";
import { authStore } from "./auth-store.ts";
import { notifyError } from "./notify-error.ts";

const user = { id: "00000000-0000-4000-8000-000000000001" } as never;

describe("api client", () => {
  it("sends the api-key, the session cookie (never a token script holds) and a JSON body to /api", async () => {
    localStorage.setItem("be-userAuth", JSON.stringify({ signedIn: true, accessToken: "from-an-older-version" }));
    authStore.signIn({ user });
    const fetchMock = mockFetch(201, { id: "x" });
    await expect(api.post("auth/sign-up", { email: "a@b.co" })).resolves.toEqual({ id: "x" });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/auth/sign-up");
    expect(init?.headers).toMatchObject({
      "api-key": "dev-local-key",
      "x-auth-mode": "cookie",
      "content-type": "application/json",
    });
    expect(init?.headers).not.toHaveProperty("authorization");
    expect(init?.credentials).toBe("include");
    expect(localStorage.getItem("be-userAuth")).not.toContain("accessToken");
    expect(init?.body).toBe('{"email":"a@b.co"}');
  });

  it("builds query strings without blanks and with repeated list values", () => {
    expect(buildUrl("product", { page: 2, search: "", brandIds: ["a", "b"], x: undefined })).toBe(
      "/api/product?page=2&brandIds=a&brandIds=b",
    );
  });

  it("turns an error answer into an ApiError carrying the body", async () => {
    mockFetch(409, {
      statusCode: 409,
      error: "Conflict",
      message: "taken",
      code: "fields_already_in_use",
      fields: ["email"],
    });
    const error = await api.post("auth/sign-up", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).body).toMatchObject({ code: "fields_already_in_use", fields: ["email"] });
  });

  it("signs out and leaves for /signin when the profile call answers 401", async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    authStore.signIn({ user });
    mockFetch(401, { statusCode: 401, error: "Unauthorized", message: "No access token found" });
    await expect(api.get("auth/me")).rejects.toBeInstanceOf(ApiError);
    expect(expired).toHaveBeenCalledOnce();
    expect(authStore.get().signedIn).toBe(false);
    expect(JSON.parse(localStorage.getItem("be-userAuth") ?? "{}").signedIn).toBe(false);
  });

  it("keeps the session when another call answers 401", async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    authStore.signIn({ user });
    mockFetch(401, { statusCode: 401, error: "Unauthorized", message: "The password is incorrect" });
    await expect(api.post("auth/sign-in/password", {})).rejects.toBeInstanceOf(ApiError);
    expect(expired).not.toHaveBeenCalled();
    expect(authStore.signedIn()).toBe(true);
  });
});

describe("error toasts (spec §8)", () => {
  const toastsFor = (error: unknown, fallback?: string) => {
    const spy = vi.spyOn(notify, "error").mockImplementation(() => "");
    spy.mockClear();
    notifyError(error, fallback);
    return spy.mock.calls.map(([message]) => message);
  };
  const apiError = (status: number, body: object) => new ApiError(status, { statusCode: status, error: "x", ...body });

  it("shows the server's message", () => {
    expect(toastsFor(apiError(400, { message: "The code is incorrect" }), "Failed to verify")).toEqual([
      "The code is incorrect",
    ]);
  });

  it("shows each message of a list as its own toast", () => {
    expect(
      toastsFor(apiError(400, { message: ["email must be a valid e-mail address", "phone is required"] })),
    ).toEqual(["Email must be a valid e-mail address", "Phone is required"]);
  });

  it("words fields_already_in_use for one field and for several", () => {
    expect(toastsFor(apiError(409, { message: "x", code: "fields_already_in_use", fields: ["email"] }))).toEqual([
      "The email is already in use. Please try again.",
    ]);
    expect(
      toastsFor(apiError(409, { message: "x", code: "fields_already_in_use", fields: ["email", "username"] })),
    ).toEqual(["The fields email, username are already in use. Please try again."]);
  });

  it("falls back to the action's text, or the generic text, when the server says nothing useful", () => {
    expect(toastsFor(apiError(500, { message: "internal server error" }), "Failed to create room")).toEqual([
      "Failed to create room",
    ]);
    expect(toastsFor(apiError(500, { message: "internal server error" }))).toEqual([GENERIC_FALLBACK_MESSAGE]);
    expect(toastsFor(new TypeError("offline"))).toEqual([GENERIC_FALLBACK_MESSAGE]);
  });
});
