// The register's connection banner (issue 19): offline since when and for how long, how many sales wait to sync
// (and any the server refused), and how fresh the local copy is. It also keeps the local copy fresh: fetched when
// the register opens and every few minutes while the server answers.

import { CloudOff, RefreshCw, TriangleAlert } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { cn } from "../../../lib/cn.ts";
import { formatTime } from "../../../lib/format.ts";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../../lib/location-scope.ts";
import { registerMessages } from "../messages.ts";
import { connectivity } from "./connectivity.ts";
import { freshnessOf, REFRESH_EVERY_MS } from "./freshness.ts";
import { offlineRuntime } from "./start.ts";

/** Keeps the register's local copy fresh; answers when it was last fetched (null: never on this browser). */
function useLocalCopy(scope: LocationScope, registerId: string, online: boolean) {
  const [fetchedAt, setFetchedAt] = useState<number | null>(null);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const ids = { organizationId: scope.orgId, locationId: scope.locationId, registerId };
    void offlineRuntime().then((runtime) => {
      if (stopped || !runtime) return;
      void runtime.keptCopy(scope.locationId, registerId).then((kept) => {
        if (!stopped && kept) setFetchedAt(kept.fetchedAt);
      });
      if (!online) return;
      const refresh = () =>
        runtime
          .refreshKit(ids)
          .then((kept) => !stopped && setFetchedAt(kept.fetchedAt))
          .catch(() => undefined);
      void refresh();
      void runtime.countQueue().then(() => runtime.syncQueue());
      timer = setInterval(refresh, REFRESH_EVERY_MS);
    });
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [scope, registerId, online]);
  return fetchedAt;
}

export function OfflineBanner({ scope, registerId }: { scope: LocationScope; registerId: string }) {
  const state = useSyncExternalStore(connectivity.subscribe, connectivity.get);
  const fetchedAt = useLocalCopy(scope, registerId, state.online);
  const [now, setNow] = useState(Date.now());
  const t = useMessages(registerMessages);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const fresh = fetchedAt === null ? null : freshnessOf(fetchedAt, now);
  const copy = fresh ? t("offline.copyUpdated", { when: fresh.label }) : t("offline.noCopy");
  const minutes = Math.max(0, Math.floor((now - (state.offlineSince ?? now)) / 60_000));
  const duration =
    minutes < 60
      ? t("offline.minutes", { minutes })
      : t("offline.hours", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  if (state.online && state.waiting === 0 && state.refused === 0) {
    return (
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="offline-freshness">
        <RefreshCw className="size-3" aria-hidden /> {t("offline.ready", { copy })}
      </p>
    );
  }
  const offline = !state.online;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className={cn(
        "flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border px-3 py-2 text-sm",
        offline ? "border-warning/60 bg-warning/15" : "border-border bg-muted/50",
      )}
    >
      {offline ? <CloudOff className="size-4 shrink-0" aria-hidden /> : <RefreshCw className="size-4 shrink-0" />}
      <span className="font-medium">
        {offline
          ? t("offline.since", { time: formatTime(state.offlineSince ?? now), duration })
          : t(state.syncing ? "offline.backSyncing" : "offline.back")}
      </span>
      <span data-testid="offline-waiting">
        {state.waiting === 0 ? t("offline.noneWaiting") : t("offline.waiting", { count: state.waiting })}
      </span>
      {state.refused > 0 && (
        <span className="flex items-center gap-1 text-destructive">
          <TriangleAlert className="size-3.5" aria-hidden /> {t("offline.refused", { count: state.refused })}
        </span>
      )}
      <span className={cn("text-muted-foreground", fresh?.stale && "text-foreground")}>{copy}</span>
      {offline && <span className="w-full text-xs text-muted-foreground">{t("offline.explain")}</span>}
    </div>
  );
}
