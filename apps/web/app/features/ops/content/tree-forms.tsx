import { useId, useState } from "react";

import type { Blok, ContentSeo, NewsArticleBlok, PageBlok } from "@coop/contract/content";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { BlockForm } from "./block-form.tsx";
import { ListControls } from "./block-lists.tsx";
import { BLOCK_KINDS, type BlockKind, moveItem, newBlock, removeItem } from "./blocks.ts";
import { FieldTable } from "./field-table.tsx";

type Lang = "default" | "es";
type TreeProps<T> = { tree: T; onChange: (tree: T) => void; language: Lang; reset: string };

/** The form of a story's tree in one language, by its component. */
export function TreeForm({ tree, onChange, language, reset }: TreeProps<Blok>) {
  const { t } = useTranslation("opsContent");
  if (tree.component === "news_article")
    return (
      <ArticleForm
        tree={tree as NewsArticleBlok}
        onChange={onChange}
        language={language}
        reset={reset}
      />
    );
  if (tree.component === "page")
    return (
      <PageForm tree={tree as PageBlok} onChange={onChange} language={language} reset={reset} />
    );
  return <p className="oc-hint">{t("blocks.notEditable")}</p>;
}

/** A news article: title, teaser, date, image, author, body, search-engine fields. */
function ArticleForm({ tree, onChange, language, reset }: TreeProps<NewsArticleBlok>) {
  const { t } = useTranslation("opsContent");
  return (
    <>
      <FieldTable
        value={tree}
        onChange={onChange}
        language={language}
        rows={[
          { kind: "text", key: "title", label: t("fields.title"), maxLength: 200 },
          { kind: "text", key: "teaser", label: t("fields.teaser"), multiline: true },
          { kind: "text", key: "date", label: t("fields.date"), type: "date" },
          { kind: "image", key: "image", label: t("fields.image") },
          { kind: "text", key: "author", label: t("fields.author") },
          { kind: "richText", key: "body", label: t("fields.body"), reset: `${reset}-body` },
        ]}
      />
      <SeoFields
        seo={tree.seo}
        language={language}
        onChange={(seo) => onChange({ ...tree, seo })}
      />
    </>
  );
}

/** A page: title, intro, the body's blocks (add, move, remove), search-engine fields. */
function PageForm({ tree, onChange, language, reset }: TreeProps<PageBlok>) {
  const { t } = useTranslation("opsContent");
  const id = useId();
  const [kind, setKind] = useState<BlockKind>("rich_text");
  const body = tree.body ?? [];
  const setBody = (next: Blok[]) => onChange({ ...tree, body: next });
  return (
    <>
      <FieldTable
        value={tree}
        onChange={onChange}
        language={language}
        rows={[
          { kind: "text", key: "title", label: t("fields.title"), maxLength: 200 },
          { kind: "text", key: "intro", label: t("fields.intro"), multiline: true },
        ]}
      />
      <section className="oc-blocks" aria-labelledby={`${id}-blocks`}>
        <h3 id={`${id}-blocks`}>{t("blocks.heading")}</h3>
        {body.length === 0 && <p className="oc-hint">{t("blocks.none")}</p>}
        <ol className="oc-block-list">
          {body.map((block, i) => {
            const name = t("blocks.blockN", {
              n: i + 1,
              kind: t(`blocks.kind.${block.component}`, { defaultValue: block.component }),
            });
            return (
              <li key={block._uid}>
                <fieldset className="oc-block">
                  <legend>{name}</legend>
                  <BlockForm
                    block={block}
                    language={language}
                    reset={reset}
                    onChange={(b) => setBody(body.map((x, j) => (j === i ? b : x)))}
                  />
                  <ListControls
                    name={name}
                    index={i}
                    count={body.length}
                    onMove={(by) => setBody(moveItem(body, i, by))}
                    onRemove={() => setBody(removeItem(body, i))}
                  />
                </fieldset>
              </li>
            );
          })}
        </ol>
        <div className="oc-actions">
          <label>
            {t("blocks.kindToAdd")}
            <select value={kind} onChange={(e) => setKind(e.target.value as BlockKind)}>
              {BLOCK_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`blocks.kind.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="oc-button"
            onClick={() => setBody([...body, newBlock(kind)])}
          >
            {t("blocks.add")}
          </button>
        </div>
      </section>
      <SeoFields
        seo={tree.seo}
        language={language}
        onChange={(seo) => onChange({ ...tree, seo })}
      />
    </>
  );
}

function SeoFields({
  seo,
  language,
  onChange,
}: {
  seo: ContentSeo | undefined;
  language: Lang;
  onChange: (seo: ContentSeo) => void;
}) {
  const { t } = useTranslation("opsContent");
  const value = seo ?? {};
  return (
    <fieldset className="oc-sub">
      <legend>{t("seo.heading")}</legend>
      <FieldTable
        value={value}
        onChange={onChange}
        language={language}
        rows={[
          { kind: "text", key: "title", label: t("seo.title"), maxLength: 70 },
          {
            kind: "text",
            key: "description",
            label: t("seo.description"),
            multiline: true,
            maxLength: 160,
          },
          { kind: "image", key: "og_image", label: t("seo.image") },
        ]}
      />
    </fieldset>
  );
}
