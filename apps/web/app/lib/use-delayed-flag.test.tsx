// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { LoadingStatus } from "../ui/loading-status.tsx";
import { FETCH_DELAY_MS, useDelayedFlag } from "./use-delayed-flag.ts";

function Probe({ busy, delay }: { busy: boolean; delay?: number }) {
  const late = useDelayedFlag(busy, delay);
  return <output>{late ? "late" : "quiet"}</output>;
}

/** A screen that shows its loading state while `loading`, as the fetching screens do. */
function Screen({ loading }: { loading: boolean }) {
  return loading ? <LoadingStatus className="x">Loading the menu…</LoadingStatus> : <p>Menu</p>;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("timing.fetch-delay: a loading state shows only after 200 ms", () => {
  it("timing.fetch-delay: the minimum is 200 ms", () => {
    expect(FETCH_DELAY_MS).toBe(200);
  });

  it("timing.fetch-delay: the flag turns on once busy has lasted 200 ms, not before", () => {
    render(<Probe busy />);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByRole("status").textContent).toBe("quiet");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("status").textContent).toBe("late");
  });

  it("timing.fetch-delay: it drops as soon as busy ends, and a new busy spell waits again", () => {
    const view = render(<Probe busy />);
    act(() => vi.advanceTimersByTime(250));
    view.rerender(<Probe busy={false} />);
    expect(screen.getByRole("status").textContent).toBe("quiet");
    view.rerender(<Probe busy />);
    act(() => vi.advanceTimersByTime(150));
    expect(screen.getByRole("status").textContent).toBe("quiet");
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByRole("status").textContent).toBe("late");
  });

  it("timing.fetch-delay: a fetch answered within 200 ms never shows its loader", () => {
    const view = render(<Screen loading />);
    const words = screen.getByText("Loading the menu…");
    expect(words.style.visibility).toBe("hidden");
    act(() => vi.advanceTimersByTime(120));
    view.rerender(<Screen loading={false} />);
    expect(screen.queryByText("Loading the menu…")).toBeNull();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText("Menu")).toBeTruthy();
  });

  it("timing.fetch-delay: a slow fetch shows its loader at 200 ms in a status region that kept its place", () => {
    render(<Screen loading />);
    const status = screen.getByRole("status");
    expect(status.className).toBe("x");
    expect(screen.getByText("Loading the menu…").style.visibility).toBe("hidden");
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole("status")).toBe(status);
    expect(screen.getByText("Loading the menu…").style.visibility).toBe("");
  });
});
