import type { RemotePages } from '@dpohub/shared-ui';

/**
 * The check of what a remote declares about its pages (shared-ui's contract, `RemotePages`), as
 * it arrives in the remote's manifest: a declaration the shell cannot read is refused whole, so
 * that remote's pages are left out and the rest of the portal works (issue 33). Fields the shell
 * does not know are ignored, except in an access rule, where an unknown condition could only
 * open a page wider than its remote meant.
 */
type Check = (value: unknown) => boolean;
type Shape = Record<string, [Check, 'required'?]>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text: Check = (value) => typeof value === 'string' && value !== '';
const flag: Check = (value) => typeof value === 'boolean';
const order: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const path: Check = (value) => typeof value === 'string' && value.startsWith('/');
const texts: Check = (value) => Array.isArray(value) && value.every(text);
/** The conditions of the domain's AccessRule, each with its type. */
const RULE: Record<string, string> = {
  userType: 'string',
  policy: 'string',
  contract: 'string',
  onlyAdmin: 'boolean',
  onlyClient: 'boolean',
  administrators: 'boolean',
  public: 'boolean',
};
const rule: Check = (value) =>
  isObject(value) && Object.entries(value).every(([key, field]) => typeof field === RULE[key]);
const section: Check = (value) =>
  ['evaluations', 'documents', 'users', 'activities'].includes(value as string);

const PAGE: Shape = {
  path: [path, 'required'],
  title: [text, 'required'],
  access: [rule, 'required'],
  layout: [flag, 'required'],
  openToSignedIn: [flag],
};
const ENTRY: Shape = {
  key: [text, 'required'],
  to: [path, 'required'],
  order: [order, 'required'],
};
const MENU: Shape = {
  ...ENTRY,
  label: [text, 'required'],
  access: [rule],
  visibleBy: [text],
  hiddenForParticipants: [flag],
};
const CARD: Shape = {
  ...ENTRY,
  title: [text, 'required'],
  section: [section, 'required'],
  access: [rule],
  contractKey: [text],
  anyOf: [texts],
  needsClient: [flag],
  adminHome: [order],
  firmStaffOnly: [flag],
  clientHome: [order],
};
const QUICK_ACTION: Shape = { ...ENTRY, label: [text, 'required'], access: [rule, 'required'] };

const fits = (value: unknown, shape: Shape) =>
  isObject(value) &&
  Object.entries(shape).every(([key, [check, required]]) =>
    value[key] === undefined ? !required : check(value[key]),
  );

const LISTS: [keyof RemotePages, Shape][] = [
  ['menu', MENU],
  ['cards', CARD],
  ['quickActions', QUICK_ACTION],
];

/** The declarations when they are whole and well formed, else null. */
export function parsePages(raw: unknown): RemotePages | null {
  if (!isObject(raw) || !isObject(raw.pages)) return null;
  const pagesFit = Object.values(raw.pages).every((page) => fits(page, PAGE));
  const listsFit = LISTS.every(([key, shape]) => {
    const list = raw[key];
    return list === undefined || (Array.isArray(list) && list.every((item) => fits(item, shape)));
  });
  return pagesFit && listsFit ? (raw as unknown as RemotePages) : null;
}
