// Cents as text for plain-text documents (e-mails): "$1,234.50" in USD, "CA$1,234.50" in CAD, by integer digits
// (no float on the way), as the web app shows money (components' formatMoneyIn, en locale).
export function moneyText(cents: number, currency: "CAD" | "USD" | string): string {
  const abs = Math.abs(Math.trunc(cents));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const sign = cents < 0 ? "-" : "";
  return `${sign}${currency === "USD" ? "$" : "CA$"}${whole}.${String(abs % 100).padStart(2, "0")}`;
}
