import { useMutation, useQuery } from '@tanstack/react-query';
import { isSignedIn, signOut } from '../../app/session';
import {
  fetchAccountInfo,
  login,
  logout,
  phoneNumberLogin,
  registerEnterprise,
  resetPassword,
  sendResetCode,
  sendVerificationCode,
} from './api';

export const accountInfoKey = ['auth', 'accountInfo'] as const;

/**
 * The signed-in user (spec 000 §3 "User info"). A 401 signs out through the request client
 * and comes back to this page after signing in again (spec 000 §7 "Session-info failure").
 */
export function useAccountInfo() {
  return useQuery({
    queryKey: accountInfoKey,
    queryFn: ({ signal }) => fetchAccountInfo(signal),
    enabled: isSignedIn(),
    staleTime: 60_000,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

export function usePhoneLogin() {
  return useMutation({ mutationFn: phoneNumberLogin });
}

/** Sends a code: for registration or SMS sign-in, or for a password reset. */
export function useSendCode(purpose: 'register' | 'login' | 'reset') {
  return useMutation({
    mutationFn: (target: string) =>
      purpose === 'reset' ? sendResetCode(target) : sendVerificationCode(target, purpose),
  });
}

export function useRegister() {
  return useMutation({ mutationFn: registerEnterprise });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** GET /api/logout, then forget the tokens and go to /login, whatever the server answered. */
export function useSignOut() {
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } catch {
        // already signed out on the server, or unreachable: signing out locally is what counts
      }
    },
    onSettled: () => signOut(),
  });
}
