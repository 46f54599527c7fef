import { MESSAGES } from '@dpohub/domain';
import type { ReactNode } from 'react';
import { Modal } from '../Modal/Modal';

export interface HelpPopupProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The help popup, titled 'Ajuda' (spec 1 section 8). */
export function HelpPopup({ open, onClose, children }: HelpPopupProps) {
  return (
    <Modal open={open} title={MESSAGES.helpTitle} onClose={onClose}>
      {children}
    </Modal>
  );
}
