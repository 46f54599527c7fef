import { PAGINATION } from '@dpohub/domain';
import ReactPaginate from 'react-paginate';
import { LABELS } from '../../labels';
import styles from './Pagination.module.css';

export interface PaginationProps {
  /** Zero-based current page, as the API pages are. */
  page: number;
  pageCount: number;
  /** Receives the zero-based page chosen. */
  onChange: (page: number) => void;
}

/** Page links shown 1-based: 5 pages, 2 margin pages (spec 1 sections 2.7 and 9). */
export function Pagination({ page, pageCount, onChange }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.nav} aria-label={LABELS.pagination}>
      <ReactPaginate
        pageCount={pageCount}
        forcePage={Math.min(Math.max(page, 0), pageCount - 1)}
        onPageChange={({ selected }) => onChange(selected)}
        pageRangeDisplayed={PAGINATION.pagesDisplayed}
        marginPagesDisplayed={PAGINATION.marginPages}
        previousLabel="‹"
        nextLabel="›"
        breakLabel="…"
        previousAriaLabel={LABELS.previousPage}
        nextAriaLabel={LABELS.nextPage}
        ariaLabelBuilder={(pageNumber, selected) =>
          selected ? LABELS.currentPage(pageNumber) : LABELS.page(pageNumber)
        }
        containerClassName={styles.list}
        pageLinkClassName={styles.link}
        previousLinkClassName={styles.link}
        nextLinkClassName={styles.link}
        breakLinkClassName={styles.break}
        activeLinkClassName={styles.active}
        disabledLinkClassName={styles.disabled}
        renderOnZeroPageCount={null}
      />
    </nav>
  );
}
