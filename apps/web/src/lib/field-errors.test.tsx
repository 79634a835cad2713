// Every form's refusals read in the reader's language through FormField (decision 0041): English exactly as the
// schema says it, French by the rule it states, a sentence it does not know (the server's own) as it came.
import { act, render, screen } from "@testing-library/react";
import { Suspense, useEffect } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { FormField } from "../components/ui/form-field.tsx";
import { Input } from "../components/ui/input.tsx";
import { fieldMessage } from "./field-error-rules.ts";
import { defineCatalog, useMessages } from "./i18n/catalog.ts";
import { setLanguage } from "./i18n/language.ts";

const field = (error: string) => (
  <FormField label="Date of birth" error={error}>
    <Input />
  </FormField>
);

/** A screen's own words, whose French has not loaded yet, beside a field's message. */
const words = defineCatalog({ title: "Settings" }, async () => ({ default: { title: "Paramètres" } }));
let suspended = 0;
function Waiting() {
  useEffect(() => {
    suspended++;
  }, []);
  return <p>Loading</p>;
}
function Screen() {
  const t = useMessages(words);
  return (
    <>
      <h1>{t("title")}</h1>
      {field("dateOfBirth must be a date (YYYY-MM-DD)")}
    </>
  );
}

describe("validation messages in the reader's language", () => {
  afterEach(() => setLanguage("en"));

  // First: the rules have not loaded yet in this file.
  it("load with the screen's catalogs before a switch, so the screen changes in one paint (it never suspends)", async () => {
    render(
      <Suspense fallback={<Waiting />}>
        <Screen />
      </Suspense>,
    );
    await act(() => setLanguage("fr-CA"));
    expect(screen.getByRole("heading").textContent).toBe("Paramètres");
    expect(screen.getByRole("alert").textContent).toBe("Entrez une date valide");
    expect(suspended).toBe(0);
  });

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
