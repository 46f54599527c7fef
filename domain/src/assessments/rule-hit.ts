/** One scoring rule that fired: the answer behind it and the article or guide it rests on. */
export interface RuleHit {
  /** Stable rule code, e.g. 'G1' or 'ALI_SENSITIVE'. */
  code: string;
  /** Answer field that raised it. */
  field: string;
  /** The answer as stored. */
  answer: string;
  /** Why, in Portuguese, for the result screen. */
  text: string;
  /** Law article, resolution or guide behind the rule. */
  anchor: string;
}
