import { describe, expect, it } from "vitest";
import { plainMessage, propertyWords } from "./plain-messages.ts";

const leaks = /\b[a-z]+[A-Z]\w*\b|\b[A-Z]{2,}_[A-Z_]+\b|[0-9a-f]{8}-[0-9a-f]{4}-/;

describe("plain messages", () => {
  it("puts the field's label where the property name was", () => {
    expect(plainMessage("firstName is required", "First name")).toBe("First name is required");
    expect(plainMessage("email must be a valid e-mail address", "E-mail")).toBe(
      "E-mail must be a valid e-mail address",
    );
  });

  it("reads a property as words when no label is at hand", () => {
    expect(plainMessage("drawerSessionId is required")).toBe("Drawer session is required");
    expect(plainMessage("lines.0.quantity is more than the ACDC 1g left to refund")).toBe(
      "Line 1 quantity is more than the ACDC 1g left to refund",
    );
    expect(propertyWords("currentPassword")).toBe("current password");
  });

  it("asks for a choice instead of listing enum values or ids", () => {
    expect(plainMessage("reason is required (one of ADJUSTMENT, AUDIT)", "Reason")).toBe("Choose a reason");
    expect(plainMessage("reason is required (one of ADJUSTMENT, AUDIT, WASTE)", "Reason")).toBe("Choose a reason");
    expect(plainMessage("disposition must be one of RESTOCK, WRITE_OFF", "Stock")).toBe("Choose a stock");
    expect(plainMessage("roomId must be a valid id", "Room")).toBe("Choose a room");
  });

  it("hides ids and leaves plain sentences alone", () => {
    expect(plainMessage("Product 0b6c1d1e-4a55-4c1b-9c1e-2f1f3c4d5e6f not found")).toBe("Product this item not found");
    expect(plainMessage("Too many wrong PINs. Try again in 30 seconds.")).toBe(
      "Too many wrong PINs. Try again in 30 seconds.",
    );
    for (const m of ["firstName is required", "cartLines.2.productId must be a valid id", "x needs a roomId"])
      expect(plainMessage(m)).not.toMatch(leaks);
  });
});
