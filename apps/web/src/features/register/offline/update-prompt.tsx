// "A new version is ready": shown on every screen once a new build has installed beside the running one (decision
// 0027). The app is never swapped under the user, and never kept stale without saying so.
import { RefreshCw } from "lucide-react";
import { Suspense, useSyncExternalStore } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { defineCatalog, useMessages } from "../../../lib/i18n/catalog.ts";
import en from "./messages/en.json";
import { updates } from "./service-worker.ts";

// Part of every page (main.tsx), so its few words have a catalog of their own rather than the register's.
const updateMessages = defineCatalog(en, () => import("./messages/fr-CA.json"));

export function UpdatePrompt() {
  const update = useSyncExternalStore(updates.subscribe, updates.get);
  if (!update.available) return null;
  // Its words may still be loading (French): the prompt waits for them, the page does not.
  return (
    <Suspense fallback={null}>
      <UpdateCard apply={update.apply} />
    </Suspense>
  );
}

function UpdateCard({ apply }: { apply: () => void }) {
  const t = useMessages(updateMessages);
  return (
    <div
      role="status"
      className="fixed right-4 bottom-4 z-50 flex max-w-sm items-center gap-3 rounded-xl border bg-card p-4 text-sm shadow-lg"
    >
      <RefreshCw className="size-5 shrink-0 text-primary" aria-hidden />
      <div className="grid gap-0.5">
        <span className="font-medium">{t("title")}</span>
        <span className="text-muted-foreground">{t("description")}</span>
      </div>
      <Button size="sm" onClick={apply}>
        {t("reload")}
      </Button>
    </div>
  );
}
