import { Link, Outlet } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Card } from "../../components/ui/card.tsx";
import { usePageTitle } from "../../hooks/use-page-title.ts";
import { cn } from "../../lib/cn.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { commonMessages } from "../../lib/messages.ts";
import { Brand } from "./brand.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";

/** The frame of the identity screens: product name, theme toggle, one centered card. */
export function AuthLayout() {
  const t = useMessages(commonMessages);
  return (
    <div className="relative flex min-h-dvh flex-col bg-background">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-primary/10 to-transparent"
      />
      <header className="relative flex items-center justify-between px-6 py-5">
        <Link to="/" aria-label={t("frame.home")}>
          <Brand />
        </Link>
        <ThemeToggle />
      </header>
      <main className="relative flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:pt-12">
        <Outlet />
      </main>
      <footer className="relative pb-6 text-center text-xs text-muted-foreground">{t("frame.tagline")}</footer>
    </div>
  );
}

/** One identity screen: its title (also the page title), a short explanation, the form, and links under it. */
export function AuthCard(props: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  icon?: ReactNode;
  wide?: boolean;
}) {
  usePageTitle(props.title);
  return (
    <div className={cn("w-full", props.wide ? "max-w-xl" : "max-w-md")}>
      <Card className="shadow-sm">
        <div className="grid gap-6 p-6 sm:p-8">
          <div className="grid gap-2 text-center">
            {props.icon && <div className="mx-auto mb-1">{props.icon}</div>}
            <h1 className="text-2xl font-semibold tracking-tight">{props.title}</h1>
            {props.description && <p className="text-sm text-muted-foreground">{props.description}</p>}
          </div>
          {props.children}
        </div>
      </Card>
      {props.footer && <div className="mt-6 grid gap-2 text-center text-sm text-muted-foreground">{props.footer}</div>}
    </div>
  );
}

/** The round tinted icon some identity screens show above the title. */
export function AuthIcon({
  children,
  tone = "primary",
}: {
  children: ReactNode;
  tone?: "primary" | "warning" | "danger";
}) {
  const tones = {
    primary: "bg-primary/12 text-primary",
    warning: "bg-warning/20 text-foreground",
    danger: "bg-destructive/12 text-destructive",
  };
  return (
    <span className={cn("flex size-12 items-center justify-center rounded-full [&_svg]:size-6", tones[tone])}>
      {children}
    </span>
  );
}
