import "../strings.ts";

import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { useEffect, useRef, useState } from "react";

import type { RichTextDoc } from "@coop/contract/content";

import { useTranslation } from "../../../../lib/i18n-react.tsx";
import { fromEditorJson, toEditorJson } from "./convert.ts";
import { richTextExtensions } from "./extensions.ts";
import { LinkDialog } from "./link-dialog.tsx";

type Props = {
  /** The id of the element that names the field (its label). */
  labelledBy: string;
  value: RichTextDoc | null | undefined;
  onChange: (doc: RichTextDoc) => void;
};

/**
 * A rich-text field (`content-authoring.rich-text-json`): a toolbar of named buttons that show
 * whether they are on (bold, italic, headings 2 and 3, lists, link), Ctrl/Cmd+B, I and K, and
 * the text area. It reads and writes the vendor's rich-text JSON. `value` is read when the field
 * opens (give it a new `key` to load another document).
 */
/** Mouse down on a formatting button without taking the focus from the editor. */
function keepEditorFocus(event: { preventDefault(): void }) {
  event.preventDefault();
}

export function RichTextEditor({ labelledBy, value, onChange }: Props) {
  const { t } = useTranslation("opsContent");
  const [linkOpen, setLinkOpen] = useState(false);
  const linkButton = useRef<HTMLButtonElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // Made once: the editor keeps the extensions it was created with.
  const [extensions] = useState(() => richTextExtensions(() => setLinkOpen(true)));
  const editor = useEditor({
    immediatelyRender: false,
    extensions,
    content: toEditorJson(value),
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        class: "oc-rte__text",
      },
    },
    onUpdate: ({ editor: e }) => onChangeRef.current(fromEditorJson(e.getJSON())),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      h2: e?.isActive("heading", { level: 2 }) ?? false,
      h3: e?.isActive("heading", { level: 3 }) ?? false,
      bullets: e?.isActive("bulletList") ?? false,
      numbers: e?.isActive("orderedList") ?? false,
      link: e?.isActive("link") ?? false,
      href: (e?.getAttributes("link").href as string | undefined) ?? "",
      target: (e?.getAttributes("link").target as string | undefined) ?? null,
    }),
  });

  const chain = () => editor!.chain().focus();
  const buttons = [
    { key: "bold", pressed: active?.bold, run: () => chain().toggleBold().run(), keys: "Ctrl+B" },
    {
      key: "italic",
      pressed: active?.italic,
      run: () => chain().toggleItalic().run(),
      keys: "Ctrl+I",
    },
    { key: "h2", pressed: active?.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: "h3", pressed: active?.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: "bullets", pressed: active?.bullets, run: () => chain().toggleBulletList().run() },
    { key: "numbers", pressed: active?.numbers, run: () => chain().toggleOrderedList().run() },
  ] as const;

  return (
    <div className="oc-rte">
      <div className="oc-rte__toolbar" role="toolbar" aria-label={t("rte.toolbar")}>
        {buttons.map((b) => (
          <button
            key={b.key}
            type="button"
            className="oc-rte__button"
            aria-pressed={b.pressed ?? false}
            aria-keyshortcuts={"keys" in b ? b.keys : undefined}
            disabled={!editor}
            // A pointer click keeps the editor's focus and selection (no keystroke typed right
            // after it is lost while focus comes back); keyboard users press it from the toolbar.
            onMouseDown={keepEditorFocus}
            onClick={b.run}
          >
            {t(`rte.${b.key}`)}
          </button>
        ))}
        <button
          ref={linkButton}
          type="button"
          className="oc-rte__button"
          aria-pressed={active?.link ?? false}
          aria-keyshortcuts="Ctrl+K"
          disabled={!editor}
          onClick={() => setLinkOpen(true)}
        >
          {t("rte.link")}
        </button>
        {active?.link && (
          <button
            type="button"
            className="oc-rte__button"
            onMouseDown={keepEditorFocus}
            onClick={() => chain().extendMarkRange("link").unsetLink().run()}
          >
            {t("rte.unlink")}
          </button>
        )}
      </div>
      <EditorContent editor={editor} />
      <LinkDialog
        open={linkOpen}
        initialHref={active?.href ?? ""}
        initialNewTab={active?.target === "_blank"}
        returnFocusRef={linkButton}
        onClose={() => setLinkOpen(false)}
        onApply={(href, newTab) => {
          setLinkOpen(false);
          if (!editor) return;
          const c = editor.chain().focus().extendMarkRange("link");
          c.setLink({ href, target: newTab ? "_blank" : null }).run();
        }}
      />
    </div>
  );
}
