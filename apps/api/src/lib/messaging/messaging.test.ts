// Delivery against real servers on loopback: an SMTP server (smtp-server) and an HTTP SMS webhook.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastMessageTo, uniqueEmail, uniquePhone } from "../../modules/auth/auth.test-helpers.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";

interface Mail {
  from: string;
  to: string[];
  raw: string;
}

async function startSmtp(received: Mail[]) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.server.address() as AddressInfo).port };
}

async function startWebhook(received: unknown[], status: () => number): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      received.push({ path: req.url, contentType: req.headers["content-type"], body: JSON.parse(body) });
      res.statusCode = status();
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

describe("delivery through SMTP and an SMS webhook", () => {
  const mails: Mail[] = [];
  const texts: unknown[] = [];
  let webhookStatus = 200;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let webhook: Awaited<ReturnType<typeof startWebhook>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp(mails);
    webhook = await startWebhook(texts, () => webhookStatus);
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMTP_FROM: "Verdant <codes@verdant.test>",
      SMS_WEBHOOK_URL: `http://127.0.0.1:${webhook.port}/sms`,
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    webhook.server.closeAllConnections();
    await new Promise<void>((resolve) => webhook.server.close(() => resolve()));
  });

  it("e-mails the sign-up code over SMTP, and the code signs the user up", async () => {
    const email = uniqueEmail("smtp");
    const started = await t.call("POST", "/api/auth/sign-up", { body: { email } });
    expect(started.statusCode).toBe(201);
    const mail = mails.find((m) => m.to.includes(email));
    expect(mail?.from).toBe("codes@verdant.test");
    expect(mail?.raw).toContain("Subject: Your Verdant sign-up code");
    const code = mail?.raw.match(/code is (\d{6})/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(await lastMessageTo(t, email)).toBeUndefined();
    const verified = await t.call("POST", "/api/auth/sign-up/verify", {
      body: { authenticationId: started.json().authenticationId, code },
    });
    expect(verified.statusCode).toBe(200);
  });

  it("posts texts to the SMS webhook as JSON { to, body }", async () => {
    const phone = uniquePhone();
    const res = await t.call("POST", "/api/auth/sign-up", { body: { phone } });
    expect(res.statusCode).toBe(201);
    expect(texts.at(-1)).toEqual({
      path: "/sms",
      contentType: "application/json",
      body: { to: phone, body: expect.stringMatching(/Your Verdant sign-up code is \d{6}\./) },
    });
    expect(await lastMessageTo(t, phone)).toBeUndefined();
  });

  it("answers 500 internal server error when the SMS provider fails", async () => {
    webhookStatus = 503;
    const res = await t.call("POST", "/api/auth/sign-up", { body: { phone: uniquePhone() } });
    webhookStatus = 200;
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe("internal server error");
  });
});
