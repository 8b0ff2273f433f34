import type { RouterContextProvider } from "react-router";

import { pageContextOf } from "../../lib/page-context.ts";
import { type StatusTexts, statusTextsOf } from "./status-texts.ts";

/** Both languages, so that switching language on the page needs no new read. */
export type StatusTextsByLanguage = { "en-US": StatusTexts; es: StatusTexts };

/**
 * The confirmation page's loader part (`order.status-texts`): the order-statuses story in
 * both languages, read in-process. A failed read answers nothing (the built-in words show).
 */
export async function loadStatusTexts(
  context: Readonly<RouterContextProvider>,
): Promise<StatusTextsByLanguage> {
  const content = pageContextOf(context).content;
  const [en, es] = await Promise.all([
    content.global("order-statuses", "en-US").catch(() => null),
    content.global("order-statuses", "es").catch(() => null),
  ]);
  return { "en-US": statusTextsOf(en), es: statusTextsOf(es) };
}
