import { useId, useState } from "react";

import type { Blok, ContentSeo, NewsArticleBlok, PageBlok } from "@coop/contract/content";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { BlockForm } from "./block-form.tsx";
import { BLOCK_KINDS, type BlockKind, moveItem, newBlock, removeItem } from "./blocks.ts";
import { ImageField, RichTextField, TextField } from "./fields.tsx";

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
      <TextField
        label={t("fields.title")}
        value={tree.title}
        maxLength={200}
        onChange={(title) => onChange({ ...tree, title })}
      />
      <TextField
        label={t("fields.teaser")}
        multiline
        value={tree.teaser}
        onChange={(teaser) => onChange({ ...tree, teaser })}
      />
      <TextField
        label={t("fields.date")}
        type="date"
        value={tree.date}
        onChange={(date) => onChange({ ...tree, date })}
      />
      <ImageField
        label={t("fields.image")}
        language={language}
        value={tree.image}
        onChange={(image) => onChange({ ...tree, image })}
      />
      <TextField
        label={t("fields.author")}
        value={tree.author}
        onChange={(author) => onChange({ ...tree, author })}
      />
      <RichTextField
        label={t("fields.body")}
        value={tree.body}
        reset={`${reset}-body`}
        onChange={(body) => onChange({ ...tree, body })}
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
      <TextField
        label={t("fields.title")}
        value={tree.title}
        maxLength={200}
        onChange={(title) => onChange({ ...tree, title })}
      />
      <TextField
        label={t("fields.intro")}
        multiline
        value={tree.intro}
        onChange={(intro) => onChange({ ...tree, intro })}
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
                  <div className="oc-actions">
                    <button
                      type="button"
                      className="oc-button"
                      disabled={i === 0}
                      onClick={() => setBody(moveItem(body, i, -1))}
                    >
                      {t("blocks.up", { name })}
                    </button>
                    <button
                      type="button"
                      className="oc-button"
                      disabled={i === body.length - 1}
                      onClick={() => setBody(moveItem(body, i, 1))}
                    >
                      {t("blocks.down", { name })}
                    </button>
                    <button
                      type="button"
                      className="oc-button oc-button--danger"
                      onClick={() => setBody(removeItem(body, i))}
                    >
                      {t("blocks.remove", { name })}
                    </button>
                  </div>
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
      <TextField
        label={t("seo.title")}
        value={value.title}
        maxLength={70}
        onChange={(title) => onChange({ ...value, title })}
      />
      <TextField
        label={t("seo.description")}
        multiline
        maxLength={160}
        value={value.description}
        onChange={(description) => onChange({ ...value, description })}
      />
      <ImageField
        label={t("seo.image")}
        language={language}
        value={value.og_image}
        onChange={(og_image) => onChange({ ...value, og_image })}
      />
    </fieldset>
  );
}
