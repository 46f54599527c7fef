import { MESSAGES } from '@dpohub/domain';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useOptionalShell } from '../../platform/ShellProvider';
import { Spinner } from '../Spinner/Spinner';
import styles from './DataTable.module.css';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  /** Name of the column on a narrow screen's stacked card; the header when it is text. */
  label?: string;
  /** CSS width of the column ('30%', 120). */
  width?: string | number;
  align?: 'left' | 'center' | 'right';
  /** Keeps the cell on one line (dates, amounts, badges, row controls). */
  nowrap?: boolean;
  render: (row: T, index: number) => ReactNode;
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  rows: T[];
  getRowKey: (row: T, index: number) => string | number;
  loading?: boolean;
  /**
   * The rows shown are the previous page's (or a revisit's) while newer ones load: they stay,
   * dimmed and marked busy, instead of blinking to a spinner.
   */
  refreshing?: boolean;
  /** Row click (and Enter on a focused row). */
  onRowClick?: (row: T) => void;
  /** Makes each row a link: its first cell holds the anchor, a click anywhere follows it. */
  getRowHref?: (row: T) => string;
  /** Accessible name of the table. */
  caption?: string;
  /**
   * 'compact' halves the space between columns, for lists with many columns (the staff demand
   * lists' eleven) that must fit a 1366 px laptop without scrolling sideways.
   */
  density?: 'regular' | 'compact';
}

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="menuitem"]';

function isFromControl(event: MouseEvent | KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  const control = target.closest(INTERACTIVE);
  return control !== null && control !== event.currentTarget;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function cellClass(column: DataTableColumn<unknown>): string {
  const align = styles[column.align ?? 'left'] ?? '';
  return column.nowrap ? `${align} ${styles.nowrap}` : align;
}

function columnLabel(column: DataTableColumn<unknown>): string | undefined {
  if (column.label !== undefined) return column.label;
  return typeof column.header === 'string' ? column.header : undefined;
}

/**
 * The list table of spec 1 section 2.7: headers, sizes, row navigation, loading and empty text.
 * Columns size to their content; on a narrow container (a phone) each row becomes a stacked
 * card whose cells carry their column name, so no list makes the page scroll sideways.
 */
export function DataTable<T>({
  columns,
  rows,
  getRowKey,
  loading = false,
  refreshing = false,
  onRowClick,
  getRowHref,
  caption,
  density = 'regular',
}: DataTableProps<T>) {
  const shell = useOptionalShell();

  const follow = (href: string) => {
    if (shell) shell.navigate(href);
    else window.location.assign(href);
  };

  const activate = (row: T) => {
    if (onRowClick) onRowClick(row);
    else if (getRowHref) follow(getRowHref(row));
  };

  const clickable = Boolean(onRowClick || getRowHref);
  const status = loading ? MESSAGES.loading : rows.length === 0 ? MESSAGES.emptyList : null;

  return (
    <div className={refreshing ? `${styles.wrapper} ${styles.refreshing}` : styles.wrapper}>
      <table
        className={density === 'compact' ? `${styles.table} ${styles.compact}` : styles.table}
        aria-busy={loading || refreshing}
      >
        {caption ? <caption className={styles.caption}>{caption}</caption> : null}
        <colgroup>
          {columns.map((column) => (
            <col
              key={column.key}
              style={column.width !== undefined ? { width: column.width } : undefined}
            />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cellClass(column as DataTableColumn<unknown>)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {status !== null ? (
            <tr>
              <td colSpan={columns.length} className={styles.status}>
                {loading ? <Spinner label={status} showLabel /> : status}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => {
              const href = getRowHref?.(row);
              return (
                <tr
                  key={getRowKey(row, index)}
                  className={clickable ? styles.clickable : undefined}
                  // A row that is not a link itself takes focus so Enter can open it.
                  tabIndex={onRowClick ? 0 : undefined}
                  onClick={
                    clickable
                      ? (event) => {
                          if (!isFromControl(event) && isPlainClick(event)) activate(row);
                        }
                      : undefined
                  }
                  onKeyDown={
                    onRowClick
                      ? (event) => {
                          if (event.key === 'Enter' && !isFromControl(event)) {
                            event.preventDefault();
                            activate(row);
                          }
                        }
                      : undefined
                  }
                >
                  {columns.map((column, columnIndex) => (
                    <td
                      key={column.key}
                      className={cellClass(column as DataTableColumn<unknown>)}
                      data-label={columnLabel(column as DataTableColumn<unknown>)}
                    >
                      {href !== undefined && columnIndex === 0 ? (
                        <a
                          href={href}
                          className={styles.rowLink}
                          onClick={(event) => {
                            if (!isPlainClick(event)) return;
                            event.preventDefault();
                            event.stopPropagation();
                            activate(row);
                          }}
                        >
                          {column.render(row, index)}
                        </a>
                      ) : (
                        column.render(row, index)
                      )}
                    </td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
