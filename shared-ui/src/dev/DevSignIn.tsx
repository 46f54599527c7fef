import { useState } from 'react';
import type { FormEvent } from 'react';
import { PORTAL_OAUTH_CLIENT } from '@dpohub/domain';
import type { TokenResponse } from '@dpohub/domain/wire';
import { Button } from '@dpohub/shared-ui';
import type { ShellApi } from '@dpohub/shared-ui';
import styles from './DevHome.module.css';

/**
 * Signs in against the proxied API so a remote's pages can be tried alone; in the portal the auth
 * remote does this. Uses the portal's OAuth client (spec 1 section 7).
 */
export function DevSignIn({ shell }: { shell: ShellApi }) {
  const [username, setUsername] = useState('admin');
  const [password, setPassword] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = new URLSearchParams({ grant_type: 'password', username, password });
    const { data } = await shell.http.post<TokenResponse>('/oauth/token', body, {
      headers: {
        Authorization: `Basic ${btoa(`${PORTAL_OAUTH_CLIENT.id}:${PORTAL_OAUTH_CLIENT.secret}`)}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      skipAuthExpiry: true,
    });
    const { access_token: token, token_type: _type, expires_in: expiresIn, ...user } = data;
    shell.session.login(token, { ...user, expiresAt: Date.now() + expiresIn * 1000 });
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event).catch(() => undefined)}>
      <input
        aria-label="Usuário"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <input
        aria-label="Senha"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit">Entrar</Button>
    </form>
  );
}
