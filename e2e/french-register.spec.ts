// The register in Canadian French (issue 18, decision 0034): a manager whose language is French picks a register,
// opens its drawer with a float typed as Quebec writes it ("150,00"), rings up a product for a customer, pays cash
// and reads the sale complete dialog, every step in French words and French money ("12,34 $"). A user of their own
// (invited to Vancouver as a manager), so the demo accounts other journeys use keep speaking English.
import { expect, type Page, test } from "@playwright/test";
import { AUTH_STORAGE_KEY, DEV_API_KEY } from "@verdant/shared";
import { latestCode, OWNER_EMAIL, uniqueEmail } from "./support/api.ts";
import { FRENCH_MONEY } from "./support/french.ts";
import { call, type Ids, prepareStock, suffix } from "./support/offline.ts";
import { createApprovedEmailUser, inviteAndAccept, switchLocation } from "./support/organizations.ts";
import { sessionToken, signIn, toast } from "./support/session.ts";
import { shoot } from "./support/shots.ts";

/** Money as fr-CA writes it: "1 234,56 $" (a no-break or narrow no-break space before the sign). */
/** "12,34 $" → 1234. */
const frenchCents = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", ""));

/** The owner at Vancouver: the ids the journey prepares stock, a register and the invitation with. */
async function ownerAtVancouver(page: Page): Promise<Ids> {
  await signIn(page, OWNER_EMAIL);
  await switchLocation(page, "Vancouver");
  const selected = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "{}") as { selectedOrgId: string; selectedLocationId: string },
    AUTH_STORAGE_KEY,
  );
  return { orgId: selected.selectedOrgId, locationId: selected.selectedLocationId, token: await sessionToken(page) };
}

test("a French-speaking manager sells at the register: French words and money from the drawer to the receipt", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(360_000);
  const ownerContext = await browser.newContext();
  const ids = await ownerAtVancouver(await ownerContext.newPage());
  const stock = await prepareStock(request, ids, "Franc");
  const registerName = `Caisse ${suffix}`;
  await call(request, ids, "POST", "register", { name: registerName, roomIds: [stock.floorId] });

  const email = uniqueEmail("caisse");
  const token = await createApprovedEmailUser(request, email, ["Élise", "Tremblay"]);
  await inviteAndAccept(request, ids.token, { id: ids.orgId, locationId: ids.locationId }, { email, token }, [
    "MANAGER",
  ]);
  const chosen = await request.patch("/api/auth/me", {
    data: { language: "fr-CA" },
    headers: { "api-key": DEV_API_KEY, authorization: `Bearer ${token}` },
  });
  expect(chosen.ok(), await chosen.text()).toBeTruthy();
  await ownerContext.close();

  // Signed in with a code, the account's language is French.
  await page.goto("/signin");
  await page.getByLabel("E-mail").fill(email);
  const since = new Date();
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("Verification code").fill(await latestCode(request, email, since));
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await expect(page.getByRole("navigation", { name: "Principale" })).toBeVisible();
  await page.getByRole("navigation", { name: "Principale" }).getByRole("link", { name: "Caisse" }).click();
  await expect(page.getByText("Choisissez la caisse où vous travaillez.")).toBeVisible();
  await page.getByRole("button", { name: new RegExp(registerName) }).click();

  // The drawer opens with a float typed the French way.
  await expect(page.getByRole("heading", { name: "Ouvrir le tiroir-caisse" })).toBeVisible();
  await shoot(page, "register-french-open-drawer");
  await page.getByLabel("Fonds de caisse d’ouverture").fill("150,00");
  await page.getByRole("button", { name: "Ouvrir le tiroir" }).click();
  await expect(toast(page, "Tiroir ouvert")).toBeVisible();
  await expect(page.getByText(/Tiroir ouvert par Élise Tremblay à .* · fonds de caisse 150,00\s\$/)).toBeVisible();

  // The search, the cart and the customer speak French; money reads "10,00 $".
  const search = page.getByLabel("Trouver ou scanner un produit");
  await expect(search).toHaveAttribute(
    "placeholder",
    "Scannez un code-barres ou tapez un nom, un code SKU ou une marque…",
  );
  await expect(page.getByText("Le panier est vide")).toBeVisible();
  await expect(page.getByTestId("pay-blockers")).toHaveCount(0);
  await search.fill(`Franc Tin ${suffix}`);
  const product = page.getByRole("list", { name: "Produits" }).getByRole("button", { name: /Franc Tin/ });
  await expect(product).toContainText("3 unités");
  await expect(product).toContainText(/10,00\s\$/);
  await product.click();
  await expect(page.getByTestId("cart-line")).toContainText(/10,00\s\$ chacun/);
  await expect(page.getByTestId("pay-blockers")).toHaveText("Associez un client avant le paiement.");
  await page.getByRole("button", { name: `Un Franc Tin ${suffix} de plus` }).click();
  await expect(page.getByLabel(`Quantité de Franc Tin ${suffix}`)).toHaveValue("2");

  await page.getByLabel("Trouver un client").fill(`Buyer${suffix}`);
  await page.getByRole("list", { name: "Clients trouvés" }).getByRole("button").first().click();
  const customer = page.getByTestId("attached-customer");
  await expect(customer).toContainText(`Franc Buyer${suffix}`);
  await expect(customer).toContainText("Récréatif");
  await expect(customer).toContainText(/\d+ ans/);

  const total = page.getByTestId("cart-total");
  await expect(total).toHaveText(FRENCH_MONEY);
  await expect(page.getByLabel("Totaux")).toContainText("Sous-total");
  await expect(page.getByLabel("Totaux")).toContainText("Taxes");
  const totalCents = frenchCents((await total.textContent())!);
  expect(totalCents).toBeGreaterThan(2000);
  await shoot(page, "register-french-cart");

  // Cash: the amount offered is written with a decimal comma, and the change reads "27,60 $" style.
  await page.getByRole("button", { name: /^Payer/ }).click();
  const pay = page.getByRole("dialog", { name: "Paiement" });
  await expect(pay).toContainText("Reste à payer");
  await expect(pay.getByRole("button", { name: "Comptant", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(pay.getByLabel("Montant comptant")).toHaveValue(/^\d+,\d{2}$/);
  await pay.getByLabel("Montant comptant").fill("50,00");
  await pay.getByRole("button", { name: "Ajouter comptant" }).click();
  const changeDue = pay.getByTestId("change-due");
  await expect(changeDue).toHaveText(FRENCH_MONEY);
  const change = frenchCents((await changeDue.textContent())!);
  expect(change).toBeGreaterThan(0);
  expect(change).toBeLessThanOrEqual(5000 - totalCents + 2);
  await shoot(page, "register-french-payment");
  await pay.getByRole("button", { name: "Conclure la vente" }).click();

  // The sale complete dialog: its receipt number, the total and the change, in French.
  const done = page.getByRole("dialog", { name: "Vente conclue" });
  await expect(done).toBeVisible();
  await expect(done).toContainText(new RegExp(`Reçu nº \\d+ · Franc Buyer${suffix}`));
  await expect(done).toContainText("Monnaie à rendre");
  await expect(done.getByTestId("sale-change")).toHaveText(FRENCH_MONEY);
  expect(frenchCents((await done.getByTestId("sale-change").textContent())!)).toBe(change);
  await expect(done.getByRole("link", { name: "Imprimer le reçu" })).toBeVisible();
  await shoot(page, "register-french-complete");
  await done.getByRole("button", { name: "Nouvelle vente" }).click();
  await expect(done).toBeHidden();
  await expect(page.getByText("Le panier est vide")).toBeVisible();
  await expect(search).toBeFocused();
});
