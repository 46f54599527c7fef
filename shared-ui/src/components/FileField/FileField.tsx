import { MESSAGES, isDuplicateFileName, validateUploadFile } from '@dpohub/domain';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { LABELS } from '../../labels';
import { useOptionalShell } from '../../platform/ShellProvider';
import { createToastApi } from '../../platform/toast-api';
import { FieldShell } from '../form/FieldShell';
import { useFormField } from '../form/use-form-field';
import styles from './FileField.module.css';

export interface FileFieldProps {
  name: string;
  label: ReactNode;
  /** Extensions the screen allows ('pdf' or '.pdf'). */
  accept: readonly string[];
  /** Most files the field keeps; more gives `maxFilesMessage` as a warning. */
  maxFiles?: number;
  /** E.g. MESSAGES.demandMaxFiles. */
  maxFilesMessage?: string;
  /** Names of files the record already holds: a file of one of these names is refused too. */
  takenNames?: readonly string[];
  multiple?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
}

const fallbackToast = createToastApi();

/**
 * Files chosen for upload, kept as File[]: a file of another type or over 10 MB is refused with a
 * warning toast (spec 1 section 5), and so is a file beyond `maxFiles` and a second file of a
 * name already chosen or in `takenNames`.
 */
export function FileField({
  name,
  label,
  accept,
  maxFiles,
  maxFilesMessage,
  takenNames = [],
  multiple = true,
  disabled,
  hint,
}: FileFieldProps) {
  const field = useFormField<File[]>(name);
  const toast = useOptionalShell()?.toast ?? fallbackToast;
  const inputRef = useRef<HTMLInputElement>(null);
  const files = field.value ?? [];

  const add = (chosen: File[]) => {
    const kept = [...files];
    let overLimit = false;
    for (const file of chosen) {
      const problem = validateUploadFile(file, accept);
      if (problem) {
        toast.warn(problem);
      } else if (
        isDuplicateFileName(file.name, [...takenNames, ...kept.map((other) => other.name)])
      ) {
        // The same file twice would be listed (and stored) twice (demands m12).
        toast.warn(MESSAGES.duplicateFile(file.name));
      } else if (maxFiles !== undefined && kept.length >= maxFiles) {
        overLimit = true;
      } else {
        kept.push(file);
      }
    }
    if (overLimit && maxFilesMessage) toast.warn(maxFilesMessage);
    field.change(multiple ? kept : kept.slice(-1));
  };

  const acceptAttribute = accept.map((extension) => `.${extension.replace(/^\./, '')}`).join(',');

  return (
    <FieldShell id={field.id} errorId={field.errorId} label={label} error={field.error} hint={hint}>
      {/* The browser's own button reads 'Choose Files' in an English browser: the input stays
          (keyboard and screen readers reach it by its label) but shows as a Portuguese picker. */}
      <div className={styles.picker}>
        <label htmlFor={field.id} className={styles.pickerButton} aria-hidden="true">
          {LABELS.chooseFiles}
        </label>
        <span className={styles.pickerStatus} aria-hidden="true">
          {files.length > 0 ? LABELS.filesChosen(files.length) : LABELS.noFileChosen}
        </span>
      </div>
      <input
        ref={inputRef}
        id={field.id}
        type="file"
        className={styles.input}
        accept={acceptAttribute}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          add(Array.from(event.target.files ?? []));
          // Lets the same file be chosen again after it was removed.
          event.target.value = '';
        }}
        onBlur={field.blur}
      />
      {files.length > 0 ? (
        <ul className={styles.list}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.item}>
              <span className={styles.name}>{file.name}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={LABELS.removeFile(file.name)}
                disabled={disabled}
                onClick={() => field.change(files.filter((_, position) => position !== index))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </FieldShell>
  );
}
