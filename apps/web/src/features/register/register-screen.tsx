import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { PricingContext } from "@verdant/shared/pricing-context";
import type { Register } from "@verdant/shared/registers";
import type { Sale } from "@verdant/shared/sales";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "../../components/ui/alert-dialog.tsx";
import { LoadingBlock } from "../../components/ui/spinner.tsx";
import { notify } from "../../components/ui/toaster.tsx";
import { useUnsavedChanges } from "../../hooks/use-unsaved-changes.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { afterSaleInvalidates, drawerQuery, pricingContextQuery, useParkCart } from "./api.ts";
import { toLineInputs } from "./cart.ts";
import type { RenderQuickAdd } from "./customer-panel.tsx";
import { moneyIn } from "./format.ts";
import { registerMessages } from "./messages.ts";
import { connectivity } from "./offline/connectivity.ts";
import { OfflineBanner } from "./offline/offline-banner.tsx";
import { ProductFinder } from "./product-finder.tsx";
import { RegisterBar } from "./register-bar.tsx";
import { OpenDrawerPanel, ParkedCartsDialog, PaymentDialog, SaleCompleteDialog } from "./register-dialogs.ts";
import { SalePanel } from "./sale-panel.tsx";
import { toTenderInputs } from "./tenders.ts";
import { useCheckout } from "./use-checkout.ts";
import { useRegisterCart } from "./use-register-cart.ts";

const SHORTCUTS = { F2: "search", F4: "customer", F8: "park", F9: "pay" } as const;
const shortcutOf = (key: string) => SHORTCUTS[key as keyof typeof SHORTCUTS];

export interface RegisterScreenProps {
  scope: LocationScope;
  register: Register;
  canManage: boolean;
  onLeave: () => void;
  renderQuickAdd: RenderQuickAdd;
  renderSendReceipt: (sale: Sale) => ReactNode;
}

/** A register with an open drawer sells; without one it asks for the float first. */
export function RegisterScreen(props: RegisterScreenProps) {
  const context = useQuery(pricingContextQuery(props.scope));
  const t = useMessages(registerMessages);
  const drawerId = props.register.openDrawerSessionId;
  const drawer = useQuery({ ...drawerQuery(props.scope, drawerId ?? ""), enabled: !!drawerId });
  const bar = (
    <RegisterBar
      scope={props.scope}
      register={props.register}
      drawer={drawer.data ?? null}
      canManage={props.canManage}
      onLeave={props.onLeave}
    />
  );
  if (!drawerId)
    return (
      <div className="grid gap-4">
        {bar}
        <OpenDrawerPanel scope={props.scope} registerId={props.register.id} registerName={props.register.name} />
      </div>
    );
  if (!context.data || !drawer.data) return <LoadingBlock label={t("page.loadingRegister")} />;
  return (
    <div className="flex h-[calc(100dvh-4.5rem)] min-h-[540px] flex-col gap-3">
      {bar}
      <OfflineBanner scope={props.scope} registerId={props.register.id} />
      <Selling {...props} drawerSessionId={drawerId} context={context.data} />
    </div>
  );
}

function Selling(
  props: RegisterScreenProps & {
    drawerSessionId: string;
    context: PricingContext;
  },
) {
  const { scope, register, context } = props;
  const queryClient = useQueryClient();
  const t = useMessages(registerMessages);
  const money = moneyIn(context.currency);
  const state = useRegisterCart(scope, register.id, context);
  const checkout = useCheckout(scope);
  const park = useParkCart(scope);
  const [paying, setPaying] = useState(false);
  const [showParked, setShowParked] = useState(false);
  const [done, setDone] = useState<Sale | null>(null);
  const [clearing, setClearing] = useState(false);
  const items = state.cart.lines.length;
  const leaveGuard = useUnsavedChanges(items > 0 && !done, {
    title: t("leave.title"),
    description: t("leave.description", { count: items }),
    confirmLabel: t("leave.confirm"),
    onUnload: false,
  });
  const searchRef = useRef<HTMLInputElement>(null);
  const customerRef = useRef<HTMLInputElement>(null);
  const canPay = state.blockers.length === 0 && !!state.priced;

  const doPark = () => {
    if (state.cart.lines.length === 0) return;
    if (!connectivity.get().online) return notify.error(t("needs.park"));
    park.mutate(
      {
        registerId: register.id,
        lines: toLineInputs(state.cart),
        discountCodes: state.cart.discountCodes,
        ...(state.customer ? { customerId: state.customer.id, label: state.cart.customer?.name } : {}),
      },
      { onSuccess: () => state.clear() },
    );
  };

  // Shortcuts: F2 search, F4 customer, F8 park, F9 pay (shown in the tooltips).
  const keys = useRef({ doPark, canPay, open: false });
  keys.current = { doPark, canPay, open: paying || showParked || clearing || !!done };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (keys.current.open) return;
      const action = shortcutOf(event.key);
      if (!action) return;
      event.preventDefault();
      if (action === "search") searchRef.current?.focus();
      else if (action === "customer") customerRef.current?.focus();
      else if (action === "park") keys.current.doPark();
      else if (keys.current.canPay) setPaying(true);
    };
    window.addEventListener("keydown", onKey);
    searchRef.current?.focus();
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const newSale = () => {
    setDone(null);
    state.clear();
    checkout.reset();
    setTimeout(() => searchRef.current?.focus(), 0);
  };

  return (
    <div className="grid min-h-0 flex-1 gap-3 lg:grid-cols-[minmax(0,1fr)_30rem] xl:grid-cols-[minmax(0,1fr)_34rem]">
      {leaveGuard}
      <ProductFinder scope={scope} registerId={register.id} inputRef={searchRef} money={money} onAdd={state.add} />
      <SalePanel
        scope={scope}
        state={state}
        money={money}
        customerRef={customerRef}
        renderQuickAdd={props.renderQuickAdd}
        parking={park.isPending}
        onPark={doPark}
        onResume={() => setShowParked(true)}
        onClear={() => setClearing(true)}
        onPay={() => setPaying(true)}
      />
      <ConfirmDialog
        open={clearing}
        onOpenChange={setClearing}
        title={t("clear.title")}
        description={t("clear.description")}
        confirmLabel={t("clear.confirm")}
        destructive
        onConfirm={() => {
          state.clear();
          setClearing(false);
        }}
      />
      {paying && state.priced && state.customer && (
        <PaymentDialog
          totalCents={state.priced.totals.totalCents}
          rounding={context.cashRounding}
          money={money}
          checkout={checkout.state}
          onRetry={() => void checkout.retry()}
          onClose={() => {
            setPaying(false);
            if (checkout.state.status === "refused") checkout.reset();
          }}
          onComplete={async (tenders) => {
            const sale = await checkout.complete({
              registerId: register.id,
              drawerSessionId: props.drawerSessionId,
              customerId: state.customer!.id,
              lines: toLineInputs(state.cart),
              discountCodes: state.cart.discountCodes,
              tenders: toTenderInputs(tenders),
            });
            if (!sale) return;
            setPaying(false);
            setDone(sale);
            await Promise.all(afterSaleInvalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
          }}
        />
      )}
      {done && (
        <SaleCompleteDialog sale={done} money={money} sendReceipt={props.renderSendReceipt(done)} onNewSale={newSale} />
      )}
      {showParked && (
        <ParkedCartsDialog
          scope={scope}
          registerId={register.id}
          onClose={() => setShowParked(false)}
          onResume={(parked) => {
            setShowParked(false);
            void state.resume(parked);
          }}
        />
      )}
    </div>
  );
}
