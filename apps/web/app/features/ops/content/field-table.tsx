import type { ContentAsset, ContentLink, RichTextDoc } from "@coop/contract/content";

import { ImageField, LinkField, RichTextField, TextField } from "./fields.tsx";

/** The keys of T that can hold a V (the field writes a V there). */
type KeysFor<T, V> = { [K in keyof T]-?: V extends T[K] ? K : never }[keyof T];

/**
 * One row of a field table: which field of the object it edits, with which input. The rows
 * are rendered in order by `FieldTable`, each writing its value back into a copy of the object.
 */
export type FieldRow<T> =
  | {
      kind: "text";
      key: KeysFor<T, string>;
      label: string;
      multiline?: boolean;
      type?: "text" | "date";
      maxLength?: number;
      hint?: string;
    }
  | { kind: "image"; key: KeysFor<T, ContentAsset | undefined>; label: string }
  | { kind: "link"; key: KeysFor<T, ContentLink>; label: string }
  | { kind: "richText"; key: KeysFor<T, RichTextDoc>; label: string; reset: string };

/**
 * The fields of an object (a block, a card, a story's tree, its search-engine fields) as a
 * table of rows: `rows={[{ kind: "text", key: "title", label: t("blocks.title") }, …]}`.
 * Fields that turn the value on its way (a list typed as text) stay written out by their form.
 */
export function FieldTable<T extends object>({
  value,
  onChange,
  language,
  rows,
}: {
  value: T;
  onChange: (value: T) => void;
  language: "default" | "es";
  rows: readonly NoInfer<FieldRow<T>>[];
}) {
  const set = (key: keyof T, field: unknown) => onChange({ ...value, [key]: field });
  return (
    <>
      {rows.map((row) => {
        const key = String(row.key);
        const current: unknown = value[row.key];
        switch (row.kind) {
          case "text":
            return (
              <TextField
                key={key}
                label={row.label}
                multiline={row.multiline}
                type={row.type}
                maxLength={row.maxLength}
                hint={row.hint}
                value={current as string | undefined}
                onChange={(text) => set(row.key, text)}
              />
            );
          case "image":
            return (
              <ImageField
                key={key}
                label={row.label}
                language={language}
                value={current as ContentAsset | undefined}
                onChange={(image) => set(row.key, image)}
              />
            );
          case "link":
            return (
              <LinkField
                key={key}
                label={row.label}
                value={current as ContentLink | undefined}
                onChange={(link) => set(row.key, link)}
              />
            );
          case "richText":
            return (
              <RichTextField
                key={key}
                label={row.label}
                value={current as RichTextDoc | undefined}
                reset={row.reset}
                onChange={(doc) => set(row.key, doc)}
              />
            );
        }
      })}
    </>
  );
}
