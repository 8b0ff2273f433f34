import type { CardBlok, CardGridBlok, FaqBlok } from "@coop/contract/content";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import type { BlockProps as Props } from "./block-form.tsx";
import { moveItem, removeItem } from "./blocks.ts";
import { ImageField, LinkField, RichTextField, TextField } from "./fields.tsx";
import { newUid } from "./story-rules.ts";

/**
 * The blocks that hold a list of their own (`content-authoring.page-blocks`): cards, questions.
 * `ListControls` moves an item of such a list up or down, or removes it (a page's blocks too).
 */
export function ListControls({
  index,
  count,
  onMove,
  onRemove,
  name,
}: {
  index: number;
  count: number;
  name: string;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation("opsContent");
  return (
    <div className="oc-actions">
      <button type="button" className="oc-button" disabled={index === 0} onClick={() => onMove(-1)}>
        {t("blocks.up", { name })}
      </button>
      <button
        type="button"
        className="oc-button"
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        {t("blocks.down", { name })}
      </button>
      <button type="button" className="oc-button oc-button--danger" onClick={onRemove}>
        {t("blocks.remove", { name })}
      </button>
    </div>
  );
}

export function CardGridForm({ block, onChange, language }: Props<CardGridBlok>) {
  const { t } = useTranslation("opsContent");
  const setCards = (cards: CardBlok[]) => onChange({ ...block, cards });
  const setCard = (i: number, card: CardBlok) =>
    setCards(block.cards.map((c, j) => (j === i ? card : c)));
  return (
    <>
      <TextField
        label={t("blocks.title")}
        value={block.title}
        onChange={(title) => onChange({ ...block, title })}
      />
      {block.cards.map((card, i) => {
        const name = t("blocks.cardN", { n: i + 1 });
        return (
          <fieldset key={card._uid} className="oc-sub">
            <legend>{name}</legend>
            <TextField
              label={t("blocks.title")}
              value={card.title}
              onChange={(title) => setCard(i, { ...card, title })}
            />
            <TextField
              label={t("blocks.text")}
              multiline
              value={card.text}
              onChange={(text) => setCard(i, { ...card, text })}
            />
            <ImageField
              label={t("fields.image")}
              language={language}
              value={card.image}
              onChange={(image) => setCard(i, { ...card, image })}
            />
            <LinkField
              label={t("blocks.link")}
              value={card.link}
              onChange={(link) => setCard(i, { ...card, link })}
            />
            <ListControls
              name={name}
              index={i}
              count={block.cards.length}
              onMove={(by) => setCards(moveItem(block.cards, i, by))}
              onRemove={() => setCards(removeItem(block.cards, i))}
            />
          </fieldset>
        );
      })}
      <button
        type="button"
        className="oc-button"
        onClick={() => setCards([...block.cards, { _uid: newUid(), component: "card", title: "" }])}
      >
        {t("blocks.addCard")}
      </button>
    </>
  );
}

export function FaqForm({ block, onChange, reset }: Props<FaqBlok>) {
  const { t } = useTranslation("opsContent");
  type Item = FaqBlok["items"][number];
  const setItems = (items: Item[]) => onChange({ ...block, items });
  const setItem = (i: number, item: Item) =>
    setItems(block.items.map((x, j) => (j === i ? item : x)));
  return (
    <>
      <TextField
        label={t("blocks.title")}
        value={block.title}
        onChange={(title) => onChange({ ...block, title })}
      />
      {block.items.map((item, i) => {
        const name = t("blocks.questionN", { n: i + 1 });
        return (
          <fieldset key={item._uid} className="oc-sub">
            <legend>{name}</legend>
            <TextField
              label={t("blocks.question")}
              value={item.question}
              onChange={(question) => setItem(i, { ...item, question })}
            />
            <RichTextField
              label={t("blocks.answer")}
              value={item.answer}
              reset={`${reset}-${item._uid}`}
              onChange={(answer) => setItem(i, { ...item, answer })}
            />
            <ListControls
              name={name}
              index={i}
              count={block.items.length}
              onMove={(by) => setItems(moveItem(block.items, i, by))}
              onRemove={() => setItems(removeItem(block.items, i))}
            />
          </fieldset>
        );
      })}
      <button
        type="button"
        className="oc-button"
        onClick={() =>
          setItems([
            ...block.items,
            { _uid: newUid(), component: "faq_item", question: "", answer: { type: "doc" } },
          ])
        }
      >
        {t("blocks.addQuestion")}
      </button>
    </>
  );
}
