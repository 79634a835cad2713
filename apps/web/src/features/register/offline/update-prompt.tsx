// "A new version is ready": shown on every screen once a new build has installed beside the running one (decision
// 0027). The app is never swapped under the user, and never kept stale without saying so.
import { RefreshCw } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { updates } from "./service-worker.ts";

export function UpdatePrompt() {
  const update = useSyncExternalStore(updates.subscribe, updates.get);
  if (!update.available) return null;
  return (
    <div
      role="status"
      className="fixed right-4 bottom-4 z-50 flex max-w-sm items-center gap-3 rounded-xl border bg-card p-4 text-sm shadow-lg"
    >
      <RefreshCw className="size-5 shrink-0 text-primary" aria-hidden />
      <div className="grid gap-0.5">
        <span className="font-medium">A new version of Verdant is ready</span>
        <span className="text-muted-foreground">Reload to use it; a sale in progress stays in its cart.</span>
      </div>
      <Button size="sm" onClick={update.apply}>
        Reload
      </Button>
    </div>
  );
}
