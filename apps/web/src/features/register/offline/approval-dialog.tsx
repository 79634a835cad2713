// A manager approves a sale past the location's offline limits on the register itself (decision 0035): they choose
// their name and type their PIN, checked here against the verifier the register was given while online (a wrong PIN
// is counted; five pause that manager's approvals here for 15 minutes). The approval is for this sale and total only;
// the server checks it again when the sale syncs.
import { ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../../components/ui/dialog.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { PinInput } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import { dialogMessages } from "../dialog-messages.ts";
import { approveOffline, offlineApprovers } from "./approval.ts";
import type { ApprovalAsked } from "./approval-button.tsx";
import { type KeptKit, readLocalCopy } from "./local-copy.ts";
import { storage } from "./runtime.ts";

export function OfflineApprovalDialog(props: {
  asked: ApprovalAsked;
  money: (cents: number) => string;
  onApproved: () => void;
  onClose: () => void;
}) {
  const { asked } = props;
  const [kept, setKept] = useState<KeptKit | null | undefined>(undefined);
  const [approverId, setApproverId] = useState<string>();
  const [pin, setPin] = useState("");
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const t = useMessages(dialogMessages);
  useEffect(() => {
    void readLocalCopy(storage, asked.locationId, asked.registerId).then((copy) => setKept(copy ?? null));
  }, [asked.locationId, asked.registerId]);
  const { approvers, problem } =
    kept === undefined ? { approvers: [], problem: null } : offlineApprovers(kept ?? undefined);
  const chosen = approverId ?? (approvers.length === 1 ? approvers[0]!.id : undefined);

  const submit = async () => {
    if (!kept || !chosen) return setError(t("approval.chooseApprover"));
    if (pin.length < 4) return setError(t("approval.enterPin"));
    setChecking(true);
    setError(undefined);
    const refused = await approveOffline(storage, kept, {
      approverId: chosen,
      pin,
      reason: asked.reason,
      totalCents: asked.totalCents,
    });
    setChecking(false);
    if (refused) {
      setPin("");
      return setError(refused);
    }
    props.onApproved();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !checking && props.onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader
          title={
            <span className="flex items-center gap-2">
              <ShieldCheck className="size-5 text-primary" aria-hidden /> {t("approval.title")}
            </span>
          }
          description={t("approval.offlineSale", { total: props.money(asked.totalCents), reason: asked.reason })}
        />
        {kept === undefined ? null : problem ? (
          <p role="alert" className="rounded-md bg-warning/15 p-3 text-sm">
            {problem}
          </p>
        ) : (
          <form
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <FormField label={t("approval.manager")}>
              <Select
                value={chosen}
                onValueChange={setApproverId}
                placeholder={t("approval.chooseManager")}
                options={approvers.map((a) => ({ value: a.id, label: a.name }))}
              />
            </FormField>
            <FormField label={t("approval.pin")} error={error}>
              <PinInput value={pin} onDigits={setPin} autoFocus />
            </FormField>
            <p className="text-xs text-muted-foreground">{t("approval.note")}</p>
            <DialogFooter>
              <Button variant="outline" onClick={props.onClose} disabled={checking}>
                {t("approval.cancel")}
              </Button>
              <Button type="submit" loading={checking}>
                {t("approval.approve")}
              </Button>
            </DialogFooter>
          </form>
        )}
        {problem && (
          <DialogFooter>
            <Button variant="outline" onClick={props.onClose}>
              {t("approval.close")}
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
