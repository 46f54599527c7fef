import { principalOf } from '@dpohub/domain';
import { useSessionUser } from '@dpohub/shared-ui';
import { allFunctionCards, FUNCTION_SECTIONS } from './function-cards';
import { CardGrid } from './CardGrid';
import styles from './FunctionCards.module.css';

/** /functions: every function in the four sections of spec 1 section 2.1. */
export function FunctionsPage() {
  const user = useSessionUser();
  if (!user) return null;
  const principal = principalOf(user);
  const cards = allFunctionCards();
  return (
    <>
      {FUNCTION_SECTIONS.map((section) => {
        const headingId = `functions-${section.key}`;
        return (
          <section key={section.key} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.sectionTitle}>
              {section.title}
            </h2>
            <CardGrid
              cards={cards.filter((card) => card.section === section.key)}
              principal={principal}
            />
          </section>
        );
      })}
    </>
  );
}
