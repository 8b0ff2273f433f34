// @vitest-environment happy-dom
import { render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { clientStore } from "../../lib/store/client-store.ts";
import { useReportHeight } from "./use-report-height.ts";

/** A ResizeObserver the test drives by hand: `resize()` calls every live observer. */
const observers = new Set<() => void>();
class FakeResizeObserver {
  private readonly callback: () => void;
  constructor(callback: () => void) {
    this.callback = callback;
  }
  observe() {
    observers.add(this.callback);
  }
  disconnect() {
    observers.delete(this.callback);
  }
}

let height = 0;
let offsetHeight: { mockRestore(): void } | undefined;

function Header() {
  const ref = useRef<HTMLElement>(null);
  useReportHeight(ref, "headerHeight");
  return <header ref={ref}>Header</header>;
}

beforeEach(() => {
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  offsetHeight = vi
    .spyOn(HTMLElement.prototype, "offsetHeight", "get")
    .mockImplementation(() => height);
  clientStore.setState({ headerHeight: 0 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  offsetHeight?.mockRestore();
  observers.clear();
});

describe("store.layout-heights: the header's height in the client state", () => {
  it("is the rendered height, follows each resize, and goes back to 0 when the header goes", () => {
    height = 80.4;
    const { unmount } = render(<Header />);
    expect(clientStore.getState().headerHeight).toBe(80);

    height = 120;
    for (const resized of observers) resized();
    expect(clientStore.getState().headerHeight).toBe(120);

    unmount();
    expect(clientStore.getState().headerHeight).toBe(0);
  });
});
