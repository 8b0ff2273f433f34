import "./payments-strings.ts";

import { type FormEvent, useEffect, useId, useRef, useState } from "react";

import type { MemberAddress } from "@coop/contract/members";

import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { refreshMember } from "../../lib/member/session.ts";
import { StateSearch } from "../../ui/forms/fields/state-search.tsx";
import { LoadingStatus } from "../../ui/loading-status.tsx";
import { ConfirmDelete } from "./payments-cards.tsx";
import { focusFirstError, SavedField, savedFieldId } from "./payments-field.tsx";
import {
  ADDRESS_FIELDS,
  addressBody,
  addressErrors,
  type AddressFields,
  emptyAddress,
  type FieldErrors,
  maskZip,
  serverErrors,
  sortAddresses,
} from "./payments-rules.ts";

type ListState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; addresses: MemberAddress[] };

/** One line of an address: "415 Fayetteville St, Apt 12B, Raleigh, NC 27601". */
export function addressLine(
  a: Pick<MemberAddress, "address" | "building" | "city" | "state" | "zip">,
) {
  return [a.address, a.building, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(", ");
}

/**
 * `member.saved-addresses`: the member's delivery addresses (the default one marked and
 * listed first), "Make default", deleting one after a confirmation, and adding one
 * (members/addresses, which refuses an address no restaurant delivers to: the form keeps
 * what was typed and says why). After each change the stored member is read again, so the
 * checkout and the location-confirm dialog see the new list.
 */
export function PaymentsAddresses() {
  const { t } = useTranslation("saved");
  const [list, setList] = useState<ListState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [working, setWorking] = useState<string | null>(null);
  const [itemError, setItemError] = useState<{ id: string; message: string } | null>(null);
  const [announce, setAnnounce] = useState("");
  const [adding, setAdding] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  useEffect(() => {
    let live = true;
    setList({ status: "loading" });
    void api.call("membersAddressesList").then((result) => {
      if (!live) return;
      setList(
        result.ok
          ? { status: "ready", addresses: result.data.addresses }
          : { status: "error", message: result.errors[0] ?? "" },
      );
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  const changed = (addresses: MemberAddress[], message: string) => {
    setList({ status: "ready", addresses });
    setAnnounce(message);
    void refreshMember();
  };

  const onMakeDefault = async (address: MemberAddress) => {
    setWorking(address.id);
    setItemError(null);
    const result = await api.call("membersAddressesUpdate", {
      params: { id: address.id },
      body: { default: true },
    });
    setWorking(null);
    if (!result.ok) {
      setItemError({
        id: address.id,
        message: t("addresses.defaultFailed", { message: result.errors[0] ?? "" }),
      });
      return;
    }
    changed(result.data.addresses, t("addresses.madeDefault", { address: addressLine(address) }));
  };

  const onDelete = async (address: MemberAddress) => {
    setWorking(address.id);
    setItemError(null);
    const result = await api.call("membersAddressesDelete", { params: { id: address.id } });
    setWorking(null);
    if (!result.ok) {
      setItemError({
        id: address.id,
        message: t("addresses.deleteFailed", { message: result.errors[0] ?? "" }),
      });
      return;
    }
    setConfirming(null);
    changed(result.data.addresses, t("addresses.deleted", { address: addressLine(address) }));
    headingRef.current?.focus();
  };

  return (
    <section className="saved-section" aria-labelledby={headingId} id="addresses">
      <h2 className="saved-section__heading" id={headingId} ref={headingRef} tabIndex={-1}>
        {t("addresses.heading")}
      </h2>
      <p className="saved-section__status" role="status">
        {announce}
      </p>
      {list.status === "loading" && (
        <LoadingStatus className="saved-section__placeholder" live={false}>
          {t("addresses.loading")}
        </LoadingStatus>
      )}
      {list.status === "error" && (
        <div className="saved-section__placeholder" role="alert">
          <p>{t("addresses.loadFailed", { message: list.message || t("errors.unknown") })}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {t("retry")}
          </button>
        </div>
      )}
      {list.status === "ready" && list.addresses.length === 0 && (
        <p className="saved-section__empty">{t("addresses.empty")}</p>
      )}
      {list.status === "ready" && list.addresses.length > 0 && (
        <ul className="saved-list" aria-label={t("addresses.listLabel")}>
          {sortAddresses(list.addresses).map((address) => {
            const line = addressLine(address);
            const busy = working === address.id;
            return (
              <li
                key={address.id}
                className="saved-item saved-address"
                data-address-id={address.id}
              >
                <div className="saved-item__text">
                  <span className="saved-item__title">{address.address}</span>
                  <span className="saved-item__detail">
                    {[address.building, `${address.city}, ${address.state} ${address.zip}`]
                      .filter(Boolean)
                      .join(", ")}
                  </span>
                  {address.default && (
                    <span className="saved-badge saved-badge--default">
                      {t("addresses.default")}
                    </span>
                  )}
                </div>
                {itemError?.id === address.id && confirming !== address.id && (
                  <p className="saved-error" role="alert">
                    {itemError.message}
                  </p>
                )}
                {confirming === address.id ? (
                  <ConfirmDelete
                    question={t("addresses.confirm", { address: line })}
                    confirmLabel={t("addresses.confirmDelete")}
                    keepLabel={t("addresses.keep")}
                    busy={busy}
                    error={itemError?.id === address.id ? itemError.message : null}
                    onConfirm={() => void onDelete(address)}
                    onKeep={() => {
                      setConfirming(null);
                      setItemError(null);
                      // Focus goes back to the Delete button the question replaced.
                      requestAnimationFrame(() =>
                        document
                          .querySelector<HTMLButtonElement>(
                            `[data-address-id="${address.id}"] .saved-item__delete`,
                          )
                          ?.focus(),
                      );
                    }}
                  />
                ) : (
                  <div className="saved-item__actions">
                    {!address.default && (
                      <button
                        type="button"
                        className="button"
                        disabled={working !== null}
                        aria-label={t("addresses.makeDefaultLabel", { address: line })}
                        onClick={() => void onMakeDefault(address)}
                      >
                        {busy ? t("working") : t("addresses.makeDefault")}
                      </button>
                    )}
                    <button
                      type="button"
                      className="button saved-item__delete"
                      disabled={working !== null}
                      aria-label={t("addresses.deleteLabel", { address: line })}
                      onClick={() => {
                        setConfirming(address.id);
                        setItemError(null);
                      }}
                    >
                      {t("delete")}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {adding ? (
        <AddAddressForm
          onSaved={(addresses, added) => {
            setAdding(false);
            changed(addresses, t("addresses.added", { address: addressLine(added) }));
            requestAnimationFrame(() => addRef.current?.focus());
          }}
          onCancel={() => {
            setAdding(false);
            requestAnimationFrame(() => addRef.current?.focus());
          }}
        />
      ) : (
        <button
          type="button"
          ref={addRef}
          className="button button--primary saved-section__add"
          onClick={() => setAdding(true)}
        >
          {t("addresses.add")}
        </button>
      )}
    </section>
  );
}

const FORM = "add-address";

function AddAddressForm({
  onSaved,
  onCancel,
}: {
  onSaved: (
    addresses: MemberAddress[],
    added: Pick<MemberAddress, "address" | "building" | "city" | "state" | "zip">,
  ) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("saved");
  const [fields, setFields] = useState<AddressFields>(emptyAddress);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [messages, setMessages] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const failureRef = useRef<HTMLParagraphElement>(null);
  // A refusal for the whole form takes focus once it is on the page.
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);
  const headingId = useId();
  const failureId = useId();

  const set =
    (name: keyof Omit<AddressFields, "default">, mask: (v: string) => string = (v) => v) =>
    (value: string) => {
      setFields((f) => ({ ...f, [name]: mask(value) }));
      setErrors((e) => ({ ...e, [name]: undefined }));
      setMessages(({ [name]: _gone, ...rest }) => rest);
    };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const found = addressErrors(fields);
    setErrors(found);
    setMessages({});
    if (Object.keys(found).length > 0) {
      focusFirstError(FORM, ADDRESS_FIELDS, found);
      return;
    }
    setBusy(true);
    const body = addressBody(fields);
    const result = await api.call("membersAddressesAdd", { body });
    setBusy(false);
    if (result.ok) {
      onSaved(result.data.addresses, { ...body, building: body.building ?? null });
      return;
    }
    // A 422 without field errors is the delivery lookup's "no restaurant delivers there":
    // said beside the form, and everything typed stays.
    const read = serverErrors(result.body, result.errors, ADDRESS_FIELDS);
    setMessages(read.fields);
    if (read.form !== null) {
      setFailure(
        result.status === 422 && Object.keys(read.fields).length === 0
          ? t("addresses.notDelivered", { message: read.form })
          : t("addresses.saveFailed", { message: read.form || t("errors.unknown") }),
      );
    } else focusFirstError(FORM, ADDRESS_FIELDS, read.fields);
  };

  return (
    <form
      className="saved-form"
      aria-labelledby={headingId}
      aria-describedby={failure ? failureId : undefined}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
    >
      <h3 className="saved-form__heading" id={headingId}>
        {t("addresses.formHeading")}
      </h3>
      {failure && (
        <p className="saved-error" role="alert" id={failureId} tabIndex={-1} ref={failureRef}>
          {failure}
        </p>
      )}
      <div className="saved-form__grid">
        <div className="saved-form__full">
          <SavedField
            form={FORM}
            name="address"
            label={t("addresses.street")}
            value={fields.address}
            error={errors.address}
            message={messages.address}
            onValue={set("address")}
            autoComplete="address-line1"
            maxLength={120}
            required
          />
        </div>
        <div className="saved-form__full">
          <SavedField
            form={FORM}
            name="building"
            label={t("addresses.building")}
            value={fields.building}
            message={messages.building}
            onValue={set("building")}
            autoComplete="address-line2"
            maxLength={40}
          />
        </div>
        <SavedField
          form={FORM}
          name="city"
          label={t("addresses.city")}
          value={fields.city}
          error={errors.city}
          message={messages.city}
          onValue={set("city")}
          autoComplete="address-level2"
          maxLength={60}
          required
        />
        <StateSearch
          id={savedFieldId(FORM, "state")}
          name="state"
          label={t("addresses.state")}
          value={fields.state}
          error={
            messages.state ??
            (errors.state ? t(`errors.${errors.state}` as "errors.state") : undefined)
          }
          onValue={set("state")}
          required
        />
        <SavedField
          form={FORM}
          name="zip"
          label={t("addresses.zip")}
          value={fields.zip}
          error={errors.zip}
          message={messages.zip}
          onValue={set("zip", maskZip)}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
          required
        />
        <label className="saved-toggle saved-form__full">
          <input
            type="checkbox"
            checked={fields.default}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              setFields((f) => ({ ...f, default: on }));
            }}
          />
          <span>{t("addresses.makeThisDefault")}</span>
        </label>
      </div>
      <div className="saved-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t("addresses.saving") : t("addresses.save")}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
