// The cart of the register screen with its customer, priced on every change by the shared engine with the
// location's context and the customer's usage earlier today. The cart is kept per user and location (kept-cart.ts).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Customer } from "@verdant/shared/customers";
import { formatLimitAmount } from "@verdant/shared/limits/limits.types";
import type { PricingContext } from "@verdant/shared/pricing-context";
import { type ParkedCart, toEngineQuantity } from "@verdant/shared/sales";
import { useEffect, useMemo, useState } from "react";
import { notify } from "../../components/ui/toaster.tsx";
import { useAuth } from "../../lib/auth-store.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { customerQuery } from "../../lib/queries/customers.ts";
import { todayIn } from "../../lib/today.ts";
import { customerLimitsQuery, sellableQuery } from "./api.ts";
import {
  addCode,
  addProduct,
  emptyCart,
  overStock,
  priceRegisterCart,
  pricingRefusal,
  type RegisterCart,
  removeLine,
  setQuantity,
} from "./cart.ts";
import { checkCustomer, toCartCustomer } from "./customer-check.ts";
import { keptCartKey, readKeptCart, writeKeptCart } from "./kept-cart.ts";
import { registerText } from "./messages.ts";

export function useRegisterCart(scope: LocationScope, registerId: string, context: PricingContext | undefined) {
  const queryClient = useQueryClient();
  const key = keptCartKey(useAuth().id ?? "", scope.locationId);
  const [kept] = useState(() => readKeptCart(localStorage, key));
  const [cart, setCart] = useState<RegisterCart>(() => kept?.cart ?? emptyCart());
  const [customer, setCustomer] = useState<Customer | null>(() => kept?.customer ?? null);
  useEffect(() => writeKeptCart(localStorage, key, cart, customer, new Date()), [key, cart, customer]);
  const today = context ? todayIn(context.timeZone) : "";
  const check = customer && context ? checkCustomer(customer, today, context) : null;
  const limits = useQuery({ ...customerLimitsQuery(scope, customer?.id ?? ""), enabled: !!customer });
  const prior = useMemo(
    () =>
      Object.fromEntries(
        (limits.data?.buckets ?? []).filter((b) => b.period === "DAY").map((b) => [b.bucketId, b.priorMg]),
      ),
    [limits.data],
  );
  const pricing = useMemo(() => {
    if (!context) return { priced: undefined, refusal: null };
    try {
      return { priced: priceRegisterCart(cart, context, prior), refusal: null };
    } catch (error) {
      return { priced: undefined, refusal: pricingRefusal(error, cart) };
    }
  }, [cart, context, prior]);
  const priced = pricing.priced;

  const attach = (next: Customer | null) => {
    setCustomer(next);
    if (!next || !context) return setCart((c) => ({ ...c, customer: null }));
    const nextCheck = checkCustomer(next, today, context);
    setCart((c) => ({ ...c, customer: toCartCustomer(next, nextCheck) }));
  };

  /** Why Pay is not offered yet, in the order a cashier fixes them. */
  const blockers: string[] = [];
  if (cart.lines.length === 0) blockers.push(registerText("blocker.noLines"));
  if (!customer) blockers.push(registerText("blocker.noCustomer"));
  if (check) blockers.push(...check.problems);
  if (pricing.refusal) blockers.push(pricing.refusal);
  for (const line of overStock(cart)) blockers.push(registerText("blocker.stock", { name: line.product.name }));
  for (const over of priced?.limits?.exceeded ?? [])
    blockers.push(
      registerText("blocker.limit", { label: over.label, amount: formatLimitAmount(over.overByMg, over.unit) }),
    );

  const resume = async (parked: ParkedCart) => {
    const products = await queryClient.fetchQuery(
      sellableQuery(scope, registerId, { productIds: parked.lines.map((l) => l.productId), limit: 100 }),
    );
    let next: RegisterCart = { ...emptyCart(), discountCodes: parked.discountCodes };
    let missing = 0;
    for (const line of parked.lines) {
      const product = products.find((p) => p.id === line.productId);
      if (product) next = addProduct(next, product, toEngineQuantity(product.unit, line.quantity));
      else missing++;
    }
    setCart(next);
    setCustomer(null);
    if (missing) notify.error(registerText("resume.missing", { count: missing }));
    if (parked.customerId) attach(await queryClient.fetchQuery(customerQuery(scope, parked.customerId)));
  };

  return {
    cart,
    customer,
    check,
    limits: { loading: limits.isLoading, data: priced?.limits ?? null },
    priced,
    blockers,
    attach,
    resume,
    add: (product: Parameters<typeof addProduct>[1]) => setCart((c) => addProduct(c, product)),
    setQuantity: (id: string, q: number) => setCart((c) => setQuantity(c, id, q)),
    remove: (id: string) => setCart((c) => removeLine(c, id)),
    addCode: (code: string) => setCart((c) => addCode(c, code)),
    removeCode: (code: string) => setCart((c) => ({ ...c, discountCodes: c.discountCodes.filter((x) => x !== code) })),
    clear: () => {
      setCart(emptyCart());
      setCustomer(null);
    },
  };
}
