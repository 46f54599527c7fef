import type { CaptchaWidgetProps } from '../captcha/CaptchaWidget';

/** Payload the stand-in widget hands over once "solved". */
export const SOLVED_CAPTCHA = 'altcha-payload-123';

/**
 * Stand-in for the ALTCHA widget (jsdom has no Web Crypto workers): a button that reports the
 * solved payload. Exported under the widget's name too, so
 * jest.mock('../captcha/CaptchaWidget', () => jest.requireActual('../test/captcha-mock')) swaps it in.
 */
export function FakeCaptchaWidget({ onChange }: CaptchaWidgetProps) {
  return (
    <button type="button" onClick={() => onChange(SOLVED_CAPTCHA)}>
      Resolver verificação
    </button>
  );
}

export { FakeCaptchaWidget as CaptchaWidget };
