import { z } from 'zod';
import { defineRoute } from '../common/route.js';
import { changeLanguageQuerySchema, preferencesEditSchema, preferencesSchema } from './preference.schema.js';

export const preferenceApi = {
  get: defineRoute({
    method: 'GET',
    path: '/client_theme/client_theme',
    summary: "The signed-in user's preferences, saved values over the defaults",
    tag: 'preferences',
    access: 'session',
    response: preferencesSchema,
  }),
  edit: defineRoute({
    method: 'PUT',
    path: '/client_theme/edit',
    summary: 'Save preferences (all or some of them); returns the whole saved set',
    tag: 'preferences',
    access: 'session',
    body: preferencesEditSchema,
    response: preferencesSchema,
  }),
  changeLanguage: defineRoute({
    method: 'PUT',
    path: '/client_theme/change_language',
    summary: "Switch the user's language (account and preferences); the web app reloads after 1 s",
    tag: 'preferences',
    access: 'session',
    query: changeLanguageQuerySchema,
    response: z.null(),
  }),
  serverTexts: defineRoute({
    method: 'GET',
    path: '/client_theme/server_texts',
    summary:
      "The server's texts in one language, by key: a screen that keeps a refusal (its messageKey and messageParams) says it again after a language switch",
    tag: 'preferences',
    access: 'session',
    query: changeLanguageQuerySchema,
    response: z.record(z.string(), z.string()),
  }),
};
