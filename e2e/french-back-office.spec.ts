// The back office in Canadian French (issue 18, decision 0034): a manager who chose French creates a customer (the
// form says what is missing in French), builds a discount, and orders from a vendor, and each screen speaks French
// with money as Quebec writes it (12,34 $).
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { DEV_API_KEY } from "@verdant/shared";
import { DEMO_PASSWORD, latestCode, OWNER_EMAIL, uniqueEmail } from "./support/api.ts";
import { createApprovedEmailUser, inviteAndAccept } from "./support/organizations.ts";
import { toast } from "./support/session.ts";
import { shoot } from "./support/shots.ts";

// A long journey of many screens, on machines that may be busy: each step may take a little longer to show.
const expect = baseExpect.configure({ timeout: 90_000 });

/** French money: digits, a decimal comma and a dollar sign after a (no-break) space. */
const money = (amount: string) => new RegExp(`${amount.replace(/ /g, "\\s")}\\s\\$`);

/** Opens a searchable choice by its field label and picks its first option; returns the option's name. */
async function chooseFirst(page: Page, label: string): Promise<string> {
  await page.getByLabel(label, { exact: true }).click();
  const option = page.getByRole("option").first();
  await expect(option).toBeVisible();
  const name = ((await option.locator("span").first().textContent()) ?? "").trim();
  await option.click();
  return name;
}

test("a French-speaking manager adds a customer, builds a discount and orders stock, all in French", async ({
  browser,
  request,
}) => {
  test.setTimeout(900_000);
  const run = Date.now().toString(36).toUpperCase();

  // The owner brings a new manager into Vancouver (a Canadian store: money in CAD), through the API.
  const headers = (token?: string) => ({
    "api-key": DEV_API_KEY,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const signedIn = await request.post("/api/auth/sign-in/password", {
    data: { identifier: OWNER_EMAIL, password: DEMO_PASSWORD },
    headers: headers(),
  });
  const ownerToken = ((await signedIn.json()) as { accessToken: string }).accessToken;
  const get = async <T>(path: string) =>
    (await (await request.get(`/api/${path}`, { headers: headers(ownerToken) })).json()) as { data: T[] };
  const [demo] = (await get<{ id: string; name: string }>("organization?page=1&limit=100")).data;
  const locations = (await get<{ id: string; name: string }>(`organization/${demo!.id}/location?page=1&limit=100`))
    .data;
  const org = { id: demo!.id, locationId: locations.find((l) => l.name === "Vancouver")!.id };
  const email = uniqueEmail("gerante");
  const token = await createApprovedEmailUser(request, email, ["Josée", "Gagnon"]);
  await inviteAndAccept(request, ownerToken, org, { email, token }, ["MANAGER"]);

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const fr = await context.newPage();
  try {
    // An invited manager is welcomed first (staff welcome); French is chosen in the settings, as any user would.
    await fr.goto("/signin");
    await fr.getByLabel("E-mail").fill(email);
    const since = new Date();
    await fr.getByRole("button", { name: "Send code" }).click();
    await fr.getByLabel("Verification code").fill(await latestCode(request, email, since));
    await fr.getByRole("button", { name: "Verify and continue" }).click();
    await expect(fr.getByRole("heading", { name: /^Welcome to / })).toBeVisible();
    await fr.goto("/user/settings");
    await fr.getByRole("combobox", { name: "Language" }).click();
    await fr.getByRole("option", { name: "Français (Canada)" }).click();
    await expect(fr.getByRole("heading", { name: "Paramètres du compte" })).toBeVisible();

    // 1. A customer: an empty form is refused in French, then the customer is created.
    const family = `Gagnon${run.replace(/[^A-Z]/g, "").toLowerCase() || "x"}`;
    await fr.goto("/customers");
    await expect(fr.getByRole("heading", { name: "Clients" })).toBeVisible();
    await fr.getByRole("button", { name: "Nouveau client" }).click();
    const dialog = fr.getByRole("dialog", { name: "Nouveau client" });
    await dialog.getByRole("button", { name: "Créer le client" }).click();
    // The schemas' rules in French (lib/field-errors, decision 0041): a name's letters, a date.
    await expect(dialog.getByText("Lettres, apostrophes ou traits d’union seulement").first()).toBeVisible();
    await expect(dialog.getByText("Entrez une date valide")).toBeVisible();
    await shoot(fr, "french-customer-form-1440");
    await dialog.getByLabel("Prénom").fill("Élodie");
    await dialog.getByLabel("Nom de famille").fill(family);
    await dialog.getByLabel("Courriel").fill(`elodie.${family.toLowerCase()}@example.com`);
    await dialog.getByLabel("Date de naissance").fill("1990-05-17");
    await dialog.getByRole("button", { name: "Créer le client" }).click();
    await expect(toast(fr, "Client créé avec succès")).toBeVisible();
    await expect(dialog).toBeHidden();
    await fr.getByRole("searchbox", { name: "Rechercher un nom, un courriel ou un téléphone" }).fill(family);
    const customerRow = fr.getByRole("row", { name: new RegExp(`Élodie ${family}`) });
    await expect(customerRow).toContainText("Récréatif");
    await expect(customerRow).toContainText("Actif");
    await expect(fr.getByRole("columnheader", { name: "Coordonnées" })).toBeVisible();
    await shoot(fr, "french-customers-1440");

    // 2. A discount: 5 $ off orders over 50 $, through the four stages.
    const deal = `Rabais ${run}`;
    await fr.goto("/marketing");
    await expect(fr.getByRole("heading", { name: "Rabais" })).toBeVisible();
    await expect(fr.getByText("Quand plusieurs rabais s’appliquent")).toBeVisible();
    await fr.getByRole("link", { name: "Nouveau rabais" }).click();
    await expect(fr.getByRole("list", { name: "Étapes" })).toContainText("Règles");
    await fr.getByLabel("Nom", { exact: true }).fill(deal);
    await fr.getByRole("button", { name: "Vendredi" }).click();
    await fr.getByRole("button", { name: "Créer et continuer" }).click();
    await expect(toast(fr, "Rabais créé avec succès")).toBeVisible();
    await expect(fr.getByRole("combobox", { name: "S’applique à" })).toHaveText("Toute la commande");
    await fr.getByLabel(/^Sous-total minimal/).fill("50");
    await fr.getByRole("button", { name: "Enregistrer les règles" }).click();
    await fr.getByRole("radio", { name: /Montant fixe/ }).click();
    await fr.getByLabel(/^Montant du rabais/).fill("5");
    await fr.getByRole("button", { name: "Enregistrer le montant" }).click();
    await expect(fr.getByText(/^Sur toute la commande, au-delà de 50,00\s\$$/)).toBeVisible();
    await expect(fr.getByText(money("5,00"))).toContainText("de rabais sur la commande");
    await expect(fr.getByText(/Le vendredi/)).toBeVisible();
    await shoot(fr, "french-discount-confirm-1440");
    await fr.getByRole("button", { name: "Confirmer le rabais" }).click();
    await expect(toast(fr, "Rabais confirmé : il s’applique à la caisse")).toBeVisible();
    await expect(fr.getByRole("row", { name: new RegExp(deal) })).toContainText("Actif");
    await shoot(fr, "french-discounts-1440");

    // 3. A purchase order: details, one item at 12,50 $, review, confirm; then its printed page.
    const poNumber = `BC-${run}`;
    await fr.goto("/purchase-orders");
    await expect(fr.getByRole("heading", { name: "Bons de commande" })).toBeVisible();
    await expect(fr.getByRole("button", { name: /^Toutes les commandes/ })).toContainText(/\$/);
    await shoot(fr, "french-purchase-orders-1440");
    await fr.getByRole("link", { name: "Nouveau bon de commande" }).click();
    await chooseFirst(fr, "Fournisseur");
    await fr.getByLabel("Nº de BC").fill(poNumber);
    await expect(fr.getByText("Disponible", { exact: true })).toBeVisible();
    await fr.getByRole("button", { name: "Enregistrer et continuer" }).click();
    const addForm = fr.getByRole("form", { name: "Ajouter un article" });
    await expect(addForm).toBeVisible();
    await addForm.getByRole("button", { name: "Ajouter l’article" }).click();
    await expect(addForm.getByText("Ce champ est obligatoire").first()).toBeVisible();
    const product = await chooseFirst(fr, "Produit");
    await addForm.getByLabel("Quantité").fill("4");
    await addForm.getByLabel("Coût unitaire").fill("12.50");
    await addForm.getByRole("button", { name: "Ajouter l’article" }).click();
    await expect(fr.getByLabel(`Quantité de ${product}`)).toHaveValue("4");
    await fr.getByRole("button", { name: "Passer à la révision" }).click();
    await expect(fr.getByRole("heading", { name: "Révision" })).toBeVisible();
    await expect(fr.getByTestId("po-total")).toHaveText(money("50,00"));
    await shoot(fr, "french-purchase-order-review-1440");
    await fr.getByRole("button", { name: "Confirmer la commande" }).click();
    await expect(toast(fr, "Bon de commande confirmé avec succès")).toBeVisible();
    await expect(fr.getByRole("heading", { name: `Bon de commande ${poNumber}` })).toBeVisible();
    await expect(fr.locator("h1 + p")).toContainText("Envoyé");
    await expect(fr.getByRole("columnheader", { name: "À venir" })).toBeVisible();
    await expect(fr.getByRole("row", { name: new RegExp(product) }).first()).toContainText("4 unités");
    await expect(fr.getByRole("button", { name: "Recevoir la livraison" })).toBeVisible();
    await shoot(fr, "french-purchase-order-1440");

    const print = fr.getByRole("link", { name: "Imprimer" });
    await fr.goto((await print.getAttribute("href"))!);
    const sheet = fr.getByRole("article", { name: "Bon de commande" });
    await expect(sheet.getByRole("heading", { name: "Bon de commande" })).toBeVisible();
    await expect(sheet).toContainText("Livrer à");
    await expect(sheet).toContainText("Coût unitaire");
    await expect(sheet.getByText("Sous-total")).toBeVisible();
    await expect(sheet).toContainText(money("50,00"));
    await expect(sheet).not.toContainText("Subtotal");
    await expect(fr).toHaveTitle(new RegExp(`Bon de commande ${poNumber}`));
    await shoot(fr, "french-purchase-order-print-1440");
  } finally {
    await context.close();
  }
});
