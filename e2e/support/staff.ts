import { randomInt } from 'node:crypto';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  request,
  test,
} from '@playwright/test';
import { OWNER } from './owner';

export interface StaffMember {
  name: string;
  email: string;
  password: string;
}

/** A member of staff no other test has used. */
export function newStaffMember(): StaffMember {
  const n = randomInt(1_000_000);
  return { name: `Mariam ${n}`, email: `mariam.${n}@littlesouq.test`, password: 'packing-tape-2025' };
}

/** Signs `api` in as the store's first owner (OWNER). */
async function signInAsTheOwner(api: APIRequestContext): Promise<void> {
  const res = await api.post('/api/admin/session', { data: OWNER });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * The owner's api session, made once per worker: sign-in is rate limited per email (10 in 15 minutes), and
 * the suite's tests invite members far more often than that.
 */
let ownerApi: Promise<APIRequestContext> | null = null;

function ownerSession(): Promise<APIRequestContext> {
  ownerApi ??= (async () => {
    const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
    await signInAsTheOwner(api);
    return api;
  })();
  return ownerApi;
}

/**
 * Signs `request` (a page's, so its browser context too, or one of its own) in as an owner: one of its own,
 * invited by the first owner and joined through the api, since sign-in is rate limited per e-mail.
 */
export async function signInAsOwner(api: APIRequestContext): Promise<StaffMember> {
  return joinWith(api, 'owner');
}

/**
 * Signs in as an owner (one of its own, as `signInAsOwner`) on the sign-in page, as a person does, and waits
 * for the dashboard.
 */
export async function signInAsOwnerOnPage(page: Page): Promise<StaffMember> {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  const owner = await joinWith(api, 'owner').finally(() => api.dispose());
  await page.goto('/admin/sign-in');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return owner;
}

/** The owner invites `email` as `role` through the api; the answer's one-time link. */
export async function inviteViaApi(email: string, role: 'owner' | 'staff' = 'staff'): Promise<string> {
  const res = await (await ownerSession()).post('/api/admin/staff/invitations', { data: { email, role } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { inviteUrl: string }).inviteUrl;
}

/**
 * The invitation link's address on the store the tests run against: the server names its public URL
 * (localhost), the tests reach it at 127.0.0.1, and the session cookie belongs to the host it was set on.
 */
export function onTestServer(inviteUrl: string): string {
  const url = new URL(inviteUrl);
  return `${url.pathname}${url.search}`;
}

/** A new member with `role`, invited by the owner and joined through `api`, which it leaves signed in. */
async function joinWith(api: APIRequestContext, role: 'owner' | 'staff'): Promise<StaffMember> {
  const member = newStaffMember();
  const token = new URL(await inviteViaApi(member.email, role)).searchParams.get('token');
  const res = await api.post('/api/admin/invitations/accept', {
    data: { token, name: member.name, password: member.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return member;
}

/** A member of staff, invited by the owner and joined through the api, signed in on `page`'s context. */
export function joinAsStaff(page: Page): Promise<StaffMember> {
  return joinWith(page.request, 'staff');
}

/** A browser context of its own (another person at another computer), with the project's address and size. */
export function freshContext(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
): Promise<BrowserContext> {
  return browser.newContext({ baseURL: test.info().project.use.baseURL, viewport });
}
