import { Link, Outlet, useRouterState } from "@tanstack/react-router";
import { Menu } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, SheetContent } from "../../components/ui/dialog.tsx";
import { cn } from "../../lib/cn.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { HEADER_SLOT_ID } from "../../lib/layout-slots.ts";
import { Brand } from "./brand.tsx";
import { NoAccess, useDeniedArea } from "./no-access.tsx";
import { OrganizationSwitcherSlot } from "./organization-switcher-slot.tsx";
import { shellMessages } from "./shell-messages.ts";
import { SidebarNav } from "./sidebar-nav.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";
import { UserMenu } from "./user-menu.tsx";

function SidebarBody({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col gap-6 px-3 py-5">
      <Link to="/authenticated" className="px-3" onClick={onNavigate}>
        <Brand />
      </Link>
      <OrganizationSwitcherSlot />
      <SidebarNav onNavigate={onNavigate} />
    </div>
  );
}

/** Full-screen pages (the register): the sidebar folds into the menu button and the page takes the whole width. */
const FULL_SCREEN = ["/pos"];

/** The frame of every signed-in page: sidebar navigation, a top bar with the theme toggle and account menu. */
export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const t = useMessages(shellMessages);
  const menuButton = useRef<HTMLButtonElement>(null);
  const denied = useDeniedArea();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const fullScreen = FULL_SCREEN.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  // Counter sizes (styles.css) reach the register's dialogs too, which render outside this frame.
  useEffect(() => {
    if (!fullScreen) return;
    document.documentElement.dataset.counter = "true";
    return () => void delete document.documentElement.dataset.counter;
  }, [fullScreen]);
  return (
    <div
      className={cn("min-h-dvh bg-background", !fullScreen && "lg:grid lg:grid-cols-[16rem_1fr]")}
      data-full-screen={fullScreen || undefined}
    >
      <aside className={cn("sticky top-0 hidden h-dvh overflow-y-auto border-r bg-sidebar", !fullScreen && "lg:block")}>
        <SidebarBody />
      </aside>
      <div className="flex min-w-0 flex-col">
        <header
          className={cn(
            "sticky top-0 z-30 flex items-center gap-2 border-b bg-background/85 backdrop-blur",
            fullScreen ? "h-14 px-2 xl:px-4" : "h-14 px-4 sm:px-6",
          )}
        >
          <Button
            ref={menuButton}
            variant="ghost"
            size={fullScreen ? "touchIcon" : "icon"}
            className={cn(!fullScreen && "lg:hidden")}
            aria-label={t("bar.openNavigation")}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <Menu />
          </Button>
          <Dialog open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetContent
              title={t("bar.navigation")}
              description={t("bar.areas")}
              className="fixed inset-y-0 left-0 z-50 w-72 border-r bg-sidebar shadow-lg animate-fade-in focus:outline-none"
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                menuButton.current?.focus();
              }}
            >
              <SidebarBody onNavigate={() => setMenuOpen(false)} />
            </SheetContent>
          </Dialog>
          {fullScreen ? (
            <div id={HEADER_SLOT_ID} className="flex min-w-0 flex-1 items-center" />
          ) : (
            <div className="flex-1" />
          )}
          <ThemeToggle />
          <UserMenu />
        </header>
        <main
          className={cn(
            "mx-auto w-full flex-1",
            fullScreen ? "max-w-none px-3 py-3 xl:px-5" : "max-w-6xl px-4 py-8 sm:px-6 lg:px-8",
          )}
        >
          {denied ? <NoAccess item={denied} /> : <Outlet />}
        </main>
      </div>
    </div>
  );
}
