// The signed-in areas of spec §2 (labels are keys of the shell catalog, decision 0034). An item shows only once its route exists, so a later issue's screen
// appears in the navigation by adding its route file; nothing here links to a page that is not built.
// An item with a permission shows only to members whose role at the selected location grants it
// (domain.md's table through can()); the server refuses the same calls, the menu just does not offer them.
import type { LinkProps } from "@tanstack/react-router";
import type { Permission } from "@verdant/shared/roles";
import {
  BadgeCheck,
  BadgePercent,
  BarChart3,
  Boxes,
  Building2,
  Calculator,
  ClipboardList,
  CloudOff,
  Cog,
  Landmark,
  LayoutDashboard,
  LibraryBig,
  type LucideIcon,
  Megaphone,
  Package,
  PackageCheck,
  PieChart,
  ReceiptText,
  ScanBarcode,
  Settings,
  ShieldCheck,
  TrendingUp,
  Truck,
  Users,
  UsersRound,
  Warehouse,
} from "lucide-react";
import type { ShellMessage } from "./shell-messages.ts";

export type NavItem = {
  /** The shell catalog's key of its label (app/layouts/messages). */
  label: ShellMessage;
  /** A path of the route tree; `$orgId` is filled with the selected organization. */
  to: string;
  icon: LucideIcon;
  adminOnly?: boolean;
  permission?: Permission;
};
export type NavSection = { label?: ShellMessage; items: NavItem[] };

export const navSections: NavSection[] = [
  {
    items: [
      { label: "nav.dashboard", to: "/authenticated", icon: LayoutDashboard },
      { label: "nav.register", to: "/pos", icon: ScanBarcode, permission: "register.sell" },
      { label: "nav.transactions", to: "/transactions", icon: ReceiptText, permission: "reports.readOwn" },
      { label: "nav.offlineSales", to: "/offline-sales", icon: CloudOff, permission: "register.manage" },
    ],
  },
  {
    label: "section.products",
    items: [
      { label: "nav.products", to: "/products", icon: Package, permission: "catalog.read" },
      { label: "nav.catalog", to: "/catalog", icon: LibraryBig, permission: "catalog.read" },
      { label: "nav.brands", to: "/brands", icon: BadgeCheck, permission: "catalog.read" },
      { label: "nav.inventory", to: "/inventory", icon: Boxes, permission: "inventory.read" },
      { label: "nav.purchaseOrders", to: "/purchase-orders", icon: ClipboardList, permission: "inventory.read" },
      { label: "nav.vendors", to: "/vendors", icon: Truck, permission: "catalog.read" },
    ],
  },
  {
    label: "section.sales",
    items: [
      { label: "nav.customers", to: "/customers", icon: Users, permission: "customers.read" },
      { label: "nav.marketing", to: "/marketing", icon: Megaphone, permission: "pricing.read" },
      { label: "nav.configure", to: "/configure", icon: Cog, permission: "catalog.read" },
    ],
  },
  {
    label: "section.reports",
    items: [
      { label: "nav.endOfDay", to: "/reports/end-of-day", icon: Calculator, permission: "reports.readOwn" },
      { label: "nav.taxLiability", to: "/reports/tax-liability", icon: Landmark, permission: "reports.read" },
      { label: "nav.sales", to: "/reports/sales", icon: TrendingUp, permission: "reports.read" },
      { label: "nav.stockValue", to: "/reports/inventory", icon: Warehouse, permission: "reports.read" },
      { label: "nav.discountUse", to: "/reports/discounts", icon: BadgePercent, permission: "reports.read" },
      { label: "nav.purchasing", to: "/reports/purchasing", icon: PackageCheck, permission: "reports.read" },
      { label: "nav.customerMix", to: "/reports/customers", icon: PieChart, permission: "reports.read" },
    ],
  },
  {
    label: "section.organization",
    items: [{ label: "nav.team", to: "/user/organizations/$orgId", icon: UsersRound, permission: "org.manage" }],
  },
  {
    label: "section.platform",
    items: [{ label: "nav.waitlist", to: "/admin/waitlist", icon: ShieldCheck, adminOnly: true }],
  },
];

/** The settings menu of spec §2, in the spec's order; Support & Help is an e-mail link, always present. */
export const settingsMenu: { label: ShellMessage; to: string; icon: LucideIcon }[] = [
  { label: "nav.dashboard", to: "/authenticated", icon: LayoutDashboard },
  { label: "menu.myStrategies", to: "/user/strategies", icon: BarChart3 },
  { label: "menu.brokerages", to: "/user/brokerages", icon: Building2 },
  { label: "menu.settings", to: "/user/settings", icon: Settings },
  { label: "menu.organizations", to: "/user/organizations", icon: Building2 },
];

export const SUPPORT_EMAIL = "support@verdant.app";

export const asLinkTarget = (to: string) => to as LinkProps["to"];
