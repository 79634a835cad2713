// The refusals catalog (decision 0037): every key the server throws is in English and French, and the English is
// the spec's and the shared package's text word for word (the web shows it as it comes).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fieldsInUseMessage, INVALID_API_KEY_MESSAGE, NO_ACCESS_TOKEN_MESSAGE } from "@verdant/shared";
import { inUseMessage } from "@verdant/shared/catalog";
import { inventoryMessages } from "@verdant/shared/inventory";
import { unsellableMessage } from "@verdant/shared/pricing/pricing.lines";
import { emailBlockedReason } from "@verdant/shared/purchase-order-document";
import { LINE_COST_MAX_CENTS, LINE_COST_MESSAGE, PO_MESSAGES } from "@verdant/shared/purchase-orders";
import { TAX_GROUP_PARAMETERS_REQUIRED } from "@verdant/shared/tax-groups";
import { PACKAGE_TAG_REQUIRED } from "@verdant/shared/track-trace";
import { describe, expect, it } from "vitest";
import { CUSTOMER_HAS_SALES } from "../../modules/customers/customers.service.ts";
import { INVITE_NOT_FOUND } from "../../modules/invites/invites.service.ts";
import { LAST_LOCATION_MESSAGE, LIMITS_NONE_MESSAGE } from "../../modules/locations/locations.service.ts";
import { ALREADY_MEMBER, OWNER_CANNOT_LEAVE } from "../../modules/members/members.service.ts";
import { DELETE_CONFIRM_MESSAGE } from "../../modules/organizations/organizations.service.ts";
import { LIMITS_NOT_CHOSEN_MESSAGE } from "../../modules/sales/sales.pricing.ts";
import { CARD_REFUNDS_MESSAGE } from "../../modules/sales/sales.refund-tenders.ts";
import { AppError, fieldsInUse, type MessageKey, notFound, say, sayIn } from "../app-error.ts";
import { DB_UNAVAILABLE_MESSAGE } from "../db-errors.ts";
import en from "./messages/en.json";
import fr from "./messages/fr-CA.json";
import { saidOfSentence } from "./validation.ts";

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function sources(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sources(full, into);
    else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")) into.push(full);
  }
  return into;
}

/** Every literal key the server's code names: say("…"), notFound("…"), and keys held as strings ("rate.pins"). */
function keysInCode(): Set<string> {
  const keys = new Set<string>();
  const known = new Set(Object.keys(en));
  for (const file of sources(SRC)) {
    const text = readFileSync(file, "utf8");
    for (const [, key] of text.matchAll(/\bsay\(\s*"([^"]+)"/g)) keys.add(key!);
    for (const [, thing] of text.matchAll(/\bnotFound\(\s*"([^"]+)"/g)) keys.add(`notFound.${thing}`);
    for (const [, word] of text.matchAll(/"([a-zA-Z]+\.[a-zA-Z.]+)"/g)) if (known.has(word!)) keys.add(word!);
  }
  return keys;
}

describe("the refusals catalog", () => {
  it("holds every key the server throws, in English and in French", () => {
    const used = [...keysInCode()];
    expect(used.length).toBeGreaterThan(150);
    for (const key of used) {
      expect(en, key).toHaveProperty([key]);
      expect(fr, key).toHaveProperty([key]);
    }
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it("says the spec's and the shared package's English word for word", () => {
    const english = (key: MessageKey, values?: Record<string, string | number>) => sayIn("en", say(key, values));
    expect(fieldsInUse(["name"]).message).toBe(fieldsInUseMessage(["name"]));
    expect(fieldsInUse(["email", "username"]).message).toBe(fieldsInUseMessage(["email", "username"]));
    expect(english("lookup.inUse", { what: "brand", count: 1 })).toBe(inUseMessage("brand", 1));
    expect(english("lookup.inUse", { what: "vendor", count: 1200 })).toBe(inUseMessage("vendor", 1200));
    expect(english("inventory.insufficient", { available: 3, requested: 5 })).toBe(
      inventoryMessages.insufficientStock(3, 5),
    );
    expect(english("pricing.archived", { product: "Kush" })).toBe(unsellableMessage("Kush", "ARCHIVED"));
    expect(english("pricing.noCategory", { product: "Kush" })).toBe(unsellableMessage("Kush", "NO_CATEGORY"));
    expect(english("po.emailDraft")).toBe(emailBlockedReason({ status: "DRAFT" }, "a@b.c"));
    expect(english("po.emailCancelled")).toBe(emailBlockedReason({ status: "CANCELLED" }, "a@b.c"));
    expect(english("po.emailNoAddress")).toBe(emailBlockedReason({ status: "SUBMITTED" }, null));
    expect(english("lineCost", { max: LINE_COST_MAX_CENTS })).toBe(LINE_COST_MESSAGE);
    expect(english("scope.required")).toBe(PO_MESSAGES.scopeRequired);
    expect(english("po.idRequired")).toBe(PO_MESSAGES.idRequired);
    expect(english("po.itemIdRequired")).toBe(PO_MESSAGES.itemIdRequired);
    expect(english("po.poNumberRequired")).toBe(PO_MESSAGES.poNumberRequired);
    expect(english("taxGroup.parameters")).toBe(TAX_GROUP_PARAMETERS_REQUIRED);
    expect(english("inventory.tagRequired")).toBe(PACKAGE_TAG_REQUIRED);
    expect(english("auth.noToken")).toBe(NO_ACCESS_TOKEN_MESSAGE);
    expect(english("auth.invalidApiKey")).toBe(INVALID_API_KEY_MESSAGE);
    expect(english("db.unavailable")).toBe(DB_UNAVAILABLE_MESSAGE);
    expect(english("customer.hasSales")).toBe(CUSTOMER_HAS_SALES);
    expect(english("invite.invalid")).toBe(INVITE_NOT_FOUND);
    expect(english("location.last")).toBe(LAST_LOCATION_MESSAGE);
    expect(english("location.limitsNone")).toBe(LIMITS_NONE_MESSAGE);
    expect(english("member.already")).toBe(ALREADY_MEMBER);
    expect(english("member.ownerStays")).toBe(OWNER_CANNOT_LEAVE);
    expect(english("organization.confirmDelete")).toBe(DELETE_CONFIRM_MESSAGE);
    expect(english("sale.limitsNotChosen")).toBe(LIMITS_NOT_CHOSEN_MESSAGE);
    expect(english("sale.cardRefunds")).toBe(CARD_REFUNDS_MESSAGE);
  });

  it("keeps the English on the error and gives each language its sentence", () => {
    const error = new AppError("conflict", say("drawer.alreadyOpen", { register: "Front 1" }));
    expect(error.message).toBe("A drawer is already open on Front 1.");
    expect(error.messagesIn("fr-CA")).toBe("Un tiroir-caisse est déjà ouvert sur Front 1.");
    expect(notFound("room").messagesIn("fr-CA")).toBe("Salle introuvable");
    const list = new AppError("validation_failed", [say("offline.future"), say("offline.sinceAfter")]);
    expect(list.messagesIn("en")).toEqual([
      "soldAt must not be in the future",
      "offlineSince must not be after soldAt",
    ]);
    expect(list.message).toBe("soldAt must not be in the future; offlineSince must not be after soldAt");
  });

  it("reads the shared schemas' sentences back as keys and values", () => {
    for (const sentence of [
      "name is required",
      "vendorId must be a valid id",
      "status must be one of ACTIVE, INACTIVE, BANNED",
      "tagIds must be a list of valid ids",
      "name must be at most 100 characters",
      "quantity must be a number",
      "to must not be before from",
      "reason is required (one of DAMAGED, THEFT)",
    ]) {
      const said = saidOfSentence(sentence);
      expect(said, sentence).toBeDefined();
      expect(sayIn("en", said!)).toBe(sentence);
      expect(sayIn("fr-CA", said!)).not.toBe(sentence);
    }
    expect(sayIn("fr-CA", saidOfSentence("name is required")!)).toBe("name est obligatoire");
    expect(saidOfSentence("Invalid UUID")).toBeUndefined();
  });
});
