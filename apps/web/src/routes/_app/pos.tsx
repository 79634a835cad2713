import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { z } from "zod";
import { NoLocationSelected } from "../../components/no-location.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { LoadingBlock } from "../../components/ui/spinner.tsx";
import { pricingContextQuery } from "../../features/register/api.ts";
import { keptRegisterKey } from "../../features/register/kept-cart.ts";
import { registerMessages } from "../../features/register/messages.ts";
import { offlineReceiptOf } from "../../features/register/offline/offline-receipts.ts";
import { RegisterScreen } from "../../features/register/register-screen.tsx";
import { usePageTitle } from "../../hooks/use-page-title.ts";
import { useAuth } from "../../lib/auth-store.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { lazyComponent } from "../../lib/lazy-module.ts";
import { atSelectedLocation, type LocationScope, useLocationScope } from "../../lib/location-scope.ts";
import { useCan } from "../../lib/membership.ts";
import { activeRegistersQuery } from "../../lib/queries/registers.ts";

// Opened now and then, so loaded when first opened rather than with the register (docs/decisions/0028).
const CustomerDialog = lazy(() =>
  import("../../features/customers/customer-dialog.tsx").then((m) => ({ default: m.CustomerDialog })),
);
// Chosen once per device and shift: a register that is remembered opens without it.
const RegisterPicker = lazyComponent(() =>
  import("../../features/register/register-picker.tsx").then((m) => m.RegisterPicker),
);
const SendReceiptForm = lazy(() =>
  import("../../features/transactions/send-receipt.tsx").then((m) => ({ default: m.SendReceiptForm })),
);

export const Route = createFileRoute("/_app/pos")({
  validateSearch: z.object({ register: z.uuid().optional().catch(undefined) }),
  loader: ({ context }) =>
    atSelectedLocation((scope) => {
      void context.queryClient.prefetchQuery(activeRegistersQuery(scope));
      void context.queryClient.prefetchQuery(pricingContextQuery(scope));
    }),
  component: PosPage,
});

function PosPage() {
  const scope = useLocationScope();
  const t = useMessages(registerMessages);
  usePageTitle(t("page.title"));
  if (!scope)
    return (
      <>
        <PageHeader title={t("page.title")} />
        <NoLocationSelected />
      </>
    );
  return <Pos key={scope.locationId} scope={scope} />;
}

function Pos({ scope }: { scope: LocationScope }) {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const t = useMessages(registerMessages);
  const canManage = useCan("register.manage");
  const registers = useQuery(activeRegistersQuery(scope));
  // A typed phone number reads in the store's country, which its currency tells.
  const context = useQuery(pricingContextQuery(scope));
  const country = context.data?.currency === "USD" ? "US" : "CA";
  const registerKey = keptRegisterKey(useAuth().id ?? "", scope.locationId);
  // Held in state too: leaving a register opened from /pos without ?register= changes no URL, only this.
  const [remembered, setRemembered] = useState(() => localStorage.getItem(registerKey) ?? undefined);
  const chosenId = search.register ?? remembered;
  const register = registers.data?.find((r) => r.id === chosenId);
  const pick = (id: string | undefined) => {
    if (id) localStorage.setItem(registerKey, id);
    else localStorage.removeItem(registerKey);
    setRemembered(id);
    void navigate({ search: { register: id }, replace: true });
  };
  if (!registers.data) return <LoadingBlock label={t("page.loadingRegisters")} />;
  if (!register)
    return (
      <>
        <PageHeader title={t("page.title")} description={t("page.description")} />
        <RegisterPicker scope={scope} registers={registers.data} canManage={canManage} onPick={pick} />
      </>
    );
  return (
    <RegisterScreen
      scope={scope}
      register={register}
      canManage={canManage}
      onLeave={() => pick(undefined)}
      renderQuickAdd={(props) =>
        props.open && (
          <Suspense fallback={null}>
            <CustomerDialog scope={scope} {...props} />
          </Suspense>
        )
      }
      renderSendReceipt={(sale) =>
        offlineReceiptOf(sale.id) ? (
          <p className="text-sm text-muted-foreground">{t("needs.email")}</p>
        ) : (
          <Suspense fallback={null}>
            <SendReceiptForm scope={scope} sale={sale} country={country} />
          </Suspense>
        )
      }
    />
  );
}
