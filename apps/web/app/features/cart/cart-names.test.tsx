// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { CartLine } from "./cart-line.tsx";
import { UpsellName } from "./cart-upsells.tsx";

const noop = () => {};

describe("names in the cart", () => {
  afterEach(cleanup);

  it("menu.product-display-name: a cart line shows the name without its ' - …' suffix, in its labels too", () => {
    render(
      <ul>
        <CartLine
          line={{
            id: "l1",
            product_id: "1",
            name: "Tender Tray - Large",
            quantity: 2,
            cost: { total: 20 },
            choices: [],
          }}
          image={null}
          busy={false}
          onEdit={noop}
          onIncrease={noop}
          onDecrease={noop}
          onRemove={noop}
        />
      </ul>,
    );
    expect(screen.getByText("Tender Tray")).toBeTruthy();
    expect(screen.queryByText(/Large/)).toBeNull();
    expect(screen.getByRole("group").getAttribute("aria-label")).toContain("Tender Tray");
    expect(screen.getByRole("group").getAttribute("aria-label")).not.toContain("Large");
  });

  it("frame.truncate-default, menu.product-display-name: an upsell tile cuts a long name at 30 characters; screen readers get it whole", () => {
    render(<UpsellName name="Sausage, Egg & Cheese Biscuit Combo - Medium" />);
    const shown = "Sausage, Egg & Cheese Biscuit Combo";
    const tile = screen.getByTitle(shown);
    expect(tile.querySelector('[aria-hidden="true"]')?.textContent).toBe(
      "Sausage, Egg & Cheese Biscuit ...",
    );
    expect(tile.querySelector(".visually-hidden")?.textContent).toBe(shown);
  });

  it("frame.truncate-default: a short upsell name is shown as it is", () => {
    render(<UpsellName name="Sweet Tea" />);
    expect(screen.getByText("Sweet Tea").getAttribute("title")).toBeNull();
  });
});
