// The checkout flow as a benchmark: create → add → coupon → handoff → time →
// validate → token → submit, by `concurrency` customers at once for `seconds`. Each flow
// picks a random restaurant and a random slot of the next days, so the bench works at any
// hour and never runs out of kitchen capacity.
type Json = Record<string, unknown>;

async function call(
  origin: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Json }> {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Json) : {} };
}

async function expectOk(step: string, p: Promise<{ status: number; json: Json }>): Promise<Json> {
  const { status, json } = await p;
  if (status !== 200) throw new Error(`${step}: ${status} ${String(json.message ?? "")}`);
  return json;
}

async function oneFlow(origin: string, menuIds: string[]): Promise<void> {
  const menuId = menuIds[Math.floor(Math.random() * menuIds.length)]!;
  const order = await expectOk(
    "create",
    call(origin, "POST", "/api/v1/orders/create", { menu_id: menuId }),
  );
  const id = order.id as string;
  await expectOk(
    "add",
    call(origin, "POST", `/api/v1/orders/${id}/products`, {
      products: [
        { id: "CB-3PC", quantity: 1, choices: [] },
        { id: "DRK-TEA", quantity: 1, choices: [] },
      ],
    }),
  );
  await expectOk("coupon", call(origin, "PUT", `/api/v1/orders/${id}/coupon`, { code: "COOP10" }));
  await expectOk("handoff", call(origin, "PUT", `/api/v1/orders/${id}/handoff/pickup`));
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  // Tomorrow to three days out: some restaurants close on Sundays.
  const times = await expectOk(
    "times",
    call(origin, "GET", `/api/v1/menus/${menuId}/times?from=${day(1)}&to=${day(3)}`),
  );
  const slots = times.times as { time: string }[];
  const slot = slots[Math.floor(Math.random() * slots.length)];
  if (!slot) throw new Error(`times: ${menuId} has no slot in the next three days`);
  await expectOk("time", call(origin, "PUT", `/api/v1/orders/${id}/time`, { time: slot.time }));
  const validated = await expectOk(
    "validate",
    call(origin, "POST", `/api/v1/orders/${id}/validate`),
  );
  const total = (validated.totals as { total: number }).total;
  const token = await expectOk(
    "token",
    call(origin, "POST", `/api/v1/orders/${id}/token`, {
      number: "4111111111111111",
      exp_month: 12,
      exp_year: 2035,
      cvv: "123",
      zip: "27601",
    }),
  );
  await expectOk(
    "submit",
    call(
      origin,
      "POST",
      `/api/v1/orders/${id}/submit`,
      {
        usertype: "guest",
        contact: {
          first_name: "Bench",
          last_name: "Mark",
          email: "bench@example.com",
          phone: "9195550100",
        },
        payments: [{ type: "creditcard", token: token.token, amount: total }],
      },
      { "idempotency-key": crypto.randomUUID() },
    ),
  );
}

export type CheckoutResult = { flows: number; perSecond: number; failures: string[] };

export async function checkoutFlows(
  origin: string,
  seconds: number,
  concurrency: number,
): Promise<CheckoutResult> {
  const locations = await expectOk("locations", call(origin, "GET", "/api/v1/locations"));
  const menuIds = (locations.locations as { menu_id: string; handoff_modes: string[] }[])
    .filter((l) => l.handoff_modes.includes("pickup"))
    .map((l) => l.menu_id);
  const failures: string[] = [];
  let flows = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        try {
          await oneFlow(origin, menuIds);
          flows += 1;
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
          if (failures.length > 20) return;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { flows, perSecond: flows / elapsed, failures };
}
