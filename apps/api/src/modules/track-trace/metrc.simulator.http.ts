// The Metrc simulator's answers: JSON bodies, Metrc's paged lists, and request bodies read whole.
import type { IncomingMessage, ServerResponse } from "node:http";

export const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  res.end(body === undefined ? "" : JSON.stringify(body));
};

export const page = (rows: unknown[], query: URLSearchParams) => {
  const size = Math.min(Number(query.get("pageSize") ?? 20) || 20, 20);
  const number = Math.max(Number(query.get("pageNumber") ?? 1) || 1, 1);
  const totalPages = Math.max(Math.ceil(rows.length / size), 1);
  const data = rows.slice((number - 1) * size, number * size);
  return {
    Data: data,
    Total: rows.length,
    TotalRecords: rows.length,
    PageSize: size,
    RecordsOnPage: data.length,
    CurrentPage: number,
    TotalPages: totalPages,
  };
};

export async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return undefined;
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return null;
  }
}
