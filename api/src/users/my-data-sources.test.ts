// Issue 31: 'Meus dados' considers every column of the schema that references users. A table
// added with such a column, and not read by the export nor set aside here with its reason, fails
// this test.
import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import { MY_DATA_SOURCES } from './my-data-sources';

/**
 * Columns naming a user that the export does not read, each with why. None today: every one is
 * a section of the export.
 */
const LEFT_OUT: Readonly<Record<string, string>> = {};

/** Columns that hold a user's id without a foreign key (the audit trail outlives its users). */
const WITHOUT_FOREIGN_KEY = ['audit_events.actor_id', 'audit_events.on_behalf_of_id'];

function userColumns(): string[] {
  const found = new Set<string>(WITHOUT_FOREIGN_KEY);
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    for (const key of config.foreignKeys) {
      const reference = key.reference();
      if (getTableConfig(reference.foreignTable).name !== 'users') continue;
      for (const column of reference.columns) found.add(`${config.name}.${column.name}`);
    }
  }
  found.add('users.id');
  return [...found].sort();
}

const exported = () =>
  MY_DATA_SOURCES.map(
    (source) => `${getTableConfig(source.table).name}.${source.user.name}`,
  ).sort();

describe("the tables 'Meus dados' reads", () => {
  it('reads every column that references users, or says why not', () => {
    const considered = new Set([...exported(), ...Object.keys(LEFT_OUT)]);
    expect(userColumns().filter((column) => !considered.has(column))).toEqual([]);
  });

  it('lists them (the export reads these tables, one section per column)', () => {
    expect(exported()).toEqual([
      'assessment_comments.author_user_id',
      'assessment_versions.created_by_user_id',
      'assessments.completed_by_user_id',
      'assessments.created_by_user_id',
      'assessments.updated_by_user_id',
      'audit_events.actor_id',
      'audit_events.on_behalf_of_id',
      'client_prices_hours.user_id',
      'demand_comments.created_by_user_id',
      'demand_documents.uploaded_by',
      'demand_internal_notes.created_by_user_id',
      'demand_participants.user_id',
      'demand_user_links.user_id',
      'demands.created_by_user_id',
      'fine_simulations.created_by_user_id',
      'firm_closures.created_by_user_id',
      'firm_profile.updated_by_user_id',
      'hours_bank_movements.created_by_user_id',
      'lawyers.user_id',
      'leads.follow_up_by_user_id',
      'notification_outbox.recipient_user_id',
      'notification_preferences.user_id',
      'password_reset_codes.user_id',
      'privacy_agent_profiles.updated_by_user_id',
      'user_erasure_requests.answered_by_user_id',
      'user_erasure_requests.user_id',
      'user_invitations.user_id',
      'user_recovery_codes.user_id',
      'user_roles.user_id',
      'user_sessions.user_id',
      'user_two_factor.user_id',
      'users.id',
    ]);
  });

  it('never exports a secret', () => {
    const fields = MY_DATA_SOURCES.flatMap((source) =>
      Object.values(source.fields).map((column) => column.name),
    );
    expect(
      fields.filter((name) => /hash|secret|token|sealed|code_hash|storage_key/.test(name)),
    ).toEqual([]);
  });
});
