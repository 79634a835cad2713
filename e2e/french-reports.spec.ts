// The reports in Canadian French (issue 18, decision 0034): a manager whose browser speaks French (and who has not
// chosen a language of their own) reads the last closed day's end of day and a week's tax liability in French words,
// money as Quebec writes it ("1 234,56 $"), percentages "5 %", and the store's days written out in French.
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD } from "./support/api.ts";
import { FRENCH_MONEY_PART } from "./support/french.ts";
import { MANAGER_EMAIL } from "./support/session.ts";
import { shoot } from "./support/shots.ts";
import { lastClosedDay, storeDay } from "./support/store-days.ts";

test.use({ locale: "fr-CA" });
// A French reader's first visit to a report also loads its French words (a chunk of their own): room for a slow machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/** An amount as fr-CA writes it: digits grouped by a (narrow) no-break space, a decimal comma, then " $". */
const frenchDay = (day: string) =>
  new Intl.DateTimeFormat("fr-CA", { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

async function signInInFrench(page: Page) {
  await page.goto("/signin?mode=password");
  await page.getByLabel("Courriel ou nom d’utilisateur").fill(MANAGER_EMAIL);
  await page.getByLabel("Mot de passe").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
  await page.getByRole("button", { name: /organi[sz]ation/i }).click();
  await page.getByRole("menuitem", { name: "Vancouver" }).click();
  await expect(page.getByTestId("selected-location")).toHaveText("Vancouver");
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Principale" });

test("a French-speaking manager reads the end of day in French, 1 234,56 $ style", async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInInFrench(page);
  await nav(page).getByRole("link", { name: "Fin de journée" }).click();
  await expect(page.getByRole("heading", { name: "Fin de journée", exact: true })).toBeVisible();
  await expect(page.getByText(/^Le rapport Z\u00a0: /)).toBeVisible();

  const day = await lastClosedDay(page, request);
  await page.getByRole("textbox", { name: "Jour" }).fill(day);
  await expect(page).toHaveURL(new RegExp(`date=${day}`));
  // The day written out in French ("jeudi 26 novembre 2026"), the report's own heading.
  expect(frenchDay(day)).toMatch(/^\p{Ll}+ \d{1,2} \p{Ll}+ 20\d\d$/u);
  await expect(page.getByRole("heading", { name: frenchDay(day) })).toBeVisible();
  await expect(page.getByText("Tous les tiroirs-caisses").first()).toBeVisible();
  await expect(page.getByText("Ventes nettes").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Taxes par taux" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Modes de paiement" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Perçu" })).toBeVisible();
  await expect(page.getByText(new RegExp(`^Compté ${FRENCH_MONEY_PART}$`))).toBeVisible();
  await expect(page.getByText("Fonds de caisse")).toBeVisible();
  // Every amount on the sheet is French: no "CA$" and no decimal point before two digits.
  const sheet = page.getByRole("article", { name: "Fin de journée · Vancouver" });
  await expect(sheet).toContainText(new RegExp(FRENCH_MONEY_PART));
  await expect(sheet).not.toContainText(/CA\$|\d\.\d\d\b/);
  await expect(sheet).toContainText(/\d+(,\d+)?\u00a0%/);
  await expect(sheet).not.toContainText(/Net sales|Tax by rate|Opening float|All drawers/);
  await expect(page.getByRole("button", { name: "Exporter en CSV" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Envoyer au propriétaire" })).toBeVisible();
  await page.getByRole("combobox", { name: "Tiroir-caisse" }).click();
  await expect(page.getByRole("option", { name: "Tous les tiroirs-caisses" })).toBeVisible();
  await page.keyboard.press("Escape");
  await shoot(page, "reports-end-of-day-french-1440", { fullPage: true });

  // On paper, the sheet's own heading names the report and the day in French.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: "Fin de journée · Vancouver" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Imprimer" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
});

test("a French-speaking manager files a week's tax liability in French", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInInFrench(page);
  await nav(page).getByRole("link", { name: "Taxes à remettre" }).click();
  await expect(page.getByRole("heading", { name: "Taxes à remettre", exact: true })).toBeVisible();

  const from = storeDay(7);
  const to = storeDay(0);
  await page.getByRole("textbox", { name: "Du" }).fill(from);
  await page.getByRole("textbox", { name: "Au" }).fill(to);
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  await expect(page.getByRole("button", { name: "Le mois dernier" })).toBeVisible();
  await expect(page.getByText("Taxes nettes dues")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Taxes nettes par taux" })).toBeVisible();
  await expect(page.getByText("Recettes brutes")).toBeVisible();
  const byRate = page.getByRole("table").last();
  await expect(byRate.getByRole("columnheader", { name: "Base taxable" })).toBeVisible();
  const total = byRate.getByRole("row", { name: /^Total/ });
  await expect(total).toContainText(new RegExp(FRENCH_MONEY_PART));
  // Each rate reads "GST 5 %" and its figures "1 234,56 $".
  const rates = byRate.getByRole("row").filter({ hasNotText: /^(Taux|Total)/ });
  expect(await rates.count()).toBeGreaterThan(0);
  await expect(rates.first()).toContainText(/\d+(,\d+)?\u00a0%/);
  await expect(rates.first()).toContainText(new RegExp(FRENCH_MONEY_PART));
  const sheet = page.getByRole("article", { name: "Taxes à remettre · Vancouver" });
  await expect(sheet).not.toContainText(/CA\$|Net tax owed|Gross receipts|Taxable base/);
  await shoot(page, "reports-tax-liability-french-1440", { fullPage: true });

  // On paper: the period's days in French, "du jeudi 19 novembre 2026 au jeudi 26 novembre 2026 (America/Vancouver)".
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: "Taxes à remettre · Vancouver" })).toBeVisible();
  await expect(sheet).toContainText(`du ${frenchDay(from)} au ${frenchDay(to)} (America/Vancouver)`);
  await page.emulateMedia({ media: "screen" });
});
