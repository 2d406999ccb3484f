/** One entry of the visit log: a sign-in, sign-out, failure, lockout, or an external app's call. */
export type VisitKind = 'signIn' | 'signOut' | 'signInFailed' | 'lockedOut' | 'appCall';

export interface Visit {
  tenantId: string;
  kind: VisitKind;
  /** The account typed or signed in with; the external app's name for app calls. */
  account: string;
  userId?: string;
  appId?: string;
  ip: string;
  userAgent: string;
  /** Why it failed, or the route an app called. */
  detail?: string;
}

/** Records visits without making the caller wait or fail (the visit log area implements it). */
export interface VisitRecorder {
  record(visit: Visit): void;
}
