import { act, render, screen } from "@testing-library/react";
import {
  DEFAULT_ERROR_MESSAGE,
  fieldsInUseMessage,
  GENERIC_FALLBACK_MESSAGE,
  NO_ACCESS_TOKEN_MESSAGE,
} from "@verdant/shared";
import { Suspense, useEffect } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../api-client.ts";
import { authStore } from "../auth-store.ts";
import { commonMessages } from "../messages.ts";
import { formatMoneyIn } from "../money.ts";
import { messagesFor } from "../notify-error.ts";
import { translate, useMessages } from "./catalog.ts";
import { activeLanguage, onLanguagePrepare, setLanguage } from "./language.ts";

const t = translate(commonMessages);

let mounts = 0;
function Title() {
  const words = useMessages(commonMessages);
  useEffect(() => {
    mounts++;
  }, []);
  return <h1>{words("notFound.title")}</h1>;
}

// Decision 0034: the spec's messages word for word in English and translated in French; switching language
// re-renders the screens that read a catalog, formats money for the locale and needs no reload.
describe("the app's language", () => {
  afterEach(async () => {
    await act(() => setLanguage("en"));
  });

  it("runs every preparer before a switch, not only the last registered", async () => {
    const prepared: string[] = [];
    onLanguagePrepare(async (language) => void prepared.push(`first ${language}`));
    onLanguagePrepare(async (language) => void prepared.push(`second ${language}`));
    await setLanguage("fr-CA");
    expect(prepared).toEqual(["first fr-CA", "second fr-CA"]);
  });

  it("keeps the spec's general messages (§5, §8) word for word in English", () => {
    expect(activeLanguage()).toBe("en");
    expect(t("error.generic")).toBe(GENERIC_FALLBACK_MESSAGE);
    expect(t("error.default")).toBe(DEFAULT_ERROR_MESSAGE);
    expect(t("error.noAccessToken")).toBe(NO_ACCESS_TOKEN_MESSAGE);
    expect(t("error.fieldsInUse", { count: 1, list: "email" })).toBe(fieldsInUseMessage(["email"]));
    expect(t("error.fieldsInUse", { count: 2, list: "email, phone" })).toBe(fieldsInUseMessage(["email", "phone"]));
    expect(t("unsavedChanges")).toBe("You have unsaved changes.");
    expect(t("loading")).toBe("Loading...");
  });

  it("says them in Canadian French, toasts included, once French is chosen", async () => {
    await setLanguage("fr-CA");
    expect(t("error.generic")).toBe(
      "Nous avons rencontré une erreur de notre côté. Veuillez réessayer dans quelques minutes.",
    );
    expect(t("error.fieldsInUse", { count: 2, list: "email, phone" })).toBe(
      "Les champs email, phone sont déjà utilisés. Veuillez réessayer.",
    );
    const failed = new ApiError(500, {
      statusCode: 500,
      error: "Internal Server Error",
      message: "internal server error",
    });
    expect(messagesFor(failed)).toEqual([t("error.generic")]);
    const taken = new ApiError(409, {
      statusCode: 409,
      error: "Conflict",
      message: "x",
      code: "fields_already_in_use",
      fields: ["email"],
    });
    expect(messagesFor(taken)).toEqual(["Le champ email est déjà utilisé. Veuillez réessayer."]);
  });

  it("formats money and dates for the language: 12,34 $ in Canadian French", async () => {
    await setLanguage("fr-CA");
    expect(formatMoneyIn(1234, "CAD")).toBe("12,34\u00a0$");
    await setLanguage("en");
    expect(formatMoneyIn(1234, "CAD")).toMatch(/^(CA)?\$12\.34$/);
  });

  it("re-renders a screen in the new language without remounting it", async () => {
    mounts = 0;
    render(
      <Suspense fallback="…">
        <Title />
      </Suspense>,
    );
    expect(screen.getByRole("heading").textContent).toBe("Page not found");
    await act(() => setLanguage("fr-CA"));
    expect(screen.getByRole("heading").textContent).toBe("Page introuvable");
    expect(mounts).toBe(1);
    expect(document.documentElement.lang).toBe("fr-CA");
  });

  it("follows the signed-in user's choice when the profile brings one", async () => {
    authStore.update({ language: "fr-CA" });
    await act(async () => {
      await commonMessages.load("fr-CA");
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(activeLanguage()).toBe("fr-CA");
    authStore.signOut();
  });
});
