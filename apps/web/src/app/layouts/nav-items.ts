// The signed-in areas of spec §2. An item shows only once its route exists, so a later issue's screen
// appears in the navigation by adding its route file; nothing here links to a page that is not built.
import type { LinkProps } from "@tanstack/react-router";
import {
  BarChart3,
  Boxes,
  Building2,
  ClipboardList,
  Cog,
  LayoutDashboard,
  LibraryBig,
  type LucideIcon,
  Megaphone,
  Package,
  ReceiptText,
  Settings,
  ShieldCheck,
  Truck,
  Users,
} from "lucide-react";

export type NavItem = { label: string; to: string; icon: LucideIcon; adminOnly?: boolean };
export type NavSection = { label?: string; items: NavItem[] };

export const navSections: NavSection[] = [
  {
    items: [
      { label: "Dashboard", to: "/authenticated", icon: LayoutDashboard },
      { label: "Transactions", to: "/transactions", icon: ReceiptText },
    ],
  },
  {
    label: "Products",
    items: [
      { label: "Products", to: "/products", icon: Package },
      { label: "Catalog", to: "/catalog", icon: LibraryBig },
      { label: "Inventory", to: "/inventory", icon: Boxes },
      { label: "Purchase orders", to: "/purchase-orders", icon: ClipboardList },
      { label: "Vendors", to: "/vendors", icon: Truck },
    ],
  },
  {
    label: "Sales",
    items: [
      { label: "Customers", to: "/customers", icon: Users },
      { label: "Marketing", to: "/marketing", icon: Megaphone },
      { label: "Configure", to: "/configure", icon: Cog },
    ],
  },
  { label: "Platform", items: [{ label: "Waitlist", to: "/admin/waitlist", icon: ShieldCheck, adminOnly: true }] },
];

/** The settings menu of spec §2, in the spec's order; Support & Help is an e-mail link, always present. */
export const settingsMenu: { label: string; to: string; icon: LucideIcon }[] = [
  { label: "Dashboard", to: "/authenticated", icon: LayoutDashboard },
  { label: "My Strategies", to: "/user/strategies", icon: BarChart3 },
  { label: "Brokerages", to: "/user/brokerages", icon: Building2 },
  { label: "Settings", to: "/user/settings", icon: Settings },
  { label: "Organizations", to: "/user/organizations", icon: Building2 },
];

export const SUPPORT_EMAIL = "support@verdant.app";

export const asLinkTarget = (to: string) => to as LinkProps["to"];
