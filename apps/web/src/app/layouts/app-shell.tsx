import { Link, Outlet } from "@tanstack/react-router";
import { Menu } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { overlayClasses } from "../../components/ui/dialog.tsx";
import { Brand } from "./brand.tsx";
import { OrganizationSwitcherSlot } from "./organization-switcher-slot.tsx";
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

/** The frame of every signed-in page: sidebar navigation, a top bar with the theme toggle and account menu. */
export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-dvh bg-background lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="sticky top-0 hidden h-dvh overflow-y-auto border-r bg-sidebar lg:block">
        <SidebarBody />
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/85 px-4 backdrop-blur sm:px-6">
          <DialogPrimitive.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <DialogPrimitive.Trigger asChild>
              <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open navigation">
                <Menu />
              </Button>
            </DialogPrimitive.Trigger>
            <DialogPrimitive.Portal>
              <DialogPrimitive.Overlay className={overlayClasses} />
              <DialogPrimitive.Content className="fixed inset-y-0 left-0 z-50 w-72 border-r bg-sidebar shadow-lg animate-fade-in focus:outline-none">
                <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
                <DialogPrimitive.Description className="sr-only">The areas of Verdant</DialogPrimitive.Description>
                <SidebarBody onNavigate={() => setMenuOpen(false)} />
              </DialogPrimitive.Content>
            </DialogPrimitive.Portal>
          </DialogPrimitive.Root>
          <div className="flex-1" />
          <ThemeToggle />
          <UserMenu />
        </header>
        <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
