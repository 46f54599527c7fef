import { principalOf, userKind } from '@dpohub/domain';
import { Spinner, useSessionUser } from '@dpohub/shared-ui';
import { allFunctionCards, FUNCTION_SECTIONS } from './function-cards';
import { CardGrid } from './CardGrid';
import { useClientFunctions } from './use-client-functions';
import styles from './FunctionCards.module.css';

/**
 * /functions: every function in the four sections of spec 1 section 2.1. For a client user the
 * functions their client has not contracted are closed, as home leaves them out.
 */
export function FunctionsPage() {
  const user = useSessionUser();
  const client = user && !user.admin ? (user.client ?? null) : null;
  const { loading, functions } = useClientFunctions(client);
  if (!user) return null;
  const principal = principalOf(user);
  if (loading) return <Spinner showLabel />;
  const contracted = userKind(principal) === 'client' ? functions : null;
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
              contracted={contracted}
            />
          </section>
        );
      })}
    </>
  );
}
