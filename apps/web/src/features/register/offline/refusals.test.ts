import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../../lib/i18n/language.ts";
import { offlineRefusals } from "./refusals.ts";

describe("the offline layer's refusals", () => {
  afterEach(() => setLanguage("en"));

  it("are said in the active language, English word for word by default", async () => {
    expect(offlineRefusals("tooManyPins", { minutes: 1 })).toBe("Too many wrong PINs. Try again in 1 minute.");
    expect(offlineRefusals("askManager", { reason: "Sold offline for 301 minutes." })).toBe(
      "Sold offline for 301 minutes. Ask a manager to approve this sale with their PIN.",
    );
    await setLanguage("fr-CA");
    expect(offlineRefusals("wrongPin")).toBe("Ce NIP ne correspond à aucun gérant de cette succursale.");
    expect(offlineRefusals("tooManyPins", { minutes: 5 })).toBe("Trop de NIP erronés. Réessayez dans 5 minutes.");
  });
});
