import { readCookie } from "./cookies.ts";

/** The languages of the site (`i18n.languages`): en-US is the default. */
export const supportedLanguages = ["en-US", "es"] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = "en-US";

/** The query parameter that forces a language, and the cookie that remembers it. */
export const languageParam = "lang";
const languageCookie = "lang";
const oneYearInSeconds = 365 * 24 * 60 * 60;

const aliases: Record<string, Language> = { "en-us": "en-US", en: "en-US", es: "es" };

/** `en-US`, `en` → en-US; `es` → es (case-insensitive); anything else → undefined. */
export function toLanguage(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  return aliases[value.trim().toLowerCase()];
}

export function languageCookieHeader(language: Language): string {
  return `${languageCookie}=${language}; Path=/; Max-Age=${oneYearInSeconds}; SameSite=Lax`;
}

type LanguageChoice = {
  language: Language;
  /** A Set-Cookie value when the request forced a language with `?lang=`. */
  setCookie?: string;
};

/**
 * The language of a request: a valid `lang` query parameter (which is then remembered in
 * the `lang` cookie), else the `lang` cookie, else en-US. Accept-Language is not consulted.
 */
export function resolveLanguage(request: Request): LanguageChoice {
  const forced = toLanguage(new URL(request.url).searchParams.get(languageParam));
  if (forced) return { language: forced, setCookie: languageCookieHeader(forced) };
  const remembered = toLanguage(readCookie(request.headers.get("cookie"), languageCookie));
  return { language: remembered ?? defaultLanguage };
}
