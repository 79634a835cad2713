import { useQuery } from "@tanstack/react-query";
import type { ParkedCart } from "@verdant/shared/sales";
import { PauseCircle } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogHeader } from "../../components/ui/dialog.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { LoadingBlock } from "../../components/ui/spinner.tsx";
import { formatTime } from "../../lib/format.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { parkedCartsQuery, useResumeCart } from "./api.ts";
import { dialogMessages } from "./dialog-messages.ts";

/** The carts parked on this register, newest first; resuming one takes it off the list. */
export function ParkedCartsDialog(props: {
  scope: LocationScope;
  registerId: string;
  onResume: (cart: ParkedCart) => void;
  onClose: () => void;
}) {
  const parked = useQuery(parkedCartsQuery(props.scope, props.registerId));
  const resume = useResumeCart(props.scope);
  const t = useMessages(dialogMessages);
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <DialogHeader title={t("parked.title")} description={t("parked.description")} />
        {parked.isPending ? (
          <LoadingBlock label={t("parked.loading")} />
        ) : parked.data?.data.length ? (
          <ul className="grid gap-2">
            {parked.data.data.map((cart) => (
              <li key={cart.id} className="flex items-center justify-between gap-3 rounded-lg border p-3">
                <div className="grid gap-0.5 text-sm">
                  <span className="font-medium">{cart.label ?? t("parked.items", { count: cart.lines.length })}</span>
                  <span className="text-xs text-muted-foreground">
                    {cart.parkedBy.name} · {formatTime(cart.createdAt)}
                  </span>
                </div>
                <Button
                  size="sm"
                  loading={resume.isPending && resume.variables === cart.id}
                  onClick={() => resume.mutate(cart.id, { onSuccess: props.onResume })}
                >
                  {t("parked.resume")}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState icon={PauseCircle} title={t("parked.emptyTitle")} description={t("parked.emptyDescription")} />
        )}
      </DialogContent>
    </Dialog>
  );
}
