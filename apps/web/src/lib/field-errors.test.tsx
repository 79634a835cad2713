// Every form's refusals read in the reader's language through FormField (decision 0041): English exactly as the
// schema says it, French by the rule it states, a sentence it does not know (the server's own) as it came.
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FormField } from "../components/ui/form-field.tsx";
import { Input } from "../components/ui/input.tsx";
import { fieldMessage } from "./field-error-rules.ts";
import { setLanguage } from "./i18n/language.ts";

const field = (error: string) => (
  <FormField label="Date of birth" error={error}>
    <Input />
  </FormField>
);

describe("validation messages in the reader's language", () => {
  afterEach(() => setLanguage("en"));

  it("say the schemas' and parsers' rules in French", async () => {
    await setLanguage("fr-CA");
    expect(fieldMessage("dateOfBirth must be a date (YYYY-MM-DD)")).toBe("Entrez une date valide");
    expect(fieldMessage("amountCents must be a whole number of cents")).toBe("Entrez un montant valide");
    expect(fieldMessage("quantity must be a whole number")).toBe("Entrez un nombre entier");
    expect(fieldMessage("endsAt must not be before startsAt")).toBe("Ne peut pas précéder la date de début");
    expect(fieldMessage("password must be at least 8 characters")).toBe("Au moins 8 caractères");
    expect(fieldMessage("quantity must be more than 0")).toBe("Doit être supérieur à 0");
    expect(fieldMessage("phone must be a valid phone number with its country code, such as +16045550123")).toBe(
      "Entrez un numéro de téléphone valide avec son indicatif de pays",
    );
    expect(fieldMessage("medicalCardType must be one of MEDICAL, CAREGIVER")).toBe("Ce champ est obligatoire");
    expect(fieldMessage("Ce nom est déjà utilisé")).toBe("Ce nom est déjà utilisé");
  });

  it("reach every FormField, and follow a change of language", async () => {
    render(field("dateOfBirth must be a date (YYYY-MM-DD)"));
    const english = screen.getByRole("alert").textContent;
    expect(english).toMatch(/^Date of birth must be a date/);
    await act(() => setLanguage("fr-CA"));
    expect(screen.getByRole("alert").textContent).toBe("Entrez une date valide");
    await act(() => setLanguage("en"));
    expect(screen.getByRole("alert").textContent).toBe(english);
  });
});
