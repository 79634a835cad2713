import { useQuery } from "@tanstack/react-query";
import { toE164 } from "@verdant/shared/phone";
import type { Sale } from "@verdant/shared/sales";
import { Send } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { FieldError } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { receiptQuery, useSendReceipt } from "./api.ts";
import { transactionMessages } from "./messages.ts";

/**
 * E-mail or text the receipt: an address with "@" is an e-mail, anything else a phone number of the store's country.
 * The attached customer's e-mail (else phone) is filled in once the receipt is loaded; the cashier can change it.
 */
export function SendReceiptForm(props: { scope: LocationScope; sale: Sale; country: "CA" | "US" }) {
  const send = useSendReceipt(props.scope, props.sale.id);
  const receipt = useQuery(receiptQuery(props.scope, props.sale.id));
  const [to, setTo] = useState("");
  const contact = receipt.data?.contact;
  useEffect(() => {
    const known = contact?.email ?? contact?.phone;
    if (known) setTo((typed) => typed || known);
  }, [contact?.email, contact?.phone]);
  const [error, setError] = useState<string>();
  const errorId = useId();
  const t = useMessages(transactionMessages);
  return (
    <form
      className="grid gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        const value = to.trim();
        if (!value) return setError(t("send.empty"));
        if (value.includes("@")) {
          setError(undefined);
          return send.mutate({ email: value });
        }
        const phone = toE164(props.country, value);
        if (!phone) return setError(t("send.invalid"));
        setError(undefined);
        send.mutate({ phone });
      }}
    >
      <div className="flex gap-2">
        <Input
          aria-label={t("send.to")}
          placeholder={t("send.placeholder")}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit" variant="outline" loading={send.isPending}>
          <Send /> {t("send.submit")}
        </Button>
      </div>
      {/* Under the row of field and button (the field has no visible label, so it is not a FormField). */}
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {send.isSuccess && <p className="text-xs text-success">{t("send.sent", { to: send.data.to })}</p>}
    </form>
  );
}
