// The screens already on the message catalogs (decision 0034) show no English of their own: no text between JSX
// tags, no literal in a user-facing attribute (title, label, placeholder, aria-label…), and no literal toast. The
// list grows, screen by screen, until it is the whole app.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const TRANSLATED = [
  "app/layouts/app-shell.tsx",
  "app/layouts/auth-layout.tsx",
  "app/layouts/no-access.tsx",
  "app/layouts/not-found.tsx",
  "app/layouts/route-error.tsx",
  "app/layouts/sidebar-nav.tsx",
  "app/layouts/theme-toggle.tsx",
  "app/layouts/user-menu.tsx",
  "components/bulk-delete.tsx",
  "components/checkbox-group.tsx",
  "components/fact.tsx",
  "components/line-explanation.tsx",
  "components/no-location.tsx",
  "components/product-column.tsx",
  "components/ui/alert-dialog-radix.tsx",
  "components/ui/combobox.tsx",
  "components/ui/data-table.tsx",
  "components/ui/dialog-radix.tsx",
  "components/ui/form-buttons.tsx",
  "components/ui/form-field.tsx",
  "components/ui/list-empty-state.tsx",
  "components/ui/pagination.tsx",
  "components/ui/paper-page.tsx",
  "components/ui/reorder-controls.tsx",
  "components/ui/row-actions.tsx",
  "components/ui/search-input.tsx",
  "components/ui/spinner.tsx",
  "features/admin/waitlist-table.tsx",
  "features/auth/account-settings-form.tsx",
  "features/auth/address-form.tsx",
  "features/auth/approval-pin-card.tsx",
  "features/auth/avatar-field.tsx",
  "features/auth/code-form.tsx",
  "features/auth/forgot-password-form.tsx",
  "features/auth/language-card.tsx",
  "features/auth/onboarding-steps.tsx",
  "features/auth/onboarding-wizard.tsx",
  "features/auth/password-sign-in-form.tsx",
  "features/auth/phone-fields.tsx",
  "features/auth/reset-password-form.tsx",
  "features/auth/waitlist-access-code.tsx",
  "features/catalog/list/catalog-filters.tsx",
  "features/catalog/list/catalog-screen.tsx",
  "features/catalog/lookups/api.ts",
  "features/catalog/lookups/lookup-form.tsx",
  "features/catalog/lookups/lookup-manager.tsx",
  "features/catalog/lookups/lookup-picker.tsx",
  "features/catalog/products/affix-input.tsx",
  "features/catalog/products/api.ts",
  "features/catalog/products/product-editor.tsx",
  "features/catalog/products/product-form-solid.tsx",
  "features/catalog/products/product-form.tsx",
  "features/catalog/products/product-image-field.tsx",
  "features/catalog/products/product-tax-menu.tsx",
  "features/catalog/products/products-screen.tsx",
  "features/catalog/products/products-table.tsx",
  "features/customers/customer-dialog.tsx",
  "features/customers/customer-form.tsx",
  "features/customers/customer-group-dialog.tsx",
  "features/customers/customer-groups-manager.tsx",
  "features/customers/customer-history.tsx",
  "features/customers/customer-profile.tsx",
  "features/customers/customers-table.tsx",
  "features/dashboard/dashboard-screen.tsx",
  "features/dashboard/setup-checklist.tsx",
  "features/discounts/affected-products.tsx",
  "features/discounts/amount-step.tsx",
  "features/discounts/combination-mode.tsx",
  "features/discounts/confirm-step.tsx",
  "features/discounts/details-step.tsx",
  "features/discounts/discount-builder.tsx",
  "features/discounts/discounts-table.tsx",
  "features/discounts/rules-step.tsx",
  "features/discounts/step-buttons.tsx",
  "features/inventory/adjust-dialog.tsx",
  "features/inventory/api.ts",
  "features/inventory/inventory-filters.tsx",
  "features/inventory/inventory-labels.tsx",
  "features/inventory/inventory-screen.tsx",
  "features/inventory/inventory-table.tsx",
  "features/inventory/lot-detail.tsx",
  "features/inventory/state-tag.tsx",
  "features/inventory/transfer-dialog.tsx",
  "features/locations/location-fields.tsx",
  "features/locations/location-form-dialog.tsx",
  "features/locations/locations-table.tsx",
  "features/locations/receipt-settings-dialog.tsx",
  "features/locations/workplace-switcher.tsx",
  "features/offline-sales/offline-sales-screen.tsx",
  "features/offline-sales/resolve-dialog.tsx",
  "features/organizations/create-organization-form.tsx",
  "features/organizations/danger-zone.tsx",
  "features/organizations/invite-dialog.tsx",
  "features/organizations/invite-welcome.tsx",
  "features/organizations/invites-table.tsx",
  "features/organizations/location-roles-editor.tsx",
  "features/organizations/member-dialog.tsx",
  "features/organizations/members-table.tsx",
  "features/organizations/organization-settings-form.tsx",
  "features/organizations/organizations-list.tsx",
  "features/organizations/staff-welcome.tsx",
  "features/purchase-orders/details-step.tsx",
  "features/purchase-orders/internal-notes.tsx",
  "features/purchase-orders/items-step.tsx",
  "features/purchase-orders/po-document.tsx",
  "features/purchase-orders/po-labels.tsx",
  "features/purchase-orders/po-send.tsx",
  "features/purchase-orders/po-totals.tsx",
  "features/purchase-orders/purchase-order-detail.tsx",
  "features/purchase-orders/purchase-order-wizard.tsx",
  "features/purchase-orders/purchase-orders-screen.tsx",
  "features/purchase-orders/purchasing-tabs.tsx",
  "features/receive-orders/attachments.tsx",
  "features/receive-orders/item-dialog.tsx",
  "features/receive-orders/new-receive-order.tsx",
  "features/receive-orders/receive-order-detail.tsx",
  "features/receive-orders/receive-orders-screen.tsx",
  "features/receive-orders/ro-labels.tsx",
  "features/register/cart-lines.tsx",
  "features/register/cart-totals.tsx",
  "features/register/close-out-view.tsx",
  "features/register/customer-panel.tsx",
  "features/register/drawer-close.tsx",
  "features/register/drawer-movement.tsx",
  "features/register/drawer-open.tsx",
  "features/register/drawer-summary.tsx",
  "features/register/new-register-dialog.tsx",
  "features/register/offline/approval-button.tsx",
  "features/register/offline/approval-dialog.tsx",
  "features/register/offline/offline-banner.tsx",
  "features/register/offline/update-prompt.tsx",
  "features/register/parked-carts-dialog.tsx",
  "features/register/payment-dialog.tsx",
  "features/register/product-finder.tsx",
  "features/register/refund-choices.tsx",
  "features/register/register-bar.tsx",
  "features/register/register-picker.tsx",
  "features/register/register-screen.tsx",
  "features/register/returns-dialog.tsx",
  "features/register/returns-review.tsx",
  "features/register/sale-complete-dialog.tsx",
  "features/register/sale-panel.tsx",
  "features/reports/customers-screen.tsx",
  "features/reports/discounts-screen.tsx",
  "features/reports/end-of-day-screen.tsx",
  "features/reports/end-of-day-sections.tsx",
  "features/reports/inventory-screen.tsx",
  "features/reports/purchasing-screen.tsx",
  "features/reports/report-bar-chart.tsx",
  "features/reports/report-filters.tsx",
  "features/reports/report-parts.tsx",
  "features/reports/report-table.tsx",
  "features/reports/sales-screen.tsx",
  "features/reports/tax-liability-screen.tsx",
  "features/reports/trade-report-screen.tsx",
  "features/rooms/api.ts",
  "features/rooms/room-dialog.tsx",
  "features/rooms/room-form.tsx",
  "features/rooms/rooms-table.tsx",
  "features/tax-groups/assign-tax-group-dialog.tsx",
  "features/tax-groups/assign-tax-group-host.tsx",
  "features/tax-groups/entity-assignments.tsx",
  "features/tax-groups/group-assignments.tsx",
  "features/tax-groups/limits-profile.tsx",
  "features/tax-groups/tax-group-dialogs.tsx",
  "features/tax-groups/tax-groups-table.tsx",
  "features/tax-groups/tax-preview-result.tsx",
  "features/tax-groups/tax-preview.tsx",
  "features/tax-rates/group-rates.tsx",
  "features/tax-rates/jurisdiction-settings.tsx",
  "features/tax-rates/tax-rate-dialog.tsx",
  "features/tax-rates/tax-rate-filters.tsx",
  "features/tax-rates/tax-rate-form.tsx",
  "features/tax-rates/tax-rates-table.tsx",
  "features/track-trace/link-card.tsx",
  "features/track-trace/manifests-card.tsx",
  "features/track-trace/reconciliation-card.tsx",
  "features/track-trace/sync-status.tsx",
  "features/transactions/filter-chip.tsx",
  "features/transactions/receipt-view.tsx",
  "features/transactions/sale-actions.tsx",
  "features/transactions/sale-lines-explained.tsx",
  "features/transactions/send-receipt.tsx",
  "features/transactions/transaction-detail.tsx",
  "features/transactions/transactions-screen.tsx",
  "features/vendors/api.ts",
  "features/vendors/license-badge.tsx",
  "features/vendors/license-field.tsx",
  "features/vendors/vendor-editor.tsx",
  "features/vendors/vendor-form.tsx",
  "features/vendors/vendors-screen.tsx",
  "features/vendors/vendors-table.tsx",
  "hooks/use-unsaved-changes.tsx",
  "routes/_app/admin/waitlist.tsx",
  "routes/_app/authenticated.tsx",
  "routes/_app/brands.tsx",
  "routes/_app/catalog.tsx",
  "routes/_app/configure.tsx",
  "routes/_app/configure/categories.tsx",
  "routes/_app/configure/customer-groups.tsx",
  "routes/_app/configure/index.tsx",
  "routes/_app/configure/metrc.tsx",
  "routes/_app/configure/priorities.tsx",
  "routes/_app/configure/rooms.tsx",
  "routes/_app/configure/strains.tsx",
  "routes/_app/configure/tags.tsx",
  "routes/_app/configure/taxes/$taxGroupId.tsx",
  "routes/_app/configure/taxes/assignments.tsx",
  "routes/_app/configure/taxes/index.tsx",
  "routes/_app/configure/taxes/jurisdiction.tsx",
  "routes/_app/configure/taxes/limits.tsx",
  "routes/_app/configure/taxes/preview.tsx",
  "routes/_app/configure/taxes/rates.tsx",
  "routes/_app/configure/taxes/route.tsx",
  "routes/_app/customers/$customerId.tsx",
  "routes/_app/customers/index.tsx",
  "routes/_app/inventory.tsx",
  "routes/_app/inventory_.$inventoryId.tsx",
  "routes/_app/marketing/discount.tsx",
  "routes/_app/marketing/index.tsx",
  "routes/_app/offline-sales.tsx",
  "routes/_app/pos.tsx",
  "routes/_app/products.tsx",
  "routes/_app/purchase-orders.tsx",
  "routes/_app/purchase-orders_.$purchaseOrderId.tsx",
  "routes/_app/purchase-orders_.new.tsx",
  "routes/_app/purchase-orders_.receive.tsx",
  "routes/_app/purchase-orders_.receive_.$receiveOrderId.tsx",
  "routes/_app/reports/customers.tsx",
  "routes/_app/reports/discounts.tsx",
  "routes/_app/reports/end-of-day.tsx",
  "routes/_app/reports/index.tsx",
  "routes/_app/reports/inventory.tsx",
  "routes/_app/reports/purchasing.tsx",
  "routes/_app/reports/sales.tsx",
  "routes/_app/reports/tax-liability.tsx",
  "routes/_app/transactions.tsx",
  "routes/_app/transactions_.$saleId.tsx",
  "routes/_app/user/create-organization.tsx",
  "routes/_app/user/organizations/$orgId.tsx",
  "routes/_app/user/organizations/index.tsx",
  "routes/_app/user/settings.tsx",
  "routes/_app/vendors.tsx",
  "routes/_app/welcome.tsx",
  "routes/_auth/forgot-password.tsx",
  "routes/_auth/invalid-invite.tsx",
  "routes/_auth/invalid-reset-password.tsx",
  "routes/_auth/onboarding.tsx",
  "routes/_auth/passwordless-signin.tsx",
  "routes/_auth/signin.tsx",
  "routes/_auth/signup-onboarding.tsx",
  "routes/_auth/signup/$inviteCode.tsx",
  "routes/_auth/signup/index.tsx",
  "routes/_auth/waitlist.tsx",
  "routes/close-out.$drawerSessionId.tsx",
  "routes/purchase-order-print.$purchaseOrderId.tsx",
  "routes/receipt.$saleId.tsx",
];

/** Props a person reads or hears. */
const USER_FACING = new Set([
  "title",
  "description",
  "label",
  "placeholder",
  "aria-label",
  "alt",
  "submitLabel",
  "loadingLabel",
  "content",
  "hint",
]);
/** Toasts and mutation toasts: `notify.error("…")`, `meta: { success: "…" }`. */
const TOAST_CALLS = /^notify\.(success|error|info|warning)$/;
const TOAST_KEYS = new Set(["success", "error"]);

const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

/** Each piece of English a file shows without the catalog, with its line. */
function untranslated(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(text.trim())}`);
  /** A literal shown as is: not an argument of a call (t("key"), cn("…")), nor a key or a comparison operand. */
  const shownLiteral = (node: ts.Node, stop: ts.Node): boolean => {
    for (let at = node.parent; at && at !== stop; at = at.parent) {
      if (
        ts.isCallExpression(at) ||
        (ts.isBinaryExpression(at) &&
          at.operatorToken.kind !== ts.SyntaxKind.BarBarToken &&
          at.operatorToken.kind !== ts.SyntaxKind.QuestionQuestionToken)
      )
        return false;
      if (ts.isElementAccessExpression(at) || ts.isPropertyAccessExpression(at)) return false;
    }
    return true;
  };
  const literalsIn = (expression: ts.Node, visit: (literal: ts.Node, text: string) => void) => {
    const walk = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) visit(node, node.text);
      else if (ts.isTemplateExpression(node))
        visit(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" "));
      else if (!ts.isJsxElement(node) && !ts.isJsxSelfClosingElement(node) && !ts.isArrowFunction(node))
        ts.forEachChild(node, walk);
    };
    walk(expression);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && USER_FACING.has(node.name.getText()) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init) && hasWords(init.text)) report(init, init.text);
      if (ts.isJsxExpression(init) && init.expression)
        literalsIn(init.expression, (literal, text) => {
          if (hasWords(text) && shownLiteral(literal, init)) report(literal, text);
        });
    }
    if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent))
      literalsIn(node.expression, (literal, text) => {
        if (hasWords(text) && shownLiteral(literal, node)) report(literal, text);
      });
    if (ts.isCallExpression(node) && TOAST_CALLS.test(node.expression.getText())) {
      const [first] = node.arguments;
      if (first && (ts.isStringLiteral(first) || ts.isTemplateExpression(first))) report(first, first.getText());
    }
    if (ts.isPropertyAssignment(node) && TOAST_KEYS.has(node.name.getText())) {
      const value = node.initializer;
      if ((ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) && hasWords(value.text))
        report(value, value.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe("screens on the message catalogs", () => {
  it("finds English written into a screen (the check itself)", () => {
    const sample = `export const A = () => (
      <Card title="Sign in" aria-label={open ? "Close" : "Open"} placeholder={t("x")} className="grid gap-2">
        Welcome back {name} {ok ? "yes" : t("no")}
        <Button onClick={() => notify.error("Failed")}>{t("save")}</Button>
      </Card>
    );
    const m = { meta: { success: "Saved", error: t("failed") } };`;
    expect(untranslated("sample.tsx", sample).map((line) => line.split(" ").slice(1).join(" "))).toEqual([
      '"Sign in"',
      '"Close"',
      '"Open"',
      '"Welcome back"',
      '"yes"',
      '"\\"Failed\\""',
      '"Saved"',
    ]);
  });

  it.each(TRANSLATED)("%s shows only catalog text", (file) => {
    expect(untranslated(file, readFileSync(path.join(SRC, file), "utf8"))).toEqual([]);
  });
});
