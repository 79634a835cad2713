// CSV as spreadsheets read it: RFC 4180 quoting, money as dollars with cents, and a leading =, +, - or @ escaped
// so that a cell is never read as a formula. Shared by every export (transactions, reports).

export const csvCell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = /^[=+\-@]/.test(text) && !/^-\d/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export const csvLine = (cells: (string | number | null | undefined)[]) => `${cells.map(csvCell).join(",")}\n`;

/** Cents as a plain decimal (no currency sign or grouping), for spreadsheets to sum. */
export const dollars = (cents: number) => `${cents < 0 ? "-" : ""}${(Math.abs(cents) / 100).toFixed(2)}`;
