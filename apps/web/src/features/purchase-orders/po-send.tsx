// Print a purchase order (its own page, A4 or Letter, "Save as PDF" from the print dialog) and e-mail it to the
// vendor's contact e-mail with a note. Sending is disabled with the reason when it cannot be done (a draft, a
// cancelled order, a vendor without e-mail).
import { useQuery } from "@tanstack/react-query";
import { emailBlockedReason, PO_DOCUMENT_LIMITS } from "@verdant/shared/purchase-order-document";
import type { PurchaseOrderDetail } from "@verdant/shared/purchase-orders";
import { Mail, Printer } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { DisabledReason } from "../../components/ui/disabled-reason.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Textarea } from "../../components/ui/input.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { purchaseOrderMessages } from "./messages.ts";
import { purchaseOrderDocumentQuery, useEmailPurchaseOrder } from "./po-document-api.ts";

export function PrintPurchaseOrder({ po }: { po: PurchaseOrderDetail }) {
  const t = useMessages(purchaseOrderMessages);
  return (
    <Button asChild variant="outline">
      <a href={`/purchase-order-print/${po.id}`} target="_blank" rel="noopener">
        <Printer /> {t("send.print")}
      </a>
    </Button>
  );
}

export function EmailPurchaseOrder({ scope, po }: { scope: LocationScope; po: PurchaseOrderDetail }) {
  const t = useMessages(purchaseOrderMessages);
  const doc = useQuery(purchaseOrderDocumentQuery(scope, po.id));
  const send = useEmailPurchaseOrder(scope, po.id);
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const email = doc.data?.vendor.email ?? null;
  // The shared rule decides; its reason reads in the reader's language.
  const blocked =
    doc.data && emailBlockedReason(po, email)
      ? t(
          po.status === "DRAFT"
            ? "send.blocked.draft"
            : po.status === "CANCELLED"
              ? "send.blocked.cancelled"
              : "send.blocked.noEmail",
        )
      : null;
  return (
    <>
      {blocked && (
        <DisabledReason id="po-email-blocked" className="max-w-72">
          {blocked}
        </DisabledReason>
      )}
      <Button
        variant="outline"
        onClick={() => setOpen(true)}
        disabled={!doc.data || Boolean(blocked)}
        aria-describedby={blocked ? "po-email-blocked" : undefined}
      >
        <Mail /> {t("send.email")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <form
            className="grid gap-5"
            onSubmit={(event) => {
              event.preventDefault();
              send.mutate({ message: message || null }, { onSuccess: () => setOpen(false) });
            }}
          >
            <DialogHeader
              title={t("send.title", { number: po.poNumber, vendor: po.vendorName })}
              description={t("send.description", { email: email ?? "" })}
            />
            <FormField label={t("send.note")} description={t("send.noteHint")}>
              <Textarea
                value={message}
                maxLength={PO_DOCUMENT_LIMITS.messageMax}
                onChange={(e) => setMessage(e.target.value)}
                placeholder={t("send.notePlaceholder")}
              />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                {t("send.cancel")}
              </Button>
              <Button type="submit" loading={send.isPending}>
                <Mail /> {t("send.send")}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
