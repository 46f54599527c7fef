import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIALS } from '../constants';

export interface PasswordRule {
  readonly key: 'minLength' | 'uppercase' | 'digit' | 'special';
  /** The line of the live checklist under the password field. */
  readonly label: string;
  readonly test: (password: string) => boolean;
}

// Spec 1 section 5: at least 8 characters, one uppercase letter, one digit and one special
// character from # ? ! @ $ % ^ & * -.
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    key: 'minLength',
    label: `Mínimo de ${PASSWORD_MIN_LENGTH} caracteres`,
    test: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
  {
    key: 'uppercase',
    label: 'Uma letra maiúscula',
    test: (password) => /\p{Lu}/u.test(password),
  },
  {
    key: 'digit',
    label: 'Um número',
    test: (password) => /\d/.test(password),
  },
  {
    key: 'special',
    label: `Um caractere especial (${[...PASSWORD_SPECIALS].join(' ')})`,
    test: (password) => [...PASSWORD_SPECIALS].some((special) => password.includes(special)),
  },
];

export function isStrongPassword(password: string | null | undefined): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password ?? ''));
}
