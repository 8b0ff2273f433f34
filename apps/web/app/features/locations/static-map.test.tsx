// @vitest-environment happy-dom
import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { MAP_LABEL_DELAY_MS } from "./map-projection.ts";
import { type MapMarker, StaticMap } from "./static-map.tsx";

const view = { center: { lat: 35.7772, lng: -78.6385 }, zoom: 11, width: 560, height: 220 };
const downtown: MapMarker = { id: "1", lat: 35.7772, lng: -78.6385, label: "Downtown Raleigh" };
const north: MapMarker = { id: "2", lat: 35.8165, lng: -78.6033, label: "North Hills" };

function Map({ markers, showLabels = true }: { markers: MapMarker[]; showLabels?: boolean }) {
  return <StaticMap view={view} markers={markers} label="Map" showLabels={showLabels} />;
}

const labels = (container: HTMLElement) =>
  [...container.querySelectorAll(".static-map__label text")].map((t) => t.textContent);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("timing.map-label-delay: marker labels appear 2000 ms after the map shows", () => {
  it("timing.map-label-delay: the delay is 2000 ms, kept in one place", () => {
    expect(MAP_LABEL_DELAY_MS).toBe(2000);
  });

  it("timing.map-label-delay: no label at first, the label at 2000 ms", () => {
    const { container } = render(<Map markers={[downtown]} />);
    expect(labels(container)).toEqual([]);
    act(() => vi.advanceTimersByTime(1999));
    expect(labels(container)).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(labels(container)).toEqual(["Downtown Raleigh"]);
  });

  it("timing.map-label-delay: changed markers wait 2000 ms again", () => {
    const { container, rerender } = render(<Map markers={[downtown]} />);
    act(() => vi.advanceTimersByTime(2000));
    rerender(<Map markers={[north]} />);
    expect(labels(container)).toEqual([]);
    act(() => vi.advanceTimersByTime(1500));
    expect(labels(container)).toEqual([]);
    act(() => vi.advanceTimersByTime(500));
    expect(labels(container)).toEqual(["North Hills"]);
  });

  it("timing.map-label-delay: hidden when not wanted, and the next showing waits again", () => {
    const { container, rerender } = render(<Map markers={[downtown]} showLabels={false} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(labels(container)).toEqual([]);
    rerender(<Map markers={[downtown]} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(labels(container)).toEqual(["Downtown Raleigh"]);
    rerender(<Map markers={[downtown]} showLabels={false} />);
    expect(labels(container)).toEqual([]);
    rerender(<Map markers={[downtown]} />);
    expect(labels(container)).toEqual([]);
    act(() => vi.advanceTimersByTime(2000));
    expect(labels(container)).toEqual(["Downtown Raleigh"]);
  });
});
