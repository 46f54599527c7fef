import { PAGINATION, PHONE_PAGINATION } from '@dpohub/domain';
import { useSyncExternalStore } from 'react';
import { LABELS } from '../../labels';
import styles from './Pagination.module.css';

export interface PaginationProps {
  /** Zero-based current page, as the API pages are. */
  page: number;
  pageCount: number;
  /** Receives the zero-based page chosen. */
  onChange: (page: number) => void;
  /**
   * The page's `totalCapped`: more rows match than the API counts, so the last page shown is not
   * the list's end; the list says "mais de 10.000 resultados".
   */
  capped?: boolean;
  /**
   * The `totalElements` of a capped page: the count the API stopped at (10 000, or 1 000 for a
   * search), said as "mais de 1.000 resultados".
   */
  countedUpTo?: number;
}

type PageItem = number | 'break';

/**
 * The zero-based pages to show: a window of `range` pages around the current one, `margin`
 * pages at each end, and a break where pages are left out.
 */
export function pageItems(current: number, count: number, range: number, margin: number) {
  if (count <= range + 2 * margin) return Array.from({ length: count }, (_, i) => i);
  let start = Math.max(0, current - Math.floor(range / 2));
  const end = Math.min(count - 1, start + range - 1);
  start = Math.max(0, end - range + 1);
  const pages = new Set<number>();
  for (let i = 0; i < margin; i += 1) pages.add(i).add(count - 1 - i);
  for (let i = start; i <= end; i += 1) pages.add(i);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((value, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && value - previous > 1) items.push('break');
    items.push(value);
  });
  return items;
}

const PHONE_QUERY = `(max-width: ${PHONE_PAGINATION.maxWidthPx}px)`;

function subscribeToPhone(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhone = () =>
  typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(PHONE_QUERY).matches;

/** Whether the window is phone-wide (PHONE_PAGINATION), following resizes. */
function usePhoneWidth(): boolean {
  return useSyncExternalStore(subscribeToPhone, isPhone, () => false);
}

/**
 * Page buttons shown 1-based: 5 pages, 2 margin pages (spec 1 sections 2.7 and 9), fewer on a
 * phone so the row never breaks (PHONE_PAGINATION). A plain
 * list of buttons inside a labelled navigation region, every label in Portuguese.
 */
export function Pagination({
  page,
  pageCount,
  onChange,
  capped = false,
  countedUpTo = 10_000,
}: PaginationProps) {
  const phone = usePhoneWidth();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(page, 0), pageCount - 1);
  const go = (target: number) => {
    if (target !== current && target >= 0 && target < pageCount) onChange(target);
  };
  const first = current === 0;
  const last = current === pageCount - 1;
  const { pagesDisplayed, marginPages } = phone ? PHONE_PAGINATION : PAGINATION;
  const items = pageItems(current, pageCount, pagesDisplayed, marginPages);
  return (
    <nav className={styles.nav} aria-label={LABELS.pagination}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={`${styles.link} ${first ? styles.disabled : ''}`}
            aria-label={LABELS.previousPage}
            aria-disabled={first}
            onClick={() => go(current - 1)}
          >
            ‹
          </button>
        </li>
        {items.map((item, index) =>
          item === 'break' ? (
            <li key={`break-${index}`} className={styles.break} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={`${styles.link} ${item === current ? styles.active : ''}`}
                aria-label={item === current ? LABELS.currentPage(item + 1) : LABELS.page(item + 1)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item + 1}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={`${styles.link} ${last ? styles.disabled : ''}`}
            aria-label={LABELS.nextPage}
            aria-disabled={last}
            onClick={() => go(current + 1)}
          >
            ›
          </button>
        </li>
      </ul>
      {capped && <p className={styles.capped}>{LABELS.moreResultsThanCounted(countedUpTo)}</p>}
    </nav>
  );
}
