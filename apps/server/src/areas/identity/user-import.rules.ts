import {
  ACCOUNT_PATTERN,
  Gender,
  isBirthday,
  LANGUAGES,
  USER_ACCOUNT_MAX,
  USER_ACCOUNT_MIN,
  USER_EMAIL_MAX,
  USER_EMAIL_PATTERN,
  USER_IMPORT_COLUMNS,
  USER_IMPORT_REQUIRED,
  USER_IMPORT_ROLE_SEPARATOR,
  USER_JOB_NUMBER_MAX,
  USER_NAME_MAX,
  USER_NICKNAME_MAX,
  USER_PHONE_PATTERN,
  type UserImportColumn,
} from '@takt/contracts';
import { type MessageKey, type MessageParams, translate } from '../../platform/i18n/messages.js';

/**
 * The per-row rules of spec 000 §5 "User import": account required ≤ 20; name required ≤ 50;
 * nickname ≤ 50; birthday a date; gender male, female or unknown; e-mail and phone formats;
 * job number ≤ 50; organisation required ≤ 50; role ≤ 50. Pure functions: the service adds
 * what needs the database (duplicates, taken accounts, organisations and roles that exist).
 */

/** Organisation and role names: at most 50 (spec 000 §5). */
export const ORG_NAME_MAX = 50;
export const ROLE_NAME_MAX = 50;

export interface RowProblem {
  /** 1-based sheet row. */
  row: number;
  column: UserImportColumn;
  value: string;
  reason: MessageKey;
  params?: MessageParams;
}

export interface ImportCandidate {
  row: number;
  account: string;
  name: string;
  nickname: string | null;
  birthday: string | null;
  gender: Gender;
  phone: string | null;
  email: string | null;
  organization: string;
  jobNumber: string | null;
  roles: string[];
}

const normalize = (text: string) => text.toLowerCase().replace(/[\s*＊:：]/g, '');

/**
 * Header text → column, in any of the four languages or by the column key itself. Built on first
 * use: the texts are registered when the server starts, after this file is loaded.
 */
let headerAliases: ReadonlyMap<string, UserImportColumn> | null = null;
const aliasesOfHeaders = (): ReadonlyMap<string, UserImportColumn> => {
  if (headerAliases) return headerAliases;
  const map = new Map<string, UserImportColumn>();
  for (const column of USER_IMPORT_COLUMNS) {
    map.set(normalize(column), column);
    for (const language of LANGUAGES) map.set(normalize(translate(language, `userImport.column.${column}`)), column);
  }
  map.set(normalize('organisation'), 'organization');
  headerAliases = map;
  return map;
};

export interface HeaderMap {
  index: Partial<Record<UserImportColumn, number>>;
  missing: UserImportColumn[];
}

export function mapHeaders(headers: readonly string[]): HeaderMap {
  const index: Partial<Record<UserImportColumn, number>> = {};
  headers.forEach((header, position) => {
    const column = aliasesOfHeaders().get(normalize(header));
    if (column && index[column] === undefined) index[column] = position;
  });
  return { index, missing: USER_IMPORT_REQUIRED.filter((column) => index[column] === undefined) };
}

/** Gender words of the template and the four languages, and the usual short forms (built on first use, like the headers). */
let genderWords: ReadonlyMap<string, Gender> | null = null;
const wordsOfGenders = (): ReadonlyMap<string, Gender> => {
  if (genderWords) return genderWords;
  const map = new Map<string, Gender>();
  const add = (gender: Gender, words: string[]) => {
    for (const word of words) map.set(normalize(word), gender);
  };
  for (const language of LANGUAGES) {
    add(Gender.MALE, [translate(language, 'userImport.gender.male')]);
    add(Gender.FEMALE, [translate(language, 'userImport.gender.female')]);
    add(Gender.UNKNOWN, [translate(language, 'userImport.gender.unknown')]);
  }
  add(Gender.MALE, ['male', 'm', '1', '男性', 'nam giới']);
  add(Gender.FEMALE, ['female', 'f', '2', '女性', 'nữ giới', 'nu']);
  add(Gender.UNKNOWN, ['unknown', '3', '保密', 'không xác định']);
  genderWords = map;
  return map;
};

/** Blank is unknown; a word the import does not know is null. */
export function parseGender(text: string): Gender | null {
  if (text === '') return Gender.UNKNOWN;
  return wordsOfGenders().get(normalize(text)) ?? null;
}

/** `YYYY-MM-DD`, `YYYY/M/D` or `YYYY.M.D` (a date cell arrives as `YYYY-MM-DD`); null when not a date. */
export function parseDate(text: string): string | null {
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]00:00(?::00)?)?$/.exec(text);
  if (!match) return null;
  const value = `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  return isBirthday(value) ? value : null;
}

export function splitRoles(text: string): string[] {
  return [...new Set(text.split(USER_IMPORT_ROLE_SEPARATOR).map((part) => part.trim()))].filter(Boolean);
}

/** The format rules of one row: a candidate when it passes them, and its problems. */
export function checkRow(
  row: number,
  cells: readonly string[],
  index: HeaderMap['index'],
): { candidate: ImportCandidate | null; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const value = (column: UserImportColumn) => {
    const position = index[column];
    return position === undefined ? '' : (cells[position] ?? '').trim();
  };
  const problem = (column: UserImportColumn, reason: MessageKey, params?: MessageParams) =>
    problems.push({ row, column, value: value(column), reason, ...(params ? { params } : {}) });
  const text = (column: UserImportColumn, max: number, required = false): string | null => {
    const cell = value(column);
    if (cell === '') {
      if (required) problem(column, 'userImport.reason.required');
      return null;
    }
    if ([...cell].length > max) problem(column, 'userImport.reason.tooLong', { max });
    return cell;
  };

  const account = text('account', USER_ACCOUNT_MAX, true);
  if (account !== null && [...account].length <= USER_ACCOUNT_MAX) {
    if (account.length < USER_ACCOUNT_MIN) problem('account', 'userImport.reason.tooShort', { min: USER_ACCOUNT_MIN });
    else if (!ACCOUNT_PATTERN.test(account)) problem('account', 'userImport.reason.accountFormat');
  }
  const name = text('name', USER_NAME_MAX, true);
  const nickname = text('nickname', USER_NICKNAME_MAX);
  const birthdayText = value('birthday');
  const birthday = birthdayText === '' ? null : parseDate(birthdayText);
  if (birthdayText !== '' && birthday === null) problem('birthday', 'userImport.reason.date');
  const gender = parseGender(value('gender'));
  if (gender === null) problem('gender', 'userImport.reason.gender');
  const email = text('email', USER_EMAIL_MAX);
  if (email !== null && email.length <= USER_EMAIL_MAX && !USER_EMAIL_PATTERN.test(email)) {
    problem('email', 'userImport.reason.email');
  }
  const phone = value('phone') || null;
  if (phone !== null && !USER_PHONE_PATTERN.test(phone)) problem('phone', 'userImport.reason.phone');
  const jobNumber = text('jobNumber', USER_JOB_NUMBER_MAX);
  const organization = text('organization', ORG_NAME_MAX, true);
  const roles = splitRoles(value('role'));
  if (roles.some((role) => [...role].length > ROLE_NAME_MAX)) {
    problem('role', 'userImport.reason.tooLong', { max: ROLE_NAME_MAX });
  }

  if (problems.length > 0) return { candidate: null, problems };
  return {
    candidate: {
      row,
      account: account!,
      name: name!,
      nickname,
      birthday,
      gender: gender!,
      phone,
      email: email?.toLowerCase() ?? null,
      organization: organization!,
      jobNumber,
      roles,
    },
    problems,
  };
}
