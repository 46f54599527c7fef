import type { Page } from '@dpohub/domain';

/** A Spring-style page of `content`. */
export function pageOf<T>(content: T[], totalPages = 1, number = 0): Page<T> {
  return { content, totalPages, totalElements: content.length, number, size: content.length };
}
