// The product in Canadian French (issue 18, decision 0034): a user chooses French in their settings and the shell,
// the settings and the sign-in pages speak it at once, without a reload, on every later visit, and in the codes
// they are sent; a store set to French prints and e-mails its receipts in French, money as Quebec writes it.
import { expect, type Page, test } from "@playwright/test";
import { DEV_API_KEY } from "@verdant/shared";
import { latestMessage, OWNER_EMAIL, uniqueEmail } from "./support/api.ts";
import { createApprovedEmailUser, signInWithCode } from "./support/organizations.ts";
import { sessionToken, signIn, toast } from "./support/session.ts";
import { shoot } from "./support/shots.ts";

async function chooseLanguage(page: Page, label: string, name: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name }).click();
}

test("a user switches to French: the shell, settings and sign-in pages speak it, and so do their codes", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = uniqueEmail("francais");
  await createApprovedEmailUser(request, email, ["Élise", "Tremblay"]);
  await signInWithCode(page, request, email);
  await page.goto("/user/settings");
  await expect(page.getByRole("heading", { name: "Account settings" })).toBeVisible();
  // The choice starts as the browser's (English here), and is saved the moment it is made.
  await expect(page.getByRole("combobox", { name: "Language" })).toHaveText("Same as this browser (English)");
  const reloads: string[] = [];
  page.on("framenavigated", (frame) => frame === page.mainFrame() && reloads.push(frame.url()));
  await chooseLanguage(page, "Language", "Français (Canada)");
  await expect(toast(page, "Langue enregistrée : Français (Canada)")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Paramètres du compte" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Langue" })).toHaveText("Français (Canada)");
  await expect(page.getByLabel("Prénom")).toHaveValue("Élise");
  await expect(page.getByRole("button", { name: "Enregistrer les modifications" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Principale" });
  await expect(nav.getByRole("link", { name: "Tableau de bord" })).toBeVisible();
  expect(reloads, "the switch happened in place").toEqual([]);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await shoot(page, "settings-french-1440");

  // The choice is the account's: a new visit opens in French.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Paramètres du compte" })).toBeVisible();
  await page.getByRole("button", { name: "Menu du compte" }).click();
  await expect(page.getByRole("menuitem", { name: "Paramètres" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Se déconnecter" }).click();

  // Signed out, this browser keeps speaking French.
  await expect(page.getByRole("heading", { name: "Se connecter" })).toBeVisible();
  await expect(page.getByText("Nouveau sur Verdant?")).toBeVisible();
  await shoot(page, "sign-in-french-1440");
  await page.getByLabel("Courriel").fill(email);
  const since = new Date();
  await page.getByRole("button", { name: "Envoyer le code" }).click();
  await expect(page.getByRole("heading", { name: "Consultez vos courriels" })).toBeVisible();
  const message = await latestMessage(request, email, since);
  expect(message.body).toMatch(/^Votre code de connexion Verdant est \d{6}\. Il expire dans 10 minutes\.$/);
  await page.getByLabel("Code de vérification").fill(message.body.match(/\d{6}/)![0]);
  await page.getByRole("button", { name: "Vérifier et continuer" }).click();
  await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();

  // Back to the browser's language.
  await page.goto("/user/settings");
  await chooseLanguage(page, "Langue", "Comme ce navigateur (English)");
  await expect(page.getByRole("heading", { name: "Account settings" })).toBeVisible();
});

test("a store set to French prints and e-mails its receipts in French, 12,34 $ style", async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, OWNER_EMAIL);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Team & locations" }).click();
  await page.getByRole("tab", { name: "Locations" }).click();
  const setReceiptLanguage = async (name: string) => {
    await page.getByRole("button", { name: "Receipts and refunds of Vancouver" }).click();
    const settings = page.getByRole("dialog", { name: /Receipts and refunds/ });
    await chooseLanguage(page, "Receipt language", name);
    await settings.getByRole("button", { name: "Save receipt settings" }).click();
    await expect(settings).toBeHidden();
  };
  await setReceiptLanguage("Français (Canada)");
  try {
    await page.goto("/transactions");
    const href = (await page
      .getByRole("link", { name: /^#\d+$/ })
      .first()
      .getAttribute("href"))!;
    const saleId = href.split("/").pop()!;
    await page.goto(`/receipt/${saleId}?print=0`);
    const paper = page.getByRole("article", { name: "Reçu" });
    await expect(paper).toContainText(/Reçu nº \d+ · \d{1,2} \p{L}+\.? 20\d\d/u);
    await expect(paper).toContainText("Sous-total");
    await expect(paper).toContainText("Merci de votre visite!");
    await expect(paper).toContainText(/\d+,\d\d\u00a0\$/);
    await expect(paper).not.toContainText("Subtotal");
    // The shell around it stays in the reader's language (English).
    await expect(page).toHaveTitle(/Receipt #\d+/);
    await shoot(page, "receipt-french-1440");

    // The e-mailed receipt, sent as the register sends it, reads the same.
    const [orgId, locationId] = await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem("be-userAuth") ?? "{}") as Record<string, string>;
      return [saved.selectedOrgId, saved.selectedLocationId];
    });
    const to = uniqueEmail("recu");
    const since = new Date();
    const sent = await request.post(`/api/organization/${orgId}/location/${locationId}/sale/${saleId}/receipt/send`, {
      data: { email: to },
      headers: { "api-key": DEV_API_KEY, authorization: `Bearer ${await sessionToken(page)}` },
    });
    expect(sent.ok(), await sent.text()).toBeTruthy();
    const mail = await latestMessage(request, to, since);
    expect(mail.body).toMatch(/Reçu nº \d+/);
    expect(mail.body).toContain("Sous-total  ");
    expect(mail.body).toMatch(/Total {2}\d[\d\u00a0\u202f]*,\d\d\u00a0\$/);
  } finally {
    await page.goto("/authenticated");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Team & locations" }).click();
    await page.getByRole("tab", { name: "Locations" }).click();
    await setReceiptLanguage("English");
  }
});
