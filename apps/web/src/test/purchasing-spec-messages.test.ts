// In test/: it reads two features' catalogs, which no feature may import from another.
// The spec's purchasing messages (§5, §8) stay word for word in the English catalogs, and are translated in French.
import { PO_MESSAGES } from "@verdant/shared/purchase-orders";
import { RO_MESSAGES } from "@verdant/shared/receive-orders";
import { describe, expect, it } from "vitest";
import en from "../features/purchase-orders/messages/en.json";
import fr from "../features/purchase-orders/messages/fr-CA.json";
import receiveEn from "../features/receive-orders/messages/en.json";
import receiveFr from "../features/receive-orders/messages/fr-CA.json";

const cases = [
  [en, fr, "toast.createFailed", PO_MESSAGES.createFailed],
  [en, fr, "toast.statusUpdated", PO_MESSAGES.statusUpdated],
  [en, fr, "toast.deleted", PO_MESSAGES.deleted],
  [receiveEn, receiveFr, "toast.createFailed", RO_MESSAGES.createFailed],
  [receiveEn, receiveFr, "toast.deleteFailed", RO_MESSAGES.deleteFailed],
  [receiveEn, receiveFr, "toast.itemFailed", RO_MESSAGES.itemFailed],
  [receiveEn, receiveFr, "toast.processFailed", RO_MESSAGES.processFailed],
] as const;

describe("purchasing's spec messages", () => {
  it.each(cases.map(([english, french, key, spec]) => [key, spec, english, french] as const))(
    "%s reads “%s” in English",
    (key, spec, english, french) => {
      expect((english as Record<string, string>)[key]).toBe(spec);
      expect((french as Record<string, string>)[key]).not.toBe(spec);
    },
  );
});
