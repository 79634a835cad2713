// The three steps of a draft (spec §2, §4: DETAILS → ITEMS → REVIEW), saved as it goes: the details create the
// order first, items are saved one by one, and every move between steps is PATCHed so the draft reopens
// where it was left. Confirm turns the reviewed draft into a SUBMITTED order.
import type { PurchaseOrderDetail, PurchaseOrderStep } from "@verdant/shared/purchase-orders";
import { purchaseOrderSteps } from "@verdant/shared/purchase-orders";
import { Check } from "lucide-react";
import { Fact } from "../../components/fact.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TitledCard } from "../../components/ui/card.tsx";
import { cn } from "../../lib/cn.ts";
import { formatDate } from "../../lib/format.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import {
  useConfirmPurchaseOrder,
  useCreatePurchaseOrder,
  useSetPurchaseOrderStep,
  useUpdatePurchaseOrderDetails,
} from "./api.ts";
import { type DetailsOutput, DetailsStep } from "./details-step.tsx";
import { InternalNotes } from "./internal-notes.tsx";
import { ItemsStep } from "./items-step.tsx";
import { purchaseOrderMessages } from "./messages.ts";
import { PoTotals } from "./po-totals.tsx";

export function WizardSteps({ current }: { current: PurchaseOrderStep }) {
  const t = useMessages(purchaseOrderMessages);
  const index = purchaseOrderSteps.indexOf(current);
  return (
    <ol aria-label={t("steps")} className="mb-6 flex items-center gap-2 text-sm">
      {purchaseOrderSteps.map((step, i) => (
        <li key={step} className="flex items-center gap-2" aria-current={i === index ? "step" : undefined}>
          {i > 0 && <span className="h-px w-8 bg-border sm:w-16" aria-hidden />}
          <span
            className={cn(
              "flex size-6 items-center justify-center rounded-full border text-xs font-semibold",
              i < index && "border-primary bg-primary text-primary-foreground",
              i === index && "border-primary text-primary",
              i > index && "text-muted-foreground",
            )}
          >
            {i < index ? <Check className="size-3.5" aria-hidden /> : i + 1}
          </span>
          <span className={cn("font-medium", i !== index && "text-muted-foreground")}>
            {t(`step.${step}`)}
            <span className="sr-only">{i < index ? t("steps.done") : i === index ? t("steps.current") : ""}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Step 1 of a new order: saving its details creates it and opens it at ITEMS. */
export function NewPurchaseOrder(props: {
  scope: LocationScope;
  onCreated: (id: string) => void;
  onCancel: () => void;
}) {
  const t = useMessages(purchaseOrderMessages);
  const create = useCreatePurchaseOrder(props.scope);
  const step = useSetPurchaseOrderStep(props.scope);
  const submit = async (input: DetailsOutput) => {
    const po = await create.mutateAsync(input);
    // The order exists once its details are saved: open it even if the move to ITEMS must be retried there.
    await step.mutateAsync({ id: po.id, step: "ITEMS" }).catch(() => undefined);
    props.onCreated(po.id);
  };
  return (
    <>
      <WizardSteps current="DETAILS" />
      <TitledCard title={t("wizard.detailsTitle")} description={t("wizard.detailsDescription")} contentClassName="">
        <DetailsStep
          scope={props.scope}
          pending={create.isPending || step.isPending}
          onSubmit={submit}
          onCancel={props.onCancel}
        />
      </TitledCard>
    </>
  );
}

/** A saved draft, at the step it was left at. */
export function DraftWizard(props: {
  scope: LocationScope;
  po: PurchaseOrderDetail;
  canWrite: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const { scope, po } = props;
  const t = useMessages(purchaseOrderMessages);
  const step = useSetPurchaseOrderStep(scope);
  const details = useUpdatePurchaseOrderDetails(scope, po.id);
  const confirm = useConfirmPurchaseOrder(scope, po.id);
  const go = (next: PurchaseOrderStep) => step.mutate({ id: po.id, step: next });

  return (
    <>
      <WizardSteps current={po.step} />
      {po.step === "DETAILS" && (
        <TitledCard title={t("wizard.detailsTitle")} description={t("wizard.detailsDescription")} contentClassName="">
          <DetailsStep
            key={po.updatedAt}
            scope={scope}
            po={po}
            pending={details.isPending || step.isPending}
            onSubmit={async (input) => {
              await details.mutateAsync(input);
              await step.mutateAsync({ id: po.id, step: "ITEMS" });
            }}
            onCancel={props.onCancel}
          />
        </TitledCard>
      )}
      {po.step === "ITEMS" && (
        <ItemsStep
          scope={scope}
          po={po}
          pending={step.isPending}
          onBack={() => go("DETAILS")}
          onNext={() => go("REVIEW")}
        />
      )}
      {po.step === "REVIEW" && (
        <div className="grid gap-5">
          <TitledCard title={t("wizard.reviewTitle")} description={t("wizard.reviewDescription")} contentClassName="">
            <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
              <Fact label={t("fact.vendor")}>{po.vendorName}</Fact>
              <Fact label={t("fact.poNumber")}>{po.poNumber}</Fact>
              <Fact label={t("fact.expected")}>{po.expectedAt ? formatDate(`${po.expectedAt}T00:00:00`) : "—"}</Fact>
              <Fact label={t("fact.items")}>{po.itemCount}</Fact>
            </dl>
            {po.notes && <p className="mt-4 text-sm whitespace-pre-wrap text-muted-foreground">{po.notes}</p>}
          </TitledCard>
          <PoTotals scope={scope} purchaseOrderId={po.id} />
          <InternalNotes scope={scope} po={po} canWrite={props.canWrite} />
          <div className="flex items-center justify-between gap-2">
            <Button variant="outline" onClick={() => go("ITEMS")} loading={step.isPending}>
              {t("wizard.backToItems")}
            </Button>
            <Button
              onClick={() => confirm.mutate(undefined, { onSuccess: props.onConfirmed })}
              loading={confirm.isPending}
            >
              {t("wizard.confirm")}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
