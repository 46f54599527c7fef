import type { ReactNode } from 'react';
import styles from './PageContainer.module.css';

export interface PageContainerProps {
  /** Heading of the page body (the shell's top bar shows the page title already). */
  heading?: ReactNode;
  /** Controls at the right of the heading (search, filters, 'Novo Usuário'). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The content area of a screen: consistent width, padding and heading row. */
export function PageContainer({ heading, actions, children }: PageContainerProps) {
  return (
    <section className={styles.page}>
      {heading || actions ? (
        <div className={styles.header}>
          {heading ? <h2 className={styles.heading}>{heading}</h2> : <span />}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}
