import type { ReactNode } from 'react';
import styles from './AuthCard.module.css';

interface AuthCardProps {
  /** Heading of the card, also the landmark's accessible name. */
  heading: string;
  intro?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/** The centred card with the DPOHUB wordmark that frames every public page of this remote. */
export function AuthCard({ heading, intro, footer, children }: AuthCardProps) {
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-card-heading">
        <p className={styles.wordmark} aria-hidden="true">
          DPO<span className={styles.wordmarkAccent}>HUB</span>
        </p>
        <h1 id="auth-card-heading" className={styles.heading}>
          {heading}
        </h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </section>
    </main>
  );
}
