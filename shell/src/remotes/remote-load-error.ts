export type RemoteLoadFailure =
  'notConfigured' | 'loadFailed' | 'invalidModule' | 'contractMismatch';

/** Why a remote area could not be shown; the area's error boundary contains it. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly failure: RemoteLoadFailure,
    options?: { cause?: unknown; detail?: string },
  ) {
    super(`Remote ${remote}: ${failure}${options?.detail ? ` (${options.detail})` : ''}`, {
      cause: options?.cause,
    });
    this.name = 'RemoteLoadError';
  }
}
