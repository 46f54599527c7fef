/** A user of the client as GET /user/client answers it. */
export interface ClientUser {
  id: number;
  name: string;
  username?: string;
  /** GET /solicitacao-participante answers { email }; GET /user/client a plain text. */
  email: string | { email: string } | null;
  enabled: boolean;
}

/** A participant of a request: GET /solicitacao-participante/{id}. */
export interface RequestParticipant {
  id: number;
  solicitacao: { id: number };
  user: ClientUser;
}

/** The e-mail of a user whichever shape the answer gave it. */
export function emailOf(user: Pick<ClientUser, 'email'>): string {
  if (!user.email) return '';
  return typeof user.email === 'string' ? user.email : user.email.email;
}
