import { useQuery } from "@tanstack/react-query";
import { TENDER_TYPES } from "@verdant/shared/pricing/pricing.types";
import { type SaleStatus, saleStatuses } from "@verdant/shared/sales";
import type { TransactionSummary } from "@verdant/shared/transactions";
import { Download, ReceiptText } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import type { Column } from "../../components/ui/data-table.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Input } from "../../components/ui/input.tsx";
import { ListTable } from "../../components/ui/list-table.tsx";
import { RecordLink } from "../../components/ui/record-link.tsx";
import { SearchInput } from "../../components/ui/search-input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { notifyError } from "../../lib/notify-error.ts";
import { useStoreToday } from "../../lib/queries/location.ts";
import { registerChoicesQuery } from "../../lib/queries/registers.ts";
import { exportTransactions, transactionsQuery } from "./api.ts";
import { Chip } from "./filter-chip.tsx";
import { dateTime, moneyIn, STATUS_TONES } from "./labels.ts";
import { transactionMessages } from "./messages.ts";
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
  const t = useMessages(transactionMessages);
  const set = (next: Partial<TransactionsSearch>) => onSearchChange({ ...next, page: 1 });

  const columns: Column<TransactionSummary>[] = [
    {
      id: "receipt",
      header: t("list.receipt"),
      sortKey: "receiptNumber",
      sortLabel: t("list.receiptSort"),
      cell: (row) => (
        <RecordLink to="/transactions/$saleId" params={{ saleId: row.id }} className="text-primary underline-offset-4">
          #{row.receiptNumber}
        </RecordLink>
      ),
    },
    {
      id: "date",
      header: t("list.date"),
      sortKey: "completedAt",
      sortLabel: t("list.dateSort"),
      cell: (row) => <span className="whitespace-nowrap">{dateTime(row.completedAt)}</span>,
    },
    {
      id: "customer",
      header: t("list.customer"),
      className: "whitespace-nowrap",
      cell: (row) => (
        <button
          type="button"
          className="text-left hover:underline"
          onClick={() => set({ customerId: row.customer.id, customerName: row.customer.name })}
        >
          {row.customer.name}
          {row.customer.type === "MEDICAL" && (
            <span className="text-xs text-muted-foreground">{t("list.medical")}</span>
          )}
        </button>
      ),
    },
    {
      id: "cashier",
      header: t("list.cashier"),
      className: "whitespace-nowrap",
      cell: (row) => (
        <button
          type="button"
          className="text-left hover:underline"
          onClick={() => set({ cashierId: row.cashier.id, cashierName: row.cashier.name })}
        >
          {row.cashier.name}
        </button>
      ),
    },
    // At 1440 px the total stays on screen: the register shows from 1536 px (it is a filter above too).
    {
      id: "register",
      header: t("list.register"),
      className: "hidden whitespace-nowrap 2xl:table-cell",
      cell: (row) => row.register.name,
    },
    {
      id: "payment",
      header: t("list.payment"),
      className: "whitespace-nowrap",
      cell: (row) => row.paymentTypes.map((p) => t(`tender.${p}`)).join(" + "),
    },
    {
      id: "status",
      header: t("list.status"),
      cell: (row) => <Badge tone={STATUS_TONES[row.status]}>{t(`status.${row.status}`)}</Badge>,
    },
    {
      id: "total",
      header: t("list.total"),
      sortKey: "totalCents",
      sortLabel: t("list.totalSort"),
      className: "text-right",
      cell: (row) => (
        <span className="grid tabular-nums">
          <span className="font-medium">{money(row.totalCents)}</span>
          {row.refundedCents > 0 && (
            <span className="text-xs text-muted-foreground">
              {t("list.refunded", { amount: money(row.refundedCents) })}
            </span>
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
          placeholder={t("list.search")}
          className="w-52"
        />
        <Input
          type="date"
          aria-label={t("list.from")}
          value={search.from ?? ""}
          onChange={(e) => set({ from: e.target.value || undefined })}
          className="w-36"
        />
        <Input
          type="date"
          aria-label={t("list.to")}
          value={search.to ?? ""}
          onChange={(e) => set({ to: e.target.value || undefined })}
          className="w-36"
        />
        <Select
          aria-label={t("list.register")}
          className="w-36"
          value={search.registerId ?? ALL}
          onValueChange={(v) => set({ registerId: v === ALL ? undefined : v })}
          options={[
            { value: ALL, label: t("list.allRegisters") },
            ...(registers.data ?? []).map((r) => ({ value: r.id, label: r.name })),
          ]}
        />
        <Select
          aria-label={t("list.status")}
          className="w-36"
          value={search.status ?? ALL}
          onValueChange={(v) => set({ status: v === ALL ? undefined : (v as SaleStatus) })}
          options={[
            { value: ALL, label: t("list.allStatuses") },
            ...saleStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
        />
        <Select
          aria-label={t("list.paymentType")}
          className="w-36"
          value={search.paymentType ?? ALL}
          onValueChange={(v) => set({ paymentType: v === ALL ? undefined : (v as TransactionsSearch["paymentType"]) })}
          options={[
            { value: ALL, label: t("list.allPayments") },
            ...TENDER_TYPES.map((tender) => ({ value: tender, label: t(`tender.${tender}`) })),
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
              notifyError(error, t("toast.exportFailed"));
            } finally {
              setExporting(false);
            }
          }}
        >
          <Download /> {t("list.export")}
        </Button>
      </div>
      {(search.cashierId || search.customerId) && (
        <div className="flex flex-wrap gap-2">
          {search.cashierId && (
            <Chip
              label={t("list.cashierChip", { name: search.cashierName ?? t("list.selected") })}
              onRemove={() => set({ cashierId: undefined, cashierName: undefined })}
            />
          )}
          {search.customerId && (
            <Chip
              label={t("list.customerChip", { name: search.customerName ?? t("list.selected") })}
              onRemove={() => set({ customerId: undefined, customerName: undefined })}
            />
          )}
        </div>
      )}
      <ListTable
        columns={columns}
        list={list}
        empty={<EmptyState icon={ReceiptText} title={t("list.emptyTitle")} description={t("list.emptyDescription")} />}
        sort={{
          by: search.sortBy ?? "completedAt",
          order: search.sortOrder ?? (search.sortBy ? "asc" : "desc"),
          onChange: ({ by, order }) => set({ sortBy: by as TransactionsSearch["sortBy"], sortOrder: order }),
        }}
        onPageChange={(page) => onSearchChange({ page })}
        onLimitChange={(limit) => set({ limit })}
      />
    </div>
  );
}
