// The two sections printed after the table: the checkout flow and Lighthouse. Each runs unless
// BENCH_TARGETS is set without naming it.
import { checkoutFlows } from "./checkout.ts";
import { renderLighthouse, runLighthouse } from "./lighthouse.ts";
import { measure } from "./load.ts";
import { fail, progress } from "./problems.ts";
import { stopChild } from "./processes.ts";
import { type Captured, type Server, startReference } from "./servers.ts";
import type { Settings } from "./targets.ts";

/**
 * Lighthouse scores and first-load JavaScript of the main screens (bench/lighthouse.ts).
 * BENCH_LIGHTHOUSE=0 keeps only the JavaScript read from the pages' HTML.
 */
export async function benchLighthouse(coop: Server): Promise<string | null> {
  if (process.env.BENCH_TARGETS && !/lighthouse/i.test(process.env.BENCH_TARGETS)) return null;
  if (coop.child.hasExited()) return null;
  progress("Lighthouse and first-load JavaScript");
  try {
    const result = await runLighthouse(coop.origin, progress);
    // Chromium that cannot start is a problem of the run, not a speed figure.
    if (result.error) fail(result.error);
    for (const figure of result.figures) {
      if (figure.error) fail(`Lighthouse ${figure.path}: ${figure.error.split("\n")[0]}`);
    }
    for (const figure of result.accountPages ?? []) {
      if (figure.error) fail(`Account page ${figure.path}: ${figure.error.split("\n")[0]}`);
    }
    return renderLighthouse(result);
  } catch (error) {
    fail(`Lighthouse: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * Complete checkouts per second (eight API calls and a payment each) as a ratio to the
 * hello-world requests per second of a bare node:http server in the same run.
 */
export async function benchCheckoutFlow(
  coop: Server,
  bodyDir: string,
  settings: Settings,
): Promise<string | null> {
  if (process.env.BENCH_TARGETS && !/checkout/i.test(process.env.BENCH_TARGETS)) return null;
  const concurrency = 4;
  progress(`Checkout flow (${concurrency} customers at once)`);
  const hello = {
    status: 200,
    body: Buffer.from("hello world"),
    contentType: "text/plain",
    contentEncoding: "",
  };
  const reference = await startReference(hello as Captured, bodyDir, 999);
  let helloRate: number;
  try {
    const m = await measure(
      "hello-world reference",
      reference.origin,
      { name: "hello world", path: "/" },
      { ...settings, connections: concurrency },
      [reference.child],
    );
    helloRate = m.requestsPerSecond;
  } finally {
    await stopChild(reference.child);
  }
  progress(`  Coop: checkout flows for ${settings.duration} s`);
  const result = await checkoutFlows(coop.origin, settings.duration, concurrency);
  for (const failure of result.failures.slice(0, 5)) fail(`checkout flow: ${failure}`);
  const ratio = result.perSecond / helloRate;
  const goal = 0.01;
  return (
    `checkout flow: ${result.flows} orders placed, ${result.perSecond.toFixed(1)} checkouts/s; hello-world reference ` +
    `${Math.round(helloRate).toLocaleString("en-US")} req/s; ratio ${ratio.toFixed(4)}× (goal ≥ ${goal}× ${ratio >= goal ? "met" : "MISSED"})`
  );
}
