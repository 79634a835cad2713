// A store set up in Canadian French (issue 18, decision 0034): an owner whose account speaks French reads the
// dashboard, applies the province's taxes, checks the rates and the location's receipt settings, and sees the team,
// every word from the catalogs, money as "12,34 $" and rates as "5 %".
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { DEV_API_KEY } from "@verdant/shared";
import { latestCode, uniqueEmail } from "./support/api.ts";
import { createApprovedEmailUser, createOrganization } from "./support/organizations.ts";
import { toast } from "./support/session.ts";
import { shoot } from "./support/shots.ts";

// Each screen's first paint fetches its French catalog too: on a loaded machine that takes a while.
const expect = baseExpect.configure({ timeout: 60_000 });

/** A number as French writes it before a sign: "5 %", "0,00 $" (a no-break space, thin or not, before the sign). */
const spaced = (number: string, sign: string) => new RegExp(`(^|[^\\d,])${number}[\\u00a0\\u202f ]\\${sign}`);

async function chooseOption(page: Page, combobox: string, option: string) {
  await page.getByRole("combobox", { name: combobox }).click();
  await page.getByRole("option", { name: option }).click();
}

test("an owner who reads French sets up taxes and reads the dashboard, the location and the team in French", async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = uniqueEmail("proprietaire");
  const token = await createApprovedEmailUser(request, email, ["Geneviève", "Côté"]);
  await createOrganization(request, token, `Cannabis Côté ${Date.now().toString(36)}`, "Vancouver");
  // The account's language, as the settings screen saves it (french.spec.ts walks through that screen).
  const chosen = await request.patch("/api/auth/me", {
    data: { language: "fr-CA" },
    headers: { "api-key": DEV_API_KEY, authorization: `Bearer ${token}` },
  });
  expect(chosen.ok(), await chosen.text()).toBeTruthy();

  // Signed out, this browser speaks English; the account's French arrives with the sign-in (and its catalogs with it:
  // a slow machine takes a while to fetch them all).
  await page.goto("/signin");
  await page.getByLabel("E-mail").fill(email);
  const since = new Date();
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("Verification code").fill(await latestCode(request, email, since));
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");

  // The dashboard: the new store's checklist and the day's figures in dollars as Quebec writes them.
  await expect(page.getByText("Configurez votre magasin")).toBeVisible();
  await expect(page.getByText(/^\d sur \d terminées\./)).toBeVisible();
  await expect(page.getByTestId("setup-jurisdiction")).toContainText("Appliquer le préréglage du territoire");
  const sales = page.getByTestId("kpi-Sales today");
  await expect(sales).toContainText("Ventes du jour");
  await expect(sales).toContainText(spaced("0,00", "$"));
  await expect(sales).toContainText("le même jour la semaine dernière");
  await expect(page.getByText("Meilleurs produits")).toBeVisible();
  await expect(page.getByText("Tiroirs-caisses ouverts")).toBeVisible();
  await expect(page.getByText("Aucun tiroir-caisse n’est ouvert.")).toBeVisible();
  await shoot(page, "dashboard-french-1440");

  // Configure → Taxes → the province's preset: labels in French, the preset's own names as the data gives them.
  const nav = page.getByRole("navigation", { name: "Principale" });
  await nav.getByRole("link", { name: "Configuration" }).click();
  await expect(page.getByRole("heading", { name: "Configuration", level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: "Configuration" }).getByRole("link", { name: "Taxes" }).click();
  const taxes = page.getByRole("navigation", { name: "Taxes" });
  await expect(taxes.getByRole("link", { name: "Groupes de taxes" })).toBeVisible();
  await expect(page.getByText("Aucun groupe de taxes pour l’instant")).toBeVisible();
  await taxes.getByRole("link", { name: "Territoire" }).click();
  await expect(page).toHaveTitle("Territoire · Verdant");
  await expect(page.getByText("Aucun préréglage appliqué")).toBeVisible();
  await chooseOption(page, "Préréglage du territoire", "British Columbia");
  await expect(page.getByText("Âge minimum")).toBeVisible();
  await expect(page.getByText("19 ans récréatif, 19 ans médical")).toBeVisible();
  await expect(page.getByText("Retour en stock, Quarantaine, Destruction")).toBeVisible();
  await page.getByRole("button", { name: "Appliquer le préréglage" }).click();
  await expect(toast(page, "Territoire appliqué")).toBeVisible();
  const storeRates = page.getByRole("table", { name: "Taux de taxe de la succursale" });
  await expect(storeRates.getByRole("row", { name: /GST/ })).toContainText(spaced("5", "%"));
  await expect(storeRates.getByRole("row", { name: /BC PST/ })).toContainText(spaced("7", "%"));
  await expect(storeRates.getByRole("columnheader", { name: "En vigueur" })).toBeVisible();
  await expect(storeRates.getByRole("row", { name: /GST/ })).toContainText("Préréglage");
  await expect(page.getByRole("button", { name: "Appliquer de nouveau" })).toBeVisible();
  await shoot(page, "taxes-jurisdiction-french-1440", { fullPage: true });

  // The rates the preset brought, as the list shows them.
  await taxes.getByRole("link", { name: "Taux de taxe" }).click();
  await expect(page).toHaveTitle("Taux de taxe · Verdant");
  for (const header of ["Nom", "Taux", "Type de client", "Groupe", "Statut"])
    await expect(page.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
  const gst = page.getByRole("row", { name: /GST/ }).first();
  await expect(gst).toContainText(spaced("5", "%"));
  await expect(gst).toContainText("Tous les clients");
  await expect(gst).toContainText("Actif");
  await expect(page.getByRole("combobox", { name: "Statut" })).toHaveText("Tous les statuts");
  await shoot(page, "taxes-rates-french-1440");
  await taxes.getByRole("link", { name: "Groupes de taxes" }).click();
  await expect(page.getByRole("columnheader", { name: "Attribué à" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Nouveau groupe de taxes" })).toBeVisible();

  // The location's receipt settings: the GST/HST number is required from 30,00 $.
  await nav.getByRole("link", { name: "Équipe et succursales" }).click();
  await page.getByRole("tab", { name: "Succursales" }).click();
  await expect(page.getByRole("columnheader", { name: "Fuseau horaire" })).toBeVisible();
  await page.getByRole("button", { name: "Reçus et remboursements de Vancouver" }).click();
  const receipts = page.getByRole("dialog", { name: "Reçus et remboursements · Vancouver" });
  await expect(receipts.getByLabel("Numéro de TPS/TVH")).toBeVisible();
  await expect(receipts).toContainText(spaced("30,00", "$"));
  await expect(receipts.getByRole("combobox", { name: "Langue des reçus" })).toBeVisible();
  await shoot(page, "location-receipts-french-1440");
  await receipts.getByRole("button", { name: "Annuler" }).click();
  await expect(receipts).toBeHidden();

  // The team: the owner, in every location.
  await page.getByRole("tab", { name: "Membres" }).click();
  const owner = page.getByRole("row", { name: /Geneviève Côté/ });
  await expect(owner).toContainText("(vous)");
  await expect(owner).toContainText("Propriétaire");
  await expect(owner).toContainText("Toutes les succursales");
  await expect(page.getByPlaceholder("Rechercher un nom ou un courriel")).toBeVisible();
  await shoot(page, "members-french-1440");
  await page.getByRole("tab", { name: "Invitations" }).click();
  await expect(page.getByText("Aucune invitation pour l’instant")).toBeVisible();
  await page.getByRole("button", { name: "Inviter des personnes" }).click();
  const invite = page.getByRole("dialog", { name: "Inviter des personnes" });
  await expect(invite.getByRole("checkbox", { name: "Caissier à Vancouver" })).toBeVisible();
  await expect(invite.getByRole("button", { name: "Envoyer l’invitation" })).toBeVisible();
  await shoot(page, "invite-french-1440");
});
