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
  "components/ui/paper-page.tsx",
  "features/auth/account-settings-form.tsx",
  "features/auth/address-form.tsx",
  "features/auth/approval-pin-card.tsx",
  "features/auth/avatar-field.tsx",
  "features/auth/code-form.tsx",
  "features/auth/forgot-password-form.tsx",
  "features/auth/language-card.tsx",
  "features/auth/password-sign-in-form.tsx",
  "features/auth/phone-fields.tsx",
  "features/auth/reset-password-form.tsx",
  "features/auth/waitlist-access-code.tsx",
  "features/offline-sales/offline-sales-screen.tsx",
  "features/offline-sales/resolve-dialog.tsx",
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
  "features/transactions/filter-chip.tsx",
  "features/transactions/receipt-view.tsx",
  "features/transactions/sale-actions.tsx",
  "features/transactions/sale-lines-explained.tsx",
  "features/transactions/send-receipt.tsx",
  "features/transactions/transaction-detail.tsx",
  "features/transactions/transactions-screen.tsx",
  "routes/_app/authenticated.tsx",
  "routes/_app/offline-sales.tsx",
  "routes/_app/pos.tsx",
  "routes/_app/transactions.tsx",
  "routes/_app/transactions_.$saleId.tsx",
  "routes/_app/user/settings.tsx",
  "routes/_auth/forgot-password.tsx",
  "routes/_auth/invalid-invite.tsx",
  "routes/_auth/invalid-reset-password.tsx",
  "routes/_auth/passwordless-signin.tsx",
  "routes/_auth/signin.tsx",
  "routes/_auth/signup/$inviteCode.tsx",
  "routes/_auth/signup/index.tsx",
  "routes/_auth/waitlist.tsx",
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
