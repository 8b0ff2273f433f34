// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { useChooseFlow } from "./use-choose-flow.ts";

describe("choosing a restaurant", () => {
  it("menu.public-product-order: choosing a restaurant from /locations?product= opens that product", async () => {
    function Finder() {
      const { proceed } = useChooseFlow();
      return (
        <button type="button" onClick={proceed}>
          go
        </button>
      );
    }
    const Stub = createRoutesStub([
      { path: "/locations", Component: Finder },
      { path: "/order/product", Component: () => <p>product screen</p> },
      { path: "/order", Component: () => <p>order items</p> },
    ]);
    render(<Stub initialEntries={["/locations?product=SW-SPC"]} />);
    act(() => screen.getByRole("button", { name: "go" }).click());
    expect(await screen.findByText("product screen")).toBeTruthy();
    render(<Stub initialEntries={["/locations"]} />);
    act(() => screen.getAllByRole("button", { name: "go" })[0]!.click());
    expect(await screen.findByText("order items")).toBeTruthy();
  });
});
