// E-mail through SMTP (nodemailer); one pooled transport per SMTP_URL.
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../../config.ts";
import type { Message } from "./messaging.types.ts";

const transports = new Map<string, Transporter>();

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

export async function sendEmail(config: Config, message: Message): Promise<void> {
  if (!config.smtpUrl) throw new Error("sendEmail needs SMTP_URL");
  await transportFor(config.smtpUrl).sendMail({
    from: config.smtpFrom,
    to: message.to,
    subject: message.subject ?? "Verdant",
    text: message.body,
  });
}
