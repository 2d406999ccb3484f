import { z } from 'zod';
import { defineRoute } from '../common/route.js';
import { tokenPairSchema } from '../identity/auth.schema.js';
import {
  codeSentSchema,
  phoneLoginBodySchema,
  registerBodySchema,
  registerResultSchema,
  resetCodeQuerySchema,
  resetPasswordBodySchema,
  verificationCodeQuerySchema,
} from './registration.schema.js';

export const registrationApi = {
  verificationCode: defineRoute({
    method: 'POST',
    path: '/verification_code',
    summary: 'Send a 6-digit code to an e-mail address or mobile number (purpose register or login)',
    tag: 'registration',
    access: 'public',
    query: verificationCodeQuerySchema,
    response: codeSentSchema,
  }),
  resetPasswordVerificationCode: defineRoute({
    method: 'POST',
    path: '/reset_password_verification_code',
    summary: "Send a password-reset code to an account's e-mail address or mobile number",
    tag: 'registration',
    access: 'public',
    query: resetCodeQuerySchema,
    response: codeSentSchema,
  }),
  phoneNumberLogin: defineRoute({
    method: 'POST',
    path: '/phone_number_login',
    summary: 'Sign in with a mobile number and an SMS code; tokens as /login',
    tag: 'registration',
    access: 'public',
    body: phoneLoginBodySchema,
    response: tokenPairSchema,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/reset_password',
    summary: 'Set a new password with a reset code; ends the account’s sessions',
    tag: 'registration',
    access: 'public',
    body: resetPasswordBodySchema,
    response: z.null(),
  }),
  register: defineRoute({
    method: 'POST',
    path: '/register',
    summary: 'Register a new enterprise on a 30-day trial, with the registrant as its administrator',
    tag: 'registration',
    access: 'public',
    body: registerBodySchema,
    response: registerResultSchema,
  }),
};
