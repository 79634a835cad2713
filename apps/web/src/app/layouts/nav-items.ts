// The signed-in areas of spec §2. An item shows only once its route exists, so a later issue's screen
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

export type NavItem = {
  label: string;
  /** A path of the route tree; `$orgId` is filled with the selected organization. */
  to: string;
  icon: LucideIcon;
  adminOnly?: boolean;
  permission?: Permission;
};
export type NavSection = { label?: string; items: NavItem[] };

export const navSections: NavSection[] = [
  {
    items: [
      { label: "Dashboard", to: "/authenticated", icon: LayoutDashboard },
      { label: "Register", to: "/pos", icon: ScanBarcode, permission: "register.sell" },
      { label: "Transactions", to: "/transactions", icon: ReceiptText, permission: "reports.readOwn" },
      { label: "Offline sales", to: "/offline-sales", icon: CloudOff, permission: "register.manage" },
    ],
  },
  {
    label: "Products",
    items: [
      { label: "Products", to: "/products", icon: Package, permission: "catalog.read" },
      { label: "Catalog", to: "/catalog", icon: LibraryBig, permission: "catalog.read" },
      { label: "Brands", to: "/brands", icon: BadgeCheck, permission: "catalog.read" },
      { label: "Inventory", to: "/inventory", icon: Boxes, permission: "inventory.read" },
      { label: "Purchase orders", to: "/purchase-orders", icon: ClipboardList, permission: "inventory.read" },
      { label: "Vendors", to: "/vendors", icon: Truck, permission: "catalog.read" },
    ],
  },
  {
    label: "Sales",
    items: [
      { label: "Customers", to: "/customers", icon: Users, permission: "customers.read" },
      { label: "Marketing", to: "/marketing", icon: Megaphone, permission: "pricing.read" },
      { label: "Configure", to: "/configure", icon: Cog, permission: "catalog.read" },
    ],
  },
  {
    label: "Reports",
    items: [
      { label: "End of day", to: "/reports/end-of-day", icon: Calculator, permission: "reports.readOwn" },
      { label: "Tax liability", to: "/reports/tax-liability", icon: Landmark, permission: "reports.read" },
      { label: "Sales", to: "/reports/sales", icon: TrendingUp, permission: "reports.read" },
      { label: "Stock value", to: "/reports/inventory", icon: Warehouse, permission: "reports.read" },
      { label: "Discount use", to: "/reports/discounts", icon: BadgePercent, permission: "reports.read" },
      { label: "Purchasing", to: "/reports/purchasing", icon: PackageCheck, permission: "reports.read" },
      { label: "Customer mix", to: "/reports/customers", icon: PieChart, permission: "reports.read" },
    ],
  },
  {
    label: "Organization",
    items: [
      { label: "Team & locations", to: "/user/organizations/$orgId", icon: UsersRound, permission: "org.manage" },
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
