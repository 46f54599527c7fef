import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** The name's searchable form (migration 0013_scale_lists), under its trigram index. */
    nameSearch: text('name_search').generatedAlwaysAs(sql`dpohub_search_text(name)`),
    /**
     * Username and e-mail in their searchable form (migration 0011_list_indexes): a search then
     * compares stored text instead of running unaccent on every row it walks.
     */
    usernameSearch: text('username_search').generatedAlwaysAs(sql`dpohub_search_text(username)`),
    emailSearch: text('email_search').generatedAlwaysAs(sql`dpohub_search_text(email)`),
    passwordHash: text('password_hash').notNull(),
    // Employee type (spec 1 section 3): 1 firm staff, 0 granular client user, 2 client administrator.
    employeeDanielLaw: integer('employee_daniel_law').notNull().default(0),
    jobTitle: text('job_title'),
    department: text('department'),
    enabled: boolean('enabled').notNull().default(true),
    temporaryAccess: boolean('temporary_access').notNull().default(false),
    expirationDate: date('expiration_date', { mode: 'string' }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    admin: boolean('admin').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    // Raised by a password change or reset: tokens signed with an earlier value stop working.
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Sign-in by username ignores case, so two usernames may not differ by case alone.
    uniqueIndex('users_username_unique').on(sql`lower(${table.username})`),
    // Password recovery finds the account by e-mail, so one e-mail names one account.
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_name_idx').on(table.name),
    index('users_client_idx').on(table.clientId, table.name),
    index('users_name_search_idx').using('gin', sql`${table.nameSearch} gin_trgm_ops`),
    index('users_username_search_idx').using('gin', sql`${table.usernameSearch} gin_trgm_ops`),
    index('users_email_search_idx').using('gin', sql`${table.emailSearch} gin_trgm_ops`),
  ],
);

/** Authorities (ROLE_*); ids come from the domain's permission groups (ROLE_USER is id 2). */
export const roles = pgTable(
  'roles',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (table) => [uniqueIndex('roles_name_unique').on(table.name)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] })],
);

/** Menu groups of permission checkboxes (spec 1 section 2.9). */
export const permissionGroups = pgTable('permission_groups', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const permissionGroupRoles = pgTable(
  'permission_group_roles',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => permissionGroups.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.roleId] })],
);
