/**
 * The editor's schema: exactly the nodes and marks the vendor's rich text has (paragraphs,
 * headings of levels 2 and 3, bullet and numbered lists, line breaks; bold, italic, links) and
 * nothing else, so whatever an author types or pastes can be saved. Links keep the vendor's
 * extra attributes (linktype, uuid, anchor) and only safe addresses (`content-authoring.link-safety`).
 */
import { type AnyExtension, Extension } from "@tiptap/core";
import Link from "@tiptap/extension-link";
import StarterKit from "@tiptap/starter-kit";

import { isSafeHref } from "./link-safety.ts";

const VendorLink = Link.extend({
  addAttributes() {
    const hidden = (name: string) => ({
      default: null,
      parseHTML: (element: HTMLElement) => element.getAttribute(`data-${name}`),
      renderHTML: () => ({}),
    });
    return {
      ...this.parent?.(),
      linktype: hidden("linktype"),
      uuid: hidden("uuid"),
      anchor: hidden("anchor"),
    };
  },
});

/** The extensions of the editor; `onLinkShortcut` runs on Ctrl/Cmd+K. */
export function richTextExtensions(onLinkShortcut?: () => void): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: false,
    }),
    VendorLink.configure({
      openOnClick: false,
      autolink: false,
      linkOnPaste: true,
      HTMLAttributes: { rel: "noopener noreferrer", target: null },
      isAllowedUri: (url) => isSafeHref(url),
    }),
    Extension.create({
      name: "linkShortcut",
      addKeyboardShortcuts() {
        return {
          "Mod-k": () => {
            onLinkShortcut?.();
            return true;
          },
        };
      },
    }),
  ];
}
