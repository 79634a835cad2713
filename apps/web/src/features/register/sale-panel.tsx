import { CreditCard, History, PauseCircle, Trash2 } from "lucide-react";
import type { RefObject } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Tooltip } from "../../components/ui/tooltip.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { CartLines } from "./cart-lines.tsx";
import { CartTotals } from "./cart-totals.tsx";
import { CustomerCard, CustomerPicker, type RenderQuickAdd } from "./customer-panel.tsx";
import { registerMessages } from "./messages.ts";
import { useOnline } from "./offline/use-online.ts";
import type { useRegisterCart } from "./use-register-cart.ts";

type CartState = ReturnType<typeof useRegisterCart>;

/**
 * The sale side of the register: the customer, the cart lines (they take the height), compact totals, why Pay
 * is not offered yet, and the actions in touch sizes (park, resume, clear, pay).
 */
export function SalePanel(props: {
  scope: LocationScope;
  state: CartState;
  money: (cents: number) => string;
  customerRef: RefObject<HTMLInputElement | null>;
  renderQuickAdd: RenderQuickAdd;
  parking: boolean;
  onPark: () => void;
  onResume: () => void;
  onClear: () => void;
  onPay: () => void;
}) {
  const { state, money } = props;
  const hasLines = state.cart.lines.length > 0;
  const online = useOnline();
  const t = useMessages(registerMessages);
  const canPay = state.blockers.length === 0 && !!state.priced;
  return (
    <aside aria-label={t("sale.label")} className="flex min-h-0 flex-col rounded-xl border bg-card shadow-xs">
      <div className="border-b p-3">
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
            scope={props.scope}
            inputRef={props.customerRef}
            onPick={state.attach}
            renderQuickAdd={props.renderQuickAdd}
          />
        )}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-3" data-testid="cart-scroll">
        <CartLines
          lines={state.cart.lines}
          priced={state.priced?.lines}
          taxRounding={state.priced?.taxRounding ?? "LINE"}
          money={money}
          onQuantity={state.setQuantity}
          onRemove={state.remove}
        />
      </div>
      <div className="grid gap-2 border-t p-3">
        {state.priced && hasLines && (
          <CartTotals
            priced={state.priced}
            money={money}
            codes={state.cart.discountCodes}
            onCode={state.addCode}
            onRemoveCode={state.removeCode}
          />
        )}
        {hasLines && state.blockers.length > 0 && (
          <ul
            className="grid gap-0.5 px-1 text-xs font-medium text-destructive"
            role="alert"
            data-testid="pay-blockers"
          >
            {state.blockers.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        )}
        <div className="grid grid-cols-[auto_auto_auto_1fr] gap-2">
          <Tooltip content={online ? t("sale.parkTip") : t("needs.park")}>
            <Button
              variant="outline"
              size="touch"
              className="h-12"
              onClick={props.onPark}
              disabled={!hasLines || !online}
              title={online ? undefined : t("needs.park")}
              loading={props.parking}
            >
              <PauseCircle /> {t("sale.park")}
            </Button>
          </Tooltip>
          <Tooltip content={online ? t("sale.parked") : t("needs.resume")}>
            <Button
              variant="ghost"
              size="touch"
              className="h-12"
              onClick={props.onResume}
              aria-label={t("sale.resume")}
              disabled={!online}
              title={online ? undefined : t("needs.resume")}
            >
              <History /> <span className="hidden xl:inline">{t("sale.resume")}</span>
            </Button>
          </Tooltip>
          <Tooltip content={t("sale.clear")}>
            <Button
              variant="ghost"
              size="touchIcon"
              className="size-12"
              aria-label={t("sale.clear")}
              disabled={!hasLines && !state.customer}
              onClick={props.onClear}
            >
              <Trash2 />
            </Button>
          </Tooltip>
          <Tooltip content={t("sale.payTip")}>
            <Button size="touch" className="h-12 text-base" disabled={!canPay} onClick={props.onPay}>
              <CreditCard />{" "}
              {state.priced && hasLines
                ? t("sale.pay", { total: money(state.priced.totals.totalCents) })
                : t("sale.payNothing")}
            </Button>
          </Tooltip>
        </div>
      </div>
    </aside>
  );
}
