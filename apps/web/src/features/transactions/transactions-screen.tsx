import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { TENDER_TYPES } from "@verdant/shared/pricing/pricing.types";
import { type SaleStatus, saleStatuses } from "@verdant/shared/sales";
import type { TransactionSummary } from "@verdant/shared/transactions";
import { Download, ReceiptText } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Input } from "../../components/ui/input.tsx";
import { pageFooter } from "../../components/ui/pagination.tsx";
import { SearchInput } from "../../components/ui/search-input.tsx";
import { Select } from "../../components/ui/select.tsx";
import type { LocationScope } from "../../lib/location-scope.ts";
import { notifyError } from "../../lib/notify-error.ts";
import { useStoreToday } from "../../lib/queries/location.ts";
import { registerChoicesQuery } from "../../lib/queries/registers.ts";
import { exportTransactions, TRANSACTION_MESSAGES, transactionsQuery } from "./api.ts";
import { Chip } from "./filter-chip.tsx";
import { dateTime, moneyIn, STATUS_LABELS, STATUS_TONES, TENDER_NAMES } from "./labels.ts";
import { type TransactionsSearch, toTransactionFilters } from "./transactions-search.ts";

const ALL = "all";

export function TransactionsScreen(props: {
  scope: LocationScope;
  currency: string;
  search: TransactionsSearch;
  onSearchChange: (next: Partial<TransactionsSearch>) => void;
}) {
  const { scope, search, onSearchChange } = props;
  const filters = toTransactionFilters(search);
  const view = { page: search.page, sortBy: search.sortBy, sortOrder: search.sortOrder, limit: search.limit };
  const list = useQuery(transactionsQuery(scope, { ...filters, ...view }));
  const registers = useQuery(registerChoicesQuery(scope));
  const today = useStoreToday();
  const [exporting, setExporting] = useState(false);
  const money = moneyIn(props.currency);
  const set = (next: Partial<TransactionsSearch>) => onSearchChange({ ...next, page: 1 });

  const columns: Column<TransactionSummary>[] = [
    {
      id: "receipt",
      header: "Receipt",
      sortKey: "receiptNumber",
      sortLabel: "receipt number",
      cell: (t) => (
        <Link
          to="/transactions/$saleId"
          params={{ saleId: t.id }}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          #{t.receiptNumber}
        </Link>
      ),
    },
    {
      id: "date",
      header: "Date",
      sortKey: "completedAt",
      sortLabel: "date",
      cell: (t) => <span className="whitespace-nowrap">{dateTime(t.completedAt)}</span>,
    },
    {
      id: "customer",
      header: "Customer",
      className: "whitespace-nowrap",
      cell: (t) => (
        <button
          type="button"
          className="text-left hover:underline"
          onClick={() => set({ customerId: t.customer.id, customerName: t.customer.name })}
        >
          {t.customer.name}
          {t.customer.type === "MEDICAL" && <span className="text-xs text-muted-foreground"> · medical</span>}
        </button>
      ),
    },
    {
      id: "cashier",
      header: "Cashier",
      className: "whitespace-nowrap",
      cell: (t) => (
        <button
          type="button"
          className="text-left hover:underline"
          onClick={() => set({ cashierId: t.cashier.id, cashierName: t.cashier.name })}
        >
          {t.cashier.name}
        </button>
      ),
    },
    // At 1440 px the total stays on screen: the register shows from 1536 px (it is a filter above too).
    {
      id: "register",
      header: "Register",
      className: "hidden whitespace-nowrap 2xl:table-cell",
      cell: (t) => t.register.name,
    },
    {
      id: "payment",
      header: "Payment",
      className: "whitespace-nowrap",
      cell: (t) => t.paymentTypes.map((p) => TENDER_NAMES[p]).join(" + "),
    },
    {
      id: "status",
      header: "Status",
      cell: (t) => <Badge tone={STATUS_TONES[t.status]}>{STATUS_LABELS[t.status]}</Badge>,
    },
    {
      id: "total",
      header: "Total",
      sortKey: "totalCents",
      sortLabel: "total",
      className: "text-right",
      cell: (t) => (
        <span className="grid tabular-nums">
          <span className="font-medium">{money(t.totalCents)}</span>
          {t.refundedCents > 0 && (
            <span className="text-xs text-muted-foreground">−{money(t.refundedCents)} refunded</span>
          )}
        </span>
      ),
    },
  ];

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-2">
        <SearchInput
          value={search.search}
          onSearch={(value) => set({ search: value })}
          placeholder="Receipt #, customer or product"
          className="w-52"
        />
        <Input
          type="date"
          aria-label="From"
          value={search.from ?? ""}
          onChange={(e) => set({ from: e.target.value || undefined })}
          className="w-36"
        />
        <Input
          type="date"
          aria-label="To"
          value={search.to ?? ""}
          onChange={(e) => set({ to: e.target.value || undefined })}
          className="w-36"
        />
        <Select
          aria-label="Register"
          className="w-36"
          value={search.registerId ?? ALL}
          onValueChange={(v) => set({ registerId: v === ALL ? undefined : v })}
          options={[
            { value: ALL, label: "All registers" },
            ...(registers.data ?? []).map((r) => ({ value: r.id, label: r.name })),
          ]}
        />
        <Select
          aria-label="Status"
          className="w-36"
          value={search.status ?? ALL}
          onValueChange={(v) => set({ status: v === ALL ? undefined : (v as SaleStatus) })}
          options={[
            { value: ALL, label: "All statuses" },
            ...saleStatuses.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
          ]}
        />
        <Select
          aria-label="Payment type"
          className="w-36"
          value={search.paymentType ?? ALL}
          onValueChange={(v) => set({ paymentType: v === ALL ? undefined : (v as TransactionsSearch["paymentType"]) })}
          options={[
            { value: ALL, label: "All payments" },
            ...TENDER_TYPES.map((t) => ({ value: t, label: TENDER_NAMES[t] })),
          ]}
        />
        <Button
          variant="outline"
          className="ml-auto"
          loading={exporting}
          onClick={async () => {
            setExporting(true);
            try {
              await exportTransactions(scope, filters, today);
            } catch (error) {
              notifyError(error, TRANSACTION_MESSAGES.exportFailed);
            } finally {
              setExporting(false);
            }
          }}
        >
          <Download /> Export CSV
        </Button>
      </div>
      {(search.cashierId || search.customerId) && (
        <div className="flex flex-wrap gap-2">
          {search.cashierId && (
            <Chip
              label={`Cashier: ${search.cashierName ?? "selected"}`}
              onRemove={() => set({ cashierId: undefined, cashierName: undefined })}
            />
          )}
          {search.customerId && (
            <Chip
              label={`Customer: ${search.customerName ?? "selected"}`}
              onRemove={() => set({ customerId: undefined, customerName: undefined })}
            />
          )}
        </div>
      )}
      <DataTable
        columns={columns}
        rows={list.data?.data}
        rowKey={(t) => t.id}
        loading={list.isPending}
        empty={
          <EmptyState
            icon={ReceiptText}
            title="No sales match"
            description="Sales completed at the register appear here. Widen the dates or clear a filter."
          />
        }
        sort={{
          by: search.sortBy ?? "completedAt",
          order: search.sortOrder ?? (search.sortBy ? "asc" : "desc"),
          onChange: ({ by, order }) => set({ sortBy: by as TransactionsSearch["sortBy"], sortOrder: order }),
        }}
        footer={pageFooter(
          list.data?.meta,
          (page) => onSearchChange({ page }),
          (limit) => set({ limit }),
        )}
      />
    </div>
  );
}
