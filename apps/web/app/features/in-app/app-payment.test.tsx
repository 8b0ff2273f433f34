// @vitest-environment happy-dom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { AppPayment, type CardEntry } from "./app-payment.tsx";
import type { PaymentLink } from "./in-app-rules.ts";

type Sent = { method: string; url: string; body: unknown };
let sent: Sent[];

function network(reply: (sent: Sent) => Response) {
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const request: Sent = {
      method: init.method ?? "GET",
      url,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    return reply(request);
  });
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const order = (status = "open") => ({
  id: "o1",
  status,
  products: [
    { id: "l1", quantity: 2, name: "Big Bo Box", cost: { total: 21.98 }, choices: [] },
    { id: "l2", quantity: 1, name: "Sweet Tea", cost: { total: 2.49 }, choices: [] },
  ],
  totals: { total: 26.71 },
});

/** A one-field card entry: the screen's flow, apart from the checkout's fields. */
const entry: CardEntry<{ number: string }> = {
  empty: { number: "" },
  check: (card): Record<string, string> =>
    card.number === "4111111111111111" ? {} : { card_number: "bad" },
  body: (card) => ({
    number: card.number,
    exp_month: 12,
    exp_year: 2030,
    cvv: "123",
    zip: "27601",
  }),
  focusFirst: () => document.getElementById("card")?.focus(),
  fields: ({ card, onCard, errors, failure }) => (
    <>
      {failure && <p role="alert">{failure}</p>}
      <label htmlFor="card">Card number</label>
      <input
        id="card"
        value={card.number}
        aria-invalid={errors.card_number ? true : undefined}
        onChange={(e) => onCard({ number: e.currentTarget.value })}
      />
    </>
  ),
};
const link: PaymentLink = { orderId: "o1", redirectUri: "coopapp://pay", state: "s-1" };

beforeEach(() => {
  sent = [];
});
afterEach(() => vi.unstubAllGlobals());

describe("AppPayment", () => {
  it("inapp.payment-flow: the order's total shows; the card goes to the token call only and the app gets payment_token and state", async () => {
    const user = userEvent.setup();
    network((r) =>
      r.url.endsWith("/token")
        ? json(200, {
            token: "tok_abc",
            brand: "visa",
            last4: "1111",
            exp_month: 12,
            exp_year: 2030,
            expires_at: "2030-01-01T00:00:00.000Z",
          })
        : json(200, order()),
    );
    const go = vi.fn();
    render(<AppPayment link={link} card={entry} go={go} />);
    expect((await screen.findByTestId("app-order-total")).textContent).toContain("$26.71");
    expect(screen.getByTestId("app-order-total").textContent).toContain("3 items");
    await user.type(screen.getByLabelText("Card number"), "4111111111111111");
    await user.click(screen.getByRole("button", { name: "Use this card" }));
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith("coopapp://pay?payment_token=tok_abc&state=s-1"),
    );
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual([
      "GET /api/v1/orders/o1",
      "POST /api/v1/orders/o1/token",
    ]);
    expect(sent[1]!.body).toMatchObject({ number: "4111111111111111" });
    expect(go.mock.calls[0]![0]).not.toContain("4111");
  });

  it("inapp.payment-flow: a card that fails the checks is not sent; the first bad field takes the focus", async () => {
    const user = userEvent.setup();
    network(() => json(200, order()));
    const go = vi.fn();
    render(<AppPayment link={link} card={entry} go={go} />);
    await user.type(await screen.findByLabelText("Card number"), "4111111111111112");
    await user.click(screen.getByRole("button", { name: "Use this card" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Card number"));
    expect(screen.getByLabelText("Card number").getAttribute("aria-invalid")).toBe("true");
    expect(sent.map((r) => r.method)).toEqual(["GET"]);
    expect(go).not.toHaveBeenCalled();
  });

  it("inapp.payment-flow: a refused card says the server's reason and the browser stays", async () => {
    const user = userEvent.setup();
    network((r) =>
      r.url.endsWith("/token")
        ? json(400, { status: "error", errors: [{ path: "body.exp_year", message: "has passed" }] })
        : json(200, order()),
    );
    const go = vi.fn();
    render(<AppPayment link={link} card={entry} go={go} />);
    await user.type(await screen.findByLabelText("Card number"), "4111111111111111");
    await user.click(screen.getByRole("button", { name: "Use this card" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Your card wasn't accepted: /);
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Use this card" })).toHaveProperty("disabled", false);
  });

  it("inapp.payment-order: an unknown order and a placed one say so and ask for no card", async () => {
    network(() => json(404, { status: "error", errors: ["There is no order o1."] }));
    const first = render(<AppPayment link={link} card={entry} go={vi.fn()} />);
    expect(await screen.findByText("We can't find this order")).toBeTruthy();
    expect(screen.queryByLabelText("Card number")).toBeNull();
    first.unmount();

    network(() => json(200, order("placed")));
    render(<AppPayment link={link} card={entry} go={vi.fn()} />);
    expect(await screen.findByText("This order can't take a card")).toBeTruthy();
    expect(screen.queryByLabelText("Card number")).toBeNull();
  });
});
