import type { QuestionSetQuestion, SetItem } from '@dpohub/domain';
import { TextArea } from '@dpohub/shared-ui';
import { QuestionField } from '../wizard/QuestionField';
import type { StepSubheading } from './definition-views';
import styles from './QuestionSet.module.css';

interface Props {
  question: QuestionSetQuestion;
  /** The set's field in the form: `answers.code`. */
  name: string;
  disabled: boolean;
  subheading: StepSubheading;
}

/** The numbered yes/no items of a set (from `start`), each with its comment when the set asks it. */
function ItemList({
  question,
  name,
  items,
  start,
  disabled,
}: Omit<Props, 'subheading'> & { items: readonly SetItem[]; start: number }) {
  const comments = question.comments?.label;
  return (
    <ol className={styles.list} start={start > 1 ? start : undefined}>
      {items.map((item) => (
        <li key={item.key} className={styles.item}>
          <QuestionField
            question={{
              field: `${name}.${item.key}.answer`,
              kind: 'yesNo',
              label: item.label,
              required: true,
            }}
            disabled={disabled}
          />
          {comments ? (
            <TextArea
              name={`${name}.${item.key}.comments`}
              label={comments}
              rows={3}
              disabled={disabled}
              maxLength={question.comments!.maxLength}
            />
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * A question set: its items numbered in one list, drawn in its parts under their headings (the
 * numbering goes on), under the set's own heading when it has one (the TPA's two positions).
 */
export function QuestionSet({ question, name, disabled, subheading: H }: Props) {
  const keys = question.items.map((item) => item.key);
  const parts = question.parts?.length
    ? question.parts.map((part, index) => {
        const from = keys.indexOf(part.from);
        const next = question.parts![index + 1];
        const to = next ? keys.indexOf(next.from) : keys.length;
        return { title: part.title, from, items: question.items.slice(from, to) };
      })
    : [{ title: null, from: 0, items: question.items }];
  const lists = parts.map((part, index) => {
    const list = (
      <ItemList
        question={question}
        name={name}
        items={part.items}
        start={part.from + 1}
        disabled={disabled}
      />
    );
    if (!part.title) return <div key={index}>{list}</div>;
    const id = `${question.code}-part-${index + 1}`;
    return (
      <section key={index} aria-labelledby={id}>
        <H id={id} className={styles.heading}>
          {part.title}
        </H>
        {list}
      </section>
    );
  });
  if (!question.title) return <div className={styles.set}>{lists}</div>;
  const id = `${question.code}-title`;
  return (
    <section className={styles.set} aria-labelledby={id}>
      <H id={id} className={styles.heading}>
        {question.title}
      </H>
      {lists}
    </section>
  );
}
