import {
  SYNONYM_GROUP_NOT_FOUND,
  SYNONYM_TERM_EMPTY,
  SYNONYM_TERM_NOT_TEXT,
  SYNONYM_TERMS_MISSING,
  SYNONYM_TERMS_NOT_A_LIST,
  SYNONYM_TERMS_TOO_FEW,
  SYNONYM_TERMS_TOO_MANY,
  synonymGroupSavedSchema,
  synonymGroupsResponseSchema,
  synonymTermInOtherGroup,
  synonymTermsOneWord,
  synonymTermTooLong,
  synonymTermTwice,
  synonymTermWithoutWord,
} from '@souq/shared/schemas/admin-search-synonyms';
import { productPageResponseSchema } from '@souq/shared/schemas/product-page';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall, type StaffLogin, signedInStaff } from '../../../../test/admin-test-kit';
import { addShopper } from '../../../../test/shopper-test-kit';
import { useTestApp } from '../../../../test/test-app';
import { auditLog, searchSynonyms } from '../../../db/schema';
import { FOREIGN_ORIGIN, OWNER_ONLY, STAFF_SIGN_IN_REQUIRED } from '../admin-messages';

const t = useTestApp();
// Signed in once for the file: each sign-in checks an argon2 hash, on purpose slow.
let owner: StaffLogin;
let staff: StaffLogin;
beforeAll(async () => {
  [owner, staff] = await Promise.all([signedInStaff(t, 'owner'), signedInStaff(t)]);
});

const URL = '/api/admin/search-synonyms';
const list = (login: StaffLogin | null = staff) => adminCall(t, login, 'GET', URL);
const create = (login: StaffLogin | null, body: unknown) => adminCall(t, login, 'POST', URL, body);
const edit = (login: StaffLogin | null, id: string, body: unknown) =>
  adminCall(t, login, 'PUT', `${URL}/${id}`, body);
const remove = (login: StaffLogin | null, id: string) => adminCall(t, login, 'DELETE', `${URL}/${id}`);

let counter = 0;
/** A made-up word no product, no seeded group and no other test holds: "qwimzalb", "qwimzalc"… */
function madeUpWord(): string {
  counter += 1;
  let letters = '';
  for (let n = counter; n > 0; n = Math.floor(n / 26)) letters = String.fromCharCode(97 + (n % 26)) + letters;
  return `qwimzal${letters}`;
}

/** Words as a sorted list, to compare with a group's (the database sorts them by its own collation). */
const sorted = (words: readonly string[]) => [...words].sort();

/** A group created by the owner through the api; answers it. */
async function addGroup(terms: string[]) {
  const res = await create(owner, { terms });
  expect(res.statusCode, res.body).toBe(200);
  return synonymGroupSavedSchema.parse(res.json()).group;
}

async function storedGroup(id: string) {
  const [row] = await t.database.db.select().from(searchSynonyms).where(eq(searchSynonyms.id, id));
  return row ?? null;
}

async function auditOf(id: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'synonym-group'), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);
}

/** How many groups there are, to show a refused change added none. */
async function groupCount(): Promise<number> {
  return (await t.database.db.select({ id: searchSynonyms.id }).from(searchSynonyms)).length;
}

/** The group holding `word` (as search reads it), as the list answers it. */
async function groupHolding(word: string) {
  const { groups } = synonymGroupsResponseSchema.parse((await list()).json());
  return groups.find((group) => group.words.includes(word));
}

/** The ids of every product the storefront's search finds for `text`, over all its pages, sorted. */
async function found(text: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products?search=${encodeURIComponent(text)}&limit=100&page=${page}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = productPageResponseSchema.parse(res.json());
    ids.push(...answer.products.map((p) => p._id));
    if (page >= answer.totalPages) return ids.sort();
  }
}

describe('GET /api/admin/search-synonyms', () => {
  it('lists the seeded groups to any member of staff, each with its terms as typed and its words', async () => {
    const res = await list(staff);
    expect(res.statusCode).toBe(200);
    const { groups } = synonymGroupsResponseSchema.parse(res.json());
    const tee = groups.find((g) => g.terms[0] === 'tee');
    // "t-shirt", "tshirt" and "تي شيرت" are each one word, as search reads them.
    expect(sorted(tee?.words ?? [])).toEqual(sorted(['tee', 'tshirt', 'تيشيرت']));
    expect(groups).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          terms: ['tee', 't-shirt', 'tshirt', 'تيشيرت', 'تي شيرت'],
        }),
        expect.objectContaining({ terms: expect.arrayContaining(['فستان', 'dress', 'frock']) }),
      ]),
    );
  });

  it('lists the most recently changed group first', async () => {
    const older = await addGroup([madeUpWord(), madeUpWord()]);
    const newer = await addGroup([madeUpWord(), madeUpWord()]);
    const order = async () =>
      synonymGroupsResponseSchema
        .parse((await list()).json())
        .groups.map((g) => g.id)
        .filter((id) => id === older.id || id === newer.id);
    expect(await order()).toEqual([newer.id, older.id]);
    expect((await edit(owner, older.id, { terms: [...older.terms, madeUpWord()] })).statusCode).toBe(200);
    expect(await order()).toEqual([older.id, newer.id]);
  });

  it('refuses a caller who is not signed in to the back office, and a shopper’s token', async () => {
    const shopper = await addShopper(t);
    const callers: Record<string, string>[] = [{}, { token: shopper.token }];
    for (const headers of callers) {
      const res = await adminCall(t, null, 'GET', URL, undefined, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: STAFF_SIGN_IN_REQUIRED });
    }
  });
});

describe('POST /api/admin/search-synonyms', () => {
  it('lets an owner add a group, its terms tidied as typed and normalised by the database, and audits it', async () => {
    const word = madeUpWord();
    const res = await create(owner, { terms: [`  ${word.toUpperCase()} `, 'Bunny   Slipper', 'خُفّ أرنب'] });
    expect(res.statusCode, res.body).toBe(200);
    const { group, message } = synonymGroupSavedSchema.parse(res.json());
    expect(group.terms).toEqual([word.toUpperCase(), 'Bunny Slipper', 'خُفّ أرنب']);
    // Lower case, one word for a phrase, Arabic without its harakat and with alef folded.
    expect(sorted(group.words)).toEqual(sorted([word, 'bunnyslipper', 'خفارنب']));
    expect(message).toBe(`Synonym group “${word.toUpperCase()}” added.`);
    expect(await storedGroup(group.id)).toMatchObject({ terms: group.terms, words: group.words });
    expect(await auditOf(group.id)).toMatchObject([
      {
        action: 'synonym-group.create',
        staffId: owner.id,
        staffEmail: owner.email,
        before: null,
        after: { terms: group.terms, words: group.words },
      },
    ]);
  });

  it('makes the storefront’s search find by the new word what the other term finds, until deleted', async () => {
    // Nothing in the store is called this, and no typo of it is a word the catalogue knows.
    expect(await found('zorbleframe')).toEqual([]);
    const rockets = await found('rocket');
    const kanduras = await found('kandura');
    expect(rockets.length).toBeGreaterThan(0);
    expect(kanduras.length).toBeGreaterThan(0);
    expect(rockets).not.toEqual(kanduras);
    expect(await groupHolding('rocket')).toBeUndefined();
    expect(await groupHolding('kandura')).toBeUndefined();

    const group = await addGroup(['zorbleframe', 'rocket']);
    expect(await found('zorbleframe')).toEqual(rockets);
    expect(await found('Zorbleframe')).toEqual(rockets);

    // Edited from rockets to kanduras: the search follows at once.
    expect((await edit(owner, group.id, { terms: ['zorbleframe', 'kandura'] })).statusCode).toBe(200);
    expect(await found('zorbleframe')).toEqual(kanduras);

    expect((await remove(owner, group.id)).statusCode).toBe(200);
    expect(await found('zorbleframe')).toEqual([]);
  });

  it('finds the dinosaurs by a made-up word joined to the group that holds “dinosaur”', async () => {
    const dinosaurs = await found('dinosaur');
    expect(dinosaurs.length).toBeGreaterThan(0);
    expect(await found('zorbleframe')).toEqual([]);
    // The store's own group for dinosaurs when it has one (a word can be in one group only), else a new one.
    const seeded = await groupHolding('dinosaur');
    const res = seeded
      ? await edit(owner, seeded.id, { terms: [...seeded.terms, 'zorbleframe'] })
      : await create(owner, { terms: ['zorbleframe', 'dinosaur'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await found('zorbleframe')).toEqual(dinosaurs);
    if (seeded) {
      expect((await edit(owner, seeded.id, { terms: seeded.terms })).statusCode).toBe(200);
    } else {
      expect((await remove(owner, synonymGroupSavedSchema.parse(res.json()).group.id)).statusCode).toBe(200);
    }
    expect(await found('zorbleframe')).toEqual([]);
  });

  it('works in Arabic: an Arabic made-up word finds what its Arabic synonym finds', async () => {
    // Kandura, a word no longer one begins with (the last word typed is also read as a beginning).
    const kanduras = await found('كندورة');
    expect(kanduras.length).toBeGreaterThan(0);
    expect(await groupHolding('كندوره')).toBeUndefined();
    expect(await found('زربلفريم')).toEqual([]);
    const group = await addGroup(['زربلفريم', 'كندورة']);
    // Taa marbuta is read as haa.
    expect(sorted(group.words)).toEqual(sorted(['زربلفريم', 'كندوره']));
    expect(await found('زربلفريم')).toEqual(kanduras);
    expect((await remove(owner, group.id)).statusCode).toBe(200);
  });

  it('refuses a term another group holds, as search reads it, naming that group by its first term', async () => {
    const before = await groupCount();
    for (const [terms, taken] of [
      [['T-Shirt', 'camiseta'], 'T-Shirt'],
      [['camiseta', 'T SHIRT'], 'T SHIRT'],
      // أحذية is in the trainers group; alef and taa marbuta are folded.
      [['احذيه', 'botas'], 'احذيه'],
    ] as const) {
      const res = await create(owner, { terms });
      expect(res.statusCode, res.body).toBe(409);
      const first = taken === 'احذيه' ? 'trainers' : 'tee';
      expect(res.json()).toEqual({ success: false, message: synonymTermInOtherGroup(taken, first) });
    }
    expect(await groupCount()).toBe(before);
  });

  it('lets only one of two owners saving the same new word at once have it', async () => {
    const word = madeUpWord();
    const answers = await Promise.all([
      create(owner, { terms: [word, madeUpWord()] }),
      create(owner, { terms: [madeUpWord(), word.toUpperCase()] }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses a member of staff who is not an owner, before reading the form', async () => {
    const before = await groupCount();
    for (const payload of [{ terms: [madeUpWord(), madeUpWord()] }, { terms: 'nonsense' }]) {
      const res = await create(staff, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: OWNER_ONLY });
    }
    expect(await groupCount()).toBe(before);
  });

  it('refuses a request from another site', async () => {
    const before = await groupCount();
    const res = await adminCall(
      t,
      owner,
      'POST',
      URL,
      { terms: [madeUpWord(), madeUpWord()] },
      {
        origin: 'https://evil.example',
      },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: FOREIGN_ORIGIN });
    expect(await groupCount()).toBe(before);
  });

  const long = 'x'.repeat(41);
  it.each([
    ['no terms', {}, SYNONYM_TERMS_MISSING],
    ['terms as one text', { terms: 'tee, t-shirt' }, SYNONYM_TERMS_NOT_A_LIST],
    ['a term that is a number', { terms: ['tee', 42] }, SYNONYM_TERM_NOT_TEXT],
    ['one term', { terms: ['zorblefoo'] }, SYNONYM_TERMS_TOO_FEW],
    ['no term at all', { terms: [] }, SYNONYM_TERMS_TOO_FEW],
    [
      '21 terms',
      { terms: Array.from({ length: 21 }, (_, i) => `zorble${String.fromCharCode(97 + i)}`) },
      SYNONYM_TERMS_TOO_MANY,
    ],
    ['an empty term', { terms: ['zorblefoo', '', 'zorblebar'] }, SYNONYM_TERM_EMPTY],
    ['a term of spaces', { terms: ['zorblefoo', '   '] }, SYNONYM_TERM_EMPTY],
    ['a term of 41 characters', { terms: ['zorblefoo', long] }, synonymTermTooLong(long)],
    [
      'a term typed twice',
      { terms: ['zorblefoo', 'zorblebar', ' ZorbleFoo'] },
      synonymTermTwice('ZorbleFoo'),
    ],
    ['a term of no letters or digits', { terms: ['zorblefoo', '!!!'] }, synonymTermWithoutWord('!!!')],
    [
      'terms that are all one word to search',
      { terms: ['Zorble-Foo', 'zorble foo', 'zorblefoo'] },
      synonymTermsOneWord('zorblefoo'),
    ],
    ['Arabic terms that are one word', { terms: ['أرنوب', 'ارنوب'] }, synonymTermsOneWord('ارنوب')],
  ])('refuses %s with a 400 saying what is wrong, and adds nothing', async (_what, body, message) => {
    const before = await groupCount();
    const res = await create(owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(await groupCount()).toBe(before);
  });

  it('takes 20 terms of 40 characters, emoji counted as one, and terms with commas and quotes', async () => {
    const terms = Array.from({ length: 20 }, () => `${madeUpWord()}${'y'.repeat(40)}`.slice(0, 40));
    terms[18] = `say "hi", {x} ${madeUpWord()}`;
    const last = madeUpWord();
    terms[19] = `${'🦕'.repeat(40 - last.length)}${last}`;
    // 40 characters, but more UTF-16 units.
    expect([...terms[19]].length).toBe(40);
    expect(terms[19].length).toBeGreaterThan(40);
    const group = await addGroup(terms);
    expect(group.terms).toEqual(terms);
    expect(group.words).toHaveLength(20);
  });
});

describe('PUT /api/admin/search-synonyms/:id', () => {
  it('lets an owner change a group’s terms, keeping its id, and audits before and after', async () => {
    const [a, b, c] = [madeUpWord(), madeUpWord(), madeUpWord()];
    const group = await addGroup([a, b]);
    // Its own words are no conflict; a term of another group still is.
    const res = await edit(owner, group.id, { terms: [b.toUpperCase(), c, 'ألعاب'] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: synonymTermInOtherGroup('ألعاب', 'toys') });

    const saved = await edit(owner, group.id, { terms: [b.toUpperCase(), c] });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = synonymGroupSavedSchema.parse(saved.json());
    expect(body.message).toBe(`Synonym group “${b.toUpperCase()}” saved.`);
    expect(body.group).toMatchObject({ id: group.id, terms: [b.toUpperCase(), c] });
    expect(sorted(body.group.words)).toEqual(sorted([b, c]));
    expect(Date.parse(body.group.updatedAt)).toBeGreaterThan(Date.parse(group.updatedAt));
    expect(body.group.createdAt).toBe(group.createdAt);
    expect(await auditOf(group.id)).toMatchObject([
      { action: 'synonym-group.create' },
      {
        action: 'synonym-group.edit',
        staffId: owner.id,
        before: { terms: [a, b], words: group.words },
        after: { terms: [b.toUpperCase(), c], words: body.group.words },
      },
    ]);
  });

  it('refuses a member of staff who is not an owner, and changes nothing', async () => {
    const group = await addGroup([madeUpWord(), madeUpWord()]);
    const res = await edit(staff, group.id, { terms: [madeUpWord(), madeUpWord()] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: OWNER_ONLY });
    expect(await storedGroup(group.id)).toMatchObject({ terms: group.terms });
    expect(await auditOf(group.id)).toHaveLength(1);
  });

  it('refuses bad terms with a 400, changing nothing', async () => {
    const group = await addGroup([madeUpWord(), madeUpWord()]);
    const res = await edit(owner, group.id, { terms: [group.terms[0]] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: SYNONYM_TERMS_TOO_FEW });
    expect(await storedGroup(group.id)).toMatchObject({ terms: group.terms });
  });

  it('answers 404 for a group that does not exist, and 400 in the same words for an id that cannot be one', async () => {
    const terms = [madeUpWord(), madeUpWord()];
    const missing = await edit(owner, '00000000-0000-4000-8000-000000000000', { terms });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: SYNONYM_GROUP_NOT_FOUND });
    const malformed = await edit(owner, 'tee', { terms });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, message: SYNONYM_GROUP_NOT_FOUND });
  });
});

describe('DELETE /api/admin/search-synonyms/:id', () => {
  it('lets an owner delete a group, audited with what it held; a second delete is a 404', async () => {
    const group = await addGroup([madeUpWord(), 'غزالة مرقطة']);
    const res = await remove(owner, group.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: `Synonym group “${group.terms[0]}” deleted.` });
    expect(await storedGroup(group.id)).toBeNull();
    expect((await auditOf(group.id)).at(-1)).toMatchObject({
      action: 'synonym-group.delete',
      staffId: owner.id,
      before: { terms: group.terms, words: group.words },
      after: null,
    });
    const again = await remove(owner, group.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: SYNONYM_GROUP_NOT_FOUND });
    // Its words are free for another group.
    await addGroup(group.terms);
  });

  it('refuses a member of staff who is not an owner, and keeps the group', async () => {
    const group = await addGroup([madeUpWord(), madeUpWord()]);
    const res = await remove(staff, group.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: OWNER_ONLY });
    expect(await storedGroup(group.id)).not.toBeNull();
  });

  it('refuses a request from another site', async () => {
    const group = await addGroup([madeUpWord(), madeUpWord()]);
    const res = await adminCall(t, owner, 'DELETE', `${URL}/${group.id}`, undefined, {
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect(await storedGroup(group.id)).not.toBeNull();
  });
});
