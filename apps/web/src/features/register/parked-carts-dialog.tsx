import { useQuery } from "@tanstack/react-query";
import type { ParkedCart } from "@verdant/shared/sales";
import { PauseCircle } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogHeader } from "../../components/ui/dialog.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { LoadingBlock } from "../../components/ui/spinner.tsx";
import type { LocationScope } from "../../lib/location-scope.ts";
import { parkedCartsQuery, useResumeCart } from "./api.ts";

/** The carts parked on this register, newest first; resuming one takes it off the list. */
export function ParkedCartsDialog(props: {
  scope: LocationScope;
  registerId: string;
  onResume: (cart: ParkedCart) => void;
  onClose: () => void;
}) {
  const parked = useQuery(parkedCartsQuery(props.scope, props.registerId));
  const resume = useResumeCart(props.scope);
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <DialogHeader title="Parked carts" description="Resume a cart to finish its sale." />
        {parked.isPending ? (
          <LoadingBlock label="Loading parked carts" />
        ) : parked.data?.data.length ? (
          <ul className="grid gap-2">
            {parked.data.data.map((cart) => (
              <li key={cart.id} className="flex items-center justify-between gap-3 rounded-lg border p-3">
                <div className="grid gap-0.5 text-sm">
                  <span className="font-medium">
                    {cart.label ?? `${cart.lines.length} item${cart.lines.length === 1 ? "" : "s"}`}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {cart.parkedBy.name} ·{" "}
                    {new Date(cart.createdAt).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}
                  </span>
                </div>
                <Button
                  size="sm"
                  loading={resume.isPending && resume.variables === cart.id}
                  onClick={() => resume.mutate(cart.id, { onSuccess: props.onResume })}
                >
                  Resume
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={PauseCircle}
            title="No parked carts"
            description="Park a cart to serve someone else meanwhile."
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
