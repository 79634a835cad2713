import { useQuery } from "@tanstack/react-query";
import type { Dashboard } from "@verdant/shared/dashboard";
import { ArrowDownRight, ArrowUpRight, Banknote, Receipt, ShoppingBasket } from "lucide-react";
import type { ReactNode } from "react";
import { Charts } from "../../components/charts/lazy-charts.tsx";
import { Card, TitledCard } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { cn } from "../../lib/cn.ts";
import { type Translate, useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { formatMoneyIn, userLocale } from "../../lib/money.ts";
import { formatQuantity } from "../../lib/quantity.ts";
import { selectedLocationQuery } from "../../lib/queries/location.ts";
import { dashboardQuery } from "./api.ts";
import { dashboardMessages } from "./messages.ts";
import { SetupChecklist } from "./setup-checklist.tsx";

/** The day's three figures, each against the same weekday last week (the test id stays English for tests). */
const KPIS = [
  { icon: Banknote, testId: "Sales today", label: "kpi.sales", field: "salesCents", money: true },
  { icon: Receipt, testId: "Transactions", label: "kpi.transactions", field: "transactions", money: false },
  { icon: ShoppingBasket, testId: "Average basket", label: "kpi.basket", field: "averageBasketCents", money: true },
] as const;

const count = (value: number) => value.toLocaleString(userLocale());

/** Today against the same weekday last week, sales by hour, top sellers, low stock and open drawers. */
export function DashboardScreen({ scope }: { scope: LocationScope }) {
  const data = useQuery(dashboardQuery(scope));
  const store = useQuery(selectedLocationQuery(scope));
  const t = useMessages(dashboardMessages);
  if (!data.data || !store.data)
    return (
      <div className="grid gap-4 md:grid-cols-3" aria-busy>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
        <Skeleton className="h-72 md:col-span-3" />
      </div>
    );
  const money = (cents: number) => formatMoneyIn(cents, store.data.currency);
  const d = data.data;
  return (
    <div className="grid gap-4">
      <SetupChecklist scope={scope} />
      <div className="grid gap-4 md:grid-cols-3">
        {KPIS.map((kpi) => {
          const show = kpi.money ? money : count;
          return (
            <Kpi
              key={kpi.testId}
              icon={kpi.icon}
              testId={kpi.testId}
              label={t(kpi.label)}
              value={show(d.today[kpi.field])}
              now={d.today[kpi.field]}
              before={d.sameDayLastWeek[kpi.field]}
              beforeLabel={show(d.sameDayLastWeek[kpi.field])}
            />
          );
        })}
      </div>
      <TitledCard title={t("byHour.title")} description={t("byHour.description")} contentClassName="h-64 pt-4">
        <SalesByHour data={d} money={money} salesLabel={t("byHour.sales")} />
      </TitledCard>
      <div className="grid gap-4 lg:grid-cols-2">
        <Ranked title={t("top.products")} rows={d.topProducts} money={money} t={t} />
        <Ranked title={t("top.categories")} rows={d.topCategories} money={money} t={t} />
        <TitledCard title={t("lowStock.title")} description={t("lowStock.description")} contentClassName="pt-4">
          {d.lowStock.length === 0 ? (
            <Empty>{t("lowStock.none")}</Empty>
          ) : (
            <ul className="grid gap-2 text-sm">
              {d.lowStock.map((p) => (
                <li key={p.productId} className="flex justify-between gap-3">
                  <span className="truncate">
                    {p.name} <span className="text-xs text-muted-foreground">{p.sku}</span>
                  </span>
                  <span className="whitespace-nowrap text-[color-mix(in_oklch,var(--color-warning)_55%,black)] tabular-nums dark:text-warning">
                    {qty(p.quantity, p.unit)} / {qty(p.reorderPoint, p.unit)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </TitledCard>
        <TitledCard title={t("drawers.title")} contentClassName="pt-4">
          {d.openDrawers.length === 0 ? (
            <Empty>{t("drawers.none")}</Empty>
          ) : (
            <ul className="grid gap-2 text-sm">
              {d.openDrawers.map((drawer) => (
                <li key={drawer.id} className="flex justify-between gap-3">
                  <span>
                    {drawer.registerName} <span className="text-muted-foreground">· {drawer.openedBy.name}</span>
                  </span>
                  <span className="text-muted-foreground tabular-nums">
                    {t("drawers.since", {
                      time: new Date(drawer.openedAt).toLocaleTimeString(userLocale(), {
                        hour: "2-digit",
                        minute: "2-digit",
                      }),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </TitledCard>
      </div>
    </div>
  );
}

const qty = (quantity: number, unit: "EACH" | "GRAM") =>
  formatQuantity(unit === "GRAM" ? Math.round(quantity * 1000) : quantity, unit);

function Kpi(props: {
  icon: typeof Banknote;
  /** English, for tests: the label is in the reader's language. */
  testId: string;
  label: string;
  value: string;
  now: number;
  before: number;
  beforeLabel: string;
}) {
  const change = props.before === 0 ? null : Math.round(((props.now - props.before) / props.before) * 100);
  const Icon = props.icon;
  const up = (change ?? 0) >= 0;
  const t = useMessages(dashboardMessages);
  return (
    <Card className="grid gap-2 p-5" data-testid={`kpi-${props.testId}`}>
      <div className="flex items-center justify-between text-sm text-muted-foreground">
        {props.label}
        <Icon className="size-4" aria-hidden />
      </div>
      <span className="text-2xl font-semibold tabular-nums">{props.value}</span>
      <span className="flex items-center gap-1 text-xs text-muted-foreground">
        {change !== null && (
          <span className={cn("inline-flex items-center font-medium", up ? "text-success" : "text-destructive")}>
            {up ? <ArrowUpRight className="size-3.5" /> : <ArrowDownRight className="size-3.5" />}
            {t("kpi.change", { change: Math.abs(change) })}
          </span>
        )}
        {t("kpi.versus", { before: props.beforeLabel })}
      </span>
    </Card>
  );
}

function SalesByHour({
  data,
  money,
  salesLabel,
}: {
  data: Dashboard;
  money: (cents: number) => string;
  salesLabel: string;
}) {
  const rows = data.salesByHour.map((h) => ({ ...h, label: `${String(h.hour).padStart(2, "0")}:00` }));
  return (
    <Charts>
      {({ Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis }) => (
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 4, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid vertical={false} stroke="var(--border)" />
            <XAxis
              dataKey="label"
              tickLine={false}
              axisLine={false}
              fontSize={11}
              interval={2}
              stroke="var(--muted-foreground)"
            />
            <YAxis
              tickLine={false}
              axisLine={false}
              fontSize={11}
              width={70}
              stroke="var(--muted-foreground)"
              tickFormatter={(v: number) => money(v)}
            />
            <Tooltip
              cursor={{ fill: "var(--accent)" }}
              contentStyle={{
                background: "var(--popover)",
                border: "1px solid var(--border)",
                borderRadius: 8,
                fontSize: 12,
              }}
              formatter={(value) => [money(Number(value)), salesLabel]}
            />
            <Bar dataKey="salesCents" fill="var(--primary)" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      )}
    </Charts>
  );
}

function Ranked(props: {
  title: string;
  rows: Dashboard["topProducts"];
  money: (cents: number) => string;
  t: Translate<"top.today" | "top.none">;
}) {
  const { t } = props;
  const max = Math.max(1, ...props.rows.map((r) => r.salesCents));
  return (
    <TitledCard title={props.title} description={t("top.today")} contentClassName="pt-4">
      {props.rows.length === 0 ? (
        <Empty>{t("top.none")}</Empty>
      ) : (
        <ol className="grid gap-3 text-sm">
          {props.rows.map((r) => (
            <li key={r.id} className="grid gap-1">
              <div className="flex justify-between gap-3">
                <span className="truncate">{r.name}</span>
                <span className="tabular-nums">{props.money(r.salesCents)}</span>
              </div>
              <div className="h-1.5 rounded-full bg-muted">
                <div
                  className="h-full rounded-full bg-primary/70"
                  style={{ width: `${(r.salesCents / max) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </TitledCard>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="py-6 text-center text-sm text-muted-foreground">{children}</p>;
}
