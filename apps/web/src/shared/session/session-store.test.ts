import { afterEach, describe, expect, it } from 'vitest';
import { restoreStoredUser, useSession } from './session-store';

const session = {
  token: 'header.payload.signature',
  user: { name: 'Layla', email: 'layla@example.com' },
  userId: 'u-1',
};

afterEach(() => {
  useSession.getState().signOut();
});

describe('the session store', () => {
  it('keeps token, user and userId in local storage and the token in session storage', () => {
    useSession.getState().signIn(session);
    expect(localStorage.getItem('token')).toBe(session.token);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(session.user);
    expect(localStorage.getItem('userId')).toBe('u-1');
    expect(sessionStorage.getItem('token')).toBe(session.token);
    expect(useSession.getState()).toMatchObject(session);
  });

  it('forgets all of it on sign-out', () => {
    useSession.getState().signIn(session);
    useSession.getState().signOut();
    for (const key of ['token', 'user', 'userId']) expect(localStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(useSession.getState().token).toBeNull();
  });

  it('follows a sign-out made in another tab', () => {
    useSession.getState().signIn(session);
    localStorage.removeItem('token');
    localStorage.removeItem('user');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(useSession.getState().token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('takes in a stored user that matches its schema, and only with a token', async () => {
    localStorage.setItem('user', JSON.stringify(session.user));
    await restoreStoredUser();
    expect(useSession.getState().user).toBeNull();

    localStorage.setItem('token', session.token);
    useSession.setState({ token: session.token });
    await restoreStoredUser();
    expect(useSession.getState().user).toEqual(session.user);
  });

  it('ignores a stored user that is not one', async () => {
    localStorage.setItem('token', session.token);
    localStorage.setItem('user', JSON.stringify({ name: 42 }));
    useSession.setState({ token: session.token, user: null });
    await restoreStoredUser();
    expect(useSession.getState().user).toBeNull();
  });
});
