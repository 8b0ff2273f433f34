// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";

import type { ProductOption, ProductOptionGroup } from "@coop/contract/menus";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { OptionGroup } from "./option-group.tsx";
import { defaultSelections, groupProblems, type Selections } from "./product-rules.ts";

const option = (id: number, name: string, extra: Partial<ProductOption> = {}): ProductOption => ({
  id,
  name,
  cost: 0,
  calories: 0,
  is_default: false,
  max_quantity: 1,
  option_groups: [],
  ...extra,
});

/** Exactly two large sides, each up to twice (steppers), no default: the 8-piece meal's. */
const sides: ProductOptionGroup = {
  id: 1,
  name: "Pick 2 large sides",
  min_select: 2,
  max_select: 2,
  options: [
    option(11, "Mac & Cheese", { max_quantity: 2 }),
    option(12, "Coleslaw", { max_quantity: 2 }),
    option(13, "Green Beans", { max_quantity: 2 }),
  ],
};
/** One bread, Biscuit by default (radio buttons). */
const bread: ProductOptionGroup = {
  id: 2,
  name: "Bread",
  min_select: 1,
  max_select: 1,
  options: [option(21, "Biscuit", { is_default: true }), option(22, "Roll")],
};
/** Up to two sauces (checkboxes). */
const sauces: ProductOptionGroup = {
  id: 3,
  name: "Sauces",
  min_select: 0,
  max_select: 2,
  options: [option(31, "Honey"), option(32, "Ranch"), option(33, "Buffalo", { cost: 0.5 })],
};

/** The group as the product screen shows it: messages appear after a refused Add to cart. */
function Product({ group }: { group: ProductOptionGroup }) {
  const { t } = useTranslation("menu");
  const product = { option_groups: [group] };
  const [selections, setSelections] = useState<Selections>(defaultSelections(product));
  const [tried, setTried] = useState(false);
  const problems = tried ? groupProblems(product, selections) : [];
  const errors = new Map(
    problems.map((p) => [
      p.groupId,
      t(p.kind === "min" ? "product.errorMin" : "product.errorMax", {
        count: p.limit,
        name: p.name,
      }),
    ]),
  );
  return (
    <>
      <OptionGroup group={group} selections={selections} onChange={setSelections} errors={errors} />
      <button type="button" onClick={() => setTried(true)}>
        Add to cart
      </button>
    </>
  );
}

describe("OptionGroup: a required choice and a most-allowed count", () => {
  it("product.group-min-max, product.choice-quantity: a required group says so and names its count; after a refused add it tells what is missing", async () => {
    const user = userEvent.setup();
    render(<Product group={sides} />);
    const group = screen.getByRole("group", { name: /Pick 2 large sides/ });
    expect(group.textContent).toContain("Required · choose 2");
    expect(screen.queryByRole("alert")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "Choose at least 2 for “Pick 2 large sides”.",
    );
    expect(group.getAttribute("aria-describedby")).toBe(screen.getByRole("alert").id);

    // Two of one side meet the rule: the message goes.
    await user.click(screen.getByRole("button", { name: "One more Mac & Cheese" }));
    expect(screen.getByRole("alert").textContent).toContain("at least 2");
    await user.click(screen.getByRole("button", { name: "One more Mac & Cheese" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("product.group-min-max: once the group has its most, no option can be added; taking one back frees the others", async () => {
    const user = userEvent.setup();
    render(<Product group={sides} />);
    await user.click(screen.getByRole("button", { name: "One more Mac & Cheese" }));
    await user.click(screen.getByRole("button", { name: "One more Coleslaw" }));
    for (const name of ["Mac & Cheese", "Coleslaw", "Green Beans"]) {
      expect(screen.getByRole("button", { name: `One more ${name}` })).toHaveProperty(
        "disabled",
        true,
      );
    }
    await user.click(screen.getByRole("button", { name: "One less Coleslaw" }));
    expect(screen.getByRole("button", { name: "One more Green Beans" })).toHaveProperty(
      "disabled",
      false,
    );
  });

  it("checkboxes: the unchosen ones are disabled at the most allowed, and enabled again below it", async () => {
    const user = userEvent.setup();
    render(<Product group={sauces} />);
    expect(screen.getByRole("group", { name: /Sauces/ }).textContent).toContain(
      "Optional · up to 2",
    );
    await user.click(screen.getByRole("checkbox", { name: "Honey" }));
    await user.click(screen.getByRole("checkbox", { name: /Buffalo/ }));
    expect(screen.getByRole("checkbox", { name: "Ranch" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("checkbox", { name: "Honey" })).toHaveProperty("checked", true);
    await user.click(screen.getByRole("checkbox", { name: "Honey" }));
    expect(screen.getByRole("checkbox", { name: "Ranch" })).toHaveProperty("disabled", false);
    // An optional group never blocks the add.
    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("radio buttons: the default is chosen, and choosing another replaces it", async () => {
    const user = userEvent.setup();
    render(<Product group={bread} />);
    expect(screen.getByRole("radio", { name: "Biscuit" })).toHaveProperty("checked", true);
    await user.click(screen.getByRole("radio", { name: "Roll" }));
    expect(screen.getByRole("radio", { name: "Roll" })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: "Biscuit" })).toHaveProperty("checked", false);
    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
