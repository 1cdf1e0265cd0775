import type { DataDrivenFields, Role } from '@layout/model';
import { boolean, jsonb, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Accounts (spec 000 section 3 "User"). Emails are stored lowercased. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstname: text('firstname').notNull().default(''),
  lastname: text('lastname').notNull().default(''),
  role: text('role').$type<Role>().notNull().default('user'),
  businessname: text('businessname').notNull().default(''),
  jobtitle: text('jobtitle').notNull().default(''),
  address: text('address').notNull().default(''),
  suburb: text('suburb').notNull().default(''),
  state: text('state').notNull().default(''),
  postcode: text('postcode').notNull().default(''),
  phone: text('phone').notNull().default(''),
  mobile: text('mobile').notNull().default(''),
  website: text('website').notNull().default(''),
  socialmedia: text('socialmedia').notNull().default(''),
  country: text('country'),
  creatorName: text('creator_name').unique(),
  storagePlan: text('storage_plan'),
  planId: text('plan_id'),
  planStarted: timestamp('plan_started', { withTimezone: true }),
  /** When the paid PRO period ends (renewal extends it); past it the account is FREE again. */
  planRenewsAt: timestamp('plan_renews_at', { withTimezone: true }),
  rating: real('rating'),
  isShowHireMe: boolean('is_show_hire_me').notNull().default(false),
  ddf: jsonb('ddf').$type<DataDrivenFields>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
