import type { IntroSection } from '@dpohub/domain';
import styles from './StepIntro.module.css';

/** A step's own titles: one level below the step's heading (h3 on a new record, else h4). */
export type StepSubheading = 'h3' | 'h4';

/** The longer texts at the top of a step, each under its heading (the TPA's intro). */
export function StepIntro({
  sections,
  subheading: H,
}: {
  sections: readonly IntroSection[];
  subheading: StepSubheading;
}) {
  return (
    <div className={styles.intro}>
      {sections.map((section) => (
        <div key={section.title}>
          <H>{section.title}</H>
          {section.text ? <p>{section.text}</p> : null}
          {section.list ? (
            <ol>
              {section.list.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          ) : null}
          {section.definitions ? (
            <dl className={styles.definitions}>
              {section.definitions.map((definition) => (
                <div key={definition.term}>
                  <dt>{definition.term}</dt>
                  <dd>{definition.text}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      ))}
    </div>
  );
}
