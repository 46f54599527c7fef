import { Button, Modal, PrivacyNotice, TermsOfUse } from '@dpohub/shared-ui';
import { LABELS } from '../labels';

export type LegalText = 'termsOfUse' | 'privacyNotice';

export interface LegalTextModalProps {
  text: LegalText | null;
  onClose: () => void;
}

/** The Terms of Use or the Privacy Notice in a modal with 'Fechar' (spec 4 section 2.1). */
export function LegalTextModal({ text, onClose }: LegalTextModalProps) {
  const title = text === 'privacyNotice' ? LABELS.lead.privacyNotice : LABELS.lead.termsOfUse;
  return (
    <Modal
      open={text !== null}
      title={title}
      onClose={onClose}
      size="large"
      footer={<Button onClick={onClose}>{LABELS.lead.close}</Button>}
    >
      {text === 'privacyNotice' ? <PrivacyNotice headingLevel={3} /> : null}
      {text === 'termsOfUse' ? <TermsOfUse headingLevel={3} /> : null}
    </Modal>
  );
}
