/**
 * An expected failure with its HTTP status and the Portuguese `message` the UI shows.
 * `extra` adds wire fields some answers carry (the OAuth `error` code, for instance).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new ApiError(400, message, extra);
export const unauthorized = (message: string, extra?: Record<string, unknown>) =>
  new ApiError(401, message, extra);
export const forbidden = (message: string, extra?: Record<string, unknown>) =>
  new ApiError(403, message, extra);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const tooManyRequests = (message: string, extra?: Record<string, unknown>) =>
  new ApiError(429, message, extra);
