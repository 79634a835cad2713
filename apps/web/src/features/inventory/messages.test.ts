// The inventory's spec texts stay word for word in English and read in French once French is chosen.
import { ADJUSTMENT_REASON_LABELS, adjustmentReasons } from "@verdant/shared/inventory";
import { PACKAGE_TAG_REQUIRED } from "@verdant/shared/track-trace";
import { afterEach, describe, expect, it } from "vitest";
import { translate } from "../../lib/i18n/catalog.ts";
import { setLanguage } from "../../lib/i18n/language.ts";
import { inventoryMessages } from "./messages.ts";

const t = translate(inventoryMessages);

describe("the inventory's words", () => {
  afterEach(() => setLanguage("en"));

  it("keep the shared texts in English and translate them in French", async () => {
    expect(t("tagRequired")).toBe(PACKAGE_TAG_REQUIRED);
    for (const reason of adjustmentReasons) expect(t("reason", { reason })).toBe(ADJUSTMENT_REASON_LABELS[reason]);
    expect(t("toast.bulkDeleted", { count: 1 })).toBe("1 lot deleted successfully");
    await setLanguage("fr-CA");
    expect(t("status", { status: "ON_HOLD" })).toBe("En attente");
    expect(t("toast.bulkDeleted", { count: 2 })).toBe("2 lots supprimés");
  });
});
