import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";

import { ATTRIBUTE_OPS } from "@coop/contract/engagement-names";
import type { OpsSegment } from "@coop/contract/ops-engagement";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { engagementEditorPath, engagementListPath } from "../ops-paths.ts";
import { opsApi } from "../staff-session.ts";
import { EngagementFrame } from "./engagement-frame.tsx";
import { type FieldErrors, fieldErrorsOf } from "./field-errors.ts";
import { SelectField, TextField } from "./fields.tsx";
import {
  bodyOf,
  draftOf,
  emptySegment,
  newRule,
  type RuleDraft,
  ruleOf,
  rulesComplete,
  type SegmentDraft,
  takesValue,
} from "./segment-rules.ts";
import { SAVED_STATE, UnsavedGuard } from "./unsaved-guard.tsx";

const ADD_RULE = {
  attribute: "segment.addAttribute",
  event: "segment.addEvent",
  purchase: "segment.addPurchase",
} as const;

/** How long the rules must stay unchanged before the size is counted again. */
export const ESTIMATE_DEBOUNCE_MS = 500;

type Estimate =
  | { state: "idle" }
  | { state: "counting" }
  | { state: "done"; size: number; total: number }
  | { state: "failed"; message: string };

/**
 * /ops/engagement/segments/{id|new}: a segment's name, description, tags and rules (attribute,
 * event and purchase rules; all or any), its live size while editing, and Save.
 */
export function SegmentEditorPage({
  segmentId,
  extra,
}: {
  segmentId: string;
  /** Shown under the form of a saved segment (its size over time). */
  extra?: (segment: OpsSegment) => ReactNode;
}) {
  const { t, i18n } = useTranslation("opsEngagement");
  const [segment, setSegment] = useState<OpsSegment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isNew = segmentId === "new";

  const title = isNew ? t("segment.newTitle") : (segment?.name ?? t("tabs.segments"));
  return (
    <EngagementFrame title={title}>
      <p>
        <Link to={engagementListPath("segments")}>{t("common.back")}</Link>
      </p>
      {!isNew && <Loader id={segmentId} onLoaded={setSegment} onError={setError} />}
      {error && (
        <p role="alert" className="oe-error-box">
          {t("common.loadError", { message: error })}
        </p>
      )}
      {!error && !isNew && !segment && (
        <p className="oe-status" role="status">
          {t("common.loading")}
        </p>
      )}
      {segment && (
        <p className="oe-muted">
          {t("segment.sizeNow", { size: segment.size.toLocaleString(i18n.language) })}
        </p>
      )}
      {(isNew || segment) && (
        <SegmentForm
          key={segment?.id ?? "new"}
          segment={segment}
          onSaved={(saved) => setSegment(saved)}
        />
      )}
      {segment && extra?.(segment)}
    </EngagementFrame>
  );
}

/** Fetches the segment (only once the frame has let the staff member in). */
function Loader({
  id,
  onLoaded,
  onError,
}: {
  id: string;
  onLoaded: (segment: OpsSegment) => void;
  onError: (message: string) => void;
}) {
  useEffect(() => {
    let live = true;
    void opsApi.call("opsEngagementSegmentGet", { params: { id } }).then((r) => {
      if (!live) return;
      if (r.ok) onLoaded(r.data.data);
      else onError(r.errors.join(" "));
    });
    return () => {
      live = false;
    };
  }, [id, onLoaded, onError]);
  return null;
}

function SegmentForm({
  segment,
  onSaved,
}: {
  segment: OpsSegment | null;
  onSaved: (segment: OpsSegment) => void;
}) {
  const { t } = useTranslation("opsEngagement");
  const navigate = useNavigate();
  const [draft, setDraft] = useState<SegmentDraft>(segment ? draftOf(segment) : emptySegment);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);

  const set = (patch: Partial<SegmentDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDirty(true);
  };
  const setRule = (index: number, rule: RuleDraft) =>
    set({ rules: draft.rules.map((r, i) => (i === index ? rule : r)) });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setStatus(null);
    setFailure(null);
    const body = bodyOf(draft);
    const result = segment
      ? await opsApi.call("opsEngagementSegmentUpdate", { params: { id: segment.id }, body })
      : await opsApi.call("opsEngagementSegmentCreate", { body });
    setSaving(false);
    if (!result.ok) {
      const fields = fieldErrorsOf(result.body);
      setErrors(fields);
      setFailure(Object.keys(fields).length ? t("common.fixErrors") : result.errors.join(" "));
      return;
    }
    setErrors({});
    setDirty(false);
    setStatus(t("common.saved"));
    onSaved(result.data.data);
    if (!segment)
      void navigate(engagementEditorPath("segments", result.data.data.id), {
        replace: true,
        state: SAVED_STATE,
      });
  };

  return (
    <form className="oe-form" onSubmit={(e) => void save(e)} noValidate>
      <TextField
        label={t("common.name")}
        path="name"
        errors={errors}
        value={draft.name}
        required
        onChange={(name) => set({ name })}
      />
      <TextField
        label={t("common.description")}
        path="description"
        errors={errors}
        value={draft.description}
        multiline
        onChange={(description) => set({ description })}
      />
      <TextField
        label={t("segment.tags")}
        path="tags"
        errors={errors}
        value={draft.tags}
        onChange={(tags) => set({ tags })}
      />
      <fieldset className="oe-group">
        <legend>{t("segment.rules")}</legend>
        <SelectField
          label={t("segment.match")}
          path="rules.match"
          errors={errors}
          value={draft.match}
          onChange={(match) => set({ match: match === "any" ? "any" : "all" })}
        >
          <option value="all">{t("segment.matchAll")}</option>
          <option value="any">{t("segment.matchAny")}</option>
        </SelectField>
        {draft.rules.length === 0 && <p className="oe-muted">{t("segment.noRules")}</p>}
        {draft.rules.map((rule, index) => (
          <RuleFields
            key={index}
            index={index}
            rule={rule}
            errors={errors}
            onChange={(r) => setRule(index, r)}
            onRemove={() => set({ rules: draft.rules.filter((_, i) => i !== index) })}
          />
        ))}
        {errors["rules.rules"] && <p className="oe-error">{errors["rules.rules"]}</p>}
        <div className="oe-actions">
          {(["attribute", "event", "purchase"] as const).map((type) => (
            <button
              key={type}
              type="button"
              className="oe-button"
              onClick={() => set({ rules: [...draft.rules, newRule(type)] })}
            >
              {t(ADD_RULE[type])}
            </button>
          ))}
        </div>
      </fieldset>
      <SizeEstimate draft={draft} />
      <div className="oe-actions">
        <button type="submit" className="oe-button oe-button--primary" disabled={saving}>
          {saving ? t("common.saving") : t("common.save")}
        </button>
        <span role="status" className="oe-status">
          {status}
        </span>
      </div>
      {failure && (
        <p role="alert" className="oe-error">
          {t("common.saveError", { message: failure })}
        </p>
      )}
      <UnsavedGuard dirty={dirty} />
    </form>
  );
}

/**
 * `engagement-authoring.segment-estimate`: while the rules change, how many users match them
 * now, counted by the server once the rules have been still for ESTIMATE_DEBOUNCE_MS (a
 * newer count cancels the one under way), and announced politely: "About N of M users".
 */
function SizeEstimate({ draft }: { draft: SegmentDraft }) {
  const { t, i18n } = useTranslation("opsEngagement");
  const [estimate, setEstimate] = useState<Estimate>({ state: "idle" });
  const complete = rulesComplete(draft.rules);
  const rules = JSON.stringify({
    match: draft.match,
    rules: complete ? draft.rules.map(ruleOf) : [],
  });

  useEffect(() => {
    if (!complete) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setEstimate({ state: "counting" });
      const body = { rules: JSON.parse(rules) as ReturnType<typeof bodyOf>["rules"] };
      opsApi
        .call("opsEngagementSegmentEstimate", { body, signal: controller.signal })
        .then((r) => {
          if (r.ok)
            setEstimate({ state: "done", size: r.data.data.size, total: r.data.data.total_users });
          else setEstimate({ state: "failed", message: r.errors.join(" ") });
        })
        .catch(() => undefined);
    }, ESTIMATE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [rules, complete]);

  const n = (v: number) => v.toLocaleString(i18n.language);
  return (
    <p className="oe-status" role="status" aria-live="polite">
      {estimate.state === "counting" && t("segment.estimating")}
      {estimate.state === "done" &&
        t("segment.estimate", { size: n(estimate.size), total: n(estimate.total) })}
      {estimate.state === "failed" && t("segment.estimateError", { message: estimate.message })}
    </p>
  );
}

function RuleFields({
  index,
  rule,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  rule: RuleDraft;
  errors: FieldErrors;
  onChange: (rule: RuleDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation("opsEngagement");
  const at = (field: string) => `rules.rules.${index}.${field}`;
  const heading = t("segment.ruleHeading", { n: index + 1, kind: t(`segment.kind_${rule.type}`) });
  return (
    <fieldset className="oe-group">
      <legend>{heading}</legend>
      <div className="oe-row">
        {rule.type === "attribute" && (
          <>
            <TextField
              label={t("segment.attribute")}
              path={at("attribute")}
              errors={errors}
              value={rule.attribute}
              onChange={(attribute) => onChange({ ...rule, attribute })}
            />
            <SelectField
              label={t("segment.op")}
              path={at("op")}
              errors={errors}
              value={rule.op}
              onChange={(op) => onChange({ ...rule, op: op as typeof rule.op })}
            >
              {ATTRIBUTE_OPS.map((op) => (
                <option key={op} value={op}>
                  {t(`ops.${op}`)}
                </option>
              ))}
            </SelectField>
            {takesValue(rule.op) && (
              <TextField
                label={t("segment.value")}
                path={at("value")}
                errors={errors}
                value={rule.value}
                onChange={(value) => onChange({ ...rule, value })}
              />
            )}
          </>
        )}
        {rule.type === "event" && (
          <>
            <TextField
              label={t("segment.event")}
              path={at("event")}
              errors={errors}
              value={rule.event}
              onChange={(event) => onChange({ ...rule, event })}
            />
            <SelectField
              label={t("segment.op")}
              path={at("op")}
              errors={errors}
              value={rule.op}
              onChange={(op) => onChange({ ...rule, op: op as typeof rule.op })}
            >
              <option value="performed">{t("ops.performed")}</option>
              <option value="not_performed">{t("ops.not_performed")}</option>
            </SelectField>
            <TextField
              label={t("segment.minCount")}
              path={at("min_count")}
              errors={errors}
              type="number"
              min={1}
              value={rule.min_count}
              onChange={(min_count) => onChange({ ...rule, min_count })}
            />
            <TextField
              label={t("segment.withinDays")}
              path={at("within_days")}
              errors={errors}
              type="number"
              min={1}
              max={365}
              value={rule.within_days}
              onChange={(within_days) => onChange({ ...rule, within_days })}
            />
            <TextField
              label={t("segment.propertyName")}
              path={at("property.name")}
              errors={errors}
              value={rule.property_name}
              onChange={(property_name) => onChange({ ...rule, property_name })}
            />
            {rule.property_name.trim() !== "" && (
              <TextField
                label={t("segment.propertyValue")}
                path={at("property.value")}
                errors={errors}
                value={rule.property_value}
                onChange={(property_value) => onChange({ ...rule, property_value })}
              />
            )}
          </>
        )}
        {rule.type === "purchase" && (
          <>
            <SelectField
              label={t("segment.op")}
              path={at("op")}
              errors={errors}
              value={rule.op}
              onChange={(op) => onChange({ ...rule, op: op as typeof rule.op })}
            >
              <option value="purchased">{t("ops.purchased")}</option>
              <option value="not_purchased">{t("ops.not_purchased")}</option>
            </SelectField>
            <TextField
              label={t("segment.withinDays")}
              path={at("within_days")}
              errors={errors}
              type="number"
              min={1}
              max={365}
              value={rule.within_days}
              onChange={(within_days) => onChange({ ...rule, within_days })}
            />
            <TextField
              label={t("segment.productId")}
              path={at("product_id")}
              errors={errors}
              value={rule.product_id}
              onChange={(product_id) => onChange({ ...rule, product_id })}
            />
          </>
        )}
      </div>
      <div>
        <button type="button" className="oe-button oe-button--danger" onClick={onRemove}>
          {t("common.remove")}
          <span className="oe-visually-hidden"> {heading}</span>
        </button>
      </div>
    </fieldset>
  );
}
