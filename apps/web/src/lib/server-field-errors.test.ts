import { fieldsInUseMessage } from "@verdant/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client.ts";
import { setLanguage } from "./i18n/language.ts";
import { showFieldErrors } from "./server-field-errors.ts";

// A 409 that names fields marks each one, with the spec's sentence in English and its French (decisions 0034, 0037).
describe("field errors of a uniqueness refusal", () => {
  afterEach(() => setLanguage("en"));
  const refusal = new ApiError(409, { code: "fields_already_in_use", fields: ["name", "sku"], message: "…" });

  it("marks each field with the spec's sentence, in the reader's language", async () => {
    const english = vi.fn();
    showFieldErrors(refusal, english, "product.");
    expect(english).toHaveBeenCalledWith(
      "product.name",
      { type: "server", message: fieldsInUseMessage(["name"]) },
      { shouldFocus: true },
    );
    expect(english).toHaveBeenCalledWith(
      "product.sku",
      expect.objectContaining({ message: fieldsInUseMessage(["sku"]) }),
      {
        shouldFocus: true,
      },
    );
    await setLanguage("fr-CA");
    const french = vi.fn();
    showFieldErrors(refusal, french);
    expect(french).toHaveBeenCalledWith(
      "name",
      { type: "server", message: "Le champ name est déjà utilisé. Veuillez réessayer." },
      { shouldFocus: true },
    );
  });

  it("leaves other refusals to the toast", () => {
    const setError = vi.fn();
    showFieldErrors(new ApiError(409, { code: "conflict", message: "This record already exists" }), setError);
    showFieldErrors(new Error("offline"), setError);
    expect(setError).not.toHaveBeenCalled();
  });
});
