import { useOptionalShell } from '../../platform/ShellProvider';
import { Button } from '../Button/Button';
import styles from './NotFoundState.module.css';

export interface NotFoundStateProps {
  /** What was not found, e.g. 'Usuário não encontrado.' (from @dpohub/domain). */
  message: string;
  /** Label and path of the way back, e.g. 'Voltar para Usuários' and '/users'. */
  backLabel: string;
  backTo: string;
}

/**
 * A detail page whose record does not exist or that the user may not see: a clear statement and
 * a way back, instead of an endless 'Carregando' or a blank page.
 */
export function NotFoundState({ message, backLabel, backTo }: NotFoundStateProps) {
  const shell = useOptionalShell();
  return (
    <div className={styles.notFound} role="alert">
      <p className={styles.message}>{message}</p>
      <Button
        variant="secondary"
        onClick={() => (shell ? shell.navigate(backTo) : window.location.assign(backTo))}
      >
        {backLabel}
      </Button>
    </div>
  );
}
