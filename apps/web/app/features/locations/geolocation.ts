import type { LatLng } from "./map-projection.ts";

export type DevicePosition =
  { ok: true; position: LatLng } | { ok: false; reason: "denied" | "unavailable" };

/**
 * The device's position through the browser (used by "Use my location" and the dialog's
 * NEAREST option, `locations.nearest`). Never rejects: refused permission is `denied`; no API,
 * no fix or a timeout is `unavailable`.
 */
export function getDevicePosition(timeoutMs = 10_000): Promise<DevicePosition> {
  if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
    return Promise.resolve({ ok: false, reason: "unavailable" });
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ ok: true, position: { lat: p.coords.latitude, lng: p.coords.longitude } }),
      (error) =>
        resolve({
          ok: false,
          reason: error.code === error.PERMISSION_DENIED ? "denied" : "unavailable",
        }),
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 5 * 60_000 },
    );
  });
}
