// A message with parts that are not plain text ("We sent a code to <b>{to}</b>."): the message is formatted with
// markers in place of those values, then split around them, so a translation may move them anywhere.
import { createElement, Fragment, type ReactNode } from "react";
import type { MessageValues } from "./catalog.ts";

const MARK = "\u2063";

export function rich(format: (values: MessageValues) => string, nodes: Record<string, ReactNode>): ReactNode {
  const names = Object.keys(nodes);
  const values = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`]));
  const parts = format(values).split(MARK);
  return parts.map((part, i) => createElement(Fragment, { key: i }, i % 2 === 1 ? nodes[names[Number(part)]!] : part));
}
