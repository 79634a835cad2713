// The catalog's toasts and refusals are the spec's words in English (§8, shared productMessages and inUseMessage)
// and read in French once French is chosen; validation messages and numbers follow the reader's language.
import { inUseMessage } from "@verdant/shared/catalog";
import { productMessages } from "@verdant/shared/products";
import { afterEach, describe, expect, it } from "vitest";
import { fieldMessage } from "../../lib/field-error-rules.ts";
import { translate } from "../../lib/i18n/catalog.ts";
import { setLanguage } from "../../lib/i18n/language.ts";
import { parseMoney } from "../../lib/money.ts";
import { formatQuantity } from "../../lib/quantity.ts";
import { lookupKindNames } from "./lookups/lookup-kinds.ts";
import { catalogMessages } from "./messages.ts";

const t = translate(catalogMessages);

describe("the catalog's words", () => {
  afterEach(() => setLanguage("en"));

  it("keep the spec's messages word for word in English", () => {
    expect(t("toast.statusUpdated")).toBe(productMessages.statusUpdated);
    expect(t("toast.bulkUpdated", { count: 3 })).toBe(productMessages.bulkUpdated(3));
    expect(t("toast.statusFailed", { message: "Product not found" })).toBe(
      productMessages.statusFailed("Product not found"),
    );
    expect(t("toast.bulkFailed", { message: "x" })).toBe(productMessages.bulkFailed("x"));
    for (const kind of lookupKindNames) {
      const noun = t("kind.singular", { kind }).toLowerCase();
      for (const count of [1, 4]) expect(t("kind.inUse", { kind, count })).toBe(inUseMessage(noun, count));
    }
  });

  it("read in Canadian French, enums in words, with French numbers", async () => {
    await setLanguage("fr-CA");
    expect(t("kind.inUse", { kind: "category", count: 2 })).toBe(
      "Cette catégorie est utilisée par 2 produits. Déplacez-les d’abord vers une autre catégorie.",
    );
    expect(t("class", { value: "PRE_ROLL" })).toBe("Préroulé");
    expect(t("toast.bulkUpdated", { count: 1 })).toBe("1 produit mis à jour");
    expect(formatQuantity(1200, "EACH")).toBe("1\u00a0200 unités");
    expect(formatQuantity(3500, "GRAM")).toBe("3,5 g");
    expect(formatQuantity(1, "EACH")).toBe("1 unité");
    // A French reader types "12,34" (or "1 234,50 $"): the comma is the decimal mark.
    expect(parseMoney("12,34")).toEqual({ ok: true, value: 1234 });
    expect(parseMoney("1 234,50 $")).toEqual({ ok: true, value: 123450 });
    expect(parseMoney("12.34")).toEqual({ ok: true, value: 1234 });
  });

  it("word validation messages in the reader's language, English left as the schema says it", async () => {
    expect(fieldMessage("name is required")).toBe("name is required");
    await setLanguage("fr-CA");
    expect(fieldMessage("name is required")).toBe("Ce champ est obligatoire");
    expect(fieldMessage("Price must have at most 2 decimal places")).toBe("Au plus 2 décimales");
    expect(fieldMessage("Units per pack must be at least 1")).toBe("Doit être d’au moins 1");
    expect(fieldMessage("name must be at most 100 characters")).toBe("Au plus 100 caractères");
    expect(fieldMessage("Price must be at most 99999.99")).toBe("Doit être d’au plus 99\u00a0999,99");
    expect(fieldMessage("The sku is already in use")).toBe("The sku is already in use");
  });
});
