// The vendors' spec toast (§8) stays word for word in English and reads in French once French is chosen.
import { vendorMessages } from "@verdant/shared/vendors";
import { afterEach, describe, expect, it } from "vitest";
import { translate } from "../../lib/i18n/catalog.ts";
import { setLanguage } from "../../lib/i18n/language.ts";
import { vendorScreenMessages } from "./messages.ts";

const t = translate(vendorScreenMessages);

describe("the vendors' words", () => {
  afterEach(() => setLanguage("en"));

  it("keep the spec's upload failure in English and translate it in French", async () => {
    expect(t("toast.licenseFailed")).toBe(vendorMessages.uploadFailed);
    expect(t("bulk.updated", { count: 2 })).toBe("2 vendor(s) updated successfully");
    await setLanguage("fr-CA");
    expect(t("toast.licenseFailed")).toBe("Impossible de téléverser la licence du fournisseur");
    expect(t("license", { status: "EXPIRING_SOON" })).toBe("Expire bientôt");
  });
});
