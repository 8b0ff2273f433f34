import "./strings.ts";
import "./location-confirm.css";

import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";

import type { StoredLocation } from "@coop/contract/entities";

import { api } from "../../lib/api-client.ts";
import { useIsMobile } from "../../lib/breakpoints.ts";
import { cookieNames, getBrowserCookie, setBrowserCookie } from "../../lib/cookies.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { favoriteToStored, useFavoriteLocations } from "../../lib/member/favorite-locations.ts";
import { handoffSideOf } from "../../lib/order/order-model.ts";
import { locationsPath, routePaths } from "../../lib/route-names.ts";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";
import { ModalDialog } from "../../ui/modal-dialog.tsx";
import { getDevicePosition } from "./geolocation.ts";
import {
  confirmDialogRedirect,
  deliveryAddressOptions,
  favoriteOptions,
  formatDeliveryAddress,
  nearestOption,
  toStoredLocation,
} from "./location-rules.ts";
import { CONFIRM_MAP_ZOOM, confirmMapCenter } from "./map-projection.ts";
import { StaticMap } from "./static-map.tsx";
import { UnavailableNotice } from "./unavailable-notice.tsx";
import { useChooseFlow } from "./use-choose-flow.ts";

const ONE_YEAR = 365 * 24 * 60 * 60;
const MAP = { width: 560, height: 220 };

type NearestState =
  { status: "idle" | "finding" | "none" } | { status: "found"; location: StoredLocation };

function close() {
  clientStore.setState({
    shouldOpenConfirmLocationModal: false,
    confirmLocationModalSection: null,
  });
}

/** `locations.nearest`: the device position, the locations around it, the first one. */
function useNearest(open: boolean, section: "pickup" | "delivery", recentId: string | null) {
  const [nearest, setNearest] = useState<NearestState>({ status: "idle" });
  useEffect(() => {
    if (!open || section !== "pickup" || recentId === null) return;
    let live = true;
    setNearest({ status: "finding" });
    void (async () => {
      const device = await getDevicePosition(8000);
      if (!live) return;
      if (!device.ok) return setNearest({ status: "none" });
      // The server checks the body against the contract before sending it (the browser
      // bundle carries no zod: docs/decisions/016-no-zod-in-the-browser.md).
      const found = await api.call("locationsSearch", {
        query: {
          lat: device.position.lat.toFixed(5),
          lng: device.position.lng.toFixed(5),
          limit: 5,
        },
      });
      if (!live) return;
      const first = found.ok ? nearestOption({ id: recentId }, found.data.locations) : null;
      setNearest(
        first ? { status: "found", location: toStoredLocation(first) } : { status: "none" },
      );
    })();
    return () => {
      live = false;
    };
  }, [open, section, recentId]);
  return nearest;
}

/**
 * The location-confirm dialog (`frame.menu-link-dialog`, `locations.confirm-dialog-skip`): opened
 * by the desktop Menu link through `shouldOpenConfirmLocationModal`. Pickup offers RECENT (the
 * stored location), NEAREST (when it differs) and a member's favorite restaurants not listed
 * already (`member.favorite-restaurants`); delivery offers the order's address and the
 * user's first saved one. Continue applies the confirm rules of `locations.confirm-order`
 * (choose-location.ts) and goes to /order. With no recent location (pickup) or no address
 * (delivery) it is never shown: the visitor is sent on instead.
 */
export function LocationConfirmDialog() {
  const { t } = useTranslation("locations");
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const open = useClientState((s) => s.shouldOpenConfirmLocationModal);
  const requested = useClientState((s) => s.confirmLocationModalSection);
  const order = useClientState((s) => s.order);
  const toggle = useClientState((s) => s.handoffToggle);
  const user = useClientState((s) => s.user);
  const recent = useClientState((s) => s.location);
  const section = requested ?? handoffSideOf(order, toggle);
  const addresses = deliveryAddressOptions(order, user);
  const redirect = confirmDialogRedirect({
    section,
    hasRecentLocation: recent !== null,
    deliveryAddressCount: addresses.length,
  });
  const showing = open && redirect === null;
  const nearest = useNearest(showing, section, recent?.id ?? null);
  const { favorites } = useFavoriteLocations(showing && section === "pickup");
  const [choice, setChoice] = useState<string>("recent");
  const [dontShow, setDontShow] = useState(false);
  const { state: flow, pickup, delivery, proceed, reset } = useChooseFlow();
  const opener = useRef<HTMLElement | null>(null);
  const headingId = useId();
  const groupName = useId();

  // The redirect cases: leave the dialog closed and send the visitor on.
  useEffect(() => {
    if (!open || redirect === null) return;
    close();
    void navigate(redirect === "order" ? routePaths["order-items"] : locationsPath("delivery"));
  }, [open, redirect, navigate]);

  // The control that opened the dialog gets focus back: read before the dialog takes it
  // (layout effects run before the dialog's own effect moves focus inside).
  useLayoutEffect(() => {
    if (showing) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }
  }, [showing]);

  // On each opening: start from the first option, read the cookie (the map delays its label).
  useEffect(() => {
    if (!showing) return;
    reset();
    setChoice(section === "pickup" ? "recent" : "address-0");
    setDontShow(getBrowserCookie(cookieNames.locationConfirmed) === "true");
  }, [showing, section, reset]);

  const onClose = useCallback(() => close(), []);

  const onDontShow = (checked: boolean) => {
    setDontShow(checked);
    setBrowserCookie(cookieNames.locationConfirmed, checked ? "true" : "", {
      maxAgeSeconds: checked ? ONE_YEAR : 0,
    });
  };

  const favoriteChoices = favoriteOptions(
    [recent?.id, nearest.status === "found" ? nearest.location.id : undefined],
    favorites,
  ).map((f) => ({ id: `favorite-${f.id}`, location: favoriteToStored(f) }));
  const chosenFavorite = favoriteChoices.find((f) => f.id === choice)?.location;

  const selectedLocation =
    section === "pickup"
      ? choice === "nearest" && nearest.status === "found"
        ? nearest.location
        : (chosenFavorite ?? recent)
      : recent;

  const onContinue = async () => {
    if (section === "pickup") {
      if (!selectedLocation) return;
      const result = await pickup(selectedLocation);
      if (result?.ok && result.unavailable.length === 0) close();
      return;
    }
    const index = Number(choice.replace("address-", ""));
    const address = addresses[index] ?? addresses[0];
    if (!address) return;
    const result = await delivery(address);
    if (result?.ok && result.unavailable.length === 0) close();
    else if (result && !result.ok && result.notDelivered) {
      close();
      void navigate(locationsPath("delivery"));
    }
  };

  const busy = flow.busy !== null;
  const pickupOptions: { id: string; tag: string; location: StoredLocation }[] = [];
  if (recent) pickupOptions.push({ id: "recent", tag: t("confirm.recent"), location: recent });
  if (nearest.status === "found") {
    pickupOptions.push({ id: "nearest", tag: t("confirm.nearest"), location: nearest.location });
  }
  for (const f of favoriteChoices) {
    pickupOptions.push({ id: f.id, tag: t("confirm.favorite"), location: f.location });
  }

  return (
    <ModalDialog
      id="location-confirm"
      open={showing}
      onClose={onClose}
      returnFocusRef={opener}
      className="location-confirm"
      aria-labelledby={headingId}
    >
      <div className="location-confirm__panel">
        <div className="location-confirm__top">
          <h2 id={headingId} className="location-confirm__heading">
            {section === "pickup" ? t("confirm.headingPickup") : t("confirm.headingDelivery")}
          </h2>
          <button type="button" className="location-confirm__close" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" />
            </svg>
            <span className="visually-hidden">{t("confirm.close")}</span>
          </button>
        </div>
        {selectedLocation && (
          <StaticMap
            className="location-confirm__map"
            view={{
              center: confirmMapCenter(selectedLocation, !isMobile),
              zoom: CONFIRM_MAP_ZOOM,
              ...MAP,
            }}
            markers={[
              {
                id: selectedLocation.id,
                lat: selectedLocation.lat,
                lng: selectedLocation.lng,
                label: selectedLocation.name,
                active: true,
              },
            ]}
            showLabels={showing}
            label={t("map.labelOne", {
              name: selectedLocation.name,
              address: selectedLocation.address,
            })}
          />
        )}
        {flow.unavailable ? (
          <UnavailableNotice
            name={flow.unavailable.name}
            lines={flow.unavailable.lines}
            onContinue={() => {
              close();
              proceed();
            }}
          />
        ) : (
          <>
            <fieldset className="location-confirm__options" disabled={busy}>
              <legend className="visually-hidden">
                {section === "pickup" ? t("confirm.optionsLabel") : t("confirm.addressesLabel")}
              </legend>
              {section === "pickup"
                ? pickupOptions.map((option) => (
                    <label key={option.id} className="location-confirm__option">
                      <input
                        type="radio"
                        name={groupName}
                        value={option.id}
                        checked={choice === option.id}
                        onChange={() => setChoice(option.id)}
                      />
                      <span className="location-confirm__option-text">
                        <span className="location-confirm__tag">{option.tag}</span>
                        <span className="location-confirm__name">{option.location.name}</span>
                        <span className="location-confirm__address">
                          {option.location.address}, {option.location.city}, {option.location.state}{" "}
                          {option.location.zip}
                        </span>
                      </span>
                    </label>
                  ))
                : addresses.map((address, index) => (
                    <label key={`${address.address}-${index}`} className="location-confirm__option">
                      <input
                        type="radio"
                        name={groupName}
                        value={`address-${index}`}
                        checked={choice === `address-${index}`}
                        onChange={() => setChoice(`address-${index}`)}
                      />
                      <span className="location-confirm__option-text">
                        <span className="location-confirm__tag">{t("confirm.delivery")}</span>
                        <span className="location-confirm__address">
                          {formatDeliveryAddress(address)}
                        </span>
                      </span>
                    </label>
                  ))}
              {section === "pickup" && nearest.status === "finding" && (
                <p className="location-confirm__finding" role="status">
                  {t("confirm.findingNearest")}
                </p>
              )}
            </fieldset>
            <label className="location-confirm__dont-show">
              <input
                type="checkbox"
                checked={dontShow}
                onChange={(e) => onDontShow(e.target.checked)}
              />
              {t("confirm.dontShow")}
            </label>
            {flow.error !== null && (
              <p className="locations-error" role="alert">
                {t("confirm.failed", { message: flow.error || t("choose.unknownError") })}
              </p>
            )}
            <div className="location-confirm__actions">
              <Link
                to={section === "pickup" ? locationsPath("pickup") : locationsPath("delivery")}
                className="button location-confirm__change"
                onClick={() => close()}
              >
                {section === "pickup" ? t("confirm.changeLocation") : t("confirm.newAddress")}
              </Link>
              <button
                type="button"
                className="button button--primary location-confirm__continue"
                disabled={busy}
                onClick={() => void onContinue()}
              >
                {busy ? t("confirm.working") : t("confirm.continue")}
              </button>
            </div>
          </>
        )}
      </div>
    </ModalDialog>
  );
}
