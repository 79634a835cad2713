import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { PricingContext } from "@verdant/shared/pricing-context";
import type { Register } from "@verdant/shared/registers";
import type { Sale } from "@verdant/shared/sales";
import { CreditCard, PauseCircle } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import type { LocationScope } from "../../app/location-scope.ts";
import { Button } from "../../components/ui/button.tsx";
import { LoadingBlock } from "../../components/ui/spinner.tsx";
import { Tooltip } from "../../components/ui/tooltip.tsx";
import { afterSaleInvalidates, drawerQuery, pricingContextQuery, useParkCart } from "./api.ts";
import { toLineInputs } from "./cart.ts";
import { CartLines } from "./cart-lines.tsx";
import { CartTotals } from "./cart-totals.tsx";
import { CustomerCard, CustomerPicker, type RenderQuickAdd } from "./customer-panel.tsx";
import { OpenDrawerPanel } from "./drawer-open.tsx";
import { moneyIn } from "./format.ts";
import { ParkedCartsDialog } from "./parked-carts-dialog.tsx";
import { PaymentDialog } from "./payment-dialog.tsx";
import { ProductFinder } from "./product-finder.tsx";
import { RegisterBar } from "./register-bar.tsx";
import { SaleCompleteDialog } from "./sale-complete-dialog.tsx";
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
  if (!context.data || !drawer.data) return <LoadingBlock label="Loading the register" />;
  return (
    <div className="flex h-[calc(100dvh-7.5rem)] min-h-[560px] flex-col gap-4">
      {bar}
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
  const money = moneyIn(context.currency);
  const state = useRegisterCart(scope, register.id, context);
  const checkout = useCheckout(scope);
  const park = useParkCart(scope);
  const [paying, setPaying] = useState(false);
  const [showParked, setShowParked] = useState(false);
  const [done, setDone] = useState<Sale | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const customerRef = useRef<HTMLInputElement>(null);
  const canPay = state.blockers.length === 0 && !!state.priced;

  const doPark = () => {
    if (state.cart.lines.length === 0) return;
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
  keys.current = { doPark, canPay, open: paying || showParked || !!done };
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
    <div className="grid min-h-0 flex-1 gap-4 lg:grid-cols-[minmax(0,1fr)_26rem]">
      <ProductFinder scope={scope} registerId={register.id} inputRef={searchRef} money={money} onAdd={state.add} />
      <aside aria-label="Sale" className="flex min-h-0 flex-col rounded-xl border bg-card shadow-xs">
        <div className="border-b p-4">
          {state.customer && state.check ? (
            <CustomerCard
              customer={state.customer}
              check={state.check}
              limits={state.limits.data}
              limitsLoading={state.limits.loading}
              onRemove={() => state.attach(null)}
            />
          ) : (
            <CustomerPicker
              scope={scope}
              inputRef={customerRef}
              onPick={state.attach}
              renderQuickAdd={props.renderQuickAdd}
            />
          )}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4">
          <CartLines
            lines={state.cart.lines}
            priced={state.priced?.lines}
            money={money}
            onQuantity={state.setQuantity}
            onRemove={state.remove}
          />
        </div>
        <div className="grid gap-3 border-t p-4">
          {state.priced && state.cart.lines.length > 0 && (
            <CartTotals
              priced={state.priced}
              money={money}
              codes={state.cart.discountCodes}
              onCode={state.addCode}
              onRemoveCode={state.removeCode}
            />
          )}
          {state.cart.lines.length > 0 && state.blockers.length > 0 && (
            <ul className="grid gap-0.5 text-xs font-medium text-destructive" role="alert" data-testid="pay-blockers">
              {state.blockers.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          )}
          <div className="grid grid-cols-[auto_auto_1fr] gap-2">
            <Tooltip content="Park this cart (F8)">
              <Button
                variant="outline"
                size="lg"
                onClick={doPark}
                disabled={!state.cart.lines.length}
                loading={park.isPending}
              >
                <PauseCircle /> Park
              </Button>
            </Tooltip>
            <Tooltip content="Parked carts">
              <Button variant="ghost" size="lg" onClick={() => setShowParked(true)}>
                Resume
              </Button>
            </Tooltip>
            <Tooltip content="Take payment (F9)">
              <Button size="lg" disabled={!canPay} onClick={() => setPaying(true)}>
                <CreditCard /> Pay{" "}
                {state.priced && state.cart.lines.length > 0 ? money(state.priced.totals.totalCents) : ""}
              </Button>
            </Tooltip>
          </div>
        </div>
      </aside>
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
