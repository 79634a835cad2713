import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import type { DrawerMovementType, DrawerSessionDetail } from "@verdant/shared/drawers";
import type { Register } from "@verdant/shared/registers";
import { ArrowLeftRight, Banknote, ChevronDown, Lock, Monitor, Undo2 } from "lucide-react";
import { lazy, type ReactNode, Suspense, useLayoutEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu.tsx";
import { formatTime } from "../../lib/format.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { HEADER_SLOT_ID } from "../../lib/layout-slots.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { moneyIn } from "./format.ts";
import { registerMessages } from "./messages.ts";
import { useOnline } from "./offline/use-online.ts";
import { CloseDrawerDialog, DrawerMovementDialog, offerEndOfDay } from "./register-dialogs.ts";

// Opened now and then, so loaded when first opened rather than with the register (docs/decisions/0028).
const ReturnsDialog = lazy(() => import("./returns-dialog.tsx").then((m) => ({ default: m.ReturnsDialog })));

/** The register in use, its drawer and the drawer's actions (movements for managers, close-out). */
export function RegisterBar(props: {
  scope: LocationScope;
  register: Register;
  drawer: DrawerSessionDetail | null;
  canManage: boolean;
  onLeave: () => void;
}) {
  const [movement, setMovement] = useState<DrawerMovementType | null>(null);
  // The drawer being closed stays named after it closes, so the close-out can be printed from the dialog.
  const [closing, setClosing] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [returning, setReturning] = useState(false);
  const { drawer } = props;
  const online = useOnline();
  const t = useMessages(registerMessages);
  return (
    <InHeader>
      <div className="flex min-w-0 flex-1 items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/12 text-primary">
            <Monitor className="size-4" aria-hidden />
          </span>
          <div className="grid min-w-0 gap-0.5">
            <h1 className="text-lg leading-none font-semibold">{props.register.name}</h1>
            <span className="truncate text-xs text-muted-foreground">
              {drawer
                ? t("bar.openedBy", {
                    name: drawer.openedBy.name,
                    time: formatTime(drawer.openedAt),
                    float: moneyIn(drawer.currency)(drawer.openingFloatCents),
                  })
                : t("drawer.closed")}
            </span>
          </div>
          {drawer && <Badge tone="success">{t("bar.open")}</Badge>}
        </div>
        <div className="flex items-center gap-2">
          {drawer && (
            <Button
              variant="ghost"
              size="touch"
              onClick={() => setReturning(true)}
              disabled={!online}
              title={online ? undefined : t("needs.returns")}
            >
              <Undo2 /> {t("bar.returns")}
            </Button>
          )}
          <Button variant="ghost" size="touch" onClick={props.onLeave}>
            <ArrowLeftRight /> {t("bar.switch")}
          </Button>
          {drawer && (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="outline"
                  size="touch"
                  disabled={!online}
                  title={online ? undefined : t("needs.drawer")}
                >
                  <Banknote /> {t("bar.drawer")} <ChevronDown />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end" className="w-48">
                {props.canManage &&
                  (["DROP", "PAY_IN", "PAY_OUT"] as const).map((type) => (
                    <DropdownMenuItem key={type} onSelect={() => setMovement(type)}>
                      {t(`movement.${type}`)}
                    </DropdownMenuItem>
                  ))}
                {props.canManage && <DropdownMenuSeparator />}
                <DropdownMenuItem onSelect={() => setClosing(drawer.id)}>
                  <Lock /> {t("bar.closeDrawer")}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </div>
        {movement && drawer && (
          <DrawerMovementDialog
            scope={props.scope}
            drawerSessionId={drawer.id}
            type={movement}
            onClose={() => setMovement(null)}
          />
        )}
        {returning && drawer && (
          <Suspense fallback={null}>
            <ReturnsDialog
              scope={props.scope}
              drawerSessionId={drawer.id}
              canApprove={props.canManage}
              money={moneyIn(drawer.currency)}
              onClose={() => setReturning(false)}
            />
          </Suspense>
        )}
        {closing && (
          <CloseDrawerDialog
            scope={props.scope}
            drawerSessionId={closing}
            onClose={() => setClosing(null)}
            onClosed={() => offerEndOfDay(queryClient, props.scope, () => navigate({ to: "/reports/end-of-day" }))}
          />
        )}
      </div>
    </InHeader>
  );
}

/** In the app's top bar when the page is full screen (the register), else where it is rendered. */
function InHeader({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  // Before the first paint: found in an effect, the bar was painted once in the page, then moved to the top bar,
  // and everything under it jumped up (Lighthouse's layout shift on a busy computer, decision 0036).
  useLayoutEffect(() => setSlot(document.getElementById(HEADER_SLOT_ID)), []);
  return slot ? createPortal(children, slot) : children;
}
