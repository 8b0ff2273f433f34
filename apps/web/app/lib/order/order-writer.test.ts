import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

import { describe, expect, it } from "vitest";

// One writer of the stored order: only the queued order actions write it, through the
// writer order-queue.ts hands each queued run. The store's `setOrder` is the only way in
// (its `setState` does not take the order), and only order-queue.ts may call it.
const app = join(import.meta.dirname, "../..");
const writer = "lib/order/order-queue.ts";
const store = "lib/store/client-store.ts";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The text between the parentheses of each call of a store's method `.name(` in a source. */
function callArguments(source: string, name: string): string[] {
  const found: string[] = [];
  const pattern = new RegExp(`\\.${name}\\s*\\(`, "g");
  for (const match of source.matchAll(pattern)) {
    const start = match.index + match[0].length;
    let depth = 1;
    let end = start;
    while (end < source.length && depth > 0) {
      if (source[end] === "(") depth += 1;
      else if (source[end] === ")") depth -= 1;
      end += 1;
    }
    found.push(source.slice(start, end - 1));
  }
  return found;
}

/**
 * Where a source writes the stored order: a store's `setOrder(…)`, or its `setState(…)` with
 * an order key (a React state setter, called bare, is not the store).
 */
function orderWrites(source: string): string[] {
  const setOrder = callArguments(source, "setOrder").map((args) => `setOrder(${args})`);
  const setState = callArguments(source, "setState")
    .filter((args) => /(^|[{,\s])order\s*[:,}]/.test(args))
    .map((args) => `setState(${args})`);
  return [...setOrder, ...setState];
}

describe("cart.one-writer: the stored order has one writer", () => {
  it("nothing outside the order queue writes the order into the store", () => {
    const writes = sourceFiles(app).flatMap((file) => {
      const path = relative(app, file).split("\\").join("/");
      if (path === writer || path === store) return [];
      return orderWrites(readFileSync(file, "utf8")).map((call) => `${path}: ${call}`);
    });
    expect(writes).toEqual([]);
  });

  it("the order queue is where the order is written", () => {
    expect(orderWrites(readFileSync(join(app, writer), "utf8")).length).toBeGreaterThan(0);
  });

  it("the check sees every way of writing the order and nothing else", () => {
    expect(orderWrites("clientStore.setState({ order: null });")).toHaveLength(1);
    expect(orderWrites("clientStore.setState({ location, order });")).toHaveLength(1);
    expect(orderWrites("store.setState((s) => ({ showCart: true, order: next(s) }))")).toHaveLength(
      1,
    );
    expect(orderWrites("clientStore.setOrder(order, { handoffToggle: 'pickup' })")).toHaveLength(1);
    expect(
      orderWrites("clientStore.setState({ activeOrder: o, orderConfirming: false, errors: [] })"),
    ).toEqual([]);
    expect(orderWrites('setState({ kind: "ready", order })')).toEqual([]);
  });
});
