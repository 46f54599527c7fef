import { onlyDigits } from './digits';
import { maskDigits } from './mask';

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let index = 0; index < length; index += 1) {
    sum += Number(digits[index]) * (length + 1 - index);
  }
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** CPF check digits; eleven equal digits pass the arithmetic but are not valid CPFs. */
export function isValidCpf(text: string | null | undefined): boolean {
  const digits = onlyDigits(text);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  return (
    checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10])
  );
}

/** '12345678909' -> '123.456.789-09'; partial input is masked as far as it goes. */
export function formatCpf(text: string): string {
  return maskDigits(text, '999.999.999-99');
}
