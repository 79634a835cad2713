import type { Register } from "@verdant/shared/registers";
import { Monitor, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { registerMessages } from "./messages.ts";
import { useOnline } from "./offline/use-online.ts";
import { NewRegisterDialog } from "./register-dialogs.ts";

/** The registers of the location as large tiles; a manager can add one with the rooms it sells from. */
export function RegisterPicker(props: {
  scope: LocationScope;
  registers: Register[];
  canManage: boolean;
  onPick: (id: string) => void;
}) {
  const [creating, setCreating] = useState(false);
  const online = useOnline();
  const t = useMessages(registerMessages);
  const add = props.canManage && (
    <Button
      variant="outline"
      onClick={() => setCreating(true)}
      disabled={!online}
      title={online ? undefined : t("needs.newRegister")}
    >
      <Plus /> {t("picker.newRegister")}
    </Button>
  );
  return (
    <div className="grid gap-4">
      {props.registers.length === 0 ? (
        <Card>
          <EmptyState
            icon={Monitor}
            title={t("picker.emptyTitle")}
            description={t(props.canManage ? "picker.emptyManager" : "picker.emptyStaff")}
            action={add}
          />
        </Card>
      ) : (
        <>
          <div className="flex items-center justify-between">
            <p className="text-sm text-muted-foreground">{t("picker.choose")}</p>
            {add}
          </div>
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {props.registers.map((register) => (
              <button
                key={register.id}
                type="button"
                onClick={() => props.onPick(register.id)}
                className="flex items-center gap-4 rounded-xl border bg-card p-5 text-left transition-colors hover:border-primary/40 hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex size-11 items-center justify-center rounded-lg bg-primary/12 text-primary">
                  <Monitor className="size-5" aria-hidden />
                </span>
                <span className="grid flex-1 gap-0.5">
                  <span className="font-medium">{register.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {register.rooms.map((r) => r.name).join(", ") || t("picker.noRooms")}
                  </span>
                </span>
                <span
                  className={
                    register.openDrawerSessionId
                      ? "text-xs font-medium text-success"
                      : "text-xs font-medium text-muted-foreground"
                  }
                >
                  {t(register.openDrawerSessionId ? "drawer.open" : "drawer.closed")}
                </span>
              </button>
            ))}
          </div>
        </>
      )}
      {creating && (
        <NewRegisterDialog scope={props.scope} onClose={() => setCreating(false)} onCreated={props.onPick} />
      )}
    </div>
  );
}
