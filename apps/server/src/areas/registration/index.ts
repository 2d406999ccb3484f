import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import type { CodeSender } from '../../platform/notify/code-sender.js';
import type { AccountService } from '../identity/account.service.js';
import type { AuthService } from '../identity/auth.service.js';
import type { TenantService } from '../tenants/tenant.service.js';
import { registerRegistrationRoutes } from './registration.routes.js';
import { RegistrationService } from './registration.service.js';
import { VerificationCodeRepository } from './verification-code.repository.js';
import { VerificationCodeService } from './verification-code.service.js';
import { verificationCodePurgeJob } from './verification-code-purge.job.js';

export interface RegistrationDeps {
  db: Database;
  log: FastifyBaseLogger;
  /** Delivers verification codes (e-mail or the server log). */
  codeSender: CodeSender;
  /** Keyed digest of a code as stored (the token service's). */
  digest(data: string): string;
  tenants: TenantService;
  account: AccountService;
  auth: AuthService;
}

/** Self-service registration of an enterprise, and verification codes (to register or sign in). */
export function createRegistrationModule(deps: RegistrationDeps) {
  const codes = new VerificationCodeService(
    deps.db,
    new VerificationCodeRepository(deps.db),
    deps.codeSender,
    deps.digest,
    deps.log,
  );
  const registration = new RegistrationService(codes, deps.tenants, deps.account, deps.auth);
  return {
    registration,
    /** Hourly: verification codes nothing counts any more. */
    jobs: [verificationCodePurgeJob(deps.db)],
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerRegistrationRoutes(app, guards, registration);
    },
  };
}
