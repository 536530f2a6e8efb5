import { describe, expect, it } from '@jest/globals';
import { ReportGoodiesSaleBody } from '../customers/activity.commands.js';
import {
  CustomerFilters,
  normalizeTagName,
  RenameTagBody,
} from '../customers/customer.commands.js';
import { CreateAlbumBody, EditMediaItemBody } from '../content/content.commands.js';
import { SavePayoutInfoBody } from '../finance/finance.commands.js';
import {
  hasUnsafeText,
  safeText,
  stripUnsafeNameCharacters,
  UNSAFE_TEXT_MESSAGE,
} from './names.js';

/** One of each kind the review named: NUL, a lone surrogate, a bidi override, and friends. */
const NUL = '\u0000';
const LONE_SURROGATE = '\uD800';
const RLO = '\u202E';
const UNSAFE = [
  NUL,
  LONE_SURROGATE,
  '\uDFFF',
  RLO,
  '\u2066',
  '\u200F',
  '\u001B',
  '\u0085',
  '\uFEFF',
];

describe('the one name rule (issue 17, S11)', () => {
  it('strips controls, lone surrogates and bidi characters, keeping every script and emoji', () => {
    for (const bad of UNSAFE) expect(stripUnsafeNameCharacters(`Best${bad} of`)).toBe('Best of');
    expect(stripUnsafeNameCharacters('Fotos de mayo 🌸 Ünïcödé 東京')).toBe(
      'Fotos de mayo 🌸 Ünïcödé 東京',
    );
    // Zero-width joiners hold emoji sequences together; they stay.
    expect(stripUnsafeNameCharacters('👩\u200D👩\u200D👧')).toBe('👩\u200D👩\u200D👧');
    expect(stripUnsafeNameCharacters(`gpj${RLO}.exe`)).toBe('gpj.exe');
  });

  it('cleans album names, and a name of only unsafe characters is no name', () => {
    expect(CreateAlbumBody.parse({ name: `  May${NUL}${RLO} shoot${LONE_SURROGATE} ` })).toEqual({
      name: 'May shoot',
    });
    const empty = CreateAlbumBody.safeParse({ name: `${NUL}${RLO}` });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe(
      CreateAlbumBody.safeParse({ name: '' }).error?.issues[0]?.message,
    );
  });

  it('cleans media titles', () => {
    expect(EditMediaItemBody.parse({ title: `Beach${RLO}${NUL}` }).title).toBe('Beach');
  });

  it('cleans saved-search names', () => {
    const filters = CustomerFilters.parse({ nameForSavedSearch: `Win${NUL} back${RLO}` });
    expect(filters.nameForSavedSearch).toBe('Win back');
  });

  it('keeps tag names to their narrower alphabet, built on the same rule', () => {
    expect(normalizeTagName(`VIP${NUL}${RLO} fan${LONE_SURROGATE}`)).toBe('VIP fan');
    expect(RenameTagBody.parse({ name: `a${NUL}`, newName: `b${RLO}` })).toEqual({
      name: 'a',
      newName: 'b',
    });
  });

  it('cleans payee and bank names (and the address lines)', () => {
    const body = SavePayoutInfoBody.parse({
      payment_request: {
        payee_name: `Ann${NUL} Lee${RLO}`,
        address_line1: `1 Main\u2067 St`,
        taxable_status: 0,
        payment_period: 0,
      },
      bank_account: { bank_name: `First${LONE_SURROGATE} Bank` },
    });
    expect(body.payment_request.payee_name).toBe('Ann Lee');
    expect(body.payment_request.address_line1).toBe('1 Main St');
    expect(body.bank_account?.bank_name).toBe('First Bank');
  });

  it('cleans the titles outside systems report for goody sales', () => {
    const parsed = ReportGoodiesSaleBody.safeParse({ title: `Bag${NUL}${RLO}` });
    const issues = parsed.error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(issues).not.toContain('title');
    const only = ReportGoodiesSaleBody.safeParse({ title: `${NUL}${RLO}` });
    expect(only.error?.issues.map((issue) => issue.path.join('.'))).toContain('title');
  });
});

describe('safeText: the rule of every free text a person types', () => {
  it.each(['\u202E', '\u0000', '\u001B', '\u2066', '\u200B', '\uFEFF', '\u0085'])(
    'refuses %j with the message under the field',
    (bad) => {
      expect(hasUnsafeText(`a${bad}b`)).toBe(true);
      const parsed = safeText().safeParse(`a${bad}b`);
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([UNSAFE_TEXT_MESSAGE]);
    },
  );

  it('keeps line breaks and tabs only in a multi-line text; joiners and emoji everywhere', () => {
    expect(hasUnsafeText('one\ntwo\tthree\r\n', { multiline: true })).toBe(false);
    expect(hasUnsafeText('one\ntwo')).toBe(true);
    expect(hasUnsafeText('👩\u200D💻 café ۱۲۳')).toBe(false);
    expect(safeText(undefined, { multiline: true }).trim().max(5).parse(' a\nb ')).toBe('a\nb');
  });
});
