// The catalog and the inventory in Canadian French (issue 18, decision 0034): a manager whose browser speaks French
// browses the catalog, filters it, opens a product, meets the product form's validation in French, creates a
// product priced the way Quebec writes money ("12,34 $"), and reads the inventory with French quantities and dates.
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD } from "./support/api.ts";
import { FRENCH_MONEY } from "./support/french.ts";
import { MANAGER_EMAIL, toast } from "./support/session.ts";
import { shoot } from "./support/shots.ts";

// The browser's own language is French, so the app speaks it from the first page (no choice stored anywhere:
// other journeys sign the same demo accounts in, in English).
test.use({ locale: "fr-CA", viewport: { width: 1440, height: 900 } });

// Each French catalog is its own small chunk, fetched on first use: a loaded machine gets more time.
const expect = baseExpect.configure({ timeout: 90_000 });

/** Money as Quebec writes it: "1 234,56 $" (a no-break space before the sign). */

async function signInInFrench(page: Page, email: string) {
  await page.goto("/signin?mode=password");
  await expect(page.getByRole("heading", { name: "Se connecter" })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel("Courriel ou nom d’utilisateur").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible({ timeout: 60_000 });
}

test("a French-speaking manager browses, filters and adds to the catalog, and reads the inventory in French", async ({
  page,
}) => {
  test.setTimeout(900_000);
  await signInInFrench(page, MANAGER_EMAIL);

  // The catalog: its title, tabs, lists, columns and prices in French.
  await page.goto("/catalog");
  await expect(page.getByRole("heading", { name: "Catalogue" })).toBeVisible();
  await expect(page).toHaveTitle("Catalogue · Verdant");
  await expect(page.getByRole("tab", { name: "Actifs" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Archivés" })).toBeVisible();
  const lists = page.getByRole("navigation", { name: "Listes du catalogue" });
  await expect(lists.getByRole("link", { name: "Marques" })).toBeVisible();
  await expect(lists.getByRole("link", { name: "Variétés" })).toBeVisible();
  const panel = page.getByRole("tabpanel", { name: "Produits actifs" });
  for (const header of ["Produit", "Marque", "Catégorie", "Fournisseur", "Prix"])
    await expect(panel.getByRole("columnheader", { name: header })).toBeVisible();
  await expect(panel.getByRole("row").nth(1)).toBeVisible();
  const prices = (await panel.getByRole("row").locator("td.text-right").allInnerTexts()).filter((t) => t.trim());
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price.trim()).toMatch(FRENCH_MONEY);
  // A category's compliance class reads in words, never the enum.
  await expect(
    panel.getByText(/^(Fleur séchée|Préroulé|Concentré|Vapoteuse|Comestible|Boisson)$/).first(),
  ).toBeVisible();
  await expect(panel.getByText(/^(FLOWER|PRE_ROLL|EDIBLE|CONCENTRATE)$/)).toHaveCount(0);
  await shoot(page, "catalog-french-1440");

  // A filter: brand, named in French, kept in the URL, and cleared.
  await page.getByRole("button", { name: "Filtrer par marque" }).click();
  await expect(page.getByRole("combobox", { name: "Rechercher une marque" })).toBeVisible();
  await page.getByRole("option").first().click();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/brand=/);
  await page.getByRole("button", { name: "Effacer les filtres" }).click();
  await expect(page).not.toHaveURL(/brand=/);
  await page.getByRole("searchbox").fill("zzzz-rien");
  await expect(page.getByText("Aucun produit ne correspond")).toBeVisible();
  await expect(page.getByText("Essayez une autre recherche ou effacez les filtres.")).toBeVisible();
  await page.getByRole("searchbox").fill("");
  await expect(page.getByText("Aucun produit ne correspond")).toBeHidden();

  // A product opens in its editor, every field in French.
  const first = panel.getByRole("row").nth(1).getByRole("button").first();
  const name = (await first.textContent())?.trim() ?? "";
  await first.click();
  const editor = page.getByRole("dialog", { name: "Modifier le produit" });
  await expect(editor.getByLabel("Nom", { exact: true })).toHaveValue(name);
  await expect(editor.getByRole("group", { name: "Prix et stock" })).toBeVisible();
  await expect(editor.getByText("Teneur en cannabis")).toBeVisible();
  await expect(editor.getByRole("button", { name: "Enregistrer les modifications" })).toBeVisible();
  await editor.getByRole("button", { name: "Annuler" }).click();
  await expect(editor).toBeHidden();

  // The form refuses an empty product in French, then creates one priced "12,34".
  await page.getByRole("button", { name: "Nouveau produit" }).first().click();
  const form = page.getByRole("dialog", { name: "Nouveau produit" });
  await expect(form.getByText("Ajoutez un produit au catalogue de ce point de vente.")).toBeVisible();
  await expect(form.getByLabel("Marque", { exact: true })).toContainText("Aucune marque");
  await expect(form.getByLabel("Prix", { exact: true })).toHaveAttribute("placeholder", "0,00");
  await form.getByRole("button", { name: "Créer le produit" }).click();
  await expect(form.getByRole("alert").filter({ hasText: "Ce champ est obligatoire" }).first()).toBeVisible();
  await expect(form.getByLabel("Nom", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText(/is required/)).toHaveCount(0);
  await shoot(page, "product-form-french-1440");
  const created = `Tisane française ${Date.now().toString(36).slice(-5)}`;
  await form.getByLabel("Nom", { exact: true }).fill(created);
  await form.getByLabel("Prix", { exact: true }).fill("12,34");
  await form.getByRole("button", { name: "Créer le produit" }).click();
  await expect(toast(page, "Produit créé")).toBeVisible();
  await expect(form).toBeHidden();
  await page.getByRole("searchbox").fill(created);
  const row = panel.getByRole("row").filter({ hasText: created });
  await expect(row).toBeVisible();
  await expect(row.getByText("12,34\u00a0$")).toBeVisible();

  // The inventory: French columns, statuses, quantities and dates; a lot's money and history in French.
  await page.goto("/inventory");
  await expect(page.getByRole("heading", { name: "Inventaire" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Statut de l’inventaire" })).toHaveText("Disponible");
  const lots = page.getByRole("table");
  for (const header of ["Produit", "Pièce", "Quantité", "Reçu le", "Expiration", "Statut"])
    await expect(lots.locator("thead")).toContainText(header);
  await expect(lots.getByRole("row").nth(1)).toBeVisible();
  await expect(lots.getByText("Disponible").first()).toBeVisible();
  const quantities = (await lots.getByRole("row").locator("td.text-right").allInnerTexts()).filter((t) => t.trim());
  expect(quantities.length).toBeGreaterThan(0);
  // Quantities ("1 200 unités", "3,5 g") and unit costs ("5,91 $") as Quebec writes them.
  const QUANTITY = /^-?\d[\d\u00a0\u202f]*(?:,\d+)? (?:g|unités?)/;
  for (const cell of quantities) expect(QUANTITY.test(cell) || FRENCH_MONEY.test(cell.trim()), cell).toBe(true);
  expect(quantities.some((cell) => QUANTITY.test(cell))).toBe(true);
  await expect(lots.getByText(/^\d{1,2} \p{L}+\.? 20\d\d$/u).first()).toBeVisible();
  await page.getByRole("combobox", { name: "Statut de l’inventaire" }).click();
  await expect(page.getByRole("option", { name: "En quarantaine" })).toBeVisible();
  await page.keyboard.press("Escape");
  await shoot(page, "inventory-french-1440");

  await lots.getByRole("row").nth(1).getByRole("link").first().click();
  await expect(page.getByRole("link", { name: "Retour à l’inventaire" })).toBeVisible();
  const summary = page.getByRole("definition");
  await expect(page.getByText("Coût unitaire")).toBeVisible();
  await expect(summary.filter({ hasText: FRENCH_MONEY }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Historique" })).toBeVisible();
  for (const header of ["Quand", "Qui", "Motif", "Changement", "Quantité après"])
    await expect(page.getByRole("columnheader", { name: header })).toBeVisible();
  const history = page.getByRole("region", { name: "Historique" });
  await expect(
    history
      .getByText(/^(Reçu|Vente|Remboursement|Annulation|Ajustement|Décompte|Transfert|Perte ou destruction)$/)
      .first()
      .or(history.getByText("Aucun changement pour l’instant")),
  ).toBeVisible();
});
