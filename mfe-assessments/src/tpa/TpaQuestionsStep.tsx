import {
  TPA_CONTRACT_KEYS,
  TPA_CONTRACT_NATURE_KEYS,
  TPA_CONTRACT_QUESTIONS,
  TPA_MATURITY_KEYS,
  TPA_MATURITY_QUESTIONS,
  TPA_MESSAGES,
  TPA_POSITION_KEYS,
  TPA_POSITION_QUESTIONS,
  type TpaBlobField,
} from '@dpohub/domain';
import { TextArea } from '@dpohub/shared-ui';
import { QuestionField } from '../wizard/QuestionField';
import styles from './Tpa.module.css';

/** A step's own titles: one level below the step's heading (h3 on a new record, else h4). */
export type StepSubheading = 'h3' | 'h4';

interface QuestionListProps {
  blob: TpaBlobField;
  keys: readonly string[];
  labels: Readonly<Record<string, string>>;
  disabled: boolean;
  /** Step 4: the optional 'Observações' under each question. */
  withComments?: boolean;
  /** Number of the first question (the list goes on from a previous one). */
  start?: number;
}

/** Yes/no questions of one JSON blob, stored as `{ answer, comments }` per key. */
function QuestionList({ blob, keys, labels, disabled, withComments, start }: QuestionListProps) {
  return (
    <ol className={styles.questionList} start={start}>
      {keys.map((key) => (
        <li key={key} className={styles.questionItem}>
          <QuestionField
            question={{
              field: `${blob}.${key}.answer`,
              kind: 'yesNo',
              label: labels[key]!,
              required: true,
            }}
            disabled={disabled}
          />
          {withComments ? (
            <TextArea
              name={`${blob}.${key}.comments`}
              label={TPA_MESSAGES.observations}
              rows={3}
              disabled={disabled}
            />
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** Step 2: the 14 maturity questions. */
export function TpaMaturityStep({ disabled }: { disabled: boolean }) {
  return (
    <QuestionList
      blob="jsonMaturityQuestions"
      keys={TPA_MATURITY_KEYS}
      labels={TPA_MATURITY_QUESTIONS}
      disabled={disabled}
    />
  );
}

/** Step 3: the 12 position questions for the company, then for the third party. */
export function TpaPositionStep({
  disabled,
  subheading: H,
}: {
  disabled: boolean;
  subheading: StepSubheading;
}) {
  return (
    <div className={styles.step}>
      <section aria-labelledby="tpa-company-position">
        <H id="tpa-company-position">{TPA_MESSAGES.companyTitle}</H>
        <QuestionList
          blob="jsonCompanyPosition"
          keys={TPA_POSITION_KEYS}
          labels={TPA_POSITION_QUESTIONS}
          disabled={disabled}
        />
      </section>
      <section aria-labelledby="tpa-third-party-position">
        <H id="tpa-third-party-position">{TPA_MESSAGES.thirdPartyTitle}</H>
        <QuestionList
          blob="jsonThirdPartyPosition"
          keys={TPA_POSITION_KEYS}
          labels={TPA_POSITION_QUESTIONS}
          disabled={disabled}
        />
      </section>
    </div>
  );
}

const CLAUSE_KEYS = TPA_CONTRACT_KEYS.filter((key) => !TPA_CONTRACT_NATURE_KEYS.includes(key));

/**
 * Step 4: the 12 contract-risk questions, each with 'Observações': the processing's nature, then
 * the clauses a controller-operator contract needs (finding M4).
 */
export function TpaContractStep({
  disabled,
  subheading: H,
}: {
  disabled: boolean;
  subheading: StepSubheading;
}) {
  return (
    <div className={styles.step}>
      <section aria-labelledby="tpa-contract-nature">
        <H id="tpa-contract-nature">{TPA_MESSAGES.natureTitle}</H>
        <QuestionList
          blob="jsonContractAvaliation"
          keys={TPA_CONTRACT_NATURE_KEYS}
          labels={TPA_CONTRACT_QUESTIONS}
          disabled={disabled}
          withComments
        />
      </section>
      <section aria-labelledby="tpa-contract-clauses">
        <H id="tpa-contract-clauses">{TPA_MESSAGES.clausesTitle}</H>
        <QuestionList
          blob="jsonContractAvaliation"
          keys={CLAUSE_KEYS}
          labels={TPA_CONTRACT_QUESTIONS}
          disabled={disabled}
          withComments
          start={TPA_CONTRACT_NATURE_KEYS.length + 1}
        />
      </section>
    </div>
  );
}
