import { useState } from 'react';
import type { FormEvent } from 'react';
import type { TokenResponse } from '@dpohub/domain';
import { Button } from '@dpohub/shared-ui';
import type { ShellApi } from '@dpohub/shared-ui';
import styles from './DevHome.module.css';

/**
 * Signs in against the proxied API so the pages can be tried alone; in the portal the auth
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
        Authorization: `Basic ${btoa('dpohub-portal:dpohub-portal-secret')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      skipAuthExpiry: true,
    });
    shell.session.login(data.access_token, {
      id: data.id,
      name: data.name,
      email: data.email,
      admin: data.admin,
      enableHoursBank: data.enableHoursBank,
      client: data.client,
      clientName: data.clientName,
      roles: data.roles.map(({ authority }) => ({ authority })),
      employeeDanielLaw: data.employeeDanielLaw,
      expiresAt: Date.now() + data.expires_in * 1000,
    });
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
