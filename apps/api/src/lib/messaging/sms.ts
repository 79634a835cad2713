// SMS through a provider webhook: POST { to, body } as JSON; anything but a 2xx is a failed delivery.
import type { Config } from "../../config.ts";
import type { Message } from "./messaging.types.ts";

const TIMEOUT_MS = 10_000;

export async function sendSms(config: Config, message: Message): Promise<void> {
  if (!config.smsWebhookUrl) throw new Error("sendSms needs SMS_WEBHOOK_URL");
  const response = await fetch(config.smsWebhookUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ to: message.to, body: message.body }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`SMS provider answered ${response.status} ${response.statusText}`);
}
