// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";

import { Stepper } from "./stepper.tsx";

function Counter({ start, min, max }: { start: number; min: number; max: number }) {
  const [value, setValue] = useState(start);
  return <Stepper value={value} min={min} max={max} label="Mac & Cheese" onChange={setValue} />;
}

const less = () => screen.getByRole("button", { name: "One less Mac & Cheese" });
const more = () => screen.getByRole("button", { name: "One more Mac & Cheese" });
const shown = () => screen.getByRole("group", { name: "Quantity of Mac & Cheese" }).textContent;

describe("Stepper: a quantity between its min and max", () => {
  it("counts up and down by one, named after what it counts", async () => {
    const user = userEvent.setup();
    render(<Counter start={1} min={0} max={3} />);
    expect(shown()).toContain("1");
    await user.click(more());
    expect(screen.getByRole("status").textContent).toBe("2");
    await user.click(less());
    await user.click(less());
    expect(screen.getByRole("status").textContent).toBe("0");
  });

  it("stops at the min and the max: the button that would cross it is disabled", async () => {
    const user = userEvent.setup();
    render(<Counter start={1} min={1} max={2} />);
    expect(less()).toHaveProperty("disabled", true);
    expect(more()).toHaveProperty("disabled", false);
    await user.click(more());
    expect(screen.getByRole("status").textContent).toBe("2");
    expect(more()).toHaveProperty("disabled", true);
    expect(less()).toHaveProperty("disabled", false);
    await user.click(more());
    expect(screen.getByRole("status").textContent).toBe("2");
  });

  it("works from the keyboard: Tab reaches both buttons, Enter and Space press them", async () => {
    const user = userEvent.setup();
    render(<Counter start={1} min={0} max={5} />);
    await user.tab();
    expect(document.activeElement).toBe(less());
    await user.tab();
    expect(document.activeElement).toBe(more());
    await user.keyboard("{Enter}");
    expect(screen.getByRole("status").textContent).toBe("2");
    await user.keyboard(" ");
    expect(screen.getByRole("status").textContent).toBe("3");
    await user.tab({ shift: true });
    await user.keyboard("{Enter}");
    expect(screen.getByRole("status").textContent).toBe("2");
  });
});
