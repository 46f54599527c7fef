import type { IntroSection } from '@dpohub/domain';
import styles from './StepIntro.module.css';

import type { StepSubheading } from './definition-views';

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
