import type { RefundPreview } from "@verdant/shared/overrides";
import type { Sale } from "@verdant/shared/sales";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { messagesFor } from "../../lib/notify-error.ts";
import { parseQuantity } from "../../lib/quantity.ts";
import { dialogMessages } from "./dialog-messages.ts";
import { quantityLabel } from "./format.ts";
import { dispositionOf, type RefundChoice, RefundChoices } from "./refund-choices.tsx";
import { refundPreviewOf, saleByReceipt, useRegisterRefund, useRegisterVoid } from "./returns-api.ts";
import {
  type ApprovalDraft,
  leftOf,
  ManagerApproval,
  RefundLinePicker,
  RefundSummary,
  VoidSummary,
} from "./returns-review.tsx";

type Step = "find" | "choose" | "refund" | "void";

/**
 * Refunds and voids at the register: find the sale by its receipt number, choose lines (or void it), see what
 * goes back and to which tender, and confirm; a cashier's needs a manager's PIN on this same screen.
 */
export function ReturnsDialog(props: {
  scope: LocationScope;
  drawerSessionId: string;
  canApprove: boolean;
  money: (cents: number) => string;
  onClose: () => void;
}) {
  const { scope, money } = props;
  const [step, setStep] = useState<Step>("find");
  const [receipt, setReceipt] = useState("");
  const [sale, setSale] = useState<Sale | null>(null);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [choice, setChoice] = useState<RefundChoice>({ refundTo: "ORIGINAL", stock: undefined });
  const [reason, setReason] = useState("");
  const [preview, setPreview] = useState<RefundPreview | null>(null);
  const [approval, setApproval] = useState<ApprovalDraft>({ approverId: undefined, pin: "" });
  const [errors, setErrors] = useState<{ form?: string[]; pin?: string; stock?: string }>({});
  const [busy, setBusy] = useState(false);
  const [key] = useState(() => crypto.randomUUID());
  const t = useMessages(dialogMessages);
  const refund = useRegisterRefund(scope, sale?.id ?? "");
  const voidSale = useRegisterVoid(scope, sale?.id ?? "");
  const open = (sale?.lines ?? []).filter((line) => leftOf(line) > 0);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setErrors({ form: messagesFor(error) });
    } finally {
      setBusy(false);
    }
  };

  const find = () =>
    run(async () => {
      const number = Number(receipt.trim().replace(/^#/, ""));
      if (!Number.isInteger(number) || number < 1) return setErrors({ form: [t("returns.enterReceipt")] });
      const found = await saleByReceipt(scope, number).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      });
      if (!found) return setErrors({ form: [t("returns.noSale", { number })] });
      setSale(found);
      setQuantities({});
      setErrors({});
      setStep("choose");
    });

  const review = () =>
    run(async () => {
      const problems: string[] = [];
      const lines = open.flatMap((line) => {
        const parsed = parseQuantity(quantities[line.id] ?? "0", line.unit);
        if (!parsed.ok) {
          problems.push(t("returns.lineQuantity", { name: line.name, error: parsed.error }));
          return [];
        }
        if (parsed.value > leftOf(line))
          problems.push(t("returns.atMost", { name: line.name, quantity: quantityLabel(leftOf(line), line.unit) }));
        const quantity = line.unit === "GRAM" ? parsed.value / 1000 : parsed.value;
        return quantity > 0 ? [{ saleLineId: line.id, quantity }] : [];
      });
      if (lines.length === 0) problems.push(t("returns.chooseQuantity"));
      if (!reason.trim()) problems.push(t("returns.reasonRequired"));
      if (problems.length) return setErrors({ form: problems });
      const next = await refundPreviewOf(scope, sale!.id, { lines });
      setPreview(next);
      // The only way the rules allow is chosen already; otherwise the cashier chooses where the goods go.
      const only = next.dispositions.length === 1 && next.dispositions[0] === "DESTROY" ? "WRITE_OFF" : undefined;
      setChoice({ refundTo: "ORIGINAL", stock: only });
      setErrors({});
      setStep("refund");
    });

  const approvalOrError = () => {
    if (props.canApprove) return { ok: true as const, approval: undefined };
    if (!approval.approverId || approval.pin.length < 4) {
      setErrors({ pin: t("returns.pinNeeded") });
      return { ok: false as const };
    }
    return { ok: true as const, approval: { approverId: approval.approverId, pin: approval.pin } };
  };
  const onRefused = (error: unknown) => {
    const forbidden = error instanceof ApiError && (error.status === 403 || error.status === 429);
    setErrors(forbidden ? { pin: messagesFor(error)[0] } : { form: messagesFor(error) });
  };
  const confirm = () => {
    if (step === "refund" && !choice.stock) return setErrors({ stock: t("returns.chooseStock") });
    const approved = approvalOrError();
    if (!approved.ok || !sale) return;
    const common = { key, reason: reason.trim(), ...(approved.approval ? { approval: approved.approval } : {}) };
    if (step === "void") return voidSale.mutate(common, { onSuccess: props.onClose, onError: onRefused });
    refund.mutate(
      {
        ...common,
        drawerSessionId: props.drawerSessionId,
        ...dispositionOf(choice.stock!),
        refundTo: choice.refundTo,
        lines: preview!.lines.map((l) => ({ saleLineId: l.saleLineId, quantity: l.quantity })),
      },
      { onSuccess: props.onClose, onError: onRefused },
    );
  };

  const title = sale ? t("returns.receiptTitle", { number: sale.receiptNumber }) : t("returns.title");
  const description =
    step === "find"
      ? t("returns.findDescription")
      : step === "refund"
        ? t("returns.refundDescription")
        : step === "void"
          ? t("returns.voidDescription")
          : t("returns.saleDescription", {
              customer: sale?.customer.name ?? "",
              total: money(sale?.totals.totalCents ?? 0),
              status: sale?.status ?? "",
            });
  return (
    <Dialog open onOpenChange={(o) => !o && props.onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogHeader title={title} description={description} />
        {step === "find" && (
          <form
            className="grid gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              void find();
            }}
          >
            <FormField label={t("returns.receiptNumber")}>
              <Input autoFocus inputMode="numeric" value={receipt} onChange={(e) => setReceipt(e.target.value)} />
            </FormField>
            <DialogFooter>
              <Button type="submit" loading={busy}>
                {t("returns.find")}
              </Button>
            </DialogFooter>
          </form>
        )}
        {step === "choose" && sale && (
          <div className="grid gap-4">
            <RefundLinePicker
              lines={open}
              quantities={quantities}
              onQuantity={(id, text) => setQuantities((q) => ({ ...q, [id]: text }))}
            />
            <FormField label={t("returns.reason")}>
              <Input
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                placeholder={t("returns.reasonPlaceholder")}
              />
            </FormField>
            <DialogFooter>
              {sale.status === "COMPLETED" && (
                <Button
                  variant="outline"
                  onClick={() => {
                    if (!reason.trim()) return setErrors({ form: [t("returns.reasonRequired")] });
                    setErrors({});
                    setStep("void");
                  }}
                >
                  {t("returns.voidAll")}
                </Button>
              )}
              {open.length > 0 && (
                <Button onClick={() => void review()} loading={busy}>
                  {t("returns.review")}
                </Button>
              )}
            </DialogFooter>
          </div>
        )}
        {(step === "refund" || step === "void") && sale && (
          <div className="grid gap-4">
            {step === "refund" && preview ? (
              <>
                <RefundSummary preview={preview} refundTo={choice.refundTo} money={money} />
                <RefundChoices
                  scope={scope}
                  preview={preview}
                  value={choice}
                  onChange={(next) => {
                    setChoice(next);
                    setErrors((e) => ({ ...e, stock: undefined }));
                  }}
                  money={money}
                  error={errors.stock}
                />
              </>
            ) : (
              <VoidSummary sale={sale} money={money} />
            )}
            {!props.canApprove && (
              <ManagerApproval scope={scope} draft={approval} onChange={setApproval} error={errors.pin} />
            )}
            <DialogFooter>
              <Button
                variant="outline"
                onClick={() => {
                  setErrors({});
                  setStep("choose");
                }}
              >
                {t("returns.back")}
              </Button>
              <Button
                variant={step === "void" ? "destructive" : "primary"}
                onClick={confirm}
                loading={refund.isPending || voidSale.isPending}
              >
                {step === "void" ? t("returns.void") : t("returns.refund", { amount: money(preview?.totalCents ?? 0) })}
              </Button>
            </DialogFooter>
          </div>
        )}
        {errors.form && errors.form.length > 0 && (
          <ul role="alert" className="grid gap-0.5 text-sm text-destructive">
            {errors.form.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
