import { beforeEach, describe, expect, it } from 'vitest';
import {
  getRefreshToken,
  getToken,
  isSignedIn,
  onSessionChange,
  renewTokens,
  type SessionEvent,
  sessionGeneration,
  setSessionNavigator,
  signIn,
  signOut,
} from './session';

const navigations: string[] = [];

beforeEach(() => {
  navigations.length = 0;
  setSessionNavigator((to) => navigations.push(to));
  signOut({ navigate: false });
});

describe('session', () => {
  it('signs in and out, announcing both', () => {
    const events: SessionEvent[] = [];
    const stop = onSessionChange((event) => events.push(event));
    signIn({ token: 'T', refreshToken: 'R' });
    expect(isSignedIn()).toBe(true);
    expect([getToken(), getRefreshToken()]).toEqual(['T', 'R']);
    signOut({ returnTo: '/welcome?x=1' });
    expect(isSignedIn()).toBe(false);
    expect(getRefreshToken()).toBeNull();
    expect(navigations).toEqual(['/login?redirect=%2Fwelcome%3Fx%3D1']);
    expect(events).toEqual(['signed-in', 'signed-out']);
    stop();
  });

  it('renews tokens only for the session that asked', () => {
    signIn({ token: 'T1', refreshToken: 'R1' });
    const generation = sessionGeneration();
    expect(renewTokens({ token: 'T2', refreshToken: null }, generation)).toBe(true);
    expect([getToken(), getRefreshToken()]).toEqual(['T2', 'R1']);
    expect(renewTokens({ token: 'T2' }, generation)).toBe(false); // nothing new

    signOut({ navigate: false });
    expect(renewTokens({ token: 'T3', refreshToken: 'R3' }, generation)).toBe(false);
    expect(getToken()).toBeNull();

    signIn({ token: 'U1', refreshToken: 'V1' });
    expect(renewTokens({ token: 'T3' }, generation)).toBe(false); // a late answer for the old session
    expect(getToken()).toBe('U1');
  });

  it('never points the login redirect back at /login', () => {
    signOut({ returnTo: '/login?redirect=%2Fwelcome' });
    expect(navigations).toEqual(['/login']);
  });
});
