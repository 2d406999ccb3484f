import { z } from 'zod';
import { defineRoute } from '../common/route.js';
import { accountInfoSchema, loginBodySchema, tokenPairSchema } from './auth.schema.js';

export const authApi = {
  login: defineRoute({
    method: 'POST',
    path: '/login',
    summary: 'Sign in with account and password',
    tag: 'auth',
    access: 'public',
    body: loginBodySchema,
    response: tokenPairSchema,
  }),
  logout: defineRoute({
    method: 'GET',
    path: '/logout',
    summary: 'Sign out: revokes this session',
    tag: 'auth',
    access: 'session',
    response: z.null(),
  }),
  accountInfo: defineRoute({
    method: 'GET',
    path: '/get_account_info',
    summary: 'The signed-in user, permissions, apps and menu tree',
    tag: 'auth',
    access: 'session',
    response: accountInfoSchema,
  }),
};
