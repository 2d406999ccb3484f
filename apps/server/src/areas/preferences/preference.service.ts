import {
  DEFAULT_PREFERENCES,
  type Language,
  type Preferences,
  type PreferencesEdit,
  preferenceFields,
} from '@takt/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import type { Database } from '../../platform/db/database.js';
import type { PreferenceRepository } from './preference.repository.js';

/**
 * Keeps only the saved values that are still valid preferences, so a value written by an older
 * release (or a renamed field) falls back to its default instead of failing the response.
 */
export function validSaved(values: Record<string, unknown> | undefined): Partial<Preferences> {
  const kept: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(preferenceFields)) {
    if (!values || !(key in values)) continue;
    const parsed = schema.safeParse(values[key]);
    if (parsed.success) kept[key] = parsed.data;
  }
  return kept as Partial<Preferences>;
}

/** What preferences need of the identity area's AccountService (typed here, so the areas do not import each other in a circle). */
export interface AccountLanguage {
  setLanguage(auth: AuthContext, language: Language): Promise<void>;
}

/** User preferences (spec 000 §3): saved values over the defaults, per user. */
export class PreferenceService {
  constructor(
    private readonly db: Database,
    private readonly repo: PreferenceRepository,
    /** The identity area's accounts: the language is saved on the account too. */
    private readonly accounts: AccountLanguage,
  ) {}

  /** The whole set; the language is the account's, else the saved one, else the request's. */
  get(auth: AuthContext, requestLanguage: Language): Promise<Preferences> {
    return this.db.tenant(auth.tenantId, async () => {
      const saved = validSaved(await this.repo.find(auth.tenantId, auth.userId));
      return this.whole(saved, auth, requestLanguage);
    });
  }

  /** Saves all or some preferences; a language among them is saved on the account too. */
  edit(auth: AuthContext, changes: PreferencesEdit, requestLanguage: Language): Promise<Preferences> {
    return this.db.tenant(auth.tenantId, async () => {
      const saved = { ...validSaved(await this.repo.find(auth.tenantId, auth.userId)), ...changes };
      await this.repo.save(auth.tenantId, auth.userId, saved);
      if (changes.language) await this.accounts.setLanguage(auth, changes.language);
      return this.whole(saved, { ...auth, language: changes.language ?? auth.language }, requestLanguage);
    });
  }

  /** Spec 000 §4 "Language change: saves the choice" on the account and in the preferences. */
  changeLanguage(auth: AuthContext, language: Language): Promise<void> {
    return this.db.tenant(auth.tenantId, async () => {
      const saved = validSaved(await this.repo.find(auth.tenantId, auth.userId));
      await this.repo.save(auth.tenantId, auth.userId, { ...saved, language });
      await this.accounts.setLanguage(auth, language);
    });
  }

  /** The account's language is the truth; the saved copy and the request's follow. */
  private whole(saved: Partial<Preferences>, auth: AuthContext, requestLanguage: Language): Preferences {
    return { ...DEFAULT_PREFERENCES, ...saved, language: auth.language ?? saved.language ?? requestLanguage };
  }
}
