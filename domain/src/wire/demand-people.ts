import { Type, type Static } from 'typebox';
import { NAME_MAX_LENGTH } from '../constants';
import { INTERNAL_NOTE_MAX_LENGTH } from '../demands/internal-notes';
import { Id, IdRef, Nullable } from './schema';

// Who takes part in a demand and what the firm notes on it (spec 2 sections 3, 6 and 7; issue 29):
// participants, temporary participants, solicitação-user links and internal notes.

/** A participant of a demand: GET /solicitacao-participante/{id}, POST's answer. */
export const DemandParticipantView = Type.Object({
  id: Type.Integer(),
  solicitacao: Type.Object({ id: Type.Integer() }),
  user: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    email: Type.Object({ email: Type.String() }),
    enabled: Type.Boolean(),
  }),
});

export const DemandParticipantList = Type.Array(DemandParticipantView);

/** POST /solicitacao-participante body. */
export const DemandParticipantCreate = Type.Object({ solicitacao: IdRef, user: IdRef });

const text = Type.String({ maxLength: NAME_MAX_LENGTH });

/**
 * POST /solicitacao-participante/usuario-temporario body. Presence and format are checked with
 * the domain's temporaryParticipantSchema; `client` names the client when a firm admin creates
 * the participant.
 */
export const TemporaryParticipantRequest = Type.Object({
  username: Type.Optional(text),
  name: text,
  jobTitle: text,
  email: text,
  department: text,
  client: Type.Optional(Nullable(Type.Object({ id: Id }))),
});

/** Answer of the temporary participant's creation. */
export const TemporaryUserCreated = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
});

/** POST /solicitacao-user body and answer: links a user to a demand, with an admin flag. */
export const SolicitacaoUserLinkBody = Type.Object({
  admin: Type.Boolean(),
  name: Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH, pattern: '\\S' }),
  solicitacaoId: Id,
  userId: Id,
});

export const SolicitacaoUserLink = Type.Object({
  admin: Type.Boolean(),
  name: Type.String(),
  solicitacaoId: Type.Integer(),
  userId: Type.Integer(),
});

/** GET /solicitacao-user/{id} answer. */
export const SolicitacaoUserAccess = Type.Object({ admin: Type.Boolean() });

/** An internal note of a demand (firm only). */
export const InternalNoteView = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  createdBy: Nullable(Type.Object({ name: Type.String() })),
  /** ISO 8601, as the comments' dates. */
  createdAt: Type.String({ format: 'date-time' }),
});

export const InternalNoteList = Type.Array(InternalNoteView);

/** POST /solicitacao/{id}/notas-internas body; the length is checked on the trimmed text. */
export const InternalNoteRequest = Type.Object(
  { text: Type.String({ maxLength: INTERNAL_NOTE_MAX_LENGTH + 200 }) },
  { additionalProperties: false },
);

export type DemandParticipantView = Static<typeof DemandParticipantView>;
export type DemandParticipantCreate = Static<typeof DemandParticipantCreate>;
export type TemporaryParticipantRequest = Static<typeof TemporaryParticipantRequest>;
export type TemporaryUserCreated = Static<typeof TemporaryUserCreated>;
export type SolicitacaoUserLink = Static<typeof SolicitacaoUserLink>;
export type SolicitacaoUserAccess = Static<typeof SolicitacaoUserAccess>;
export type InternalNoteView = Static<typeof InternalNoteView>;
export type InternalNoteRequest = Static<typeof InternalNoteRequest>;
