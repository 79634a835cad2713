import { type QueryClient, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { countCash, DENOMINATIONS, type DrawerSessionDetail } from "@verdant/shared/drawers";
import { Printer } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { Input, Textarea } from "../../components/ui/input.tsx";
import { LoadingBlock } from "../../components/ui/spinner.tsx";
import { notify } from "../../components/ui/toaster.tsx";
import { cn } from "../../lib/cn.ts";
import { translate, useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { openDrawersQuery } from "../../lib/queries/registers.ts";
import { drawerQuery } from "./api.ts";
import { dialogMessages } from "./dialog-messages.ts";
import { useCloseDrawer } from "./dialogs-api.ts";
import { DrawerSummaryTable } from "./drawer-summary.tsx";
import { moneyIn } from "./format.ts";

/** Close-out: count by denomination against the expected cash; over/short is shown live and kept on close. */
export function CloseDrawerDialog(props: {
  scope: LocationScope;
  drawerSessionId: string;
  onClose: () => void;
  /** After a close, once its close-out is dismissed (an offer shown under the open dialog could not be clicked). */
  onClosed?: (drawer: DrawerSessionDetail) => void;
}) {
  const drawer = useQuery(drawerQuery(props.scope, props.drawerSessionId));
  const [closed, setClosed] = useState<DrawerSessionDetail | null>(null);
  const t = useMessages(dialogMessages);
  if (closed) {
    const dismiss = () => {
      props.onClose();
      props.onClosed?.(closed);
    };
    return <DrawerClosedDialog drawer={closed} onClose={dismiss} />;
  }
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-3xl overflow-y-auto">
        <DialogHeader
          title={t("close.title")}
          description={
            drawer.data
              ? t("close.description", { register: drawer.data.registerName, name: drawer.data.openedBy.name })
              : undefined
          }
        />
        {/* The count is made against the drawer as the server has it now, not a copy from before the last sale. */}
        {drawer.data && drawer.isFetchedAfterMount ? (
          <CloseForm {...props} drawer={drawer.data} onClosed={setClosed} />
        ) : (
          <LoadingBlock label={t("close.loading")} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** After the count: the over/short, the close-out to print (80 mm, the end of day's figures for this drawer). */
function DrawerClosedDialog({ drawer, onClose }: { drawer: DrawerSessionDetail; onClose: () => void }) {
  const money = moneyIn(drawer.currency);
  const over = drawer.overShortCents ?? 0;
  const t = useMessages(dialogMessages);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader
          title={t("close.closedTitle")}
          description={t("close.counted", {
            register: drawer.registerName,
            amount: money(drawer.countedCashCents ?? 0),
          })}
        />
        <div className="grid gap-0.5 rounded-lg bg-muted/40 p-4 text-center">
          <span className="text-xs text-muted-foreground">{t(overShortKey(over))}</span>
          <span className={cn("text-xl font-semibold tabular-nums", over < 0 && "text-destructive")}>
            {money(over)}
          </span>
        </div>
        <Button variant="outline" asChild>
          <a href={`/close-out/${drawer.id}`} target="_blank" rel="noreferrer">
            <Printer /> {t("close.print")}
          </a>
        </Button>
        <DialogFooter>
          <Button variant="ghost" asChild>
            <Link to="/reports/end-of-day" search={{ drawer: drawer.id }}>
              {t("close.endOfDay")}
            </Link>
          </Button>
          <Button autoFocus onClick={onClose}>
            {t("close.done")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function CloseForm(props: {
  scope: LocationScope;
  drawer: DrawerSessionDetail;
  onClose: () => void;
  onClosed?: (drawer: DrawerSessionDetail) => void;
}) {
  const { drawer } = props;
  const money = moneyIn(drawer.currency);
  const close = useCloseDrawer(props.scope, drawer.id);
  const t = useMessages(dialogMessages);
  const [counts, setCounts] = useState<Record<number, string>>({});
  const [notes, setNotes] = useState("");
  const list = DENOMINATIONS[drawer.currency].map((d) => ({
    denominationCents: d,
    count: Number.parseInt(counts[d] ?? "", 10) || 0,
  }));
  const counted = countCash(drawer.currency, list).totalCents;
  const expected = drawer.summary.expectedCashCents;
  const overShort = counted - expected;
  return (
    <div className="grid gap-6 md:grid-cols-[1fr_1fr]">
      <fieldset className="grid content-start gap-2">
        <legend className="mb-2 text-sm font-medium">{t("close.byDenomination")}</legend>
        {DENOMINATIONS[drawer.currency].map((d) => (
          <div key={d} className="grid grid-cols-[5rem_1fr_6rem] items-center gap-3 text-sm">
            <span className="font-medium tabular-nums">{money(d)}</span>
            <Input
              inputMode="numeric"
              aria-label={t("close.countOf", { amount: money(d) })}
              value={counts[d] ?? ""}
              onChange={(e) => setCounts((c) => ({ ...c, [d]: e.target.value.replace(/\D/g, "") }))}
              className="h-8"
            />
            <span className="text-right text-muted-foreground tabular-nums">
              {money(d * (Number.parseInt(counts[d] ?? "", 10) || 0))}
            </span>
          </div>
        ))}
      </fieldset>
      <div className="grid content-start gap-4">
        <dl className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
          <div className="flex justify-between">
            <dt>{t("close.expected")}</dt>
            <dd className="font-medium tabular-nums" data-testid="expected-cash">
              {money(expected)}
            </dd>
          </div>
          <div className="flex justify-between">
            <dt>{t("close.countedLabel")}</dt>
            <dd className="font-medium tabular-nums" data-testid="counted-cash">
              {money(counted)}
            </dd>
          </div>
          <div className="flex justify-between border-t pt-2 text-base">
            <dt className="font-semibold">{t(overShortKey(overShort))}</dt>
            <dd
              data-testid="over-short"
              className={cn(
                "font-semibold tabular-nums",
                overShort < 0 && "text-destructive",
                overShort > 0 && "text-[color-mix(in_oklch,var(--color-warning)_55%,black)] dark:text-warning",
                overShort === 0 && "text-success",
              )}
            >
              {money(overShort)}
            </dd>
          </div>
        </dl>
        <DrawerSummaryTable drawer={drawer} />
        <Textarea placeholder={t("close.notes")} value={notes} onChange={(e) => setNotes(e.target.value)} rows={2} />
        <DialogFooter>
          <Button variant="outline" onClick={props.onClose}>
            {t("close.cancel")}
          </Button>
          <Button
            loading={close.isPending}
            onClick={() =>
              close.mutate(
                { counts: list.filter((c) => c.count > 0), ...(notes.trim() ? { notes: notes.trim() } : {}) },
                {
                  onSuccess: (closed) => props.onClosed?.(closed),
                },
              )
            }
          >
            {t("close.submit")}
          </Button>
        </DialogFooter>
      </div>
    </div>
  );
}

/** Closing the location's last open drawer offers the day's end of day (the Z report). */
export async function offerEndOfDay(queryClient: QueryClient, scope: LocationScope, open: () => void) {
  const stillOpen = await queryClient.fetchQuery(openDrawersQuery(scope));
  if (stillOpen.length > 0) return;
  const t = translate(dialogMessages);
  notify.message(t("close.lastDrawer"), {
    description: t("close.endOfDayReady"),
    duration: 15_000,
    action: { label: t("close.viewEndOfDay"), onClick: open },
  });
}

const overShortKey = (cents: number) => (cents > 0 ? "close.over" : cents < 0 ? "close.short" : "close.balanced");
