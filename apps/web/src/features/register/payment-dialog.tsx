import { type CashRounding, TENDER_TYPES, type TenderType } from "@verdant/shared/pricing/pricing.types";
import { Banknote, CreditCard, RotateCw, Trash2, Wallet } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { cn } from "../../lib/cn.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { centsAsDecimalText, parseMoney } from "../../lib/money.ts";
import { messagesFor } from "../../lib/notify-error.ts";
import { dialogMessages } from "./dialog-messages.ts";
import { registerMessages } from "./messages.ts";
import { APPROVAL_NEEDED } from "./offline/use-online.ts";
import { type DraftTender, isPaid, quickCash, settle, suggestedAmount, tenderProblem } from "./tenders.ts";
import type { CheckoutState } from "./use-checkout.ts";

// Asked for only offline, past the location's limits (decision 0035).
const OfflineApprovalButton = lazy(() =>
  import("./offline/approval-button.tsx").then((m) => ({ default: m.OfflineApprovalButton })),
);

const ICONS = { CASH: Banknote, DEBIT: CreditCard, CREDIT: CreditCard, OTHER: Wallet } as const;

/** Take payment: one or several tenders until nothing is left, then complete (one call, one key). */
export function PaymentDialog(props: {
  totalCents: number;
  rounding: CashRounding;
  money: (cents: number) => string;
  checkout: CheckoutState;
  onComplete: (tenders: DraftTender[]) => void;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { totalCents, rounding, money } = props;
  const [tenders, setTenders] = useState<DraftTender[]>([]);
  const [type, setType] = useState<TenderType>("CASH");
  const [amount, setAmount] = useState("");
  const [reference, setReference] = useState("");
  const [error, setError] = useState<string>();
  const t = useMessages(dialogMessages);
  const amountRef = useRef<HTMLInputElement>(null);
  const completeRef = useRef<HTMLButtonElement>(null);
  const s = settle(totalCents, tenders, rounding);
  const paid = isPaid(totalCents, tenders, rounding);
  const busy = props.checkout.status === "sending" || props.checkout.status === "offline";

  const choose = (next: TenderType, list = tenders) => {
    setType(next);
    setError(undefined);
    setAmount(centsAsDecimalText(suggestedAmount(next, totalCents, list, rounding)));
    amountRef.current?.focus();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first tender is offered once, on open
  useEffect(() => choose("CASH"), []);
  useEffect(() => {
    if (paid) completeRef.current?.focus();
  }, [paid]);

  const addTender = (cents?: number) => {
    const parsed = cents === undefined ? parseMoney(amount) : ({ ok: true, value: cents } as const);
    if (!parsed.ok) return setError(t("payment.amountError", { error: parsed.error }));
    const tender: DraftTender = {
      type,
      amountCents: parsed.value,
      ...(reference.trim() ? { reference: reference.trim() } : {}),
    };
    const problem = tenderProblem(tender, totalCents, tenders, rounding);
    if (problem) return setError(t(problem));
    const next = [...tenders, tender];
    setTenders(next);
    setReference("");
    if (!isPaid(totalCents, next, rounding)) choose(type === "CASH" ? "DEBIT" : "CASH", next);
    else setAmount("");
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && props.onClose()}>
      <DialogContent className="max-w-xl" onEscapeKeyDown={(e) => busy && e.preventDefault()}>
        <DialogHeader title={t("payment.title")} description={t("payment.total", { total: money(totalCents) })} />
        <div className="grid grid-cols-3 gap-3 rounded-lg bg-muted/40 p-4 text-center">
          <Figure label={t("payment.paid")} value={money(s.nonCashCents + s.cashTenderedCents)} />
          <Figure
            label={t("payment.left")}
            value={money(s.balanceCents)}
            strong={s.balanceCents > 0}
            testId="balance"
          />
          <Figure
            label={t("payment.change")}
            value={money(s.changeCents)}
            strong={s.changeCents > 0}
            testId="change-due"
          />
        </div>
        {!paid && (
          <form
            className="grid gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              addTender();
            }}
          >
            <fieldset className="grid grid-cols-4 gap-2">
              <legend className="sr-only">{t("payment.type")}</legend>
              {TENDER_TYPES.map((tender) => {
                const Icon = ICONS[tender];
                return (
                  <button
                    key={tender}
                    type="button"
                    aria-pressed={type === tender}
                    onClick={() => choose(tender)}
                    className={cn(
                      "flex flex-col items-center gap-1 rounded-lg border p-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                      type === tender ? "border-primary bg-primary/10 text-primary" : "hover:bg-accent",
                    )}
                  >
                    <Icon className="size-5" aria-hidden />
                    {t(`tender.${tender}`)}
                  </button>
                );
              })}
            </fieldset>
            <div className="grid grid-cols-[1fr_auto] items-end gap-2">
              <FormField label={t("payment.amount", { tender: type })} error={error}>
                <Input
                  ref={amountRef}
                  inputMode="decimal"
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                  className="h-11 text-lg tabular-nums"
                />
              </FormField>
              <Button type="submit" size="lg" className="h-11">
                {t("payment.add", { tender: type })}
              </Button>
            </div>
            {(type === "OTHER" || type !== "CASH") && (
              <FormField label={t(type === "OTHER" ? "payment.reference" : "payment.referenceOptional")}>
                <Input
                  value={reference}
                  onChange={(e) => setReference(e.target.value)}
                  placeholder={t(type === "OTHER" ? "payment.referenceOther" : "payment.referenceCard")}
                />
              </FormField>
            )}
            {type === "CASH" && (
              <fieldset className="flex flex-wrap gap-2">
                <legend className="sr-only">{t("payment.quickCash")}</legend>
                {quickCash(suggestedAmount("CASH", totalCents, tenders, rounding)).map((cents) => (
                  <Button key={cents} variant="outline" size="sm" onClick={() => addTender(cents)}>
                    {money(cents)}
                  </Button>
                ))}
              </fieldset>
            )}
          </form>
        )}
        {tenders.length > 0 && (
          <ul className="grid gap-1 text-sm" aria-label={t("payment.list")}>
            {tenders.map((tender, i) => (
              <li
                key={`${tender.type}-${i}`}
                className="flex items-center justify-between rounded-md border px-3 py-1.5"
              >
                <span>
                  {t(`tender.${tender.type}`)}
                  {tender.reference && <span className="text-muted-foreground"> · {tender.reference}</span>}
                </span>
                <span className="flex items-center gap-2 tabular-nums">
                  {money(tender.amountCents)}
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    aria-label={t("payment.remove", { tender: tender.type })}
                    disabled={busy}
                    onClick={() => setTenders(tenders.filter((_, j) => j !== i))}
                  >
                    <Trash2 />
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        {paid && s.roundingCents !== 0 && (
          <p className="text-xs text-muted-foreground">{t("payment.rounded", { amount: money(s.roundingCents) })}</p>
        )}
        <CheckoutMessage checkout={props.checkout} />
        <DialogFooter>
          <Button variant="outline" onClick={props.onClose} disabled={busy}>
            {t("payment.back")}
          </Button>
          {props.checkout.status === "refused" && props.checkout.error.body.code === APPROVAL_NEEDED && (
            <Suspense fallback={null}>
              <OfflineApprovalButton
                error={props.checkout.error}
                money={money}
                onApproved={() => props.onComplete(tenders)}
              />
            </Suspense>
          )}
          {props.checkout.status === "offline" ? (
            <Button onClick={props.onRetry}>
              <RotateCw /> {t("payment.retry")}
            </Button>
          ) : (
            <Button
              ref={completeRef}
              size="lg"
              disabled={!paid}
              loading={props.checkout.status === "sending"}
              onClick={() => props.onComplete(tenders)}
            >
              {t("payment.complete")}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function CheckoutMessage({ checkout }: { checkout: CheckoutState }) {
  const t = useMessages(dialogMessages);
  const r = useMessages(registerMessages);
  if (checkout.status === "sending" && checkout.attempt > 1)
    return <p className="text-sm text-muted-foreground">{t("payment.retrying", { attempt: checkout.attempt })}</p>;
  if (checkout.status === "offline")
    return (
      <p role="alert" className="rounded-md bg-warning/15 p-3 text-sm">
        {checkout.message}
      </p>
    );
  if (checkout.status === "refused")
    return (
      <div
        role="alert"
        className="grid gap-1 rounded-md bg-destructive/10 p-3 text-sm text-destructive"
        data-testid="sale-refused"
      >
        {messagesFor(checkout.error, r("toast.completeFailed")).map((m) => (
          <p key={m} className="font-medium">
            {m}
          </p>
        ))}
      </div>
    );
  return null;
}

function Figure(props: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className="grid gap-0.5">
      <span className="text-xs text-muted-foreground">{props.label}</span>
      <span className={cn("text-lg tabular-nums", props.strong && "font-semibold")} data-testid={props.testId}>
        {props.value}
      </span>
    </div>
  );
}
