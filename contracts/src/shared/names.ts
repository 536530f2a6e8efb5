import { z } from 'zod';

/**
 * Characters no name may hold, wherever a person names something (tags, albums, saved
 * searches, media titles, payee and bank names, goody titles): C0 and C1 controls (NUL, line
 * breaks, ESC), bidirectional embeddings, overrides, isolates and marks (they reorder what
 * follows, so "gpj.exe" can display as "exe.jpg"), zero-width space, word joiners and the BOM,
 * interlinear annotation controls, noncharacters, and lone surrogates (not text at all, and
 * not storable as UTF-8). Joiners (U+200C, U+200D) stay: emoji and many scripts need them.
 */
const UNSAFE_NAME_CHARACTERS =
  /[\p{Cc}\p{Cs}\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\uFFF9-\uFFFB\uFDD0-\uFDEF\uFFFE\uFFFF]/gu;

/**
 * A name with every unsafe character removed (see UNSAFE_NAME_CHARACTERS): the one rule of
 * every name field; tag names add their narrower spec alphabet on top (normalizeTagName).
 *
 * @example stripUnsafeNameCharacters('Best\u0000 of\u202E 2024') === 'Best of 2024'
 */
export function stripUnsafeNameCharacters(raw: string): string {
  return raw.replace(UNSAFE_NAME_CHARACTERS, '');
}

/**
 * The schema of a name field: a string with the unsafe characters stripped before any check
 * that follows (trim, min, max), so a name of only control characters is "required".
 *
 * @example nameText({ error: 'Please name the folder.' }).trim().min(1).max(60)
 */
export function nameText(params?: Parameters<typeof z.string>[0]): z.ZodString {
  return z.string(params).overwrite(stripUnsafeNameCharacters);
}

/** What a text field answers when it holds a character UNSAFE_NAME_CHARACTERS names. */
export const UNSAFE_TEXT_MESSAGE = "can't contain control or text-direction characters";

/** Line breaks and tabs: the only control characters a multi-line text (a post, a mail) keeps. */
const LINE_BREAKS = new Set(['\t', '\n', '\r']);

/**
 * Whether text holds a character no text may (see UNSAFE_NAME_CHARACTERS); a multi-line text
 * may hold line breaks and tabs.
 *
 * @example hasUnsafeText('Hi\u202Egpj.exe') === true; hasUnsafeText('a\nb', { multiline: true }) === false
 */
export function hasUnsafeText(text: string, options: { multiline?: boolean } = {}): boolean {
  for (const [match] of text.matchAll(UNSAFE_NAME_CHARACTERS)) {
    if (!(options.multiline === true && LINE_BREAKS.has(match))) return true;
  }
  return false;
}

/**
 * The schema of a free-text field a person types (a listing's title, a mail's subject, a post,
 * a chat message, the site banner): refused with UNSAFE_TEXT_MESSAGE, under the field's name,
 * when it holds a control character (NUL, ESC), a bidirectional override or isolate (U+202E),
 * a zero-width or noncharacter (the same table as names); `multiline` keeps line breaks and tabs.
 *
 * @example safeText({ error: 'Subject is required' }, { multiline: false }).trim().min(1).max(200)
 */
export function safeText(
  params?: Parameters<typeof z.string>[0],
  options: { multiline?: boolean } = {},
): z.ZodString {
  return z.string(params).refine((text) => !hasUnsafeText(text, options), UNSAFE_TEXT_MESSAGE);
}
