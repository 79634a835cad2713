import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildUser, createSignedInUser, lastMessageTo, uniqueEmail } from "./auth.test-helpers.ts";

// Decision 0034: the user's language is theirs, stored on the server (null follows the browser), and what Verdant
// sends a person is in their language: their choice, else the requester's Accept-Language, else English.
describe("the user's language and the messages sent in it", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("starts with no choice (the browser's), keeps Canadian French, and clears back to the browser's", async () => {
    const { token } = await createSignedInUser(t);
    const me = await t.call("GET", "/api/auth/me", { token });
    expect(me.json().language).toBeNull();
    const french = await t.call("PATCH", "/api/auth/me", { token, body: { language: "fr-CA" } });
    expect(french.statusCode, french.body).toBe(200);
    expect(french.json().language).toBe("fr-CA");
    expect((await t.call("GET", "/api/auth/me", { token })).json().language).toBe("fr-CA");
    // Another change leaves the language alone.
    const named = await t.call("PATCH", "/api/auth/me", { token, body: { firstName: "Élodie" } });
    expect(named.json()).toMatchObject({ firstName: "Élodie", language: "fr-CA" });
    const cleared = await t.call("PATCH", "/api/auth/me", { token, body: { language: null } });
    expect(cleared.json().language).toBeNull();
  });

  it("refuses a language Verdant does not speak, naming the field", async () => {
    const { token } = await createSignedInUser(t);
    for (const language of ["de", "fr", "", 3]) {
      const res = await t.call("PATCH", "/api/auth/me", { token, body: { language } });
      expect(res.statusCode, String(language)).toBe(400);
      expect(res.json()).toMatchObject({ code: "validation_failed" });
      expect(res.json().message.join(" ")).toContain("language must be one of en, fr-CA");
    }
  });

  it("sends a sign-in code in the account's language, whatever the browser asks", async () => {
    const email = uniqueEmail("fr");
    await buildUser(t, { email, language: "fr-CA" });
    const res = await t.call("POST", "/api/auth/sign-in", {
      body: { email },
      headers: { "accept-language": "en-US,en;q=0.9" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const message = (await lastMessageTo(t, email))!;
    expect(message.subject).toBe("Votre code de connexion Verdant");
    expect(message.body).toMatch(/^Votre code de connexion Verdant est \d{6}\. Il expire dans 10 minutes\.$/);
  });

  it("sends a sign-up code in the browser's language, and English when it asks for none Verdant speaks", async () => {
    const french = uniqueEmail("inscription");
    const fr = await t.call("POST", "/api/auth/sign-up", {
      body: { email: french },
      headers: { "accept-language": "de-DE,fr-FR;q=0.8,en;q=0.5" },
    });
    expect(fr.statusCode, fr.body).toBe(201);
    expect((await lastMessageTo(t, french))!.subject).toBe("Votre code d’inscription Verdant");
    const other = uniqueEmail("signup");
    await t.call("POST", "/api/auth/sign-up", { body: { email: other }, headers: { "accept-language": "de" } });
    const message = (await lastMessageTo(t, other))!;
    expect(message.subject).toBe("Your Verdant sign-up code");
    expect(message.body).toMatch(/^Your Verdant sign-up code is \d{6}\. It expires in 10 minutes\.$/);
  });

  it("sends the password reset link in the account's language", async () => {
    const email = uniqueEmail("reset");
    await buildUser(t, { email, language: "fr-CA", passwordHash: "x" });
    const res = await t.call("POST", "/api/auth/forgot-password", { body: { email } });
    expect(res.statusCode, res.body).toBe(200);
    const message = (await lastMessageTo(t, email))!;
    expect(message.subject).toBe("Réinitialisez votre mot de passe Verdant");
    expect(message.body).toContain("ignorez ce courriel");
  });
});
