// Delivery of codes and links: e-mail by SMTP, SMS by a webhook provider, otherwise (never in production) the
// development outbox, so a newcomer can sign in without any provider (domain.md → Identity).
import type { Config } from "../../config.ts";
import { AppError, type MessageKey, say } from "../app-error.ts";
import { sendEmail } from "./email.ts";
import type { Channel, DeliveryContext, Message } from "./messaging.types.ts";
import { writeToOutbox } from "./outbox.ts";
import { sendSms } from "./sms.ts";

type Adapter = "smtp" | "sms-webhook" | "outbox";

function adapterFor(config: Config, channel: Channel): Adapter | undefined {
  if (channel === "email" && config.smtpUrl) return "smtp";
  if (channel === "sms" && config.smsWebhookUrl) return "sms-webhook";
  return config.devOutbox ? "outbox" : undefined;
}

const unavailable: Record<Channel, { setting: string; message: MessageKey }> = {
  email: { setting: "SMTP_URL", message: "channel.email" },
  sms: { setting: "SMS_WEBHOOK_URL", message: "channel.sms" },
};

/** Fails before anything is written when no provider can carry the channel (production without one). */
export function assertChannelAvailable(ctx: DeliveryContext, channel: Channel): void {
  if (adapterFor(ctx.config, channel)) return;
  const { setting, message } = unavailable[channel];
  ctx.log?.error({ channel }, `no ${channel} provider configured: set ${setting} (the outbox is off in production)`);
  throw new AppError("bad_request", say(message));
}

export async function deliver(ctx: DeliveryContext, message: Message): Promise<void> {
  assertChannelAvailable(ctx, message.channel);
  const adapter = adapterFor(ctx.config, message.channel);
  if (adapter === "smtp") return sendEmail(ctx.config, message);
  if (adapter === "sms-webhook") return sendSms(ctx.config, message);
  return writeToOutbox(ctx, message);
}

export type { Channel, DeliveryContext, Message };
