import type {
  ArticleListBlok,
  Blok,
  CardGridBlok,
  ContentCardsBlok,
  CtaBlok,
  FaqBlok,
  FeaturedProductsBlok,
  HeroBlok,
  ImageBlok,
  RichTextBlok,
} from "@coop/contract/content";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { CardGridForm, FaqForm } from "./block-lists.tsx";
import { FieldTable } from "./field-table.tsx";
import { ImageField, RichTextField, TextField } from "./fields.tsx";

type Lang = "default" | "es";
export type BlockProps<B> = {
  block: B;
  onChange: (block: B) => void;
  language: Lang;
  reset: string;
};
type Props<B> = BlockProps<B>;

/** The fields of one block of a page's body, by its component. */
export function BlockForm({ block, onChange, language, reset }: Props<Blok>) {
  const p = { onChange, language, reset };
  switch (block.component) {
    case "hero":
      return <HeroForm block={block as HeroBlok} {...p} />;
    case "rich_text":
      return <RichTextBlockForm block={block as RichTextBlok} {...p} />;
    case "image":
      return <ImageBlockForm block={block as ImageBlok} {...p} />;
    case "call_to_action":
      return <CtaForm block={block as CtaBlok} {...p} />;
    case "card_grid":
      return <CardGridForm block={block as CardGridBlok} {...p} />;
    case "faq":
      return <FaqForm block={block as FaqBlok} {...p} />;
    case "featured_products":
      return <FeaturedForm block={block as FeaturedProductsBlok} {...p} />;
    case "article_list":
      return <ArticleListForm block={block as ArticleListBlok} {...p} />;
    case "content_cards":
      return <TitleOnlyForm block={block as ContentCardsBlok} {...p} />;
    default:
      return <OtherBlock />;
  }
}

function OtherBlock() {
  const { t } = useTranslation("opsContent");
  return <p className="oc-hint">{t("blocks.notEditable")}</p>;
}

function HeroForm({ block, onChange, language }: Props<HeroBlok>) {
  const { t } = useTranslation("opsContent");
  return (
    <FieldTable
      value={block}
      onChange={onChange}
      language={language}
      rows={[
        { kind: "text", key: "headline", label: t("blocks.headline") },
        { kind: "text", key: "text", label: t("blocks.text"), multiline: true },
        { kind: "image", key: "image", label: t("fields.image") },
        { kind: "text", key: "cta_label", label: t("blocks.ctaLabel") },
        { kind: "link", key: "cta_link", label: t("blocks.ctaLink") },
      ]}
    />
  );
}

function RichTextBlockForm({ block, onChange, reset }: Props<RichTextBlok>) {
  const { t } = useTranslation("opsContent");
  return (
    <RichTextField
      label={t("blocks.text")}
      value={block.text}
      reset={`${reset}-${block._uid}`}
      onChange={(text) => onChange({ ...block, text })}
    />
  );
}

function ImageBlockForm({ block, onChange, language }: Props<ImageBlok>) {
  const { t } = useTranslation("opsContent");
  return (
    <>
      <ImageField
        label={t("fields.image")}
        language={language}
        value={block.image}
        onChange={(image) =>
          onChange({ ...block, image: image ?? { id: null, filename: "", alt: "" } })
        }
      />
      <TextField
        label={t("blocks.caption")}
        value={block.caption}
        onChange={(caption) => onChange({ ...block, caption })}
      />
    </>
  );
}

function CtaForm({ block, onChange, language }: Props<CtaBlok>) {
  const { t } = useTranslation("opsContent");
  return (
    <>
      <FieldTable
        value={block}
        onChange={onChange}
        language={language}
        rows={[
          { kind: "text", key: "label", label: t("blocks.label") },
          { kind: "link", key: "link", label: t("blocks.link") },
          { kind: "text", key: "text", label: t("blocks.text") },
        ]}
      />
      <div className="oc-field">
        <label>
          {t("blocks.style")}
          <select
            value={block.style ?? "primary"}
            onChange={(e) => onChange({ ...block, style: e.target.value as "primary" | "outline" })}
          >
            <option value="primary">{t("blocks.stylePrimary")}</option>
            <option value="outline">{t("blocks.styleOutline")}</option>
          </select>
        </label>
      </div>
    </>
  );
}

function FeaturedForm({ block, onChange }: Props<FeaturedProductsBlok>) {
  const { t } = useTranslation("opsContent");
  return (
    <>
      <TextField
        label={t("blocks.title")}
        value={block.title}
        onChange={(title) => onChange({ ...block, title })}
      />
      <TextField
        label={t("blocks.skus")}
        hint={t("blocks.skusHint")}
        value={block.skus.join(", ")}
        onChange={(text) =>
          onChange({
            ...block,
            skus: text
              .split(",")
              .map((s) => s.trim())
              .filter((s, i, all) => s || i === all.length - 1),
          })
        }
      />
    </>
  );
}

function ArticleListForm({ block, onChange, language }: Props<ArticleListBlok>) {
  const { t } = useTranslation("opsContent");
  return (
    <FieldTable
      value={block}
      onChange={onChange}
      language={language}
      rows={[
        { kind: "text", key: "title", label: t("blocks.title") },
        { kind: "text", key: "folder", label: t("fields.folder") },
      ]}
    />
  );
}

function TitleOnlyForm({ block, onChange }: Props<ContentCardsBlok>) {
  const { t } = useTranslation("opsContent");
  return (
    <TextField
      label={t("blocks.title")}
      value={block.title}
      onChange={(title) => onChange({ ...block, title })}
    />
  );
}
