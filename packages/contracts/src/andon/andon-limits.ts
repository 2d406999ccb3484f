/**
 * Andon (spec 001 §1-§5, §9; issue 19): limits, states and the vocabularies every andon
 * module shares. Spec 001 §5's "andon text limits 12/20/50/200": names of types and labels 12,
 * names of items and flows 20, codes 50, free texts (note, cause, action, remark) 200.
 */

export const ANDON_SHORT_NAME_MAX = 12;
export const ANDON_NAME_MAX = 20;
export const ANDON_CODE_MAX = 50;
export const ANDON_TEXT_MAX = 200;

/** Photos of a call: at most 9 files of at most 10 MB each (spec 001 §5). */
export const ANDON_PHOTOS_MAX = 9;
export const ANDON_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** An item's level (spec 001 §5 "expansion level 1-4"): 1 is the most urgent. */
export const ANDON_LEVEL_MIN = 1;
export const ANDON_LEVEL_MAX = 4;

/**
 * Escalation (spec 001 §5, §9): a flow has up to 5 levels per ladder and so up to 10 in its
 * designer: the response ladder (stops when the call is responded) and the resolution ladder
 * (stops when the call ends). Each level's minutes count from the call and strictly increase
 * by level within a ladder.
 */
export const ANDON_LADDER_LEVELS_MAX = 5;
export const ANDON_FLOW_LEVELS_MAX = 10;
export const ANDON_LADDERS = ['response', 'resolution'] as const;
export type AndonLadder = (typeof ANDON_LADDERS)[number];
/** Minutes from the call to a level: 1 minute to a week. */
export const ANDON_LEVEL_MINUTES_MIN = 1;
export const ANDON_LEVEL_MINUTES_MAX = 7 * 24 * 60;
/** An item's response and resolution targets, minutes. */
export const ANDON_TARGET_MINUTES_MAX = 7 * 24 * 60;

/** Who a level notifies: named people, roles, or whoever is on the line's current shift. */
export const ANDON_RECIPIENT_KINDS = ['user', 'role', 'lineShift'] as const;
export type AndonRecipientKind = (typeof ANDON_RECIPIENT_KINDS)[number];
export const ANDON_RECIPIENTS_MAX = 20;
export const ANDON_LEVEL_CHANNELS_MAX = 10;

/**
 * A call's state (spec 001 §4): calling (start alarm) → responding (handling) → ended. A call
 * cancelled by its caller (a wrong button) also ends, with `cancelled` set.
 */
export const ANDON_CALL_STATES = ['calling', 'responding', 'ended'] as const;
export type AndonCallState = (typeof ANDON_CALL_STATES)[number];

/** Timely or overtime against the item's targets (spec 001 §4); pending while the step is open and not yet late. */
export const ANDON_TIMELINESS = ['pending', 'timely', 'overtime'] as const;
export type AndonTimeliness = (typeof ANDON_TIMELINESS)[number];

/** Where a call came from. */
export const ANDON_CALL_SOURCES = ['station', 'button', 'api', 'rule'] as const;
export type AndonCallSource = (typeof ANDON_CALL_SOURCES)[number];

/** How an arrival at the workstation was proved. */
export const ANDON_ARRIVAL_PROOFS = ['badge', 'station'] as const;
export type AndonArrivalProof = (typeof ANDON_ARRIVAL_PROOFS)[number];

/** Where a response came from. */
export const ANDON_RESPONSE_CHANNELS = ['console', 'phone', 'link'] as const;
export type AndonResponseChannel = (typeof ANDON_RESPONSE_CHANNELS)[number];

/** The trail of a call: each thing that happened to it, escalation steps and their deliveries included. */
export const ANDON_EVENT_KINDS = [
  'called',
  'escalated',
  'responded',
  'arrived',
  'resolved',
  'cancelled',
  'noted',
] as const;
export type AndonEventKind = (typeof ANDON_EVENT_KINDS)[number];

/** Automatic calls: what starts them (issue 19 "from rules"). */
export const ANDON_TRIGGER_KINDS = ['esdAlarm', 'deviceFault', 'defects'] as const;
export type AndonTriggerKind = (typeof ANDON_TRIGGER_KINDS)[number];
/** "N defects of one phenomenon at a station within M minutes". */
export const ANDON_DEFECTS_COUNT_MAX = 1000;
export const ANDON_DEFECTS_MINUTES_MAX = 24 * 60;

/** Analysis: top-N rankings and the trend spans of spec 001 §9. */
export const ANDON_TOP_N = 10;
export const ANDON_TREND_DAYS = [15, 30] as const;

/** A robot message's accept link stays valid this long. */
export const ANDON_LINK_TTL_HOURS = 24;
